/**
 * A waiter question that names the average ticket or the diners ranks by that figure (the
 * sales/by-employee rows' own values), not by sales; with no waiter carrying it, the answer says why
 * and then gives the sales ranking. Expected rows are found in the fixture by sorting it.
 */
import { describe, expect, it } from 'vitest';
import { count, money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const EMPLOYEES = [
  { name: 'María', total_sales_cents: 923_200, covers: 61, avg_ticket_cents: 48_500, rank: 1 },
  { name: 'Luis', total_sales_cents: 815_000, covers: 88, avg_ticket_cents: 39_900, rank: 2 },
  { name: 'Jorge', total_sales_cents: 707_500, covers: null, avg_ticket_cents: null, rank: 3 },
  { name: 'Ana', total_sales_cents: 500_000, covers: 40, avg_ticket_cents: 52_000, rank: 4 },
];
const PATH = '/api/v1/intelligence/sales/by-employee';

const ask = (question: string, employees: readonly object[] = EMPLOYEES) =>
  askRules(
    question,
    { [PATH]: { attributes: { employees } } },
    {
      today: '2026-12-03',
      requiredPlanOf: () => 'growth',
    },
  );

type Row = (typeof EMPLOYEES)[number];
const rankedBy = (key: 'covers' | 'avg_ticket_cents', sign: number) =>
  EMPLOYEES.filter((row): row is Row & Record<typeof key, number> => row[key] !== null).sort(
    (a, b) => sign * (b[key]! - a[key]!),
  );

describe('waiters ranked by the figure asked', () => {
  it('the highest average ticket, then the next ones, with its basis', async () => {
    const answered = await ask('¿Qué mesero tuvo el ticket más alto ayer?');
    const [first, ...rest] = rankedBy('avg_ticket_cents', 1);
    expect(answered.intent).toBe('best_waiter');
    expect(answered.quoted).toMatchObject({
      waiter_by_avg_ticket_cents: first!.name,
      waiter_by_avg_ticket_cents_value: first!.avg_ticket_cents,
    });
    const others = rest.map((row) => `${row.name} (${money(row.avg_ticket_cents)} por mesa)`);
    expect(answered.answer).toBe(
      `El mesero con el ticket promedio más alto el miércoles 2 de diciembre fue ${first!.name}, con ${money(first!.avg_ticket_cents)} por mesa; le siguen ${others.join(' y ')} (de sus mesas que tu punto de venta mandó en vivo, abiertas y cerradas con su mesero).`,
    );
  });

  it('says tables by waiter are not kept, and ranks by the diners instead', async () => {
    // Before, the ranking by sales, with no word that it did not answer the tables.
    const answered = await ask('¿Qué mesero atiende más mesas?');
    const [most] = rankedBy('covers', 1);
    expect(answered.intent).toBe('best_waiter');
    expect(answered.quoted).toMatchObject({
      waiter_by_covers: most!.name,
      waiter_by_covers_value: most!.covers,
    });
    expect(answered.answer).toMatch(/^No cuento las mesas de cada mesero; sí los comensales que atendió\. /);
    expect(answered.answer).toContain(`fue ${most!.name}, con ${count(most!.covers)} comensales`);
  });

  it('the most diners, and the lowest ticket when asked the other way', async () => {
    const people = await ask('¿Qué mesero atendió más gente ayer?');
    const [most] = rankedBy('covers', 1);
    expect(people.quoted).toMatchObject({
      waiter_by_covers: most!.name,
      waiter_by_covers_value: most!.covers,
    });
    expect(people.answer).toContain(`fue ${most!.name}, con ${count(most!.covers)} comensales`);
    // One diner is "1 comensal" (before 2026-12-06, "1 comensales").
    const one = await ask('¿Qué mesero atendió más gente ayer?', [
      { ...EMPLOYEES[0]!, covers: 3 },
      { ...EMPLOYEES[1]!, covers: 1 },
    ]);
    expect(one.answer).toContain(`${EMPLOYEES[1]!.name} (1 comensal)`);
    const low = await ask('¿Qué mesera tuvo el ticket más bajo ayer?');
    expect(low.quoted.waiter_by_avg_ticket_cents).toBe(rankedBy('avg_ticket_cents', -1)[0]!.name);
  });

  it('says why without the figure, then ranks by sales', async () => {
    const without = EMPLOYEES.map((row) => ({ ...row, covers: null, avg_ticket_cents: null }));
    const answered = await ask('¿Qué mesero tuvo el ticket más alto ayer?', without);
    expect(answered.answer).toMatch(
      /^No tengo el ticket promedio por mesero el miércoles 2 de diciembre: sale de las mesas que tu punto de venta manda en vivo/,
    );
    expect(answered.quoted.best_waiter).toBe(EMPLOYEES[0]!.name);
  });
});

describe("the tips when no waiter's are known", () => {
  it("says the cortes' tips of the period before the sales ranking", async () => {
    // Before 2026-12-07, the sales ranking alone after "No tengo las propinas por mesero".
    const untipped = EMPLOYEES.map((row) => ({ ...row, tips_cents: null }));
    const tips = 567_600;
    const answered = await askRules(
      '¿Cuánto le toca de propinas a cada mesero?',
      {
        [PATH]: { attributes: { employees: untipped } },
        '/api/v1/intelligence/sales/reconciliation': {
          attributes: { totals: { tips_cents: tips }, records: [] },
        },
      },
      { today: '2026-12-03', requiredPlanOf: () => 'growth' },
    );
    expect(answered.intent).toBe('best_waiter');
    expect(answered.quoted).toMatchObject({ tips_cents: tips, best_waiter: EMPLOYEES[0]!.name });
    expect(answered.answer).toMatch(
      new RegExp(
        `^No tengo las propinas por mesero el miércoles 2 de diciembre: .* En total, el miércoles 2 de diciembre tus cortes traen \\${money(tips)} de propinas; cómo se reparten no me llega\\. `,
      ),
    );
  });
});

describe('waiters ranked by their tips', () => {
  const TIPPED = [
    {
      name: 'María',
      total_sales_cents: 923_200,
      covers: null,
      avg_ticket_cents: null,
      tips_cents: 9_000,
      rank: 1,
    },
    {
      name: 'Luis',
      total_sales_cents: 815_000,
      covers: null,
      avg_ticket_cents: null,
      tips_cents: 14_500,
      rank: 2,
    },
    {
      name: 'Jorge',
      total_sales_cents: 707_500,
      covers: null,
      avg_ticket_cents: null,
      tips_cents: null,
      rank: 3,
    },
  ];

  it.each([['¿Qué mesero tiene más propinas?'], ['¿quién sacó más propinas ayer?']])(
    '%s: the tips of their live tables, most first, not the sales',
    async (question) => {
      const answered = await ask(question, TIPPED);
      const ranked = TIPPED.filter((row) => row.tips_cents !== null).sort(
        (a, b) => b.tips_cents! - a.tips_cents!,
      );
      expect(answered.intent).toBe('best_waiter');
      expect(answered.quoted).toMatchObject({
        waiter_by_tips_cents: ranked[0]!.name,
        waiter_by_tips_cents_value: ranked[0]!.tips_cents,
      });
      expect(answered.answer).toContain(
        `El mesero con más propinas el miércoles 2 de diciembre fue ${ranked[0]!.name}, con ${money(ranked[0]!.tips_cents!)} de propina; le sigue ${ranked[1]!.name} (${money(ranked[1]!.tips_cents!)} de propina)`,
      );
    },
  );
});

describe('a waiter asked of one product', () => {
  it('says no read keeps a waiter’s sales of a product, then ranks by total sales', async () => {
    const answered = await ask('¿Cuál mesero vende más cerveza?');
    expect(answered.intent).toBe('best_waiter');
    expect(answered.answer).toMatch(
      /^No tengo lo que vendió cada mesero de «cerveza»: guardo la venta de cada mesero en total, no por producto\. Por venta total: .*María/,
    );
    expect(answered.quoted).toEqual((await ask('¿Cuál mesero vende más?')).quoted);
  });

  it('keeps a time or a measure after "vende más" as no product', async () => {
    for (const question of [
      '¿Qué mesero vende más?',
      '¿quién vendió más ayer?',
      '¿qué mesero vende más dinero?',
    ])
      expect((await ask(question)).answer, question).not.toMatch(/por producto/);
  });
});

describe('a waiter asked of the days to come', () => {
  it('says there is no forecast per waiter, then who sold most on the closed day', async () => {
    const answered = await ask('¿Qué mesero va a vender más el sábado?');
    expect(answered.intent).toBe('best_waiter');
    expect(answered.answer).toMatch(
      /^No pronostico lo que venderá cada mesero, solo lo del día y por hora .* Tu mejor mesero el sábado 28 de noviembre fue /,
    );
    // Asked of a closed day, no such sentence.
    expect((await ask('¿Qué mesero vendió más el sábado?')).answer).not.toMatch(/No pronostico/);
  });
});
