/**
 * The logger of `npm start`: the same Powertools Logger the handlers use, printed for a person at a
 * terminal instead of CloudWatch. One plain line a record (`12:04:05 WARN request rejected
 * route=ingest-sales status=422 …`), an error's stack under it; warnings and errors on stderr.
 * Locally the level is WARN unless asked (`npm start -- --verbose`, or LOG_LEVEL): a demo load
 * sends thousands of requests, and one info line each buried the start's own lines. Lambda keeps
 * the JSON lines of shared/adapters/logger.ts.
 */
import type { Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { RequestScopedLogger } from '#shared/adapters/logger.ts';
import { SERVICE_NAME } from '#shared/adapters/service.ts';

/** Powertools' own members of every record: said once by the line's shape, not repeated. */
const OMITTED = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id']);

const LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;
export type TerminalLogLevel = (typeof LEVELS)[number];

/** The local level: LOG_LEVEL (or POWERTOOLS_LOG_LEVEL) when set, else INFO with --verbose, else WARN. */
export function terminalLogLevel(verbose: boolean, env: NodeJS.ProcessEnv = process.env): TerminalLogLevel {
  const asked = (env.LOG_LEVEL ?? env.POWERTOOLS_LOG_LEVEL)?.toUpperCase();
  const known = LEVELS.find((level) => level === asked);
  return known ?? (verbose ? 'INFO' : 'WARN');
}

class TerminalLogger extends RequestScopedLogger {
  protected override createLogger(options?: ConstructorOptions): Logger {
    return new TerminalLogger(options);
  }

  protected override printLog(_level: number, log: LogItem): void {
    const { level, message, timestamp, ...rest } = log.getAttributes();
    const time =
      typeof timestamp === 'string' ? timestamp.slice(11, 19) : new Date().toISOString().slice(11, 19);
    const details: string[] = [];
    const stacks: string[] = [];
    for (const [key, value] of Object.entries(rest)) {
      if (OMITTED.has(key) || value === undefined) continue;
      if (value instanceof Error) {
        details.push(`${key}=${JSON.stringify(`${value.name}: ${value.message}`)}`);
        if (value.stack) stacks.push(indent(value.stack));
      } else details.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    }
    const line = [time, String(level).padEnd(5), String(message), ...details].join(' ');
    const text = [line, ...stacks].join('\n');
    if (level === 'WARN' || level === 'ERROR' || level === 'CRITICAL') console.error(text);
    else console.log(text);
  }
}

const indent = (stack: string) =>
  stack
    .split('\n')
    .slice(1)
    .map((frame) => `    ${frame.trim()}`)
    .join('\n');

/** A logger whose records print as plain lines at `level` and above. */
export function createTerminalLogger(level: TerminalLogLevel): Logger {
  return new TerminalLogger({ serviceName: SERVICE_NAME, logLevel: level });
}
