/**
 * A reader that answers like the intelligence endpoints, from bodies given per path: what the
 * assistant sees once the cost endpoints exist (spec "Intelligence endpoints (read)" shapes).
 */

import type { IntelligenceReader } from '#shared/use-cases/assistant/reader.ts';
import type { HttpResult } from '#shared/use-cases/request.ts';

export interface FakeRead {
  status?: number;
  attributes?: unknown;
  /** false: a period with no closed day (snapshot_date null). */
  hasData?: boolean;
  /** Members of `meta` beside period and snapshot_date (the reconciliation read's `variance`). */
  meta?: Record<string, unknown>;
}

export function fakeReader(reads: Record<string, FakeRead>): IntelligenceReader & { calls: string[] } {
  const calls: string[] = [];
  const reader = async (path: string, query: Record<string, string>): Promise<HttpResult> => {
    calls.push(`${path}?${new URLSearchParams(query).toString()}`);
    const read = reads[path];
    if (!read) return { status: 404, body: { error: { code: 'SVC_ERR_404', message: 'not here' } } };
    const status = read.status ?? 200;
    if (status !== 200) return { status, body: { error: { code: `SVC_ERR_${status}`, message: 'no' } } };
    return {
      status,
      body: {
        data: {
          type: 'fake',
          attributes: read.attributes,
          meta: {
            ...read.meta,
            period: { from: query.date_from, to: query.date_to },
            snapshot_date: read.hasData === false ? null : '2026-03-07T01:35:00.000-06:00',
          },
        },
      },
    };
  };
  return Object.assign(reader, { calls });
}
