/**
 * `npm start`'s logger (local/terminal-logger.ts): plain lines a person reads, warnings and errors
 * always, the per-request info records only when asked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTerminalLogger, terminalLogLevel } from '../../../local/terminal-logger.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('terminalLogLevel', () => {
  it('is WARN by default, INFO with --verbose, and LOG_LEVEL when set', () => {
    expect(terminalLogLevel(false, {})).toBe('WARN');
    expect(terminalLogLevel(true, {})).toBe('INFO');
    expect(terminalLogLevel(false, { LOG_LEVEL: 'debug' })).toBe('DEBUG');
    expect(terminalLogLevel(true, { POWERTOOLS_LOG_LEVEL: 'ERROR' })).toBe('ERROR');
    expect(terminalLogLevel(true, { LOG_LEVEL: 'loud' })).toBe('INFO');
  });
});

describe('createTerminalLogger', () => {
  it('prints a warning as one plain line on stderr, with its keys, and no info record at WARN', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const logger = createTerminalLogger('WARN');
    logger.appendKeys({ route: 'ingest-sales' });
    logger.info('request completed', { status: 200 });
    logger.warn('request rejected', { code: 'SVC_ERR_422', field: 'data.attributes.total_cents' });

    expect(lines).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]![0]);
    expect(line).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}request rejected route=ingest-sales code=SVC_ERR_422 field=data\.attributes\.total_cents$/,
    );
    expect(() => JSON.parse(line)).toThrow();
  });

  it('prints an error with its message and its stack under it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('table not found');
    createTerminalLogger('WARN').error('request failed', { error: failure });

    const text = String(errors.mock.calls[0]![0]);
    const [line, ...stack] = text.split('\n');
    expect(line).toContain('ERROR request failed error="Error: table not found"');
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.every((frame) => frame.startsWith('    at '))).toBe(true);
  });

  it('prints info records on stdout at INFO (--verbose)', () => {
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    createTerminalLogger('INFO').info('request completed', { status: 200 });
    expect(String(lines.mock.calls[0]![0])).toMatch(/ INFO {2}request completed status=200$/);
  });
});
