/**
 * A local stack per test suite: its own table on the file's DynamoDB Local, the real handlers behind
 * the real HTTP adapter. Integration tests refuse to run without the local endpoint (ElectroDB style).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '#shared/adapters/ports.ts';
import type { Stage } from '#shared/adapters/stages.ts';
import type { Plan } from '#shared/domain/plans.ts';
import { createBranch } from '#shared/storage/branch-store.ts';
import type { FaultPlan } from '../../local/faults.ts';
import { type LocalStack, startLocalStack } from '../../local/stack.ts';
import { checkContract, checkCsvContract } from './contract.ts';

export interface TestBranch {
  branchId: string;
  apiKey: string;
  name: string;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  apiKey?: string;
  body?: unknown;
  /** Sent as-is (for malformed-JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  idempotencyKey?: string;
}

export interface TestStack extends LocalStack {
  createBranch(options?: {
    plan?: Plan;
    timezone?: string;
    name?: string;
    stage?: Stage;
    businessDayCutoffHour?: number;
  }): Promise<TestBranch>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

let endpointOfThisFile: string | undefined;

/** Set by test/support/database-per-worker.ts once the file's DynamoDB Local answers. */
export function useDynamoDbEndpoint(endpoint: string): void {
  endpointOfThisFile = endpoint;
}

/**
 * This file's DynamoDB Local. Throws before it is up (call it from a hook or a test, not at import)
 * and unless it is local, so an integration suite can never reach a real AWS table.
 */
export function dynamoDbEndpoint(): string {
  const endpoint = endpointOfThisFile;
  if (!endpoint?.startsWith('http://127.0.0.1')) {
    throw new Error(
      'integration tests need the DynamoDB Local that test/support/database-per-worker.ts gives the file (from beforeAll on)',
    );
  }
  return endpoint;
}

export async function startTestStack(
  options: {
    clock?: Clock;
    stage?: Stage;
    keyCacheTtlMs?: number;
    webhookWaitScale?: number;
    faults?: FaultPlan;
  } = {},
): Promise<TestStack> {
  const stack = await startLocalStack({
    endpoint: dynamoDbEndpoint(),
    tableName: `test-${randomUUID()}`,
    stage: options.stage ?? 'sandbox',
    ...(options.clock ? { clock: options.clock } : {}),
    keyCacheTtlMs: options.keyCacheTtlMs ?? 60_000,
    ...(options.webhookWaitScale === undefined ? {} : { webhookWaitScale: options.webhookWaitScale }),
    ...(options.faults ? { faults: options.faults } : {}),
  });
  return {
    ...stack,
    async createBranch(branch = {}) {
      const branchId = randomUUID();
      const name = branch.name ?? `Test branch ${branchId.slice(0, 8)}`;
      const { apiKey } = await createBranch(stack.deps, {
        branchId,
        name,
        timezone: branch.timezone ?? 'America/Mexico_City',
        plan: branch.plan ?? 'enterprise',
        stage: branch.stage ?? stack.deps.stage,
        ...(branch.businessDayCutoffHour === undefined
          ? {}
          : { businessDayCutoffHour: branch.businessDayCutoffHour }),
      });
      return { branchId, apiKey, name };
    },
    async request(method, path, request = {}) {
      const url = new URL(path, stack.url);
      for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
      const headers: Record<string, string> = { ...request.headers };
      if (request.apiKey !== undefined) headers['X-API-Key'] = request.apiKey;
      if (request.idempotencyKey !== undefined) headers['X-Idempotency-Key'] = request.idempotencyKey;
      let body: string | undefined = request.rawBody;
      if (request.body !== undefined) body = JSON.stringify(request.body);
      if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = 'application/json';
      }
      const response = await fetch(url, { method, headers, body });
      if (response.headers.get('content-type')?.startsWith('text/csv')) {
        // Kept as sent (BOM included: Response.text() would drop it), its header row checked.
        const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
        checkCsvContract(method, url.pathname, response.status, csv);
        return { status: response.status, headers: response.headers, body: csv as never };
      }
      const text = await response.text();
      const parsed = text ? JSON.parse(text) : undefined;
      checkContract(method, url.pathname, response.status, parsed);
      return { status: response.status, headers: response.headers, body: parsed };
    },
  };
}

/** A clock tests move by hand, so time windows (rate limits, activity windows) are deterministic. */
export function manualClock(
  start: Date | string,
): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
