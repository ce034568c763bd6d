/**
 * "¿Vendo más en quincena?" (payday.ts): each open payday of the last 26 weeks beside the mean of its
 * weekday's open days that were no payday; the expected figures are computed here from the days set
 * up, with paydays listed by hand (the 15th and the month's last day, the Friday before a weekend).
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { askDays, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-04';
const WINDOW = { from: '2026-06-05', to: '2026-12-03' };
/** The window's paydays, by hand: 30 Jun, 15 Jul, 31 Jul (Fri), 14 Aug (Fri before the 15th, a
 * Saturday), 31 Aug, 15 Sep, 30 Sep, 15 Oct, 30 Oct (Fri before the 31st, a Saturday), 13 Nov (Fri
 * before the 15th, a Sunday), 30 Nov; 15 June is one too. */
const PAYDAYS = new Set([
  '2026-06-15',
  '2026-06-30',
  '2026-07-15',
  '2026-07-31',
  '2026-08-14',
  '2026-08-31',
  '2026-09-15',
  '2026-09-30',
  '2026-10-15',
  '2026-10-30',
  '2026-11-13',
  '2026-11-30',
]);
const dates = Array.from({ length: 182 }, (_, index) => addDays(WINDOW.from, index)!);

/** A weekday's usual sales (Monday 1 … Sunday 7), a little noise by date, and paydays 12 % up; closed Tuesdays. */
function salesOf(date: string): number | null {
  const weekday = isoWeekday(date)!;
  if (weekday === 2) return null;
  const usual = [0, 2_000_000, 0, 2_200_000, 2_600_000, 3_400_000, 4_000_000, 3_100_000][weekday]!;
  const noise = (Number(date.slice(8)) % 5) * 10_000;
  return Math.round((usual + noise) * (PAYDAYS.has(date) ? 1.12 : 1));
}
const DAYS = dates.map((date) => soldDay(date, salesOf(date)));

/** The expected figures from DAYS: each open payday against its weekday's other open days' mean. */
function expected() {
  const open = DAYS.filter((day) => day.total_sales_cents > 0);
  const paydays = open.filter((day) => PAYDAYS.has(day.date));
  const baselines = paydays.map((day) => {
    const peers = open.filter((o) => !PAYDAYS.has(o.date) && isoWeekday(o.date) === isoWeekday(day.date));
    return peers.reduce((sum, peer) => sum + peer.total_sales_cents, 0) / peers.length;
  });
  const sold = paydays.reduce((sum, day) => sum + day.total_sales_cents, 0);
  const base = Math.round(baselines.reduce((sum, value) => sum + value, 0));
  return { count: paydays.length, sold, base, change: pctChange(sold, base)! };
}

describe('the payday asked as a habit', () => {
  it.each([
    '¿vendo más en quincena?',
    '¿se nota la quincena?',
    '¿me va mejor en quincena?',
    // Before, this quincena's sales.
    '¿Qué tanto afecta la quincena a mis ventas?',
    '¿Influye la quincena en mis ventas?',
    // Since 2026-12-06; before, the next payday's date.
    '¿Me ayuda la quincena?',
    '¿Me ayudó la quincena?',
  ])('%s: the last 26 weeks of closed days', (question) => {
    expect(understand(question, TODAY, null)).toMatchObject({ range: WINDOW, base: WINDOW });
  });

  it('keeps one quincena named as that period', () => {
    expect(understand('¿cuánto vendí en la quincena pasada?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-11-16', to: '2026-11-30' },
    });
  });

  it("sets each payday beside its weekday's days without one, and says the effect", async () => {
    const e = expected();
    // Paydays on a closed Tuesday do not count (30 Jun, 15 Sep).
    expect(e.count).toBe(PAYDAYS.size - 2);
    const answered = await askDays('¿vendo más en quincena?', DAYS, TODAY);
    expect(answered.quoted).toEqual({
      window_weeks: 26,
      paydays: e.count,
      payday_mean_sales_cents: divideRounded(e.sold, e.count),
      baseline_mean_sales_cents: divideRounded(e.base, e.count),
      payday_effect_pct: e.change,
    });
    expect(answered.answer).toBe(
      `En quincena (el 15 y el último de cada mes, o el viernes antes si caen en fin de semana) vendes ${pct(e.change)} más que esos mismos días de la semana sin quincena: ${money(divideRounded(e.sold, e.count)!)} en promedio contra ${money(divideRounded(e.base, e.count)!)} (con IVA), en las últimas 26 semanas (del viernes 5 de junio al jueves 3 de diciembre), ${e.count} días de quincena abiertos.`,
    );
  });

  it('under 4 open paydays, says how many and gives no effect', async () => {
    const few = DAYS.map((day) =>
      PAYDAYS.has(day.date) && day.date < '2026-10-20' ? soldDay(day.date, null) : day,
    );
    const answered = await askDays('¿vendo más en quincena?', few, TODAY);
    expect(answered.answer).toMatch(
      /^Todavía no puedo decirte cuánto se nota la quincena: .* abriste 3 días de quincena/,
    );
    expect(answered.quoted).not.toHaveProperty('payday_effect_pct');
  });
});

describe('the payday asked in the past (since 2026-12-07)', () => {
  /** The latest open payday (Monday 30 November) against the window's Mondays without one. */
  function latest() {
    const mondays = DAYS.filter(
      (day) => day.total_sales_cents > 0 && isoWeekday(day.date) === 1 && !PAYDAYS.has(day.date),
    );
    const base = Math.round(mondays.reduce((sum, day) => sum + day.total_sales_cents, 0) / mondays.length);
    const sold = DAYS.find((day) => day.date === '2026-11-30')!.total_sales_cents;
    return { sold, base, change: pctChange(sold, base)! };
  }

  it.each([
    ['¿se notó la quincena?', 'Sí se notó: '],
    ['¿La quincena pasada se notó?', 'Sí se notó: '],
    ['¿se notó la quincena ayer?', 'Sí se notó (ayer no fue quincena): '],
  ])('%s leads with the latest payday beside its weekday, then the habit', async (question, verdict) => {
    const l = latest();
    const answered = await askDays(question, DAYS, TODAY);
    expect(answered.answer).toMatch(
      new RegExp(
        `^${verdict.replace(/[()]/g, '\\$&')}el lunes 30 de noviembre, tu último día de quincena abierto, vendiste \\${money(l.sold)} con IVA, ${pct(l.change)} más que un lunes sin quincena en promedio \\(\\${money(l.base)}\\)\\. En general, en quincena`,
      ),
    );
    expect(answered.quoted).toMatchObject({
      latest_payday_sales_cents: l.sold,
      latest_payday_baseline_cents: l.base,
      latest_payday_effect_pct: l.change,
      payday_effect_pct: expected().change,
    });
  });

  it('keeps the half-month compared when its sales are asked', () => {
    expect(understand('¿cuánto subieron las ventas la quincena pasada?', TODAY, null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2026-11-16', to: '2026-11-30' },
    });
  });
});

describe('a history shorter than the window', () => {
  it('names the days read from the first open one, not 26 weeks', async () => {
    const late = DAYS.filter((day) => day.date >= '2026-09-05');
    const answered = await askDays('¿vendo más en quincena?', late, TODAY);
    expect(answered.answer).toContain(
      'desde tu primer día abierto (del sábado 5 de septiembre al jueves 3 de diciembre)',
    );
    expect(answered.quoted).not.toHaveProperty('window_weeks');
  });
});
