/**
 * "¿Cuánto vendo entre semana?": the average open day Monday to Friday beside the weekend's, over
 * the weekday habit's 8 weeks (week-parts.ts). Every expected figure is computed from the days.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { askDays, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-03';
const WINDOW = { from: '2026-10-08', to: '2026-12-02' };
type Day = SalesDaysAttributes['days'][number];
/** 8 weeks: Mondays closed (no corte Z), other weekdays 9,000 pesos, weekends 14,000. */
const DAYS: Day[] = Array.from({ length: 56 }, (_, index) => addDays(WINDOW.from, index)!).map((date) => {
  const weekday = isoWeekday(date)!;
  return soldDay(date, weekday === 1 ? null : weekday >= 6 ? 1_400_000 : 900_000);
});
const ask = (question: string) => askDays(question, DAYS, TODAY);

/** The open days of `days`, Monday to Friday and the weekend apart. */
function partsOf(days: readonly Day[]) {
  const open = days.filter((day) => day.total_sales_cents > 0);
  return {
    weekdays: open.filter((day) => isoWeekday(day.date)! <= 5),
    weekend: open.filter((day) => isoWeekday(day.date)! >= 6),
  };
}
const sum = (days: readonly Day[]) => days.reduce((total, day) => total + day.total_sales_cents, 0);

describe('the weekdays against the weekend, as a habit', () => {
  const { weekdays, weekend } = partsOf(DAYS);

  it('leads with the part asked, the other its baseline, the days counted named', async () => {
    const answered = await ask('¿Cuánto vendo entre semana?');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=${WINDOW.from}&date_to=${WINDOW.to}`]);
    const gap = pctChangeOfRatios(sum(weekdays), weekdays.length, sum(weekend), weekend.length)!;
    expect(answered.quoted).toEqual({
      weekdays_mean_sales_cents: divideRounded(sum(weekdays), weekdays.length),
      weekend_mean_sales_cents: divideRounded(sum(weekend), weekend.length),
      weekdays_vs_weekend_pct: gap,
      weekdays_days: weekdays.length,
      weekend_days: weekend.length,
      window_weeks: 8,
    });
    expect(answered.answer).toBe(
      `Entre semana (de lunes a viernes) vendes en promedio ${money(900_000)} al día con IVA, ${pct(gap)} menos que en fin de semana (${money(1_400_000)} al día), en las últimas 8 semanas (del jueves 8 de octubre al miércoles 2 de diciembre: ${weekdays.length} días abiertos entre semana y ${weekend.length} en fin de semana).`,
    );
    // "de lunes a viernes" asked of a habit is the same days (not last week's Monday to Friday).
    expect((await ask('¿Cuánto vendo de lunes a viernes?')).answer).toBe(answered.answer);
    expect((await ask('¿Cuánto vendo en fin de semana?')).answer).toMatch(
      /^En fin de semana vendes en promedio \$14,000\.00 al día con IVA, .* más que entre semana/,
    );
  });

  it('sets the two parts side by side when asked one against the other', async () => {
    // Before, "contra" made it last weekend against the weekend before.
    const answered = await ask('¿Qué tanto vendo entre semana contra el fin de semana?');
    expect(answered.intent).toBe('sales_total');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=${WINDOW.from}&date_to=${WINDOW.to}`]);
    expect(answered.answer).toMatch(
      /^Entre semana \(de lunes a viernes\) vendes en promedio \$9,000\.00 al día/,
    );
  });
});

describe('the weekdays against the weekend, of a past week', () => {
  // Thursday 3 December: last week is Monday 23 to Sunday 29 November.
  const LAST_WEEK = { from: '2026-11-23', to: '2026-11-29' };
  // The read gives the period's days: last week's, here.
  const WEEK = DAYS.filter((day) => day.date >= LAST_WEEK.from && day.date <= LAST_WEEK.to);
  const { weekdays, weekend } = partsOf(WEEK);

  it('reads the last whole week, or the period named, in the past tense', async () => {
    // Before 2026-12-06, last weekend alone: "no tengo ningún día entre semana".
    const answered = await askDays('¿Cuánto vendí entre semana contra el fin de semana?', WEEK, TODAY);
    expect(answered.calls).toEqual([
      `${SALES_DAYS_PATH}?date_from=${LAST_WEEK.from}&date_to=${LAST_WEEK.to}`,
    ]);
    expect(answered.period).toEqual(LAST_WEEK);
    const gap = pctChangeOfRatios(sum(weekdays), weekdays.length, sum(weekend), weekend.length)!;
    expect(answered.quoted).toMatchObject({
      weekdays_mean_sales_cents: divideRounded(sum(weekdays), weekdays.length),
      weekend_mean_sales_cents: divideRounded(sum(weekend), weekend.length),
      weekdays_vs_weekend_pct: gap,
    });
    expect(answered.answer).toBe(
      `Del lunes 23 de noviembre al domingo 29 de noviembre, entre semana (de lunes a viernes) vendiste en promedio ${money(900_000)} al día con IVA, ${pct(gap)} menos que en fin de semana (${money(1_400_000)} al día): ${weekdays.length} días abiertos entre semana y ${weekend.length} en fin de semana.`,
    );
    const november = await ask('¿Cuánto vendí entre semana contra el fin de semana en noviembre?');
    expect(november.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
