/**
 * "¿Cuál es mi mejor mes?", "¿cuál fue mi peor semana?": whole months or weeks ranked by their open
 * days' sales (best-period.ts), from one read of the period's days; one the period cuts is left out
 * and said. Every expected figure is computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askDays, fakeReader, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-03';
type Day = SalesDaysAttributes['days'][number];
/** `days` days from `first`, each selling `sales` (a corte Z with no sales on every 7th: not open). */
const month = (first: string, days: number, sales: number): Day[] =>
  Array.from({ length: days }, (_, index) => soldDay(addDays(first, index)!, index % 7 === 6 ? 0 : sales));
// September to November whole, and December's first two days (in course: never ranked).
const DAYS: Day[] = [
  ...month('2026-09-01', 30, 1_000_000),
  ...month('2026-10-01', 31, 1_200_000),
  ...month('2026-11-01', 30, 900_000),
  ...month('2026-12-01', 2, 100_000),
];
const monthOf = (prefix: string) =>
  DAYS.filter((day) => day.date.startsWith(prefix) && day.total_sales_cents > 0);
const totals = ['2026-09', '2026-10', '2026-11'].map((prefix) => ({
  sales: monthOf(prefix).reduce((sum, day) => sum + day.total_sales_cents, 0),
  open: monthOf(prefix).length,
}));
const sum = totals.reduce((total, entry) => total + entry.sales, 0);

const ask = (question: string) => askDays(question, DAYS, TODAY);

describe('the best or worst month', () => {
  it.each([
    ['¿Cuál es mi mejor mes?', '2025-12-01', '2026-11-30'],
    ['¿Qué mes vendí más?', '2025-12-01', '2026-11-30'],
    ['¿Qué mes vendí menos este año?', '2026-01-01', '2026-12-02'],
    ['¿Cuál fue mi peor mes del año pasado?', '2025-01-01', '2025-12-31'],
  ])('%s ranks the months from %s to %s', (question, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'best_day', range: { from, to } });
  });

  it('ranks the whole months by their open days, beside their mean, and leaves the month in course out', async () => {
    const [september, october, november] = totals as [
      (typeof totals)[0],
      (typeof totals)[0],
      (typeof totals)[0],
    ];
    const best = await ask('¿Qué mes vendí más este año?');
    const gap = pctChangeOfRatios(october.sales, 1, sum, 3)!;
    expect(best.quoted).toEqual({
      month: 'octubre',
      month_sales_cents: october.sales,
      month_days_open: october.open,
      mean_month_sales_cents: divideRounded(sum, 3),
      months_ranked: 3,
      month_vs_mean_pct: gap,
      month_2: 'septiembre',
      month_2_sales_cents: september.sales,
      month_3: 'noviembre',
      month_3_sales_cents: november.sales,
    });
    expect(best.answer).toBe(
      `Tu mejor mes de enero a noviembre (sin contar diciembre, que no está completo) fue octubre: vendiste ${money(october.sales)} con IVA en ${october.open} días abiertos, ${pct(gap)} más que el promedio de sus 3 meses con ventas (${money(divideRounded(sum, 3)!)}). Le siguen septiembre (${money(september.sales)}) y noviembre (${money(november.sales)}).`,
    );
    const worst = await ask('¿Cuál fue mi peor mes de este año?');
    expect(worst.quoted).toMatchObject({ month: 'noviembre', month_sales_cents: november.sales });
    expect(worst.answer).toMatch(
      /^Tu mes más flojo de enero a noviembre .* fue noviembre: .* menos que el promedio/,
    );
  });
});

// Since 2026-12-07; before, the first named against the last, the one between left out.
describe('three months named one after another', () => {
  it('ranks the months from the first to the last, not the first against the last', async () => {
    const question = '¿Qué mes vendí más, septiembre, octubre o noviembre?';
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'best_day',
      range: { from: '2026-09-01', to: '2026-11-30' },
    });
    const [september, october, november] = totals as [
      (typeof totals)[0],
      (typeof totals)[0],
      (typeof totals)[0],
    ];
    const best = await ask(question);
    expect(best.quoted).toMatchObject({
      month: 'octubre',
      month_sales_cents: october.sales,
      months_ranked: 3,
      month_2_sales_cents: september.sales,
      month_3_sales_cents: november.sales,
    });
  });
});

