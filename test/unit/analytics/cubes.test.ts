import { describe, expect, it } from 'vitest';
import { closingFigures } from '#shared/domain/analytics/builders/cash.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { catalogIndex } from '#shared/domain/analytics/builders/items.ts';
import { CUBE_NAMES, type DayInput } from '#shared/domain/analytics/cubes.ts';
import type { OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { MX, monday, sunday, TACOS_ID } from './fixtures.ts';

const cubes = buildDayCubes(sunday);

describe('buildDayCubes', () => {
  it('builds exactly the cubes listed in CUBE_NAMES, each dated', () => {
    expect(Object.keys(cubes).sort()).toEqual([...CUBE_NAMES].sort());
    for (const name of CUBE_NAMES) expect(cubes[name].date).toBe('2026-03-08');
  });

  it('sales: sums of the zout sales summaries only (the xout summary is ignored)', () => {
    expect(cubes.sales).toEqual({
      date: '2026-03-08',
      summaries_count: 2,
      total_sales_cents: 50000, // 20000 + 30000
      // Only dinner reports it: lunch sold too, so dinner's alone is not the day's.
      total_sales_no_iva_cents: null,
      food_sales_cents: 27000, // 12000 + 15000
      beverage_sales_cents: 13000, // 8000 + 5000
      bar_sales_cents: 10000, // only dinner reports it
      covers: 16, // 6 + 10
      tables_served: 7, // 3 + 4
      by_shift: {
        lunch: { sales_cents: 20000, covers: 6, tables_served: 3, summaries: 1 },
        dinner: { sales_cents: 30000, covers: 10, tables_served: 4, summaries: 1 },
      },
      // The order lines' net sales by category_type (the cost ratios' fallback for missing members).
      order_lines_sales: {
        food_sales_cents: 27500, // tacos 13500 + tacos without ordered_at 5000 + flan 9000
        beverage_sales_cents: 7000, // horchata
        bar_sales_cents: 12000, // margarita
        other_sales_cents: 0,
        lines: 5,
      },
    });
  });

  it('hourly: net sales per local hour of ordered_at; lines without it are unassigned', () => {
    expect(cubes.hourly).toEqual({
      date: '2026-03-08',
      hours: [
        // Margarita 13:05 (Ana: one waiter on the floor)
        { hour: 13, sales_cents: 12000, lines: 1, quantity: 1, covers: null, tables: null, waiters: 1 },
        // Tacos 20:15-06:00 (13500) + horchata 02:40Z = 20:40 local (7000) = 20500; qty 3 + 2
        // (Ana's tacos, Luis's horchata: two waiters)
        { hour: 20, sales_cents: 20500, lines: 2, quantity: 5, covers: null, tables: null, waiters: 2 },
        // Flan 21:59:59, no waiter named: no waiters member
        { hour: 21, sales_cents: 9000, lines: 1, quantity: 2, covers: null, tables: null },
      ],
      unassigned: { sales_cents: 5000, lines: 1, quantity: 1 }, // the tacos line without ordered_at
      // No live updates that day: covers and tables unknown.
      live_coverage: { days: 1, live_days: 0 },
    });
  });

  it('employees: net sales per trimmed waiter_name; no ticket or tip data', () => {
    expect(cubes.employees).toEqual({
      date: '2026-03-08',
      employees: [
        // Ana: tacos 13500 + margarita 12000 = 25500; subtotal 15000 + 12000; qty 3 + 1
        {
          key: 'ana',
          name: 'Ana',
          spellings: { Ana: 2 },
          net_sales_cents: 25500,
          subtotal_cents: 27000,
          discount_cents: 1500,
          lines: 2,
          quantity: 4,
          tickets: null,
          tips_cents: null,
        },
        // Luis (and " Luis "): horchata 7000 + tacos 5000 = 12000; qty 2 + 1
        {
          key: 'luis',
          name: 'Luis',
          spellings: { Luis: 2 },
          net_sales_cents: 12000,
          subtotal_cents: 12000,
          discount_cents: 0,
          lines: 2,
          quantity: 3,
          tickets: null,
          tips_cents: null,
        },
      ],
      unassigned: { net_sales_cents: 9000, lines: 1, quantity: 2 }, // the flan
      live_coverage: { days: 1, live_days: 0 },
    });
  });

  it('categories: by category_type (all four) and by category name', () => {
    expect(cubes.categories.by_category_type).toEqual({
      // 13500 + 5000 + 9000 = 27500 net; 15000 + 5000 + 9000 = 29000 subtotal; qty 3 + 1 + 2
      food: { net_sales_cents: 27500, subtotal_cents: 29000, quantity: 6, lines: 3 },
      beverage: { net_sales_cents: 7000, subtotal_cents: 7000, quantity: 2, lines: 1 },
      bar: { net_sales_cents: 12000, subtotal_cents: 12000, quantity: 1, lines: 1 },
      other: { net_sales_cents: 0, subtotal_cents: 0, quantity: 0, lines: 0 },
    });
    expect(cubes.categories.by_category).toEqual([
      {
        category: 'Aguas',
        category_type: 'beverage',
        net_sales_cents: 7000,
        subtotal_cents: 7000,
        quantity: 2,
        lines: 1,
      },
      {
        category: 'Coctelería',
        category_type: 'bar',
        net_sales_cents: 12000,
        subtotal_cents: 12000,
        quantity: 1,
        lines: 1,
      },
      // 13500 + 5000
      {
        category: 'Tacos',
        category_type: 'food',
        net_sales_cents: 18500,
        subtotal_cents: 20000,
        quantity: 4,
        lines: 2,
      },
      {
        category: null,
        category_type: 'food',
        net_sales_cents: 9000,
        subtotal_cents: 9000,
        quantity: 2,
        lines: 1,
      },
    ]);
  });

  it('items: one row per catalog item (identifier, else sku, else name), costed by the catalog', () => {
    expect(cubes.items.items).toEqual([
      {
        key: `id:${TACOS_ID}`, // two lines share the identifier: qty 3 + 1, net 13500 + 5000
        item_name: 'Tacos al pastor',
        spellings: { 'Tacos al pastor': 2 },
        item_identifier: TACOS_ID,
        item_sku: 'TAC-01',
        category: 'Tacos',
        category_type: 'food',
        quantity: 4,
        net_sales_cents: 18500,
        subtotal_cents: 20000,
        discount_cents: 1500,
        lines: 2,
        unit_cost_cents: 1500,
        catalog_match: 'identifier',
      },
      {
        key: 'sku:BAR-07', // the line "Margarita" matches "MARGARITA " by trimmed, case-insensitive name
        item_name: 'Margarita', // the spelling its lines used
        spellings: { Margarita: 1 },
        item_identifier: null,
        item_sku: 'BAR-07',
        category: 'Coctelería', // the catalog has none: the line's
        category_type: 'bar',
        quantity: 1,
        net_sales_cents: 12000,
        subtotal_cents: 12000,
        discount_cents: 0,
        lines: 1,
        unit_cost_cents: 3000,
        catalog_match: 'name',
      },
      {
        key: 'sku:BEB-01',
        item_name: 'Agua de horchata',
        spellings: { 'Agua de horchata': 1 },
        item_identifier: null,
        item_sku: 'BEB-01',
        category: 'Aguas',
        category_type: 'beverage',
        quantity: 2,
        net_sales_cents: 7000,
        subtotal_cents: 7000,
        discount_cents: 0,
        lines: 1,
        unit_cost_cents: 800,
        catalog_match: 'sku',
      },
      {
        key: 'sku:POS-02', // "Flan" (inactive, 1000) and "flan" (active, 1200): the active one wins
        item_name: 'Flan',
        spellings: { Flan: 1 },
        item_identifier: null,
        item_sku: 'POS-02',
        category: 'Postres', // the line has none: the catalog's
        category_type: 'food',
        quantity: 2,
        net_sales_cents: 9000,
        subtotal_cents: 9000,
        discount_cents: 0,
        lines: 1,
        unit_cost_cents: 1200,
        catalog_match: 'name',
      },
    ]);
  });

  it('items: an item unknown to the catalog has a null cost', () => {
    const day = buildDayCubes({ ...sunday, catalog: [] });
    expect(
      day.items.items.every((item) => item.unit_cost_cents === null && item.catalog_match === null),
    ).toBe(true);
  });

  it('items: a name matches the catalog as the catalog ingest compares names (spaces collapsed, NFC)', () => {
    const lookup = catalogIndex([
      { name: 'Tacos al pastor', unit_cost_cents: 2400 },
      { name: 'Caf\u00e9 de olla', unit_cost_cents: 900 }, // é precomposed (NFC)
    ]);
    expect(lookup({ item_name: '  tacos   AL\tpastor ' })?.item.unit_cost_cents).toBe(2400);
    expect(lookup({ item_name: 'Cafe\u0301 de olla' })?.item.unit_cost_cents).toBe(900); // e + combining accent
    expect(lookup({ item_name: 'Cafe de olla' })).toBeNull(); // accents count
  });

  it('payments: by payment_type; optional figures null when never sent', () => {
    expect(cubes.payments).toEqual({
      date: '2026-03-08',
      total_amount_cents: 50000, // 20000 + 25000 + 5000
      total_tips_cents: 3500, // 1000 + 2500
      by_payment_type: [
        {
          payment_type: 'card_credit',
          amount_cents: 25000,
          tips_cents: 2500,
          change_cents: null,
          transaction_count: 4,
          entries: 1,
        },
        // 20000 + 5000; tips only on the first (1000); transactions 3 + 1
        {
          payment_type: 'cash',
          amount_cents: 25000,
          tips_cents: 1000,
          change_cents: 500,
          transaction_count: 4,
          entries: 2,
        },
      ],
    });
  });

  it('cash: every summary type of the zout closings summed, per closing in start order, opening fund', () => {
    expect(cubes.cash.closings_count).toBe(2); // the xout closing is informational
    expect(cubes.cash.closings.map((closing) => closing.id)).toEqual(['clo-1', 'clo-2']); // 08:00 then 16:00
    expect(cubes.cash.closings[0]).toEqual({
      id: 'clo-1',
      cashier_name: 'María',
      cash_register_name: 'Caja 1',
      start_at: '2026-03-08T08:00:00-06:00',
      end_at: '2026-03-08T16:00:00-06:00',
      summaries: {
        card_credit_sales: 12000, // Visa 8000 + Amex 4000
        card_debit_sales: 3000,
        cash_actual: 19500,
        cash_sales: 20000,
        cash_theoretical: 20000,
        cash_variance: -500,
        tips_paid_to_waiter: 1500,
        tips_received: 1500,
      },
    });
    expect(cubes.cash.totals).toEqual({
      card_credit_sales: 17000, // 12000 + 5000
      card_debit_sales: 3000,
      card_sales: 5000,
      cash_actual: 19500,
      cash_sales: 30000, // 20000 + 10000
      cash_theoretical: 20000,
      cash_variance: -450, // −500 + 50
      deposits: 2000,
      tips_paid_to_waiter: 1500,
      tips_received: 2000, // 1500 + 500
      withholding: 50,
    });
    // Two cash_register.opened events: the earliest (09:00, 150000) is the day's opening fund.
    expect(cubes.cash.opening_balance_cents).toBe(150000);
    expect(buildDayCubes(monday).cash.opening_balance_cents).toBeNull();
  });

  it('reconciliation: one record per zout closing', () => {
    expect(cubes.reconciliation.records).toEqual([
      {
        folio: 'clo-1',
        date: '2026-03-08',
        shift: null, // the day has lunch and dinner summaries: a closing cannot be tied to one
        cashier: 'María',
        cash_register: 'Caja 1',
        start_at: '2026-03-08T08:00:00-06:00',
        end_at: '2026-03-08T16:00:00-06:00',
        cash_cents: 20000,
        card_cents: 15000, // no card_sales: credit 12000 + debit 3000
        transfer_cents: null,
        delivery_cents: null,
        voucher_cents: null,
        tips_cents: 1500,
        total_cents: 35000, // 20000 + 15000
        cash_theoretical_cents: 20000,
        cash_actual_cents: 19500,
        variance_cents: -500, // 19500 − 20000
        variance_base_cents: 20000,
        variance_pct: 2.5, // 500 / 20000 × 100
        variance_status: 'yellow', // 1 to 3
      },
      {
        folio: 'clo-2',
        date: '2026-03-08',
        shift: null,
        cashier: 'Pedro',
        cash_register: 'Caja 1',
        start_at: '2026-03-08T16:00:00-06:00',
        end_at: '2026-03-08T23:59:00-06:00',
        cash_cents: 10000,
        card_cents: 5000, // card_sales wins over its optional credit breakdown
        transfer_cents: null,
        delivery_cents: null,
        voucher_cents: null,
        tips_cents: 500,
        total_cents: 15000,
        cash_theoretical_cents: null,
        cash_actual_cents: null,
        variance_cents: 50, // no theoretical/actual: the cash_variance summary
        variance_base_cents: 10000, // no theoretical: cash sales
        variance_pct: 0.5, // 50 / 10000 × 100
        variance_status: 'green',
      },
    ]);
    // A day with one shift gives its closings that shift.
    expect(buildDayCubes(monday).reconciliation.records[0]?.shift).toBe('all_day');
  });

  it('discounts: totals, counts, by type, reason and person', () => {
    expect(cubes.discounts).toEqual({
      date: '2026-03-08',
      total_cents: 6000, // 1500 + 4500; the rate-only order discount has no subtotal to value it
      count: 3,
      without_amount_count: 1,
      computed_count: 0,
      lines_discount_cents: 1500, // discount_cents on the tacos line
      by_type: [
        { key: 'courtesy', amount_cents: 4500, count: 1 },
        { key: 'percentage', amount_cents: 1500, count: 2 }, // type, else factor_type
      ],
      by_reason: [
        { key: 'Cliente frecuente', amount_cents: 1500, count: 2 },
        { key: 'Cortesía', amount_cents: 4500, count: 1 },
      ],
      by_person: [
        { key: 'ana', name: 'Ana', spellings: { Ana: 2 }, amount_cents: 1500, count: 2 },
        { key: 'gerente', name: 'Gerente', spellings: { Gerente: 1 }, amount_cents: 4500, count: 1 },
      ],
    });
  });

  it('cancellations: totals, counts, by reason and person (blank reason is null)', () => {
    expect(cubes.cancellations).toEqual({
      date: '2026-03-08',
      total_cents: 1500, // 1200 + 300
      count: 3,
      quantity: 3, // 1 + 2
      without_amount_count: 1,
      by_reason: [
        { key: 'Cliente se fue', amount_cents: 0, count: 1 },
        { key: 'Error de captura', amount_cents: 1200, count: 1 },
        { key: null, amount_cents: 300, count: 1 },
      ],
      by_person: [
        { key: 'luis', name: 'Luis', spellings: { Luis: 2 }, amount_cents: 1500, count: 2 },
        { key: null, name: null, amount_cents: 0, count: 1 },
      ],
    });
  });

  it('is deterministic: the input order does not change the cubes', () => {
    const reversed: DayInput = {
      ...sunday,
      orders: [...sunday.orders].reverse(),
      sales: [...sunday.sales].reverse(),
      payments: [...sunday.payments].reverse(),
      discounts: [...sunday.discounts].reverse(),
      cancellations: [...sunday.cancellations].reverse(),
      closings: [...sunday.closings].reverse(),
      catalog: [...sunday.catalog].reverse(),
      activity: [...(sunday.activity ?? [])].reverse(),
    };
    expect(JSON.stringify(buildDayCubes(reversed))).toBe(JSON.stringify(cubes));
  });

  it('stays far below 400 KB per cube for 10,000 order lines (it aggregates, never copies)', () => {
    const waiters = Array.from({ length: 25 }, (_, i) => `Mesero ${i}`);
    const lines: OrderLineInput[] = Array.from({ length: 10_000 }, (_, i) => ({
      item_name: `Producto ${i % 300}`,
      item_sku: `SKU-${i % 300}`,
      quantity: 1 + (i % 3),
      unit_price_cents: 4500,
      subtotal_cents: 4500 * (1 + (i % 3)),
      net_total_cents: 4500 * (1 + (i % 3)),
      category_type: (['food', 'beverage', 'bar', 'other'] as const)[i % 4] ?? 'other',
      category: `Categoría ${i % 20}`,
      waiter_name: waiters[i % waiters.length] ?? null,
      ordered_at: `2026-03-08T${String(12 + (i % 11)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00-06:00`,
    }));
    const big = buildDayCubes({ ...sunday, orders: lines, timeZone: MX });
    for (const name of CUBE_NAMES) {
      expect(Buffer.byteLength(JSON.stringify(big[name]))).toBeLessThan(100_000);
    }
    // 1 + 2 + 3 repeats: 3334 lines of qty 1, 3333 of 2, 3333 of 3 = 3334 + 6666 + 9999
    expect(big.items.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(19_999);
    expect(big.items.items).toHaveLength(300);
  });
});

describe('closingFigures', () => {
  it('has no variance and no percentage when the closing reports neither', () => {
    expect(closingFigures({ cash_sales: 1000 })).toMatchObject({
      total_cents: 1000,
      card_cents: null,
      variance_cents: null,
      variance_pct: null,
      variance_status: null,
    });
  });

  it('has a variance but no percentage when there is nothing to measure it against', () => {
    expect(closingFigures({ cash_variance: -300, card_sales: 5000 })).toMatchObject({
      variance_cents: -300,
      variance_base_cents: null,
      variance_pct: null,
      variance_status: null,
    });
    // A theoretical of 0 is a base of 0: null, not a fallback to cash sales.
    expect(closingFigures({ cash_theoretical: 0, cash_actual: 100, cash_sales: 5000 })).toMatchObject({
      variance_cents: 100,
      variance_pct: null,
    });
  });

  it('adds negative amounts as they are, and measures no variance against a negative base', () => {
    // A refund-heavy day: cash sales −1,500, card 8,000; the five members still add to the total.
    const figures = closingFigures({ cash_sales: -1500, card_sales: 8000, cash_variance: -200 });
    expect(figures).toMatchObject({ cash_cents: -1500, total_cents: -1500 + 8000, variance_cents: -200 });
    expect(figures).toMatchObject({ variance_base_cents: null, variance_pct: null, variance_status: null });
  });

  it('prefers actual − theoretical over the reported cash_variance', () => {
    // 9650 − 10000 = −350 (the reported −300 is ignored); 350 / 10000 = 3.5 % → red
    expect(closingFigures({ cash_theoretical: 10000, cash_actual: 9650, cash_variance: -300 })).toMatchObject(
      {
        variance_cents: -350,
        variance_pct: 3.5,
        variance_status: 'red',
      },
    );
  });
});
