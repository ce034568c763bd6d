/**
 * The empty-branch decision (web/dashboard/src/lib/empty-branch.ts): a figure page shows how to
 * connect the POS only when both reads say nothing arrived; a read that has not answered (or
 * failed) never hides the page's figures; the panel's curl is a valid sales summary of the branch.
 */
import { describe, expect, it } from 'vitest';
import type { IngestStatusAttributes } from '../../../shared/domain/responses/ingest-status.ts';
import { salesAttributes } from '../../../shared/domain/schemas/sales.ts';
import {
  branchDataOf,
  POS_FIGURE_PAGES,
  STATUS_DAYS,
  salesCurl,
  statusRange,
} from '../../../web/dashboard/src/lib/empty-branch.ts';
import { daysBetween } from '../../../web/dashboard/src/lib/period.ts';

const BRANCH = '5b0c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b';
const noDays: Pick<IngestStatusAttributes, 'days'> = { days: [] };
const oneDay = { days: [{ date: '2026-03-02' }] } as unknown as Pick<IngestStatusAttributes, 'days'>;
const live = (feed: 'live_updates' | 'xout' | 'none') => ({
  sources: { sales: { feed, until: null, reason: null } },
});

describe('whether a branch is empty', () => {
  it('is empty when the status has no day and today’s live sales come from no feed', () => {
    expect(branchDataOf(noDays, live('none'))).toBe('empty');
  });

  it('has data with any day in the status, before the live read answers', () => {
    expect(branchDataOf(oneDay, undefined)).toBe('has-data');
    expect(branchDataOf(oneDay, live('none'))).toBe('has-data');
  });

  it('has data when today’s live sales come from a feed, though no day is in the status', () => {
    expect(branchDataOf(noDays, live('live_updates'))).toBe('has-data');
    expect(branchDataOf(noDays, live('xout'))).toBe('has-data');
  });

  it('decides nothing while a read is missing: the page keeps its own figures', () => {
    expect(branchDataOf(noDays, undefined)).toBe('unknown');
    expect(branchDataOf(undefined, live('none'))).toBe('unknown');
    expect(branchDataOf(undefined, undefined)).toBe('unknown');
  });
});

describe('the status range', () => {
  it('is the longest the status reads, ending today', () => {
    const range = statusRange('2026-03-01');
    expect(range.date_to).toBe('2026-03-01');
    expect(daysBetween(range.date_from, range.date_to)).toBe(STATUS_DAYS);
  });
});

describe('the connect panel', () => {
  it('is shown on the pages of POS figures, never where the owner works without the POS', () => {
    expect(POS_FIGURE_PAGES.has('hoy')).toBe(true);
    for (const page of ['captura', 'desarrolladores', 'asistente', 'bitacora']) {
      expect(POS_FIGURE_PAGES.has(page)).toBe(false);
    }
  });

  it('gives a curl of a sales summary the ingest accepts, for this branch and date', () => {
    const curl = salesCurl('https://tablero.example', BRANCH, '2026-02-28');
    expect(curl).toContain("curl -X POST 'https://tablero.example/api/v1/ingest/sales'");
    expect(curl).toContain('X-Idempotency-Key');
    const body = JSON.parse(/-d '(.*)'$/m.exec(curl)![1]!) as {
      data: { type: string; attributes: Record<string, unknown> };
    };
    expect(body.data.type).toBe('sales');
    const attributes = salesAttributes.parse(body.data.attributes);
    expect(attributes.branch_identifier).toBe(BRANCH);
    expect(attributes.date).toBe('2026-02-28');
  });
});
