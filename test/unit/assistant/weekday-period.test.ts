/**
 * "¿Cuánto vendí los lunes de noviembre?": a weekday's open days of a past period, added, beside the
 * period's average open day (weekday-period.ts). Every expected figure is computed here from the
 * days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { askDays, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-03';
type Day = SalesDaysAttributes['days'][number];
/** November: Mondays sell 8,000 pesos, other days 10,000; Wednesdays closed (no corte Z). */
const NOVEMBER: Day[] = Array.from({ length: 30 }, (_, index) => addDays('2026-11-01', index)!)
  .filter((date) => isoWeekday(date) !== 3)
  .map((date) => soldDay(date, isoWeekday(date) === 1 ? 800_000 : 1_000_000));

const ask = (question: string) => askDays(question, NOVEMBER, TODAY);

describe("a weekday's days of a past period", () => {
  it.each([
    ['¿Cuánto vendí los lunes de noviembre?', '2026-11-01', '2026-11-30'],
    ['¿Cuánto vendí cada viernes de noviembre?', '2026-11-01', '2026-11-30'],
    ['¿Cuánto vendimos los sábados este mes?', '2026-12-01', '2026-12-02'],
    // No period besides the weekday: the habit's 8 weeks, to yesterday.
    ['¿Cuánto vendí los domingos?', '2026-10-08', '2026-12-02'],
  ])('%s covers %s to %s', (question, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'sales_total', range: { from, to } });
  });

  it('adds the weekday, then sets its average beside the period’s open day', async () => {
    const answered = await ask('¿Cuánto vendí los lunes de noviembre?');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=2026-11-01&date_to=2026-11-30`]);
    const mondays = NOVEMBER.filter((day) => isoWeekday(day.date) === 1);
    const sales = mondays.reduce((sum, day) => sum + day.total_sales_cents, 0);
    const all = NOVEMBER.reduce((sum, day) => sum + day.total_sales_cents, 0);
    const gap = pctChangeOfRatios(sales, mondays.length, all, NOVEMBER.length)!;
    expect(answered.quoted).toEqual({
      weekday_sales_cents: sales,
      weekday_days: mondays.length,
      weekday_mean_sales_cents: divideRounded(sales, mondays.length),
      mean_day_sales_cents: divideRounded(all, NOVEMBER.length),
      open_days: NOVEMBER.length,
      weekday_vs_mean_pct: gap,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre, los lunes vendiste ${money(sales)} con IVA en ${mondays.length} lunes abiertos: ${money(800_000)} en promedio, ${pct(gap)} menos que tu día promedio del periodo (${money(divideRounded(all, NOVEMBER.length)!)}, de ${NOVEMBER.length} días abiertos).`,
    );
  });

  it('adds Monday to Friday asked "entre semana" of a past period (before, the whole period)', async () => {
    const answered = await ask('¿Cuánto vendí entre semana en noviembre?');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=2026-11-01&date_to=2026-11-30`]);
    const weekdays = NOVEMBER.filter((day) => isoWeekday(day.date)! <= 5);
    const sales = weekdays.reduce((sum, day) => sum + day.total_sales_cents, 0);
    expect(answered.quoted).toMatchObject({
      weekday_sales_cents: sales,
      weekday_days: weekdays.length,
      weekday_mean_sales_cents: divideRounded(sales, weekdays.length),
      open_days: NOVEMBER.length,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del domingo 1 de noviembre al lunes 30 de noviembre, los días entre semana vendiste \\${money(sales)} con IVA en ${weekdays.length} días entre semana abiertos: `,
      ),
    );
  });

  // Since 2026-12-06; before, the whole month.
  it('adds Saturdays and Sundays asked "los fines de semana" of a past period', async () => {
    const answered = await ask('¿Cuánto vendí los fines de semana de noviembre?');
    const weekends = NOVEMBER.filter((day) => isoWeekday(day.date)! >= 6);
    const sales = weekends.reduce((sum, day) => sum + day.total_sales_cents, 0);
    expect(answered.quoted).toMatchObject({ weekday_sales_cents: sales, weekday_days: weekends.length });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del domingo 1 de noviembre al lunes 30 de noviembre, los días de fin de semana vendiste \\${money(sales)} con IVA en ${weekends.length} días de fin de semana abiertos: `,
      ),
    );
  });

  it('says a weekday the period has no open day of', async () => {
    expect((await ask('¿Cuánto vendí los miércoles de noviembre?')).answer).toBe(
      'Del domingo 1 de noviembre al lunes 30 de noviembre no tengo ningún miércoles con corte Z y venta.',
    );
  });
});

// Since 2026-12-07; before, that day alone ("solo tengo un jueves abierto").
describe('one day named as the best of its weekday', () => {
  it("ranks it among the weekday habit's 8 weeks ending on it", () => {
    for (const question of ['¿San Valentín fue mi mejor jueves?', '¿Ayer fue mi mejor jueves?'])
      expect(understand(question, '2030-02-15', null), question).toMatchObject({
        intent: 'best_day',
        range: { from: addDays('2030-02-14', 1 - 7 * 8), to: '2030-02-14' },
      });
  });
});
