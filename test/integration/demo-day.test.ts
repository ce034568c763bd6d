import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const run = promisify(execFile);
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack();
  branch = await stack.createBranch({ plan: 'growth' });
});
afterAll(() => stack.close());

describe('npm run demo-day', () => {
  it('sends the fixture day like a POS, waits for the snapshot and prints its headline numbers', async () => {
    const args = [
      'scripts/demo-day.ts',
      '--key',
      branch.apiKey,
      '--branch',
      branch.branchId,
      '--url',
      stack.url,
    ];
    const first = await run('tsx', args);
    expect(first.stdout).toContain('202 /api/v1/ingest/cash-register');
    expect(first.stdout).toContain('total sales $4602.00, covers 41');
    expect(first.stdout).toContain('cash variance $-150.00');

    // Same idempotency keys: a second run replays every call and changes nothing.
    const second = await run('tsx', args);
    expect(second.stdout).toContain('200 /api/v1/ingest/orders (replayed)');
    expect(second.stdout).toContain('total sales $4602.00, covers 41');
  });

  it('exits 2 with the usage when the key or branch is missing', async () => {
    await expect(run('tsx', ['scripts/demo-day.ts', '--key', branch.apiKey])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: demo-day'),
    });
  });
});
