import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBuildFailure } from '#shared/storage/build-failure-store.ts';
import { runAdmin, runAdminProcess } from '../support/admin-cli.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ keyCacheTtlMs: 0 });
});
afterAll(() => stack.close());

/**
 * The command line in this process (scripts/admin/cli.ts), and as operators run it: `tsx
 * scripts/admin.ts`, a process of its own (2-3 s of start-up each). The process runs where a test
 * checks what the process gives: its JSON on stdout and its exit code, 0, 1 and 2.
 */
const admin = (...args: string[]) => runAdmin(stack, ...args);
const adminProcess = (...args: string[]) => runAdminProcess(stack, ...args);

describe('admin CLI', () => {
  it('lists the failed builds the aggregator recorded', async () => {
    const failure = {
      branch_id: randomUUID(),
      business_date: '2026-03-06',
      revision: 2,
      message_id: 'message-1',
      error: 'UnbuildableDayError',
      reason: 'day 2026-03-06 cannot be built',
      receive_count: 1,
      failed_at: '2026-03-07T02:00:00.000Z',
    };
    await recordBuildFailure(stack.deps, failure);
    const listed = await adminProcess('builds', 'failed');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).failed_builds).toContainEqual(failure);
  });

  it('creates a branch, lists it, changes its plan and rotates its key', async () => {
    const created = await admin(
      'branch',
      'create',
      '--stage',
      'sandbox',
      '--name',
      'Cantina Sur',
      '--timezone',
      'America/Cancun',
      '--plan',
      'starter',
    );
    expect(created.code).toBe(0);
    const branch = JSON.parse(created.stdout);
    expect(branch.branch_identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(branch.api_key).toMatch(/^svc_test_[A-Za-z0-9_-]{32}$/);
    expect(branch).toMatchObject({
      name: 'Cantina Sur',
      timezone: 'America/Cancun',
      plan: 'starter',
      stage: 'sandbox',
    });

    const ping = await stack.request('GET', '/api/v1/ping', { apiKey: branch.api_key });
    expect(ping.body.data.attributes).toMatchObject({ branch_name: 'Cantina Sur', plan: 'starter' });

    const listed = JSON.parse((await admin('branch', 'list')).stdout);
    expect(listed.branches.map((entry: { branch_identifier: string }) => entry.branch_identifier)).toContain(
      branch.branch_identifier,
    );

    const upgraded = await admin('branch', 'set-plan', '--branch', branch.branch_identifier, '--plan', 'pro');
    expect(upgraded.code).toBe(0);
    expect(JSON.parse(upgraded.stdout).plan).toBe('pro');

    const rotated = await admin('key', 'rotate', '--branch', branch.branch_identifier);
    expect(rotated.code).toBe(0);
    const { api_key: newKey } = JSON.parse(rotated.stdout);
    expect(newKey).not.toBe(branch.api_key);
    expect((await stack.request('GET', '/api/v1/ping', { apiKey: branch.api_key })).status).toBe(401);
    const fresh = await stack.request('GET', '/api/v1/ping', { apiKey: newKey });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.attributes.plan).toBe('pro');
  });

  it('sets the business-day cutoff hour, shown in ping (default 5)', async () => {
    const created = await admin(
      'branch',
      'create',
      '--stage',
      'sandbox',
      '--name',
      'Bar Norte',
      '--timezone',
      'America/Mexico_City',
      '--plan',
      'starter',
    );
    const branch = JSON.parse(created.stdout);
    expect(branch.business_day_cutoff_hour).toBe(5);
    const set = await admin('branch', 'set', '--branch', branch.branch_identifier, '--cutoff-hour', '7');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ business_day_cutoff_hour: 7, plan: 'starter' });
    const ping = await stack.request('GET', '/api/v1/ping', { apiKey: branch.api_key });
    expect(ping.body.data.attributes.business_day_cutoff_hour).toBe(7);
    const listed = JSON.parse((await admin('branch', 'list')).stdout);
    expect(
      listed.branches.find(
        (entry: { branch_identifier: string }) => entry.branch_identifier === branch.branch_identifier,
      ).business_day_cutoff_hour,
    ).toBe(7);
  });

  it.each([
    [
      ['branch', 'set', '--branch', '00000000-0000-4000-8000-000000000000', '--cutoff-hour', '24'],
      /--cutoff-hour must be a whole hour from 0 to 23/,
    ],
    [
      ['branch', 'set', '--branch', '00000000-0000-4000-8000-000000000000', '--cutoff-hour', '5.5'],
      /--cutoff-hour must be/,
    ],
    [['branch', 'set', '--branch', '00000000-0000-4000-8000-000000000000'], /at least one setting flag/],
    [
      ['branch', 'create', '--name', 'X', '--timezone', 'Mars/Olympus', '--plan', 'pro'],
      /--timezone must be an IANA zone/,
    ],
    [
      ['branch', 'create', '--name', 'X', '--timezone', 'America/Mexico_City', '--plan', 'gold'],
      /--plan must be one of/,
    ],
    [['branch', 'create', '--timezone', 'America/Mexico_City', '--plan', 'pro'], /--name is required/],
    [['key', 'rotate', '--branch', 'nope'], /--branch must be a UUID/],
    [
      ['branch', 'create', '--name', 'X', '--timezone', 'America/Mexico_City', '--plan', 'pro'],
      /--stage \(sandbox or production\) is required when --table/,
    ],
    [['branch', 'explode'], /unknown command/],
    [['branch', 'list', '--colour', 'red'], /Unknown option/],
  ])('rejects bad arguments %j with a message and exit code 2', async (args, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });

  it('fails with exit code 1 for a branch that does not exist', async () => {
    const result = await adminProcess('key', 'rotate', '--branch', '00000000-0000-4000-8000-000000000000');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not exist/);
  });

  it('branch set --cash-variance-threshold changes the setting GET /settings shows', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const set = await admin('branch', 'set', '--branch', branch.branchId, '--cash-variance-threshold', '2.5');
    expect(set.code).toBe(0);
    // branch set prints the branch profile (as branch list shows it) plus its `settings`.
    expect(JSON.parse(set.stdout)).toMatchObject({
      branch_identifier: branch.branchId,
      plan: 'starter',
      settings: { cash_variance_threshold_pct: 2.5 },
    });
    const shown = await stack.request('GET', '/api/v1/settings', { apiKey: branch.apiKey });
    expect(shown.body.data.attributes.cash_variance_threshold_pct).toBe(2.5);

    const invalid = await adminProcess(
      'branch',
      'set',
      '--branch',
      branch.branchId,
      '--cash-variance-threshold',
      'lots',
    );
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('--cash-variance-threshold');
  });

  it('records every change in the branch activity log with source admin_cli, and no secret', async () => {
    const created = await admin(
      'branch',
      'create',
      '--stage',
      'sandbox',
      '--name',
      'Cantina Bitácora',
      '--timezone',
      'America/Mexico_City',
      '--plan',
      'starter',
    );
    expect(created.code, created.stderr).toBe(0);
    const { branch_identifier: branchId, api_key: firstKey } = JSON.parse(created.stdout);
    const run = async (...args: string[]) => {
      const result = await admin(...args);
      expect(result.code, result.stderr).toBe(0);
      return JSON.parse(result.stdout);
    };
    await run('branch', 'set-plan', '--branch', branchId, '--plan', 'growth');
    await run('branch', 'set', '--branch', branchId, '--cash-variance-threshold', '4');
    const client = await run('oauth-client', 'create', '--branch', branchId, '--name', 'Caja Sur');
    await run('oauth-client', 'revoke', '--client-id', client.client_id);
    const ownerSub = randomUUID();
    await run(
      'member',
      'add',
      '--branch',
      branchId,
      '--sub',
      ownerSub,
      '--role',
      'owner',
      '--email',
      'a@b.mx',
    );
    const { api_key: apiKey } = await run('key', 'rotate', '--branch', branchId);

    const log = await stack.request('GET', '/api/v1/activity', {
      apiKey,
      query: { period: 'today', source: 'admin_cli' },
    });
    expect(log.status).toBe(200);
    const entries = log.body.data.map((entry: any) => entry.attributes);
    expect(entries.map((entry: any) => entry.event)).toEqual([
      'api_key.rotated',
      'member.added',
      'oauth_client.revoked',
      'oauth_client.created',
      'settings.updated',
      'branch.plan_changed',
      'branch.created',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ source: 'admin_cli', actor_type: 'operator', request_id: null });
      expect(entry.actor).toEqual(expect.any(String));
      expect(entry.occurred_at).toMatch(/-06:00$/);
    }
    const byEvent = Object.fromEntries(entries.map((entry: any) => [entry.event, entry]));
    expect(byEvent['branch.plan_changed'].detail).toEqual({ plan: 'growth', previous_plan: 'starter' });
    expect(byEvent['settings.updated'].detail).toEqual({ changes: { cash_variance_threshold_pct: 4 } });
    expect(byEvent['oauth_client.created']).toMatchObject({
      ref_id: client.client_id,
      detail: { name: 'Caja Sur', issuer: 'local' },
    });
    expect(byEvent['member.added']).toMatchObject({ ref_id: ownerSub, detail: { role: 'owner' } });
    const text = JSON.stringify(log.body);
    for (const secret of [client.client_secret, firstKey, apiKey]) expect(text).not.toContain(secret);
  }, 300_000); // eight CLI runs, each a tsx start
});
