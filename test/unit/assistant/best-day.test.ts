/**
 * The days of a period: its best or worst day, and its average day ("¿cuál fue mi venta promedio
 * diaria?"), both over the open days (a corte Z with sales, analytics/sales.ts `isOpenDay`), from
 * one read of the period's days. Every expected figure is computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-03';
/** November's first week: the 3rd had no corte Z, the 6th a corte Z with no sales. */
const SOLD: Record<string, number> = {
  '2026-11-01': 3_000_000,
  '2026-11-02': 2_500_000,
  '2026-11-04': 4_100_000,
  '2026-11-05': 2_000_000,
};

type Day = SalesDaysAttributes['days'][number];
const DAYS: Day[] = [
  ...Object.entries(SOLD).map(([date, sales]) => soldDay(date, sales)),
  soldDay('2026-11-06', 0),
].sort((a, b) => a.date.localeCompare(b.date));

const ask = (question: string) =>
  askRules(
    question,
    { [SALES_DAYS_PATH]: { attributes: { days: DAYS } } },
    {
      today: TODAY,
      requiredPlanOf: () => 'starter',
    },
  );

const sales = Object.values(SOLD);
const total = sales.reduce((sum, cents) => sum + cents, 0);
const average = divideRounded(total, sales.length)!;

describe('the days of a period', () => {
  it.each([
    ['¿cuál fue mi venta promedio diaria del 1 al 6 de noviembre?'],
    ['¿cuánto vendí en promedio al día del 1 al 6 de noviembre?'],
  ])('%s: the open days, their total over their count, in one read', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('best_day');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=2026-11-01&date_to=2026-11-06`]);
    expect(answered.quoted).toEqual({
      mean_day_sales_cents: average,
      total_sales_cents: total,
      days_with_sales: sales.length,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al viernes 6 de noviembre vendiste en promedio ${money(average)} al día con IVA: ${money(total)} en 4 días abiertos.`,
    );
  });

  it('lists each day when asked day by day, a day not open said so', async () => {
    const answered = await ask('¿cuánto vendí cada día del 1 al 6 de noviembre?');
    expect(answered.intent).toBe('best_day');
    expect(answered.quoted).toEqual(
      Object.fromEntries(Object.entries(SOLD).map(([date, cents]) => [`day_sales_cents_${date}`, cents])),
    );
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al viernes 6 de noviembre vendiste, con IVA: domingo 1 de noviembre, ${money(SOLD['2026-11-01']!)}; lunes 2 de noviembre, ${money(SOLD['2026-11-02']!)}; martes 3 de noviembre, sin corte Z; miércoles 4 de noviembre, ${money(SOLD['2026-11-04']!)}; jueves 5 de noviembre, ${money(SOLD['2026-11-05']!)}; viernes 6 de noviembre, corte Z sin venta.`,
    );
  });

  it('ranks the best day against the mean of the open days', async () => {
    const answered = await ask('¿cuál fue mi mejor día del 1 al 6 de noviembre?');
    const best = Math.max(...sales);
    expect(answered.quoted).toMatchObject({
      day_sales_cents: best,
      mean_day_sales_cents: average,
      days_with_sales: 4,
    });
    expect(answered.answer).toMatch(
      /fue el miércoles 4 de noviembre: vendiste \$41,000\.00, .* que el promedio de sus 4 días abiertos/,
    );
  });

  it('ranks a whole year, to its last closed day, in its one read', async () => {
    const answered = await ask('¿cuál fue mi peor día de 2026?');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=2026-01-01&date_to=2026-12-02`]);
    expect(answered.quoted.day_sales_cents).toBe(Math.min(...sales));
  });
});

