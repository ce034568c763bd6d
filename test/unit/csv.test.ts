/**
 * The CSV answers' pure parts: the table a response schema gives (shared/domain/csv-table.ts), the
 * text csv-stringify writes from it and the format negotiation (shared/http/csv.ts). The local
 * stack's answers are checked in test/integration/csv.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { csvTableOf } from '#shared/contract/csv-layouts.ts';
import { ROUTES } from '#shared/contract/routes.ts';
import {
  compileCsvTable,
  csvHeader,
  csvTable,
  defaultCsvShape,
  formatPesos,
  wallClock,
} from '#shared/domain/csv-table.ts';
import { BadRequestError } from '#shared/domain/errors.ts';
import { BACKOFFICE_ANSWERS } from '#shared/domain/responses/backoffice.ts';
import { salesByHourAttributes, salesSummaryAttributes } from '#shared/domain/responses/intelligence.ts';
import {
  inventorySuggestionsAttributes,
  pnlAttributes,
} from '#shared/domain/responses/intelligence-costs.ts';
import { csvText, formatOf } from '#shared/http/csv.ts';

describe('CSV tables from the response schemas', () => {
  it('writes cents as pesos with two decimals, the sign kept', () => {
    expect(formatPesos(123456)).toBe('1234.56');
    expect(formatPesos(5)).toBe('0.05');
    expect(formatPesos(-5)).toBe('-0.05');
    expect(formatPesos(-120000)).toBe('-1200.00');
    expect(formatPesos(0)).toBe('0.00');
  });

  it("shows an instant as the branch's wall clock", () => {
    expect(wallClock('2026-03-07T07:35:00.000Z', 'America/Mexico_City')).toBe('2026-03-07 01:35:00');
    expect(wallClock('2026-03-07T01:35:00.000-06:00', 'America/Tijuana')).toBe('2026-03-06 23:35:00');
  });

  it('by-hour: one row per hour, an amount as pesos and cents, a header even without rows', () => {
    const shape = defaultCsvShape(salesByHourAttributes);
    expect(shape).toEqual({ kind: 'rows', path: ['hours'] });
    const header = ['hour', 'sales_pesos', 'sales_cents', 'covers', 'tables'];
    const compiled = compileCsvTable('intelligence-sales-by-hour', salesByHourAttributes, shape);
    expect(csvHeader(compiled)).toEqual(header);
    const empty = csvTable(compiled, { peak_hour: null, valley_hour: null, hours: [] }, 'UTC');
    expect(empty).toEqual({ header, rows: [] });
    const table = csvTable(
      compiled,
      {
        peak_hour: '13:00',
        valley_hour: '13:00',
        hours: [{ hour: '13:00', sales_cents: 1234505, covers: null, tables: null }],
      },
      'UTC',
    );
    expect(table.rows).toEqual([['13:00', { pesos: '12345.05' }, 1234505, null, null]]);
  });

  it('a summary is one row, nested members as parent.child', () => {
    const shape = defaultCsvShape(salesSummaryAttributes);
    expect(shape).toEqual({ kind: 'summary' });
    const header = csvHeader(compileCsvTable('intelligence-sales-summary', salesSummaryAttributes, shape));
    expect(header.slice(0, 2)).toEqual(['total_sales_pesos', 'total_sales_cents']);
    expect(header).toContain('vs_previous_period.total_sales_pct_change');
    expect(header).toContain('by_shift.dinner.sales_pesos');
    expect(header).toContain('by_shift.dinner.covers');
  });

  it('the P&L is one row per line: section, line, amount, % and status', () => {
    const compiled = csvTableOf('intelligence-pnl');
    expect(compiled).toEqual(compileCsvTable('intelligence-pnl', pnlAttributes, { kind: 'statement' }));
    const lines = Object.fromEntries(
      Object.entries(pnlAttributes.def.shape).map(([section, schema]) => [
        section,
        Object.fromEntries(
          Object.keys((schema as unknown as { def: { shape: object } }).def.shape).map((member) => [
            member,
            null,
          ]),
        ),
      ]),
    ) as Record<string, Record<string, unknown>>;
    lines.costo_de_ventas!.food_cost_cents = 250000;
    lines.costo_de_ventas!.food_cost_pct = 31.25;
    lines.costo_de_ventas!.food_cost_status = 'yellow';
    const table = csvTable(compiled, lines, 'UTC');
    expect(table.header).toEqual(['section', 'line', 'amount_pesos', 'amount_cents', 'pct', 'status']);
    expect(table.rows).toContainEqual([
      'costo_de_ventas',
      'food_cost',
      { pesos: '2500.00' },
      250000,
      31.25,
      'yellow',
    ]);
    expect(table.rows).toContainEqual(['ventas', 'total_net_sales', null, null, null, null]);
    expect(table.rows).toContainEqual(['ebitda', 'ebitda', null, null, null, null]);
  });

  it('purchase suggestions: one row per item, its supplier repeated', () => {
    const compiled = csvTableOf('intelligence-inventory-suggestions');
    expect(compiled).toEqual(
      compileCsvTable('intelligence-inventory-suggestions', inventorySuggestionsAttributes, {
        kind: 'rows',
        path: ['by_supplier', 'items'],
      }),
    );
    const item = {
      item_name: 'Jitomate',
      unit: 'kg',
      current_stock: 2,
      minimum: 5,
      daily_usage: 1.5,
      usage_source: 'recipes',
      suggested_qty: 10,
      unit_cost_cents: 2500,
      total_cost_cents: 25000,
      reason: 'bajo mínimo',
    };
    const table = csvTable(
      compiled,
      {
        generated_at: '2026-03-07T01:35:00.000-06:00',
        days_ahead: 7,
        by_supplier: [{ supplier_name: 'Central de Abasto', items: [item, item], subtotal_cents: 50000 }],
        total_suggested_cents: 50000,
      },
      'America/Mexico_City',
    );
    expect(table.header.slice(0, 4)).toEqual([
      'by_supplier.supplier_name',
      'by_supplier.subtotal_pesos',
      'by_supplier.subtotal_cents',
      'item_name',
    ]);
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0]!.slice(0, 4)).toEqual(['Central de Abasto', { pesos: '500.00' }, 50000, 'Jitomate']);
  });

  it('a back-office page: one row per record, its id and attributes; lines as one JSON cell', () => {
    const schema = BACKOFFICE_ANSWERS.purchases.list;
    const compiled = compileCsvTable('backoffice-purchases-list', schema, defaultCsvShape(schema));
    const header = csvHeader(compiled);
    expect(header).toEqual([
      'id',
      'created_at',
      'date',
      'supplier_name',
      'supplier_id',
      'paid_with',
      'invoice_number',
      'lines',
      'total_pesos',
      'total_cents',
      'iva_pesos',
      'iva_cents',
    ]);
    const line = {
      ingredient: 'Café',
      category_type: 'beverage',
      quantity: 1,
      unit: 'kg',
      unit_cost_cents: 100,
      total_cents: 100,
    };
    const table = csvTable(
      compiled,
      {
        records: [
          {
            type: 'purchase',
            id: '01J',
            attributes: {
              created_at: '2026-04-02T18:00:00.000Z',
              date: '2026-04-01',
              supplier_name: 'Lácteos',
              paid_with: 'cash',
              lines: [line],
              total_cents: 100,
            },
          },
        ],
      },
      'America/Mexico_City',
    );
    expect(table.rows).toEqual([
      [
        '01J',
        '2026-04-02 12:00:00',
        '2026-04-01',
        'Lácteos',
        null,
        'cash',
        null,
        JSON.stringify([line]),
        { pesos: '1.00' },
        100,
        // No IVA captured: empty cells, never 0.
        null,
        null,
      ],
    ]);
  });

  it('every CSV route of the table has a layout', () => {
    const csvRoutes = ROUTES.filter((route) => 'csv' in route && route.csv === true);
    expect(csvRoutes.length).toBeGreaterThanOrEqual(19);
    for (const route of csvRoutes) expect(csvHeader(csvTableOf(route.id)).length).toBeGreaterThan(0);
  });
});

describe('CSV text', () => {
  it('BOM, CRLF, RFC 4180 quoting, amounts unescaped, formulas defused', () => {
    const text = csvText(
      ['name', 'amount_pesos', 'note'],
      [
        ['Piña, "la buena"', { pesos: '-12.50' }, 'línea 1\nlínea 2'],
        ['=HYPERLINK("x")', { pesos: '3.00' }, null],
      ],
    );
    expect(text.startsWith('\uFEFFname,amount_pesos,note\r\n')).toBe(true);
    expect(text).toContain('"Piña, ""la buena""",-12.50,"línea 1\nlínea 2"\r\n');
    expect(text).toContain(`"'=HYPERLINK(""x"")",3.00,\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe('format negotiation', () => {
  const event = (query: Record<string, string> | null, accept?: string) => ({
    queryStringParameters: query,
    headers: accept === undefined ? {} : { Accept: accept },
  });

  it('format wins; Accept is read when it is absent; JSON otherwise', () => {
    expect(formatOf(event({ format: 'csv' }, 'application/json'))).toBe('csv');
    expect(formatOf(event({ format: 'json' }, 'text/csv'))).toBe('json');
    expect(formatOf(event(null, 'text/csv'))).toBe('csv');
    expect(formatOf(event(null, 'text/csv;q=0.5, application/json'))).toBe('json');
    expect(formatOf(event(null, 'application/json;q=0.2, text/csv'))).toBe('csv');
    expect(formatOf(event(null, '*/*'))).toBe('json');
    expect(formatOf(event(null, 'text/html'))).toBe('json');
    expect(formatOf(event(null))).toBe('json');
  });

  it('an unknown format is a 400 naming the parameter', () => {
    expect(() => formatOf(event({ format: 'xlsx' }))).toThrow(BadRequestError);
    try {
      formatOf(event({ format: 'xlsx' }));
    } catch (error) {
      expect((error as BadRequestError).field).toBe('query.format');
    }
  });
});