describe('a month the cortes begin a week or more into', () => {
  // Since 2026-12-06; before, ranked with its half month of sales, as if it had sold little.
  it('is left out and said, not ranked as the weakest', async () => {
    const days = [...month('2026-09-15', 16, 300_000), ...DAYS.filter((day) => day.date >= '2026-10-01')];
    const answered = await askDays('¿Cuál fue mi peor mes de este año?', days, TODAY);
    const [, october, november] = totals as [(typeof totals)[0], (typeof totals)[0], (typeof totals)[0]];
    expect(answered.quoted).toMatchObject({
      month: 'noviembre',
      month_sales_cents: november.sales,
      months_ranked: 2,
      mean_month_sales_cents: divideRounded(october.sales + november.sales, 2),
    });
    expect(answered.answer).toMatch(
      /^Tu mes más flojo de enero a noviembre \(sin contar diciembre, que no está completo, ni septiembre, que solo tiene cortes desde el martes 15 de septiembre\) fue noviembre: /,
    );
  });
});

describe('a week the cortes begin inside', () => {
  // Since 2026-12-07; before, a week whose data began on its Tuesday was ranked the worst.
  const days = (first: string, count: number, open: (date: string) => boolean) =>
    Array.from({ length: count }, (_, index) => addDays(first, index)!)
      .filter(open)
      .map((date) => soldDay(date, 1_000_000 + Number(date.slice(8, 10)) * 1_000));
  const ask = (all: Day[]) => askDays('¿Cuál fue mi peor semana?', all, TODAY);

  it('is left out when it has fewer open days than its weeks usually have', async () => {
    // From Tuesday 8 September, every day open: the week of the 7th has 6, the others 7.
    const answered = await ask(days('2026-09-08', 86, () => true));
    expect(answered.answer).toMatch(
      /\(sin contar la semana del 7 al 13 de septiembre, que solo tiene cortes desde el martes 8 de septiembre\)/,
    );
    expect(answered.quoted).toMatchObject({ weeks_ranked: 11 });
  });

  it('is ranked when the branch never opens that weekday', async () => {
    // Closed every Monday (no corte): every week has 6 open days, the first one too.
    const answered = await ask(
      days('2026-09-08', 86, (date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 1),
    );
    expect(answered.answer).not.toMatch(/solo tiene cortes desde/);
    expect(answered.quoted).toMatchObject({ weeks_ranked: 12 });
  });
});

describe('the best or worst week', () => {
  // Today is a Thursday: the 12 whole weeks before this one are Monday 7 September to Sunday 29 November.
  const mondays = Array.from({ length: 12 }, (_, index) => addDays('2026-09-07', 7 * index)!);
  const weeks = mondays.map((monday) => {
    const open = DAYS.filter(
      (day) => day.date >= monday && day.date <= addDays(monday, 6)! && day.total_sales_cents > 0,
    );
    return {
      monday,
      sales: open.reduce((total, day) => total + day.total_sales_cents, 0),
      open: open.length,
    };
  });

  it('reads a week asked as the 12 whole weeks before this one', () => {
    for (const question of [
      '¿Cuál fue mi peor semana?',
      '¿cuál fue mi mejor semana?',
      '¿qué semana vendí más?',
    ])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'best_day',
        range: { from: '2026-09-07', to: '2026-11-29' },
      });
    // A day of a week is still the best day.
    expect(understand('¿Cuál fue mi mejor día de la semana pasada?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-23', to: '2026-11-29' },
    });
  });

  it('names the week that sold least, its open days, and the mean of the weeks beside it', async () => {
    const ranked = [...weeks].sort((a, b) => a.sales - b.sales);
    const worst = ranked[0]!;
    const total = weeks.reduce((sum, week) => sum + week.sales, 0);
    const answered = await ask('¿Cuál fue mi peor semana?');
    expect(answered.quoted).toMatchObject({
      week_sales_cents: worst.sales,
      week_days_open: worst.open,
      mean_week_sales_cents: divideRounded(total, 12),
      weeks_ranked: 12,
      week_vs_mean_pct: pctChangeOfRatios(worst.sales, 1, total, 12),
      week_2_sales_cents: ranked[1]!.sales,
    });
    expect(worst.monday).toBe('2026-11-02');
    expect(answered.answer).toMatch(
      /^Tu semana más floja del lunes 7 de septiembre al domingo 29 de noviembre fue la semana del 2 al 8 de noviembre: vendiste .* menos que el promedio de sus 12 semanas con ventas/,
    );
  });

  // Since 2026-12-07; before, "¿y la peor?" ranked the days.
  it('answers "¿y la peor?" after the best week with the worst week', async () => {
    const reader = fakeReader({ [SALES_DAYS_PATH]: { attributes: { days: DAYS } } });
    const options = { today: TODAY, reader, requiredPlanOf: () => 'starter' as const };
    const best = await answerWithRules({
      question: '¿Cuál ha sido mi mejor semana?',
      previous: null,
      ...options,
    });
    const worst = await answerWithRules({ question: '¿Y la peor?', previous: best.state, ...options });
    const alone = await ask('¿Cuál ha sido mi peor semana?');
    expect(worst.answer).toBe(alone.answer);
    expect(worst.answer).toMatch(/^Tu semana más floja/);
  });

  it('says a week that crosses a month with both months, and the week in course as left out', async () => {
    const answered = await ask('¿Cuál fue mi mejor semana de noviembre?');
    expect(answered.answer).toMatch(
      /\(sin contar la semana del 26 de octubre al 1 de noviembre y la semana del 30 de noviembre al 6 de diciembre, que no están completas\)/,
    );
  });
});