describe('the day with the most or fewest diners', () => {
  /** The same open days with their diners: the most sales (the 4th) is not the most diners (the 1st). */
  const COVERS: Record<string, number> = {
    '2026-11-01': 180,
    '2026-11-02': 95,
    '2026-11-04': 150,
    '2026-11-05': 90,
  };
  const withCovers = DAYS.map((entry) => ({ ...entry, covers: COVERS[entry.date] ?? null }));
  const askCovers = (question: string, days: Day[] = withCovers) =>
    askRules(
      question,
      { [SALES_DAYS_PATH]: { attributes: { days } } },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );
  const diners = Object.values(COVERS);
  const mean = divideRounded(
    diners.reduce((sum, count) => sum + count, 0),
    diners.length,
  )!;

  it.each([
    // A holiday is said beside the day (since 2026-12-06).
    [
      '¿cuál fue el día con más clientes del 1 al 6 de noviembre?',
      '2026-11-01',
      'domingo 1 de noviembre',
      ' \\(Día de Todos los Santos\\)',
    ],
    ['¿qué día vino menos gente del 1 al 6 de noviembre?', '2026-11-05', 'jueves 5 de noviembre', ''],
  ])('%s: ranked by the diners, against their mean', async (question, date, name, holiday) => {
    const answered = await askCovers(question);
    expect(answered.intent).toBe('best_day');
    expect(answered.quoted).toMatchObject({
      day: name,
      day_covers: COVERS[date],
      mean_day_covers: mean,
      days_with_sales: 4,
    });
    expect(answered.answer).toMatch(new RegExp(`fue el ${name}${holiday}: ${COVERS[date]} comensales, `));
  });

  it("lists each day's diners when asked day by day, a day not open or unsent said so", async () => {
    const unsent = withCovers.map((entry) =>
      entry.date === '2026-11-05' ? { ...entry, covers: null } : entry,
    );
    const answered = await askCovers('¿cuántos clientes tuve cada día del 1 al 6 de noviembre?', unsent);
    expect(answered.intent).toBe('best_day');
    const listed = Object.entries(COVERS).filter(([date]) => date !== '2026-11-05');
    expect(answered.quoted).toEqual(
      Object.fromEntries(listed.map(([date, count]) => [`day_covers_${date}`, count])),
    );
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al viernes 6 de noviembre atendiste: domingo 1 de noviembre, ${COVERS['2026-11-01']} comensales; lunes 2 de noviembre, ${COVERS['2026-11-02']} comensales; martes 3 de noviembre, sin corte Z; miércoles 4 de noviembre, ${COVERS['2026-11-04']} comensales; jueves 5 de noviembre, sin comensales registrados; viernes 6 de noviembre, corte Z sin venta.`,
    );
  });

  it('says the diners unknown when an open day sent none, and ranks nothing', async () => {
    const answered = await askCovers('¿cuál fue el día con más clientes del 1 al 6 de noviembre?', DAYS);
    expect(answered.quoted).not.toHaveProperty('day_covers');
    expect(answered.answer).toMatch(/no tengo los comensales de todos tus días abiertos/);
  });
});

describe('the average day asked plainly, of the sales or the diners', () => {
  it('reads "¿cuánto vendo al día?" as the average open day, not yesterday', () => {
    expect(understand('¿cuánto vendo al día?', TODAY, null)).toMatchObject({
      intent: 'best_day',
      range: { from: '2026-11-05', to: '2026-12-02' },
    });
    expect(understand('¿cuánto vendí al día de hoy?', TODAY, null)).toMatchObject({ intent: 'sales_total' });
  });

  it.each(['¿cuántas mesas atiendo por día?', '¿cuántos clientes tengo diario?'])(
    'reads "%s" as the average open day of the last 28 days, not yesterday',
    (question) => {
      expect(understand(question, TODAY, null)).toMatchObject({
        intent: 'best_day',
        range: { from: '2026-11-05', to: '2026-12-02' },
      });
    },
  );

  it.each([
    ['¿cuántos clientes tengo al día del 1 al 6 de noviembre?', 'covers'],
    ['¿cuántas mesas atiendo al día del 1 al 6 de noviembre?', 'tables'],
  ] as const)("%s: the open days' diners and tables over their count, whole", async (question, lead) => {
    const COVERS: Record<string, number> = {
      '2026-11-01': 181,
      '2026-11-02': 95,
      '2026-11-04': 150,
      '2026-11-05': 90,
    };
    const days = DAYS.map((entry) => ({
      ...entry,
      covers: COVERS[entry.date] ?? null,
      tables_served: COVERS[entry.date] === undefined ? null : Math.round(COVERS[entry.date]! / 3),
    }));
    const answered = await askRules(
      question,
      { [SALES_DAYS_PATH]: { attributes: { days } } },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );
    const open = days.filter((entry) => entry.total_sales_cents > 0);
    const mean = (key: 'covers' | 'tables_served') =>
      divideRounded(
        open.reduce((sum, entry) => sum + entry[key]!, 0),
        open.length,
      )!;
    expect(answered.intent).toBe('best_day');
    expect(answered.quoted).toEqual({
      mean_day_covers: mean('covers'),
      mean_day_tables: mean('tables_served'),
      days_with_sales: open.length,
    });
    // The figure asked leads: the diners, or the tables with the diners beside them.
    const said =
      lead === 'covers'
        ? `${mean('covers')} comensales al día en ${mean('tables_served')} mesas`
        : `${mean('tables_served')} mesas al día (${mean('covers')} comensales)`;
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al viernes 6 de noviembre atendiste en promedio ${said}: ${open.length} días abiertos.`,
    );
  });
});

