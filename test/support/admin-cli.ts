/**
 * Runs the admin CLI (scripts/admin.ts) against a test stack's table, as a platform team would:
 * `runAdminProcess` as its own process (`tsx scripts/admin.ts`, what admin-cli.test.ts checks), and
 * `runAdmin` through the same command line in the test's process (scripts/admin/cli.ts), for the
 * tests that use the CLI for a task: a process of its own costs two or more seconds of start-up.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runAdminCli } from '../../scripts/admin/cli.ts';
import { dynamoDbEndpoint, type TestStack } from './stack.ts';

const run = promisify(execFile);

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** DynamoDB Local takes any credentials; a named table (--table) takes them from the environment. */
const LOCAL_ENV = { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' };

const targetOf = (stack: TestStack) => ['--endpoint', dynamoDbEndpoint(), '--table', stack.deps.tableName];

export async function runAdminProcess(stack: TestStack, ...args: string[]): Promise<AdminRun> {
  try {
    const { stdout, stderr } = await run('tsx', ['scripts/admin.ts', ...args, ...targetOf(stack)], {
      env: { ...process.env, ...LOCAL_ENV },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as AdminRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export async function runAdmin(stack: TestStack, ...args: string[]): Promise<AdminRun> {
  Object.assign(process.env, LOCAL_ENV);
  let stdout = '';
  let stderr = '';
  const code = await runAdminCli([...args, ...targetOf(stack)], {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}