// Since 2026-12-06; before, a week ending today was cut until the next day.
describe('a week that ends today, after its corte Z', () => {
  it('is whole, and ranked', async () => {
    const sunday = '2026-11-29';
    const question = '¿Cuál fue mi mejor semana de noviembre?';
    const answered = await answerWithRules({
      question,
      today: sunday,
      previous: null,
      reader: fakeReader({
        [SALES_DAYS_PATH]: { attributes: { days: DAYS.filter((day) => day.date <= sunday) } },
      }),
      requiredPlanOf: () => 'starter',
      understanding: understand(question, sunday, null, { todayClosed: true }),
    });
    expect(answered.answer).toMatch(
      /\(sin contar la semana del 26 de octubre al 1 de noviembre, que no está completa\)/,
    );
    expect(answered.answer).not.toMatch(/23 al 29 de noviembre, que no/);
  });
});

describe('the best or worst quincena', () => {
  // The 1st to the 15th and the 16th to the month's end; the 6 whole ones before this one.
  const halves = ['2026-09-01', '2026-09-16', '2026-10-01', '2026-10-16', '2026-11-01', '2026-11-16'].map(
    (first) => {
      const last = first.endsWith('-01') ? `${first.slice(0, 8)}15` : `${first.slice(0, 8)}31`;
      const open = DAYS.filter(
        (day) => day.date >= first && day.date <= last && day.date.slice(0, 7) === first.slice(0, 7),
      ).filter((day) => day.total_sales_cents > 0);
      return { first, sales: open.reduce((sum, day) => sum + day.total_sales_cents, 0), open: open.length };
    },
  );

  it.each([
    ['¿Cuál fue mi mejor quincena?', '2026-06-01', '2026-11-30'],
    ['¿En qué quincena vendí más?', '2026-06-01', '2026-11-30'],
    ['¿Qué quincena fue mejor en noviembre?', '2026-11-01', '2026-11-30'],
  ])('%s ranks the quincenas from %s to %s (before 2026-12-06, the payday effect)', (question, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'best_day', range: { from, to } });
  });

  it('names the half of a month that sold most, beside the mean of the whole ones', async () => {
    const ranked = [...halves].sort((a, b) => b.sales - a.sales);
    const total = halves.reduce((sum, half) => sum + half.sales, 0);
    const best = ranked[0]!;
    const answered = await ask('¿Cuál fue mi mejor quincena?');
    expect(answered.quoted).toMatchObject({
      quincena_sales_cents: best.sales,
      quincena_days_open: best.open,
      mean_quincena_sales_cents: divideRounded(total, halves.length),
      quincenas_ranked: halves.length,
    });
    expect(best.first).toBe('2026-10-16');
    expect(answered.answer).toMatch(
      /^Tu mejor quincena del lunes 1 de junio al lunes 30 de noviembre fue la segunda quincena de octubre: vendiste .* Le siguen la primera quincena de octubre/,
    );
    // "¿Vendo más en quincena?" stays the payday's effect.
    expect(understand('¿Vendo más en quincena?', TODAY, null)).toMatchObject({ intent: 'sales_total' });
  });
});
