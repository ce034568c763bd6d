/**
 * "¿Cuántos tacos al pastor vendo los sábados?" (weekday-dish.ts): a dish's units on a weekday as a
 * habit, over the weekday's open days of the last 8 weeks, one menu read each. The fake reader
 * answers every menu read with the same day, so each open Saturday sells the fixture's units; the
 * expected figures are computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '#shared/domain/analytics/rounding.ts';
import { count, money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { askRules, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-04';
const WINDOW = { from: '2026-10-09', to: '2026-12-03' };
const TACOS = { item_name: 'Tacos al pastor (orden)', quantity_sold: 160, net_sales_cents: 1_520_000 };
const MENU = {
  items: [TACOS, { item_name: 'Gringa de pastor', quantity_sold: 20, net_sales_cents: 190_000 }],
  other_items: [],
};
/** The window's days: open every day but one Saturday (the 14th of November, closed). */
const DAYS = Array.from({ length: 56 }, (_, index) => {
  const date = addDays(WINDOW.from, index)!;
  return soldDay(date, date === '2026-11-14' ? null : 4_000_000);
});
const SATURDAYS = DAYS.filter((day) => isoWeekday(day.date) === 6);
const OPEN_SATURDAYS = SATURDAYS.filter((day) => day.summaries_count > 0).length;

const ask = (question: string) =>
  askRules(
    question,
    {
      [SALES_DAYS_PATH]: { attributes: { days: DAYS } },
      '/api/v1/intelligence/menu/engineering': { attributes: MENU },
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe("a dish's units on a weekday, as a habit", () => {
  it('reads the weekday window, not last Saturday', () => {
    expect(understand('¿Cuántos tacos al pastor vendo los sábados?', TODAY, null)).toMatchObject({
      intent: 'top_item',
      range: WINDOW,
    });
    // A singular day keeps its one day.
    expect(understand('¿Cuántos tacos al pastor vendí el sábado?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-28', to: '2026-11-28' },
    });
  });

  it('says the mean per open Saturday and the total over them, one menu read a Saturday', async () => {
    const answered = await ask('¿Cuántos tacos al pastor vendo los sábados?');
    const units = TACOS.quantity_sold * OPEN_SATURDAYS;
    const mean = roundHalfAwayFromZero(units / OPEN_SATURDAYS, 1);
    expect(answered.calls.filter((call) => call.startsWith('/api/v1/intelligence/menu'))).toHaveLength(
      SATURDAYS.length,
    );
    expect(answered.quoted).toMatchObject({
      item_1: TACOS.item_name,
      item_1_per_weekday: mean,
      item_1_quantity: units,
      item_1_sales_cents: TACOS.net_sales_cents * OPEN_SATURDAYS,
      weekday_days: OPEN_SATURDAYS,
    });
    expect(answered.answer).toBe(
      `Los sábados vendes en promedio ${count(mean)} de ${TACOS.item_name} (${count(units)} en total, por ${money(TACOS.net_sales_cents * OPEN_SATURDAYS)}), en las últimas 8 semanas (del viernes 9 de octubre al jueves 3 de diciembre: ${OPEN_SATURDAYS} sábados abiertos); montos con IVA y ya con descuentos, lo cobrado en tus órdenes.`,
    );
  });

  it('says a dish it does not find, with no figure', async () => {
    const answered = await ask('¿Cuántos tamales vendo los sábados?');
    expect(answered.answer).toMatch(/no encuentro «tamales» entre lo vendido\.$/);
    expect(answered.quoted).not.toHaveProperty('item_1_quantity');
  });
});

describe('which dishes sell most on a weekday, as a habit', () => {
  it('ranks them by units over the open days, not last Saturday alone', async () => {
    // Before 2026-12-06, the best sellers of last Saturday only.
    expect(understand('¿Qué se vende más los sábados?', TODAY, null)).toMatchObject({
      intent: 'top_item',
      range: WINDOW,
    });
    const answered = await ask('¿Qué se vende más los sábados?');
    const [first, second] = [...MENU.items].sort((a, b) => b.quantity_sold - a.quantity_sold);
    expect(answered.quoted).toMatchObject({
      item_1: first!.item_name,
      item_1_per_weekday: first!.quantity_sold,
      item_1_quantity: first!.quantity_sold * OPEN_SATURDAYS,
      item_2: second!.item_name,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Los sábados lo que más vendes es Tacos al pastor \\(orden\\), ${first!.quantity_sold} por sábado \\(${count(first!.quantity_sold * OPEN_SATURDAYS)} en total\\) y Gringa de pastor, ${second!.quantity_sold} por sábado`,
      ),
    );
    expect((await ask('¿Qué se vende menos los sábados?')).answer).toMatch(
      /^Los sábados lo que menos vendes es Gringa de pastor/,
    );
  });
});
