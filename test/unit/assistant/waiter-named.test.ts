/**
 * "¿Cuánto vendió Ana?": one waiter's line of sales/by-employee (waiter-named.ts), not the branch's
 * total; a name no row holds is said, then the ranking. Expected figures are the fixture's rows.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { waiterNamed } from '#shared/domain/assistant/waiter-named.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, fakeReader } from './fake-reader.ts';

const EMPLOYEES = [
  { name: 'María Pérez', total_sales_cents: 923_200, covers: null, avg_ticket_cents: null, rank: 1 },
  { name: 'Luis', total_sales_cents: 815_000, covers: null, avg_ticket_cents: null, rank: 2 },
  { name: 'Ana López', total_sales_cents: 500_000, covers: null, avg_ticket_cents: null, rank: 3 },
  { name: 'Mariana', total_sales_cents: 410_000, covers: null, avg_ticket_cents: null, rank: 4 },
];
const PATH = '/api/v1/intelligence/sales/by-employee';
const ask = (question: string) =>
  askRules(
    question,
    { [PATH]: { attributes: { employees: EMPLOYEES } } },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

describe('a waiter named', () => {
  it.each([
    ['¿cuánto vendió Ana?', 'Ana'],
    ['¿Cuánto vendió mi mesero Luis la semana pasada?', 'Luis'],
    ['¿cuánto vendió la mesera María ayer?', 'María'],
    ['¿cuánto vendió el restaurante?', null],
    ['¿cuánto se vendió ayer?', null],
    ['¿Cuánto vendió ayer?', null],
    // Since 2026-12-08 (before, the branch's sales): the perfect and "lleva vendido"; a capitalized
    // day is no one.
    ['¿cuánto ha vendido Diana esta semana?', 'Diana'],
    ['¿cuánto lleva vendido Liliana hoy?', 'Liliana'],
    ['¿cuánto se ha vendido hoy?', null],
    ['¿cuánto hemos vendido Hoy?', null],
  ])('%s names %s', (question, name) => {
    expect(waiterNamed(question)).toBe(name);
  });

  it("answers the waiter's sales and place, matched by a first name ('Ana' is not 'Mariana')", async () => {
    const answered = await ask('¿Cuánto vendió Ana ayer?');
    const ana = EMPLOYEES[2]!;
    expect(answered.intent).toBe('best_waiter');
    expect(answered.quoted).toEqual({
      waiter_asked: ana.name,
      waiter_asked_sales_cents: ana.total_sales_cents,
      waiter_asked_rank: ana.rank,
      waiters_count: EMPLOYEES.length,
    });
    expect(answered.answer).toContain(
      `Ana López vendió ${money(ana.total_sales_cents)} el miércoles 2 de diciembre: lugar ${ana.rank} de ${EMPLOYEES.length} meseros.`,
    );
  });

  // Since 2026-12-07; before, the branch's tables and diners, or the ranking.
  it('reads a waiter after "atendió" or "le fue a", and their tables as their diners', async () => {
    expect(waiterNamed('¿Cuántas mesas atendió Ana ayer?')).toBe('Ana');
    expect(waiterNamed('¿Cómo le fue a Luis en julio?')).toBe('Luis');
    const tables = await ask('¿Cuántas mesas atendió Ana ayer?');
    expect(tables.intent).toBe('best_waiter');
    expect(tables.answer).toMatch(
      /^No cuento las mesas de cada mesero; sí los comensales que atendió\. No tengo .* de Ana López el miércoles 2 de diciembre: .* Vendió \$5,000\.00\.$/,
    );
    const how = await ask('¿Cómo le fue a Luis ayer?');
    expect(how.answer).toContain(
      `Luis vendió ${money(815_000)} el miércoles 2 de diciembre: lugar 2 de 4 meseros.`,
    );
  });

  it('says a name no waiter has, then gives the ranking', async () => {
    const answered = await ask('¿Cuánto vendió Beto ayer?');
    expect(answered.answer).toMatch(
      /^No encuentro a «Beto» entre los meseros con ventas el miércoles 2 de diciembre\. Tu mejor mesero/,
    );
    expect(answered.quoted).toMatchObject({ best_waiter: EMPLOYEES[0]!.name });
    expect(answered.quoted).not.toHaveProperty('waiter_asked');
  });
});

describe('a waiter named, and the figure asked of them', () => {
  const TIPPED = [
    {
      name: 'María Pérez',
      total_sales_cents: 923_200,
      covers: 61,
      avg_ticket_cents: null,
      tips_cents: 9_000,
      rank: 1,
    },
    {
      name: 'Luis',
      total_sales_cents: 815_000,
      covers: null,
      avg_ticket_cents: null,
      tips_cents: null,
      rank: 2,
    },
    {
      name: 'Ana López',
      total_sales_cents: 500_000,
      covers: 40,
      avg_ticket_cents: null,
      tips_cents: 12_500,
      rank: 3,
    },
  ];
  const askTipped = (question: string) =>
    askRules(
      question,
      { [PATH]: { attributes: { employees: TIPPED } } },
      { today: '2026-12-03', requiredPlanOf: () => 'growth' },
    );

  it.each([
    ['¿cuánto se llevó Ana de propina ayer?', 'Ana'],
    ['¿cuánta propina sacó Luis?', 'Luis'],
    ['¿cuántas propinas tuvo Ana ayer?', 'Ana'],
    // A figure of theirs before "de" and the name (since 2026-12-06; before, the branch's).
    ['¿Cuál es el ticket promedio de Ana?', 'Ana'],
    ['¿cuántas propinas de Luis ayer?', 'Luis'],
    ['¿cuál fue el ticket promedio de Mayo?', null],
    ['¿cuánto fueron las propinas de Navidad?', null],
  ])('%s names %s', (question, name) => {
    expect(waiterNamed(question)).toBe(name);
  });

  it("answers the waiter's tips and their place among the waiters with tips, not their sales", async () => {
    const answered = await askTipped('¿Cuánto se llevó Ana de propina ayer?');
    const withTips = TIPPED.filter((row) => row.tips_cents !== null).sort(
      (a, b) => b.tips_cents! - a.tips_cents!,
    );
    const ana = TIPPED[2]!;
    expect(answered.quoted).toMatchObject({
      waiter_asked: ana.name,
      waiter_asked_tips_cents: ana.tips_cents,
      waiter_asked_tips_cents_rank: withTips.findIndex((row) => row.name === ana.name) + 1,
      waiters_with_tips_cents_count: withTips.length,
    });
    expect(answered.answer).toBe(
      `Ana López se llevó ${money(ana.tips_cents!)} de propina el miércoles 2 de diciembre: lugar 1 de 2 meseros.`,
    );
  });

  it("answers a figure named before the waiter as that waiter's", async () => {
    const answered = await askTipped('¿Cuántas propinas de Ana ayer?');
    expect(answered.quoted).toMatchObject({ waiter_asked: TIPPED[2]!.name, waiter_asked_tips_cents: 12_500 });
  });

  it('says why a waiter has no tips, and gives their sales instead of a guess', async () => {
    const answered = await askTipped('¿cuánta propina sacó Luis ayer?');
    expect(answered.quoted).not.toHaveProperty('waiter_asked_tips_cents');
    expect(answered.answer).toBe(
      `No tengo las propinas de Luis el miércoles 2 de diciembre: sale de sus mesas que tu punto de venta manda en vivo, y no llegó ninguna con ese dato. Vendió ${money(815_000)}.`,
    );
  });
});

describe('another waiter, asked after a waiter question', () => {
  const previous = { intent: 'best_waiter' as const, range: { from: '2026-11-23', to: '2026-11-29' } };

  it('"¿y Luis?" is that waiter over the same period; with no waiter conversation, nothing', () => {
    expect(understand('¿y Luis?', '2026-12-03', previous)).toMatchObject({
      kind: 'answer',
      intent: 'best_waiter',
      range: previous.range,
    });
    expect(understand('¿y Luis?', '2026-12-03', null)).toEqual({ kind: 'out_of_domain' });
    expect(understand('¿y Luis?', '2026-12-03', { intent: 'sales_total', range: previous.range })).toEqual({
      kind: 'out_of_domain',
    });
  });

  it("answers that waiter's row", async () => {
    const reader = fakeReader({ [PATH]: { attributes: { employees: EMPLOYEES } } });
    const answered = await answerWithRules({
      question: '¿y Luis?',
      today: '2026-12-03',
      previous,
      reader,
      requiredPlanOf: () => 'growth',
    });
    expect(answered.figures).toContainEqual(expect.objectContaining({ key: 'waiter_asked', value: 'Luis' }));
    expect(answered.answer).toMatch(/^Luis vendió /);
  });
});
