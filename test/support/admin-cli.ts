/** Runs `npm run admin` (scripts/admin.ts) against a test stack's table, as a platform team would. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dynamoDbEndpoint, type TestStack } from './stack.ts';

const run = promisify(execFile);

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runAdmin(stack: TestStack, ...args: string[]): Promise<AdminRun> {
  try {
    const { stdout, stderr } = await run(
      'tsx',
      ['scripts/admin.ts', ...args, '--endpoint', dynamoDbEndpoint(), '--table', stack.deps.tableName],
      { env: { ...process.env, AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as AdminRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
