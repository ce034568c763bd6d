/**
 * The cash answer of a period longer than a day (cash-variance.ts): each corte with a shortage or
 * surplus named with its own amount, % and colour (the day's answer's), the worst first when one is
 * yellow or red, and the period as the cash_variance_pct KPI defines it (Σ |variance| with its %),
 * the net apart. The read is built as the use case builds it (`reconciliation`, `summarizeVariance`
 * of the period and of each closing); every expected figure is computed here from the closings.
 */
import { describe, expect, it } from 'vitest';
import type { ReconciliationCube, ReconciliationRecord } from '#shared/domain/analytics/cubes.ts';
import {
  reconciliation,
  reconciliationRecords,
  summarizeVariance,
} from '#shared/domain/analytics/reconciliation.ts';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { day, money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-03';
const PATH = '/api/v1/intelligence/sales/reconciliation';
const LAST_WEEK = { from: '2026-11-23', to: '2026-11-29' };

interface Closing {
  date: string;
  variance: number | null;
  base: number;
  register?: string;
  cashier?: string;
}

let folio = 0;
function record({ date, variance, base, register = 'Caja 1', cashier }: Closing): ReconciliationRecord {
  folio += 1;
  return {
    folio: `Z-${folio}`,
    date,
    shift: null,
    cashier: cashier ?? null,
    cash_register: register,
    start_at: `${date}T09:00:00-06:00`,
    end_at: `${date}T23:30:00-06:00`,
    cash_cents: base,
    card_cents: null,
    tips_cents: null,
    total_cents: base,
    cash_theoretical_cents: base,
    cash_actual_cents: variance === null ? null : base + variance,
    variance_cents: variance,
    variance_base_cents: base,
    variance_pct: null,
    variance_status: null,
  };
}

/** The reconciliation read of `range` over `closings`, as getReconciliationWithVariance answers it. */
function readOf(closings: readonly Closing[], range = LAST_WEEK) {
  const records = closings.filter((c) => c.date >= range.from && c.date <= range.to).map(record);
  const cubes: ReconciliationCube[] = [...new Set(records.map((r) => r.date))].map((date) => ({
    date,
    records: records.filter((r) => r.date === date),
  }));
  // In the reconciliation's order, as the use case: record_variances go one per record.
  const ordered = reconciliationRecords(cubes);
  return {
    [PATH]: {
      attributes: reconciliation(cubes),
      meta: {
        variance: summarizeVariance(ordered),
        record_variances: ordered.map((r) => summarizeVariance([r])),
      },
    },
  };
}

const ask = (question: string, closings: readonly Closing[], range = LAST_WEEK) =>
  askRules(question, readOf(closings, range), { today: TODAY, requiredPlanOf: () => 'starter' });

/** A closing's % and colour, from its own figures: |variance| / expected cash, the spec's 1 and 3. */
const ownPct = (c: Closing) => divideRounded(Math.abs(c.variance!) * 100, c.base, 1)!;
const colour = (variance: number, base: number) => {
  const ratio = (Math.abs(variance) * 100) / base;
  return ratio < 1 ? 'en verde' : ratio <= 3 ? 'en amarillo' : 'en rojo';
};
const ownColour = (c: Closing) => colour(c.variance!, c.base);
const LIMITS = '(lo sano es menos de 1.0%; arriba de 3.0% es rojo)';
const kind = (c: Closing) => (c.variance! < 0 ? 'faltante' : 'sobrante');
const phrase = (c: Closing, label: string) =>
  `el ${label} (${kind(c)} de ${money(c.variance!)}, ${pct(ownPct(c))} de su efectivo esperado, ${ownColour(c)})`;
/** The period's pair: Σ |variance| and Σ |variance| / Σ expected cash over the measured closings. */
const measured = (closings: readonly Closing[]) => closings.filter((c) => c.variance !== null);
const gross = (closings: readonly Closing[]) =>
  measured(closings).reduce((sum, c) => sum + Math.abs(c.variance!), 0);
const base = (closings: readonly Closing[]) => measured(closings).reduce((sum, c) => sum + c.base, 0);
const net = (closings: readonly Closing[]) => measured(closings).reduce((sum, c) => sum + c.variance!, 0);
const grossPct = (closings: readonly Closing[]) => divideRounded(gross(closings) * 100, base(closings), 1)!;

// The demo's week: Saturday's $1,000 shortage is red; the rest small; Monday's corte has no count.
const SATURDAY: Closing = { date: '2026-11-28', variance: -100_000, base: 2_300_000 };
const WEDNESDAY: Closing = { date: '2026-11-25', variance: 1_200, base: 1_100_000 };
const TUESDAY: Closing = { date: '2026-11-24', variance: -800, base: 1_000_000 };
const WEEK: Closing[] = [
  { date: '2026-11-23', variance: null, base: 900_000 },
  TUESDAY,
  WEDNESDAY,
  { date: '2026-11-26', variance: 0, base: 3_500_000 },
  { date: '2026-11-27', variance: 0, base: 4_000_000 },
  SATURDAY,
  { date: '2026-11-29', variance: 0, base: 3_000_000 },
];
const PERIOD = 'Del lunes 23 de noviembre al domingo 29 de noviembre';

describe('the cash answer of a period', () => {
  it('leads with the red corte of a week that adds up green, and names the others', async () => {
    const answered = await ask('¿hubo faltantes la semana pasada?', WEEK);
    expect(answered.intent).toBe('cash_variance');
    expect(answered.calls).toEqual([`${PATH}?date_from=2026-11-23&date_to=2026-11-29`]);
    // The period is green, its Saturday red: the verdict is Saturday's.
    expect(colour(gross(WEEK), base(WEEK))).toBe('en verde');
    expect(ownColour(SATURDAY)).toBe('en rojo');
    expect(answered.answer).toBe(
      `${PERIOD}, el corte Z del sábado 28 de noviembre tuvo un faltante de ${money(SATURDAY.variance!)}, ` +
        `${pct(ownPct(SATURDAY))} de su efectivo esperado. Está en rojo ${LIMITS}. ` +
        `En todo el periodo, faltantes y sobrantes sumados (sin que uno cancele al otro) dan ${money(gross(WEEK))}, ` +
        `${pct(grossPct(WEEK))} del efectivo esperado. ` +
        `Restando los sobrantes de los faltantes, en neto faltaron ${money(net(WEEK))}. ` +
        `Los otros cortes con diferencia, de mayor a menor: ${phrase(WEDNESDAY, 'corte Z del miércoles 25 de noviembre')} ` +
        `y ${phrase(TUESDAY, 'corte Z del martes 24 de noviembre')}.`,
    );
    expect(answered.quoted).toEqual({
      corte_1: 'corte Z del sábado 28 de noviembre',
      corte_1_variance_cents: SATURDAY.variance,
      corte_1_variance_pct: ownPct(SATURDAY),
      cash_variance_pct_benchmark_green: 1,
      cash_variance_pct_benchmark_red: 3,
      gross_variance_cents: gross(WEEK),
      cash_variance_pct: grossPct(WEEK),
      variance_cents: net(WEEK),
      corte_2: 'corte Z del miércoles 25 de noviembre',
      corte_2_variance_cents: WEDNESDAY.variance,
      corte_2_variance_pct: ownPct(WEDNESDAY),
      corte_3: 'corte Z del martes 24 de noviembre',
      corte_3_variance_cents: TUESDAY.variance,
      corte_3_variance_pct: ownPct(TUESDAY),
    });
  });

  it("gives a corte the same amount, % and colour as that day's own answer", async () => {
    const week = await ask('¿hubo faltantes la semana pasada?', WEEK);
    const saturday = { from: '2026-11-28', to: '2026-11-28' };
    const day = await ask('¿me faltó dinero el sábado 28?', WEEK, saturday);
    expect(day.period).toEqual(saturday);
    // The single day's answer is as it was: the day's net, its % and colour.
    expect(day.answer).toBe(
      `El sábado 28 de noviembre tuviste un faltante de ${money(SATURDAY.variance!)} en caja, ${pct(ownPct(SATURDAY))} del efectivo esperado. Está en rojo ${LIMITS}.`,
    );
    expect(day.quoted.variance_cents).toBe(week.quoted.corte_1_variance_cents);
    expect(day.quoted.cash_variance_pct).toBe(week.quoted.corte_1_variance_pct);
  });

  it('one other corte is named alone', async () => {
    const answered = await ask('¿hubo faltantes la semana pasada?', [SATURDAY, TUESDAY]);
    const other = phrase(TUESDAY, 'corte Z del martes 24 de noviembre');
    expect(answered.answer.endsWith(` El otro corte con diferencia: ${other}.`), answered.answer).toBe(true);
  });

  it('a week of small shortages only: their sum and %, its colour, each corte named', async () => {
    const small = WEEK.map((c) =>
      c === SATURDAY ? { ...c, variance: -1_500 } : c === WEDNESDAY ? { ...c, variance: -300 } : c,
    );
    const answered = await ask('¿me faltó dinero la semana pasada?', small);
    const [saturday, tuesday, wednesday] = [small[5]!, small[1]!, small[2]!];
    expect(answered.answer).toBe(
      `${PERIOD}, los faltantes suman ${money(gross(small))}, ${pct(grossPct(small))} del efectivo esperado. Está en verde ${LIMITS}. ` +
        `Los cortes con diferencia, de mayor a menor: ${phrase(saturday, 'corte Z del sábado 28 de noviembre')}, ` +
        `${phrase(tuesday, 'corte Z del martes 24 de noviembre')} y ${phrase(wednesday, 'corte Z del miércoles 25 de noviembre')}.`,
    );
    // Shortages alone: the sum is the net's size, said once, as the KPI's pair.
    expect(gross(small)).toBe(-net(small));
    expect(answered.quoted.gross_variance_cents).toBe(gross(small));
    expect(answered.quoted.cash_variance_pct).toBe(grossPct(small));
    expect(answered.quoted).not.toHaveProperty('variance_cents');
  });

  it('caps the list at five cortes and counts the rest; a yellow corte leads before larger green ones', async () => {
    // Eight days, one corte each: the yellow one (1.5 %) is not the largest amount.
    const days: Closing[] = [
      { date: '2026-11-23', variance: -9_000, base: 1_000_000 },
      { date: '2026-11-24', variance: 8_000, base: 1_000_000 },
      { date: '2026-11-25', variance: -7_000, base: 1_000_000 },
      { date: '2026-11-26', variance: -3_000, base: 200_000 },
      { date: '2026-11-27', variance: -6_000, base: 1_000_000 },
      { date: '2026-11-28', variance: 5_000, base: 1_000_000 },
      { date: '2026-11-29', variance: -4_000, base: 1_000_000 },
    ];
    const answered = await ask('¿hubo faltantes la semana pasada?', days);
    const yellow = days[3]!;
    expect(ownColour(yellow)).toBe('en amarillo');
    const others = days
      .filter((c) => c !== yellow)
      .sort((a, b) => Math.abs(b.variance!) - Math.abs(a.variance!));
    expect(answered.answer).toMatch(
      new RegExp(
        `^${PERIOD}, el corte Z del jueves 26 de noviembre tuvo un faltante de \\${money(yellow.variance!)}, ${pct(ownPct(yellow)).replace('.', '\\.')} de su efectivo esperado\\. Está en amarillo`,
      ),
    );
    expect(answered.quoted.corte_1_variance_cents).toBe(yellow.variance);
    for (const [index, c] of others.slice(0, 4).entries()) {
      expect(answered.quoted[`corte_${index + 2}_variance_cents`]).toBe(c.variance);
      expect(answered.quoted[`corte_${index + 2}_variance_pct`]).toBe(ownPct(c));
    }
    expect(answered.quoted).not.toHaveProperty('corte_6');
    expect(answered.quoted.more_cortes_with_difference).toBe(others.length - 4);
    expect(answered.answer).toMatch(/ y 2 cortes más con diferencias menores\.$/);
  });

  it('names the register when the cortes were taken at more than one', async () => {
    const two: Closing[] = [
      { date: '2026-11-28', variance: -100_000, base: 2_300_000, register: 'Caja 2' },
      { date: '2026-11-28', variance: 0, base: 1_000_000, register: 'Caja 1' },
    ];
    const answered = await ask('¿hubo faltantes la semana pasada?', two);
    expect(answered.quoted.corte_1).toBe('corte Z del sábado 28 de noviembre');
    expect(answered.quoted.corte_1_register).toBe('Caja 2');
    expect(answered.answer).toMatch(/, el corte Z del sábado 28 de noviembre en Caja 2 tuvo un faltante /);
    expect(answered.answer).toMatch(/Fue el único de tus 2 cortes con diferencia\.$/);
    expect(answered.quoted.cortes_count).toBe(two.length);
  });

  it('writes the year of a corte outside the current one, as every answer writes a date', async () => {
    const december = { from: '2025-12-01', to: '2025-12-31' };
    const closings: Closing[] = [
      { date: '2025-12-20', variance: -100_000, base: 2_300_000 },
      { date: '2025-12-21', variance: 0, base: 2_000_000 },
    ];
    const answered = await ask('¿hubo faltantes en diciembre de 2025?', closings, december);
    expect(answered.period).toEqual(december);
    expect(answered.quoted.corte_1).toBe('corte Z del sábado 20 de diciembre de 2025');
  });

  it('a week whose cortes all balanced says so, with their count', async () => {
    const even = WEEK.map((c) => (c.variance === null ? c : { ...c, variance: 0 }));
    const answered = await ask('¿hubo faltantes la semana pasada?', even);
    expect(answered.answer).toBe(
      `${PERIOD} la caja cuadró exacto en tus ${even.length} cortes: $0.00 de diferencia, sin faltante ni sobrante.`,
    );
    expect(answered.quoted).toEqual({ variance_cents: 0, cortes_count: even.length });
  });
});

describe('who closed the register', () => {
  const CASHIERS = ['Lourdes Barragán', 'Luis Pérez'];
  const staffed = WEEK.map((closing, index) => ({ ...closing, cashier: CASHIERS[index % 2]! }));

  it("names the corte's cashier before its difference (before, the difference alone or nothing)", async () => {
    const day = { from: SATURDAY.date, to: SATURDAY.date };
    const answered = await ask('¿Quién cerró la caja el sábado?', staffed, day);
    expect(answered.intent).toBe('cash_variance');
    const cashier = staffed.find((closing) => closing.date === SATURDAY.date)!.cashier;
    expect(answered.quoted).toMatchObject({ cashier_1: cashier });
    expect(answered.answer).toMatch(
      new RegExp(
        `^El corte Z del sábado 28 de noviembre lo hizo ${cashier}\\. El sábado 28 de noviembre tuviste un faltante de`,
      ),
    );
  });

  it("lists a week's cortes with their cashiers, and says when the cortes name none", async () => {
    const week = await ask('¿Quién hizo el corte la semana pasada?', staffed);
    expect(week.intent).toBe('cash_variance');
    expect(week.answer).toMatch(
      /^Los cortes Z los hicieron Lourdes Barragán el lunes 23 de noviembre, Luis Pérez el martes 24 de noviembre, .* y Lourdes Barragán el domingo 29 de noviembre\. /,
    );
    // More than a week's: the cashiers, each with how many cortes.
    const tenDays = Array.from({ length: 10 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      variance: 0,
      base: 1_000_000,
      cashier: CASHIERS[index % 3 === 0 ? 1 : 0]!,
    }));
    const month = await ask('¿Quién hizo los cortes del 1 al 10 de noviembre?', tenDays, {
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(month.answer).toMatch(
      /^Tus 10 cortes Z los hicieron Lourdes Barragán \(6\) y Luis Pérez \(4\)\. /,
    );
    expect((await ask('¿Quiénes hicieron los cortes la semana pasada?', WEEK)).answer).toMatch(
      /^Tus cortes de esos días no traen quién los hizo \(el cajero del corte Z\)\. /,
    );
  });
});

// Since 2026-12-06; before, yesterday's difference, or a waiter's sales for "¿quién…?".
describe('the cashiers ranked by their shortages', () => {
  const LAST_28 = { from: '2026-11-05', to: '2026-12-02' };
  const CASHIERS = ['Lourdes Barragán', 'Luis Pérez', 'Ana Soto'];
  // Ana's cortes all square; Lourdes's and Luis's every third is short, by a day-dependent amount.
  const closings = Array.from({ length: 28 }, (_, index) => ({
    date: addDays(LAST_28.from, index)!,
    variance: index % 3 === 2 ? 0 : index % 2 === 0 ? -(10_000 + index * 500) : index * 300,
    base: 1_000_000,
    cashier: CASHIERS[index % 3]!,
  }));
  const shortOf = (name: string) => {
    const own = closings.filter((closing) => closing.cashier === name);
    const short = own.filter((closing) => closing.variance < 0);
    return {
      cents: short.reduce((sum, closing) => sum - closing.variance, 0),
      short: short.length,
      cortes: own.length,
    };
  };

  it.each([['¿Qué cajero tiene más faltantes?'], ['¿Quién tiene más faltantes en caja?']])(
    '%s: the last 28 closed days, the most short first, the clean ones named',
    async (question) => {
      expect(understand(question, TODAY, null)).toMatchObject({ intent: 'cash_variance', range: LAST_28 });
      const answered = await ask(question, closings, LAST_28);
      const [first, second] = ['Lourdes Barragán', 'Luis Pérez']
        .map((name) => ({ name, ...shortOf(name) }))
        .sort((a, b) => b.cents - a.cents);
      expect(answered.answer).toBe(
        `Del jueves 5 de noviembre al miércoles 2 de diciembre, quien más faltantes tuvo fue ${first!.name}, ${money(first!.cents)} en ${first!.short} de sus ${first!.cortes} cortes; le sigue ${second!.name}, ${money(second!.cents)} en ${second!.short} de sus ${second!.cortes} cortes. Sin faltante: Ana Soto.`,
      );
    },
  );

  it('ranks the overages when asked, and says when no corte was off', async () => {
    const over = await ask('¿Qué cajero tuvo más sobrantes?', closings, LAST_28);
    const luis = closings.filter((c) => c.cashier === 'Luis Pérez' && c.variance > 0);
    const lourdes = closings.filter((c) => c.cashier === 'Lourdes Barragán' && c.variance > 0);
    expect(luis.length + lourdes.length).toBeGreaterThan(0);
    expect(over.answer).toMatch(/, quien más sobrantes tuvo fue /);
    const square = closings.map((closing) => ({ ...closing, variance: 0 }));
    expect((await ask('¿Qué cajero tiene más faltantes?', square, LAST_28)).answer).toBe(
      'Del jueves 5 de noviembre al miércoles 2 de diciembre ninguno de tus 28 cortes Z con cajero tuvo faltante.',
    );
  });
});

// Since 2026-12-06; before, yesterday's difference.
describe('«¿ya cerré caja?» once today’s corte Z is in', () => {
  it("says yes, then today's difference", async () => {
    const today = [{ date: TODAY, variance: -5_000, base: 1_000_000 }];
    const answered = await ask('¿Ya cerré caja?', today, { from: TODAY, to: TODAY });
    expect(answered.intent).toBe('cash_variance');
    expect(answered.answer).toMatch(
      /^Sí: el corte Z de hoy ya llegó\. Hoy, jueves 3 de diciembre, tuviste un faltante de \$50\.00/,
    );
  });
});

describe('when the corte was taken', () => {
  const staffed = WEEK.map((closing) => ({ ...closing, cashier: 'Lourdes Barragán' }));

  it("¿A qué hora cerré caja el sábado?: that corte's end_at, and who (before, the peak hour)", async () => {
    const day = { from: SATURDAY.date, to: SATURDAY.date };
    const answered = await ask('¿A qué hora cerré caja el sábado?', staffed, day);
    expect(answered.intent).toBe('cash_variance');
    // The fixture's cortes end at 23:30 local (record() above).
    expect(answered.quoted).toMatchObject({ corte_time: '23:30', cashier_1: 'Lourdes Barragán' });
    expect(answered.answer).toBe(
      'El corte Z del sábado 28 de noviembre se hizo a las 23:30 (lo hizo Lourdes Barragán).',
    );
  });

  it('¿A qué hora cierro caja?: a habit, the last 7 closed days one by one', () => {
    expect(understand('¿A qué hora cierro caja?', TODAY, null)).toMatchObject({
      intent: 'cash_variance',
      range: { from: addDays(TODAY, -7), to: addDays(TODAY, -1) },
    });
  });

  it("a week's cortes one by one, or their one time once", async () => {
    const same = await ask('¿A qué hora se hicieron los cortes la semana pasada?', staffed);
    expect(same.answer).toBe(
      `Tus ${staffed.length} cortes Z del lunes 23 de noviembre al domingo 29 de noviembre se hicieron todos a las 23:30.`,
    );
    // One corte later than the rest: each one said.
    const read = readOf(staffed);
    const late = read[PATH].attributes.records[2]!;
    late.end_at = late.end_at.replace('23:30', '23:55');
    const each = await askRules('¿A qué hora se hicieron los cortes la semana pasada?', read, {
      today: TODAY,
      requiredPlanOf: () => 'starter',
    });
    expect(each.answer).toMatch(
      new RegExp(
        `^Tus cortes Z se hicieron el lunes 23 de noviembre a las 23:30, .*el ${day(late.date, TODAY)} a las 23:55, .* a las 23:30\\.$`,
      ),
    );
  });
});
