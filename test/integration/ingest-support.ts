/** Helpers shared by the ingest integration suites. */
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { keys } from '#shared/storage/keys.ts';
import { BUSINESS_DATE, CANCELLATIONS, DISCOUNTS, PAYMENTS, SALES_SUMMARY } from '../fixtures/end-of-day.ts';
import type { ApiResponse, TestBranch, TestStack } from '../support/stack.ts';

export const ABSENT = Symbol('absent');

/** Valid attributes of each day-document resource for `branchId` (fresh copies of the end-of-day fixtures). */
export const dayDocumentAttributes = {
  payments: (branchId: string) => ({
    branch_identifier: branchId,
    date: BUSINESS_DATE,
    closing_type: 'zout',
    payments: PAYMENTS.map((payment) => ({ ...payment })),
  }),
  discounts: (branchId: string) => ({
    branch_identifier: branchId,
    date: BUSINESS_DATE,
    closing_type: 'zout',
    discounts: DISCOUNTS.map((discount) => ({ ...discount })),
  }),
  cancellations: (branchId: string) => ({
    branch_identifier: branchId,
    date: BUSINESS_DATE,
    closing_type: 'zout',
    cancellations: CANCELLATIONS.map((cancellation) => ({ ...cancellation })),
  }),
  sales: (branchId: string) => ({
    branch_identifier: branchId,
    date: BUSINESS_DATE,
    ...SALES_SUMMARY,
  }),
} satisfies Record<string, (branchId: string) => Record<string, unknown>>;

export function envelope(type: string, attributes: Record<string, unknown>, meta?: Record<string, unknown>) {
  return { data: { type, attributes, ...(meta ? { meta } : {}) } };
}

export function post(
  stack: TestStack,
  branch: TestBranch,
  path: string,
  body: unknown,
  idempotencyKey: string = randomUUID(),
) {
  return stack.request('POST', `/api/v1/ingest/${path}`, { apiKey: branch.apiKey, body, idempotencyKey });
}

/** Assert the spec's error envelope: status, code, field and received_value (ABSENT: not reported). */
export function expectError(
  response: ApiResponse,
  status: number,
  code: string,
  field: string | undefined,
  received: unknown = ABSENT,
) {
  expect({
    status: response.status,
    code: response.body?.error?.code,
    field: response.body?.error?.field,
  }).toEqual({ status, code, field });
  expect(response.body.error.request_id).toBe(response.headers.get('x-request-id'));
  if (received === ABSENT) expect(response.body.error).not.toHaveProperty('received_value');
  else expect(response.body.error.received_value).toEqual(received);
}

/**
 * Every item the branch has in the table besides what its creation wrote (its profile and its API
 * key's listing): idempotency records, day documents and states, catalog, categories, activity. (A Scan is fine here: each suite has its own small table.)
 */
export async function storedItems(stack: TestStack, branchId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await stack.deps.db.send(
      new ScanCommand({ TableName: stack.deps.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const createdWithBranch =
        item.sk === 'PROFILE' || String(item.sk).startsWith(keys.branchApiKeyPrefix());
      if (String(item.pk).startsWith(`BRANCH#${branchId}`) && !createdWithBranch) items.push(item);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export type Mutation = (attributes: Record<string, any>) => void;

export interface RejectionCase {
  name: string;
  mutate: Mutation;
  status?: number;
  code: string;
  field: string;
  received?: unknown;
}

/** Run each case against `path` with a deep copy of `valid` attributes; none may store anything. */
export async function expectRejections(
  stack: TestStack,
  branch: TestBranch,
  path: string,
  type: string,
  valid: () => Record<string, unknown>,
  cases: readonly RejectionCase[],
) {
  for (const rejection of cases) {
    const attributes = structuredClone(valid());
    rejection.mutate(attributes);
    const response = await post(stack, branch, path, envelope(type, attributes));
    try {
      expectError(
        response,
        rejection.status ?? 422,
        rejection.code,
        rejection.field,
        'received' in rejection ? rejection.received : ABSENT,
      );
    } catch (error) {
      throw new Error(
        `case "${rejection.name}": ${(error as Error).message}\n${JSON.stringify(response.body)}`,
      );
    }
  }
  expect(await storedItems(stack, branch.branchId)).toEqual([]);
}

/** A replay of `first`: 200, X-Idempotent-Replayed: true and the same body. */
export function expectReplayOf(replay: ApiResponse, first: ApiResponse) {
  expect([replay.status, replay.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
  expect(replay.body).toEqual(first.body);
}

/**
 * A request from `caller` naming `foreignBranchId`: 404 on data.attributes.branch_identifier with the
 * foreign id as received_value, and nothing stored for the caller.
 */
export async function expectForeignBranch404(
  stack: TestStack,
  response: ApiResponse,
  caller: TestBranch,
  foreignBranchId: string,
) {
  expectError(response, 404, 'SVC_ERR_404', 'data.attributes.branch_identifier', foreignBranchId);
  expect(await storedItems(stack, caller.branchId)).toEqual([]);
}