describe('one weekday of a period ranked', () => {
  // Thursday 3 December: the weekday habit's 8 weeks run from Thursday 8 October to Wednesday 2.
  const sundays: Record<string, number> = {
    '2026-11-08': 3_100_000,
    '2026-11-15': 3_900_000,
    '2026-11-22': 2_700_000,
    '2026-11-29': 3_300_000,
  };
  const days: Day[] = [
    ...Object.entries(sundays).map(([date, cents]) => soldDay(date, cents)),
    // A Saturday that sold more than any Sunday: not a Sunday, not ranked.
    soldDay('2026-11-28', 5_000_000),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const askSundays = (question: string) =>
    askRules(
      question,
      { [SALES_DAYS_PATH]: { attributes: { days } } },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );

  it("ranks that weekday's days of the habit's weeks, against their own mean", async () => {
    // Before, out of the domain ("¿cuál fue mi mejor domingo?") or last Sunday's sales.
    const answered = await askSundays('¿Cuál fue mi mejor domingo?');
    expect(answered.intent).toBe('best_day');
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=2026-10-08&date_to=2026-12-02`]);
    const cents = Object.values(sundays);
    const mean = divideRounded(
      cents.reduce((sum, value) => sum + value, 0),
      cents.length,
    )!;
    expect(answered.quoted).toMatchObject({
      day: 'domingo 15 de noviembre',
      day_sales_cents: 3_900_000,
      mean_day_sales_cents: mean,
      days_with_sales: 4,
    });
    expect(answered.answer).toMatch(
      /^Tu mejor domingo del jueves 8 de octubre al miércoles 2 de diciembre fue el domingo 15 de noviembre \(El Buen Fin\): vendiste \$39,000\.00, .* que el promedio de sus 4 domingos abiertos/,
    );
    expect((await askSundays('¿Cuál fue el peor domingo de noviembre?')).answer).toMatch(
      /^Tu domingo más flojo del domingo 1 de noviembre al lunes 30 de noviembre fue el domingo 22 de noviembre/,
    );
  });
});

describe('the best or worst day and why', () => {
  // Two weeks of February 2027: Mondays (1st, 8th) weak, with fewer diners who spend about as much.
  const FEBRUARY: Day[] = Array.from({ length: 14 }, (_, index) => {
    const date = `2027-02-${String(index + 1).padStart(2, '0')}`;
    const monday = index % 7 === 0;
    const covers = monday ? 100 + index : 200 + index;
    return { ...soldDay(date, covers * 15_000), covers };
  });

  it('says no holiday beside a day of the holiday asked', async () => {
    // Buen Fin 2026: Friday 13 to Monday 16 November; its Saturday sold most.
    const days = [
      soldDay('2026-11-13', 4_000_000),
      soldDay('2026-11-14', 6_000_000),
      soldDay('2026-11-15', 5_000_000),
      soldDay('2026-11-16', 3_000_000),
    ];
    const answered = await askRules(
      '¿Cuál fue el mejor día del Buen Fin?',
      { [SALES_DAYS_PATH]: { attributes: { days } } },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );
    expect(answered.answer).toContain('fue el sábado 14 de noviembre: vendiste $60,000.00');
  });

  it('names the day, then its weekday against the mean day, and its diners and their spend', async () => {
    // Before 2026-12-06, February's profit against January's (a why of two periods).
    const answered = await askRules(
      '¿Cuál fue mi peor día de febrero y por qué?',
      { [SALES_DAYS_PATH]: { attributes: { days: FEBRUARY } } },
      { today: '2027-02-15', requiredPlanOf: () => 'starter' },
    );
    expect(answered.intent).toBe('best_day');
    const total = FEBRUARY.reduce((sum, entry) => sum + entry.total_sales_cents, 0);
    const covers = FEBRUARY.reduce((sum, entry) => sum + entry.covers!, 0);
    const mondays = [FEBRUARY[0]!, FEBRUARY[7]!];
    const mondaysMean = (mondays[0]!.total_sales_cents + mondays[1]!.total_sales_cents) / 2;
    const pctAgainst = (value: number, mean: number) => Math.round(((value - mean) / mean) * 1_000) / 10;
    const weekdayGap = pctAgainst(mondaysMean, total / 14);
    const coversGap = pctAgainst(100, covers / 14);
    const spendGap = pctAgainst(15_000, total / covers);
    expect(answered.quoted).toMatchObject({
      day_sales_cents: 1_500_000,
      weekday_mean_sales_cents: mondaysMean,
      weekday_vs_mean_pct: weekdayGap,
      day_covers: 100,
      day_covers_vs_mean_pct: coversGap,
      day_sales_per_cover_cents: 15_000,
      day_spend_vs_mean_pct: spendGap,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Tu día más flojo del lunes 1 de febrero al domingo 14 de febrero fue el lunes 1 de febrero \\(Día de la Constitución\\): .* Por qué: era lunes, y tus 2 lunes promediaron \\${money(mondaysMean)}, ${Math.abs(weekdayGap).toFixed(1)}% menos que tu día promedio; ese día atendiste 100 comensales, ${Math.abs(coversGap).toFixed(1)}% menos que tu día promedio, y cada uno gastó \\${money(15_000)}, ${Math.abs(spendGap).toFixed(1)}% (más|menos) que en el promedio\\.$`,
      ),
    );
  });
});
