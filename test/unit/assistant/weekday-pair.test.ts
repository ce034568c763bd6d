/**
 * "¿Vendo más los sábados o los domingos?": two weekdays' average open days over the weekday
 * profile's window set against each other (weekday-pair.ts), not one of each. Expected figures
 * are computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { askDays, soldDay } from './fake-reader.ts';

// Saturday 20 September 2031, its corte Z not in: the window is the 8 weeks through Friday 19.
const TODAY = '2031-09-20';
const FIRST = '2031-06-01';
/** Saturdays sell more each week, Sundays a steady amount, the rest little. */
const DAYS = Array.from({ length: 111 }, (_, index) => {
  const date = addDays(FIRST, index)!;
  const weekday = isoWeekday(date);
  const sales = weekday === 6 ? 7_000_000 + index * 10_000 : weekday === 7 ? 6_000_000 : 3_000_000;
  return soldDay(date, sales);
}).filter((day) => day.date < TODAY);

const windowOf = (weekday: number) =>
  DAYS.filter((day) => day.date >= '2031-07-26' && isoWeekday(day.date) === weekday);

describe('two weekdays compared as habits', () => {
  it('reads the weekday window, not one Saturday and one Sunday', () => {
    expect(understand('¿Vendo más los sábados o los domingos?', TODAY, null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2031-07-26', to: '2031-09-19' },
    });
  });

  it("sets each weekday's average open day against the other's", async () => {
    const [saturdays, sundays] = [windowOf(6), windowOf(7)];
    const sum = (days: typeof DAYS) => days.reduce((total, day) => total + day.total_sales_cents, 0);
    const gap = pctChangeOfRatios(sum(saturdays), saturdays.length, sum(sundays), sundays.length)!;
    // The read gives the window's days, as the real one does.
    const window = DAYS.filter((day) => day.date >= '2031-07-26');
    const answered = await askDays('¿Vendo más los sábados o los domingos?', window, TODAY);
    expect(answered.quoted).toMatchObject({
      weekday_1: 'sábados',
      weekday_1_avg_sales_cents: divideRounded(sum(saturdays), saturdays.length),
      weekday_2: 'domingos',
      weekday_2_avg_sales_cents: divideRounded(sum(sundays), sundays.length),
      weekday_1_vs_2_pct: gap,
    });
    expect(answered.answer).toContain(
      `los sábados vendes ${pct(gap)} más que los domingos: ${money(divideRounded(sum(saturdays), saturdays.length)!)} con IVA en un sábado promedio`,
    );
  });

  it('says a weekday with too few open days, with no average', async () => {
    const answered = await askDays('¿Vendo más los sábados o los domingos?', DAYS.slice(-20), TODAY);
    // The last 20 days hold 3 Saturdays and 3 Sundays.
    expect(answered.answer).toMatch(
      / ni los sábados ni los domingos tienen 4 días abiertos: todavía no sé cuánto vendes en uno típico\.$/,
    );
    expect(answered.quoted.weekday_1_avg_sales_cents).toBeUndefined();
  });
});
