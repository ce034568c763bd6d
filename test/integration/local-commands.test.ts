/**
 * The local commands a newcomer types that start no stack: every one answers --help with its
 * usage, and admin without a reachable DynamoDB Local says what to do instead of a stack trace.
 * Apart from npm-start.test.ts, which starts the stack five times, so neither file nears 60 s.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../../local/dynamodb-local.ts';
import { runAdminCli } from '../../scripts/admin/cli.ts';
import { runCommand } from '../support/commands.ts';

describe('local commands without a stack', () => {
  it('admin without a reachable DynamoDB Local says to start the stack or set DYNAMODB_PORT', async () => {
    const result = await runCommand('tsx', ['scripts/admin.ts', 'branch', 'list'], {
      DYNAMODB_PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm start');
    expect(result.stderr).toContain('DYNAMODB_PORT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it.each([
    ['start', ['local/start.ts', '--help']],
    ['admin', ['scripts/admin.ts', '--help']],
    ['demo-day', ['scripts/demo-day.ts', '--help']],
    ['simulate', ['scripts/simulate.ts', '--help']],
    ['bench', ['bench/run.ts', '--help']],
    ['fuzz', ['scripts/fuzz.ts', '--help']],
  ])(
    '%s --help exits 0 with its usage',
    async (_name, args) => {
      const result = await runCommand('tsx', args, { DYNAMODB_PORT: '1' });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/usage/);
    },
    60_000,
  );

  // The admin's commands answer --help from its command line (scripts/admin/cli.ts), which
  // `admin --help` above runs as a process: here in this one, without 2-3 s of tsx start-up each.
  it.each([
    ['admin branch create', ['branch', 'create', '--help']],
    ['admin branch list', ['branch', 'list', '--help']],
    ['admin branch set-plan', ['branch', 'set-plan', '--help']],
    ['admin branch set', ['branch', 'set', '--help']],
    ['admin key rotate', ['key', 'rotate', '--help']],
    ['admin builds failed', ['builds', 'failed', '--help']],
    ['admin rollups rebuild', ['rollups', 'rebuild', '--help']],
  ])('%s --help exits 0 with its usage', async (_name, args) => {
    let stdout = '';
    const code = await runAdminCli(args, {
      out: (text) => {
        stdout += text;
      },
      err: () => undefined,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/usage/);
  });
});
