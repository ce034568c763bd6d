/**
 * "¿Quién lleva más ventas hoy?" before the corte Z: today's waiters from the live tables (the
 * internal read), ranked as a closed period's are, each said as what their closed tables were
 * charged so far. Expected figures are the fixture's own.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import type { WaitersToday } from '#shared/domain/assistant/reads.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-08';
const row = (
  rank: number,
  name: string,
  sales_cents: number,
  tables: number,
  open_tables = 0,
  open_ordered_cents = 0,
) => ({
  name,
  sales_cents,
  tables,
  // As liveTableFigures gives them: none without a closed table.
  covers: tables > 0 ? tables * 3 : null,
  avg_ticket_cents: tables > 0 ? Math.round(sales_cents / tables) : null,
  tips_cents: tables > 0 ? sales_cents / 10 : null,
  tip_pct: tables > 0 ? 10 : null,
  open_tables,
  open_ordered_cents,
  rank,
});
const TODAYS: WaitersToday = {
  as_of: '2026-12-08T14:31:00.000-06:00',
  waiters: [
    row(1, 'Marcos Valladares', 215_900, 5, 3, 177_500),
    row(2, 'Diana Benavídez', 140_500, 4),
    row(3, 'Liliana Alva', 0, 0, 2, 41_000),
  ],
  unassigned_sales_cents: 0,
};
const ask = (question: string, waiters = TODAYS) =>
  askRules(
    question,
    { 'internal:waiters-today': { attributes: waiters } },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );
const SOURCE =
  'Cuento lo cobrado en sus mesas cerradas hasta las 14:31, con IVA, como tu venta de hoy; la venta por mesero de tus órdenes llega con el corte Z.';

describe("today's waiters before the corte Z", () => {
  it('¿Quién lleva más ventas hoy?: who leads so far, the open tables that may still change it', async () => {
    // Before, that the day had not closed.
    const answered = await ask('¿Quién lleva más ventas hoy?');
    expect(answered.intent).toBe('best_waiter');
    const [first, second, third] = TODAYS.waiters;
    expect(answered.quoted).toMatchObject({
      best_waiter: first!.name,
      best_waiter_sales_cents: first!.sales_cents,
      waiter_rank_2_sales_cents: second!.sales_cents,
      as_of: '14:31',
    });
    expect(answered.answer).toBe(
      `Hoy, martes 8 de diciembre, quien más lleva vendido es ${first!.name}, con ${money(first!.sales_cents)}. Le siguen ${second!.name} (${money(second!.sales_cents)}) y ${third!.name} (${money(0)}). Mesas abiertas que todavía suman: ${first!.name}, 3 (${money(177_500)} pedidos) y ${third!.name}, 2 (${money(41_000)} pedidos). ${SOURCE}`,
    );
  });

  it('¿Quién lleva más?: who leads in sales so far, no figure named (since 2026-12-06)', async () => {
    // Before, out of the domain.
    const answered = await ask('¿Quién lleva más?');
    expect(answered.intent).toBe('best_waiter');
    expect(answered.answer).toMatch(
      new RegExp(`^Hoy, martes 8 de diciembre, quien más lleva vendido es ${TODAYS.waiters[0]!.name}, `),
    );
  });

  it('¿Qué mesero lleva más propinas?: today so far, with no day named', async () => {
    // Before 2026-12-06, yesterday's waiters ("lleva" asked nothing of today).
    const answered = await ask('¿Qué mesero lleva más propinas?', {
      ...TODAYS,
      unassigned_sales_cents: 107_000,
    });
    expect(answered.intent).toBe('best_waiter');
    expect(answered.period).toEqual({ from: TODAY, to: TODAY });
    // Still running: "es", not "fue"; the tables without a waiter are sales, not said after tips.
    const [first] = TODAYS.waiters;
    expect(answered.answer).toMatch(
      new RegExp(`^El mesero con más propinas hoy, martes 8 de diciembre, es ${first!.name}, con \\$`),
    );
    expect(answered.answer).not.toContain('sin mesero');
    expect(answered.answer).toContain(SOURCE);
  });

  it('¿Cuánto lleva Diana hoy?: her row, from the same tables', async () => {
    const answered = await ask('¿Cuánto lleva Diana hoy?');
    expect(answered.intent).toBe('best_waiter');
    expect(answered.answer).toContain(money(140_500));
    expect(answered.answer).toContain(SOURCE);
  });

  it('says the closed tables without a waiter, so the waiters add up to the sales so far', async () => {
    const answered = await ask('¿Quién lleva más ventas hoy?', {
      ...TODAYS,
      unassigned_sales_cents: 107_000,
    });
    expect(answered.quoted).toMatchObject({ unassigned_sales_cents: 107_000 });
    expect(answered.answer).toContain(
      `. Otros ${money(107_000)} son de mesas cerradas sin mesero. Mesas abiertas`,
    );
  });

  it('says when no table came with its waiter', async () => {
    const answered = await ask('¿Quién va ganando hoy?', { ...TODAYS, waiters: [] });
    expect(answered.answer).toBe(
      'Hoy, hasta las 14:31, tu punto de venta no me ha mandado mesas con su mesero (waiter_name al abrir la mesa); la venta por mesero del día llega con el corte Z.',
    );
  });

  // Since 2026-12-07; before, "van empatados arriba … con $0.00 cada uno".
  it('says no one leads before any waiter closed a table', async () => {
    const none = {
      ...TODAYS,
      waiters: [row(1, 'Marcos Valladares', 0, 0, 1, 9_000), row(2, 'Diana Benavídez', 0, 0)],
    };
    const answered = await ask('¿Quién va vendiendo más hoy?', none);
    expect(answered.answer).toMatch(/ningún mesero ha cerrado ventas todavía, así que nadie va adelante\./);
    expect(answered.answer).not.toContain('empatados');
  });

  // Since 2026-12-08; before, the ranking alone, as if it said who came.
  it('¿Quién checó entrada hoy?: says no clock-ins are kept, then who sold so far', async () => {
    const answered = await ask('¿Quién checó entrada hoy?');
    expect(answered.intent).toBe('best_waiter');
    expect(answered.answer).toMatch(/^No llevo asistencia: tu punto de venta no manda entradas ni salidas/);
  });
});
