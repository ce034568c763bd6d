/**
 * CSV for the accountant, on the local stack: every intelligence read and a back-office list answer
 * `text/csv` (with `?format=csv` or `Accept: text/csv`), UTF-8 with a BOM, CRLF, the schema's header
 * row (test/support/contract.ts checks it on every CSV answer), amounts in pesos and cents,
 * timestamps on the branch's clock, and a file name; errors stay JSON envelopes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCall, smallDayCalls } from '../support/calls.ts';
import { INTELLIGENCE_ENDPOINTS } from '../support/intelligence.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-07T07:00:00.000Z');
let stack: TestStack;
let mexico: TestBranch;
let tijuana: TestBranch;
const WEEK = { date_from: '2026-03-02', date_to: '2026-03-08' };
const SPRING = { date_from: '2026-03-01', date_to: '2026-04-30' };
const BOM = '\uFEFF';
const DESCRIPTION = 'Reparación de campana, café y piña';

const lines = (csv: string) => csv.slice(BOM.length).split('\r\n');

beforeAll(async () => {
  stack = await startTestStack({ clock });
  mexico = await stack.createBranch({ timezone: 'America/Mexico_City', name: 'Centro' });
  tijuana = await stack.createBranch({ timezone: 'America/Tijuana', name: 'Tijuana' });
  const day = smallDayCalls(
    mexico.branchId,
    '2026-03-06',
    randomUUID(),
    [{ shift: 'all_day', total_sales_cents: 380005, covers: 40, tables_served: 20 }],
    [
      { type: 'cash_sales', amount_cents: 150005 },
      { type: 'card_sales', amount_cents: 230000 },
    ],
    'Cajera Begoña',
  );
  for (const call of day) await sendCall(stack, mexico, call);
  await stack.pipeline!.drain();
  // Captured at 18:00 UTC: 12:00 in Mexico City, 11:00 in Tijuana (already on summer time).
  clock.set('2026-04-02T18:00:00.000Z');
  for (const [branch, date] of [
    [mexico, '2026-04-01'],
    [tijuana, '2026-04-01'],
    [mexico, '2026-03-15'],
  ] as const) {
    const response = await stack.request('POST', '/api/v1/backoffice/expenses', {
      apiKey: branch.apiKey,
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'expense',
          attributes: {
            branch_identifier: branch.branchId,
            date,
            category: 'maintenance',
            amount_cents: 123456,
            paid_with: 'cash',
            description: DESCRIPTION,
          },
        },
      },
    });
    expect(response.status).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('CSV answers', () => {
  it('every intelligence read answers CSV: BOM, CRLF, its header, a file name', async () => {
    expect(INTELLIGENCE_ENDPOINTS.length).toBeGreaterThanOrEqual(13);
    for (const endpoint of INTELLIGENCE_ENDPOINTS) {
      const response = await stack.request<string>('GET', `/api/v1/intelligence/${endpoint}`, {
        apiKey: mexico.apiKey,
        query: { branch_identifier: mexico.branchId, ...WEEK, format: 'csv' },
      });
      expect(response.status, endpoint).toBe(200);
      expect(response.headers.get('content-type'), endpoint).toBe('text/csv; charset=utf-8; header=present');
      expect(response.body.startsWith(BOM), endpoint).toBe(true);
      expect(response.body.endsWith('\r\n'), endpoint).toBe(true);
      expect(response.body.replaceAll('\r\n', '')).not.toContain('\n\n');
      // The period the read answered (the suggestions read back four weeks of usage from the end).
      const { body: json } = await stack.request('GET', `/api/v1/intelligence/${endpoint}`, {
        apiKey: mexico.apiKey,
        query: { branch_identifier: mexico.branchId, ...WEEK },
      });
      const { from, to } = json.data.meta.period;
      expect(to).toBe(WEEK.date_to);
      expect(response.headers.get('content-disposition'), endpoint).toBe(
        `attachment; filename="intelligence-${endpoint.replaceAll('/', '-')}-${mexico.branchId}-${from}_${to}.csv"`,
      );
      expect(response.headers.get('x-request-id'), endpoint).toBeTruthy();
    }
  });

  it('Accept: text/csv gives the sales summary as one row, amounts in pesos and cents', async () => {
    const response = await stack.request<string>('GET', '/api/v1/intelligence/sales/summary', {
      apiKey: mexico.apiKey,
      headers: { Accept: 'text/csv' },
      query: { branch_identifier: mexico.branchId, ...WEEK },
    });
    expect(response.status).toBe(200);
    const [header, row, end] = lines(response.body);
    expect(end).toBe('');
    const cells = Object.fromEntries(header!.split(',').map((name, index) => [name, row!.split(',')[index]]));
    expect(cells.total_sales_pesos).toBe('3800.05');
    expect(cells.total_sales_cents).toBe('380005');
    expect(cells.covers_total).toBe('40');
    expect(cells.avg_ticket_pesos).toBe('190.00');
    expect(cells.avg_ticket_cents).toBe('19000');
  });

  it('by-hour and reconciliation: one row per list element, accents kept', async () => {
    const reconciliation = await stack.request<string>('GET', '/api/v1/intelligence/sales/reconciliation', {
      apiKey: mexico.apiKey,
      query: { branch_identifier: mexico.branchId, ...WEEK, format: 'csv' },
    });
    const [header, row] = lines(reconciliation.body);
    expect(header!.split(',').slice(0, 3)).toEqual(['date', 'shift', 'folio']);
    expect(row).toContain('2026-03-06');
    expect(row).toContain('Cajera Begoña');
    expect(row).toContain(',1500.05,150005,');
  });

  it("a back-office list: accents survive, timestamps on each branch's clock", async () => {
    const expected = { [mexico.branchId]: '2026-04-02 12:00:00', [tijuana.branchId]: '2026-04-02 11:00:00' };
    for (const branch of [mexico, tijuana]) {
      const response = await stack.request<string>('GET', '/api/v1/backoffice/expenses', {
        apiKey: branch.apiKey,
        query: {
          branch_identifier: branch.branchId,
          format: 'csv',
          date_from: '2026-04-01',
          date_to: '2026-04-30',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="backoffice-expenses-${branch.branchId}-2026-04-01_2026-04-30.csv"`,
      );
      const bytes = Buffer.from(response.body, 'utf8');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, row] = lines(response.body);
      expect(header).toBe(
        'id,created_at,date,category,amount_pesos,amount_cents,paid_with,description,period_from,period_to',
      );
      expect(row).toMatch(
        new RegExp(
          `^[0-9A-Z]+,${expected[branch.branchId]},2026-04-01,maintenance,1234.56,123456,cash,"${DESCRIPTION}",,$`,
        ),
      );
    }
  });

  it('a page of a longer list names the next cursor', async () => {
    const first = await stack.request<string>('GET', '/api/v1/backoffice/expenses', {
      apiKey: mexico.apiKey,
      query: { branch_identifier: mexico.branchId, format: 'csv', limit: '1', ...SPRING },
    });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    expect(lines(first.body)).toHaveLength(3);
    const second = await stack.request<string>('GET', '/api/v1/backoffice/expenses', {
      apiKey: mexico.apiKey,
      query: { branch_identifier: mexico.branchId, format: 'csv', limit: '1', cursor: cursor!, ...SPRING },
    });
    expect(lines(second.body)).toHaveLength(3);
    expect(lines(second.body)[1]).not.toBe(lines(first.body)[1]);
  });

  it('format=json and no format answer JSON as before', async () => {
    for (const query of [{ format: 'json' }, {}] as Array<Record<string, string>>) {
      const response = await stack.request('GET', '/api/v1/intelligence/sales/summary', {
        apiKey: mexico.apiKey,
        query: { branch_identifier: mexico.branchId, ...WEEK, ...query },
      });
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body.data.attributes.total_sales_cents).toBe(380005);
    }
  });

  it('an unknown format is a 400 envelope; errors of a CSV request stay JSON', async () => {
    const unknown = await stack.request('GET', '/api/v1/intelligence/kpis', {
      apiKey: mexico.apiKey,
      query: { branch_identifier: mexico.branchId, ...WEEK, format: 'xlsx' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'SVC_ERR_400',
      field: 'query.format',
      received_value: 'xlsx',
    });
    const invalid = await stack.request('GET', '/api/v1/intelligence/kpis', {
      apiKey: mexico.apiKey,
      headers: { Accept: 'text/csv' },
      query: { branch_identifier: mexico.branchId, date_from: '2026-03-08', date_to: '2026-03-01' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('content-type')).toContain('application/json');
    expect(invalid.body.error.code).toBe('SVC_ERR_422');
  });
});
