/**
 * Every answer a test receives through the local stack is checked against the contract: a success
 * against its route's success body (shared/contract/schemas.ts), anything else against the error
 * envelope. A handler that sends what its schema does not say fails the test that made the call,
 * so the schemas (and the OpenAPI document generated from them) cannot drift from the code.
 */
import * as z from 'zod/mini';
import { csvTableOf } from '#shared/contract/csv-layouts.ts';
import { matchRoute } from '#shared/contract/routes.ts';
import { contractOf, successBody } from '#shared/contract/schemas.ts';
import { csvHeader } from '#shared/domain/csv-table.ts';
import { errorEnvelope } from '#shared/domain/responses/error.ts';

export class ContractViolation extends Error {}

/** Throws when `body` is not what the contract says `method path` answers with `status`. */
export function checkContract(method: string, path: string, status: number, body: unknown): void {
  if (status >= 400) {
    report(errorEnvelope, body, `${method} ${path} → ${status} (error envelope)`);
    return;
  }
  const match = matchRoute(method, new URL(path, 'http://local').pathname);
  if (match.kind !== 'found') return;
  const contract = contractOf(match.route.id);
  if (!contract) return;
  report(successBody(match.route, contract), body, `${method} ${path} → ${status} (${match.route.id})`);
}

function report(schema: z.core.$ZodType, body: unknown, what: string): void {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return;
  throw new ContractViolation(
    `${what} does not match its schema:\n${z.prettifyError(parsed.error)}\nbody: ${JSON.stringify(body).slice(0, 2_000)}`,
  );
}

/**
 * A CSV answer: only a success of a route the table marks `csv`, and its header row must be the
 * one its schema gives (shared/domain/csv-table.ts), so the documented columns cannot drift.
 */
export function checkCsvContract(method: string, path: string, status: number, csv: string): void {
  const match = matchRoute(method, path);
  const what = `${method} ${path} → ${status} (CSV)`;
  if (match.kind !== 'found' || match.route.csv !== true || status >= 400) {
    throw new ContractViolation(`${what}: only successes of CSV routes may answer text/csv`);
  }
  const headerLine = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!;
  const expected = csvHeader(csvTableOf(match.route.id)).join(',');
  if (headerLine !== expected) {
    throw new ContractViolation(`${what}: header row\n${headerLine}\nis not the schema's\n${expected}`);
  }
}
