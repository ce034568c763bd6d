/**
 * "¿A qué hora vendo más los sábados?" (shared/domain/assistant/weekday-hours.ts): the peak hour of
 * the weekday's open days of the last 8 weeks, one /sales/by-hour read per day, not last Saturday's.
 * Every expected figure is computed here from the days the fixture sets up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, ratioPct } from '#shared/domain/analytics/rounding.ts';
import { count, money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import type { fakeReader } from './fake-reader.ts';

// A Thursday: the window is the 8 weeks through yesterday.
const TODAY = '2026-12-03';
const WINDOW = { from: '2026-10-08', to: '2026-12-02' };
const WINDOW_WORDS = 'en las últimas 8 semanas (del jueves 8 de octubre al miércoles 2 de diciembre';
const SATURDAY = 6;

type Bucket = { hour: string; sales_cents: number; covers: number | null; tables: number | null };
interface Fixture {
  /** Dates with a corte Z that counted sales. */
  open: ReadonlySet<string>;
  /** Each date's by-hour hours (absent: no line). */
  hours: (date: string) => Bucket[];
}

const windowDates = Array.from({ length: 56 }, (_, index) => addDays(WINDOW.from, index)!);
const saturdays = windowDates.filter((date) => isoWeekday(date) === SATURDAY);

/**
 * A Saturday's hours by its week (0 the first): a lunch peak that fades, a dinner that grows to lead
 * the last Saturdays (not the weeks), a quiet late hour.
 */
function saturdayHours(week: number, covers = true): Bucket[] {
  const bucket = (hour: string, sales_cents: number, seated: number) => ({
    hour,
    sales_cents,
    covers: covers ? seated : null,
    tables: covers ? Math.ceil(seated / 3) : null,
  });
  return [
    bucket('13:00', 420_000 + week * 1_001, 40 + week),
    bucket('14:00', 610_000 - week * 3_000, 52),
    bucket('20:00', 400_000 + week * 47_333, 48 + 2 * week),
    bucket('23:00', 90_000 + (week % 3) * 5, 7),
  ];
}

const EVERY_SATURDAY: Fixture = {
  open: new Set(windowDates),
  hours: (date) => saturdayHours(saturdays.indexOf(date)),
};

/** The endpoints as a reader: the window's days, and each day's hours summed as the endpoint does. */
function readerOf(fixture: Fixture) {
  const calls: string[] = [];
  const reader = async (read: string, query: Record<string, string>) => {
    calls.push(`${read}?${new URLSearchParams(query).toString()}`);
    const meta = { period: {}, snapshot_date: '2026-12-03T01:35:00.000-06:00' };
    if (read === 'sales-by-day') {
      const days: SalesDaysAttributes['days'] = windowDates.map((date) => ({
        date,
        summaries_count: fixture.open.has(date) ? 1 : 0,
        total_sales_cents: fixture.open.has(date) ? 1_000_000 : 0,
        total_sales_no_iva_cents: null,
        covers: null,
        tables_served: null,
      }));
      return { ok: true, result: { attributes: { days }, meta } };
    }
    const hours = fixture.hours(query.date_from!);
    // The endpoint's peak: the most sales, the earlier hour on a tie; null without a line.
    const peak = hours.reduce<Bucket | null>(
      (best, b) => (best && best.sales_cents >= b.sales_cents ? best : b),
      null,
    );
    return {
      ok: true,
      result: { attributes: { peak_hour: peak?.hour ?? null, valley_hour: null, hours }, meta },
    };
  };
  return { reader: reader as unknown as ReturnType<typeof fakeReader>, calls };
}

const ask = async (question: string, fixture: Fixture = EVERY_SATURDAY) => {
  const { reader, calls } = readerOf(fixture);
  const answered = await answerWithRules({
    question,
    today: TODAY,
    previous: null,
    reader,
    requiredPlanOf: () => 'pro',
  });
  const quoted = Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]));
  return { ...answered, calls, quoted };
};

/** The counted Saturdays (open, with hours) and each hour's total over them, from the fixture. */
function expected(fixture: Fixture) {
  const counted = saturdays.filter((date) => fixture.open.has(date) && fixture.hours(date).length > 0);
  const totals = new Map<string, { sales: number; covers: number }>();
  for (const date of counted)
    for (const bucket of fixture.hours(date)) {
      const sum = totals.get(bucket.hour) ?? { sales: 0, covers: 0 };
      totals.set(bucket.hour, {
        sales: sum.sales + bucket.sales_cents,
        covers: sum.covers + (bucket.covers ?? 0),
      });
    }
  const hours = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  const pick = (value: (sum: { sales: number; covers: number }) => number, sign: number) =>
    hours.reduce((best, entry) => (sign * (value(entry[1]) - value(best[1])) > 0 ? entry : best));
  const perDay = (total: number) => divideRounded(total, counted.length)!;
  return { counted: counted.length, pick, perDay };
}

describe('which peak-hour question asks of a weekday as a habit', () => {
  it.each([
    '¿a qué hora vendo más los sábados?',
    '¿A qué hora llega más gente los viernes?',
    '¿cuál es mi hora más fuerte los domingos?',
    '¿a qué hora vendo menos los lunes?',
    '¿cuál es la hora pico de los savados?',
    '¿a qué hora se vende más cada sábado?',
  ])('%s: the last 8 weeks of closed days', (question) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'peak_hour',
      range: WINDOW,
      base: WINDOW,
    });
  });

  it.each([
    ['¿a qué hora vendí más el sábado pasado?', '2026-11-28'],
    ['¿cuál fue mi hora pico el sábado?', '2026-11-28'],
    ['¿a qué hora llegó más gente el viernes?', '2026-11-27'],
  ])('%s: that one day, as before', (question, date) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'peak_hour',
      range: { from: date, to: date },
    });
  });

  it('reads "este sábado" still to come as its forecast hours', () => {
    expect(understand('¿a qué hora vendo más este sábado?', TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-05', to: '2026-12-05' },
    });
  });

  it('leaves a habit with no weekday to the 28 closed days', () => {
    expect(understand('¿a qué hora vendo más?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-05', to: '2026-12-02' },
    });
  });
});

describe('the answer', () => {
  it('names the peak hour of the Saturdays, its average per Saturday and total, the window and the days', async () => {
    const e = expected(EVERY_SATURDAY);
    const [peak, top] = e.pick((sum) => sum.sales, 1);
    const [valley, low] = e.pick((sum) => sum.sales, -1);
    // Not last Saturday's peak: the fixture's weeks disagree with their last day.
    const last = saturdayHours(7).reduce((best, bucket) =>
      bucket.sales_cents > best.sales_cents ? bucket : best,
    );
    expect(peak).not.toBe(last.hour);
    const answered = await ask('¿a qué hora vendo más los sábados?');
    expect(answered.answer).toBe(
      `Los sábados tu hora pico es a las ${peak}, con ${money(e.perDay(top.sales))} vendidos en promedio por sábado (${money(top.sales)} en total) ${WINDOW_WORDS}: ${e.counted} sábados abiertos). La más floja es a las ${valley}, con ${money(e.perDay(low.sales))} en promedio.`,
    );
    expect(answered.quoted).toEqual({
      peak_hour: peak,
      peak_hour_avg_sales_cents: e.perDay(top.sales),
      peak_hour_sales_cents: top.sales,
      valley_hour: valley,
      valley_hour_avg_sales_cents: e.perDay(low.sales),
      weekday_days: e.counted,
      window_weeks: 8,
    });
    // The window's days, then one by-hour read per Saturday of it (its "ver detalle").
    expect(answered.calls).toEqual([
      `sales-by-day?date_from=${WINDOW.from}&date_to=${WINDOW.to}`,
      ...saturdays.map((date) => `intelligence-sales-by-hour?date_from=${date}&date_to=${date}`),
    ]);
    expect(answered.period).toEqual(WINDOW);
  });

  it('leads with the quietest hour when asked for the least', async () => {
    const e = expected(EVERY_SATURDAY);
    const [peak, top] = e.pick((sum) => sum.sales, 1);
    const [valley, low] = e.pick((sum) => sum.sales, -1);
    const answered = await ask('¿a qué hora vendo menos los sábados?');
    expect(answered.answer).toBe(
      `Los sábados tu hora más floja es a las ${valley}, con ${money(e.perDay(low.sales))} vendidos en promedio por sábado (${money(low.sales)} en total) ${WINDOW_WORDS}: ${e.counted} sábados abiertos). La pico es a las ${peak}, con ${money(e.perDay(top.sales))} en promedio.`,
    );
  });

  it('asked when it opens or closes, says the first and last hour sold on those days', async () => {
    // Before, the peak hour. The hours any counted Saturday sold in, in order.
    const e = expected(EVERY_SATURDAY);
    const sold = [
      ...new Set(saturdays.flatMap((date) => saturdayHours(saturdays.indexOf(date)).map((b) => b.hour))),
    ].sort();
    const answered = await ask('¿a qué hora cerramos los sábados?');
    expect(answered.answer).toBe(
      `Los sábados ${WINDOW_WORDS}: ${e.counted} sábados abiertos) vendiste desde la hora de las ${sold[0]} hasta la de las ${sold.at(-1)}. Tu horario no lo registro: esto es lo que muestran tus ventas.`,
    );
    expect(answered.quoted).toMatchObject({ first_sale_hour: sold[0], last_sale_hour: sold.at(-1) });
  });

  it('ranks the hours by diners when asked of people', async () => {
    const e = expected(EVERY_SATURDAY);
    const [hour, most] = e.pick((sum) => sum.covers, 1);
    const answered = await ask('¿a qué hora llega más gente los sábados?');
    expect(answered.answer).toBe(
      `Los sábados la hora con más comensales es a las ${hour}: se sientan en promedio ${count(e.perDay(most.covers))} por sábado (${count(most.covers)} en total) ${WINDOW_WORDS}: ${e.counted} sábados abiertos).`,
    );
    expect(answered.quoted).toEqual({
      covers_hour: hour,
      covers_hour_avg_covers: e.perDay(most.covers),
      covers_hour_covers: most.covers,
      weekday_days: e.counted,
      window_weeks: 8,
    });
  });

  it('says so when a Saturday has no diners by hour, and gives the hour by sales', async () => {
    const fixture = {
      ...EVERY_SATURDAY,
      hours: (date: string) => saturdayHours(saturdays.indexOf(date), date !== saturdays[3]),
    };
    const [peak] = expected(fixture).pick((sum) => sum.sales, 1);
    const answered = await ask('¿a qué hora llega más gente los sábados?', fixture);
    expect(answered.answer).toMatch(
      new RegExp(
        `^No tengo los comensales por hora de todos tus sábados: .*\\. Por venta, los sábados tu hora pico es a las ${peak},`,
      ),
    );
    expect(answered.quoted.covers_hour).toBeUndefined();
  });

  it('counts only open Saturdays whose lines carry their hour, and says the ones left out', async () => {
    // Closed the first two Saturdays; the third sent its lines without ordered_at.
    const fixture: Fixture = {
      open: new Set(windowDates.filter((date) => date !== saturdays[0] && date !== saturdays[1])),
      hours: (date) => (date === saturdays[2] ? [] : saturdayHours(saturdays.indexOf(date))),
    };
    const e = expected(fixture);
    const [peak, top] = e.pick((sum) => sum.sales, 1);
    const answered = await ask('¿a qué hora vendo más los sábados?', fixture);
    expect(answered.answer).toContain(
      `Los sábados tu hora pico es a las ${peak}, con ${money(e.perDay(top.sales))} vendidos en promedio por sábado (${money(top.sales)} en total) ${WINDOW_WORDS}: ${e.counted} sábados con la hora de sus ventas; 1 sábado abierto más no la trae y queda fuera).`,
    );
    expect(answered.quoted).toMatchObject({ weekday_days: e.counted, unhoured_days: 1 });
  });

  it('under 4 counted Saturdays, says how many with no figure of sales', async () => {
    const fixture: Fixture = {
      open: new Set(windowDates.filter((date) => !saturdays.slice(0, 5).includes(date))),
      hours: EVERY_SATURDAY.hours,
    };
    const answered = await ask('¿a qué hora vendo más los sábados?', fixture);
    expect(answered.answer).toBe(
      `Todavía no puedo decirte a qué hora vendes más los sábados: ${WINDOW_WORDS}) tengo 3 sábados abiertos, y necesito al menos 4 para sacar un promedio que diga algo.`,
    );
    expect(answered.quoted).toEqual({ window_weeks: 8, weekday_days: 3, min_weekday_days: 4 });
    const none = { ...fixture, open: new Set(windowDates.filter((date) => !saturdays.includes(date))) };
    expect((await ask('¿a qué hora vendo más los sábados?', none)).answer).toBe(
      `${WINDOW_WORDS.replace('en las', 'En las')}) no tengo ningún sábado con corte Z y venta, así que no puedo decirte a qué hora vendes más ese día.`,
    );
  });

  it('says a refused by-hour read as the endpoint would, with no figure', async () => {
    const { reader } = readerOf(EVERY_SATURDAY);
    const refusing = (async (read: string, query: Record<string, string>) =>
      read === 'intelligence-sales-by-hour'
        ? { ok: false, status: 403, code: 'SVC_ERR_403', message: 'no' }
        : reader(read as never, query)) as unknown as typeof reader;
    const answered = await answerWithRules({
      question: '¿a qué hora vendo más los sábados?',
      today: TODAY,
      previous: null,
      reader: refusing,
      requiredPlanOf: () => 'pro',
    });
    expect(answered.answer).toMatch(/^Tu plan no incluye esa información; la tienes desde el plan Pro\./);
    expect(answered.figures).toEqual([]);
  });

  it('keeps the one-day answer for last Saturday', async () => {
    const answered = await ask('¿a qué hora vendí más el sábado pasado?');
    expect(answered.calls).toEqual([`intelligence-sales-by-hour?date_from=2026-11-28&date_to=2026-11-28`]);
    expect(answered.answer).toMatch(/^Tu hora pico el sábado 28 de noviembre fue a las /);
  });

  it('a follow-up naming another weekday asks its hours too', async () => {
    const first = await ask('¿a qué hora vendo más los sábados?');
    expect(understand('¿y los domingos?', TODAY, first.state)).toMatchObject({
      intent: 'peak_hour',
      range: WINDOW,
      inherited: { intent: true },
    });
  });
});

describe("a part of the day of a weekday's habit (weekday-daypart.ts)", () => {
  /** The counted Saturdays' hours in the part, their sales and diners, and all their hours' sales. */
  function inPart(from: number, to: number) {
    const counted = saturdays.filter((date) => EVERY_SATURDAY.open.has(date));
    const buckets = counted.flatMap((date) => EVERY_SATURDAY.hours(date));
    const part = buckets.filter(
      (bucket) => Number(bucket.hour.slice(0, 2)) >= from && Number(bucket.hour.slice(0, 2)) < to,
    );
    const sum = (list: Bucket[], value: (bucket: Bucket) => number) =>
      list.reduce((total, b) => total + value(b), 0);
    return {
      days: counted.length,
      sales: sum(part, (b) => b.sales_cents),
      covers: sum(part, (b) => b.covers!),
      all: sum(buckets, (b) => b.sales_cents),
    };
  }

  it.each(['¿cuánto vendo los sábados en la noche?', '¿cuántos clientes vienen los sábados en la tarde?'])(
    '%s: the last 8 weeks of closed days, not last Saturday',
    (question) => {
      expect(understand(question, TODAY, null)).toMatchObject({ range: WINDOW, base: WINDOW });
    },
  );

  it("gives the night's sales per Saturday, their total and share, from each Saturday's hours", async () => {
    const e = inPart(19, 24);
    const answered = await ask('¿cuánto vendo los sábados en la noche?');
    const mean = divideRounded(e.sales, e.days)!;
    const share = ratioPct(e.sales, e.all)!;
    expect(answered.answer).toBe(
      `Los sábados en la noche (de las 20:00 a las 00:00) vendes en promedio ${money(mean)} por sábado, el ${pct(share)} de la venta de todas sus horas (${money(e.sales)} en total) ${WINDOW_WORDS}: ${e.days} sábados abiertos); con IVA y ya con descuentos, lo cobrado en tus órdenes.`,
    );
    expect(answered.quoted).toEqual({
      weekday_days: e.days,
      window_weeks: 8,
      daypart_from: '20:00',
      daypart_to: '00:00',
      daypart_avg_sales_cents: mean,
      daypart_sales_cents: e.sales,
      daypart_share_pct: share,
    });
    expect(answered.calls).toEqual([
      `sales-by-day?date_from=${WINDOW.from}&date_to=${WINDOW.to}`,
      ...saturdays.map((date) => `intelligence-sales-by-hour?date_from=${date}&date_to=${date}`),
    ]);
  });

  it("gives the afternoon's diners per Saturday when asked of people", async () => {
    const e = inPart(12, 19);
    const answered = await ask('¿cuántos clientes vienen los sábados en la tarde?');
    expect(answered.answer).toBe(
      `Los sábados en la tarde (de las 13:00 a las 15:00) atiendes en promedio ${count(divideRounded(e.covers, e.days)!)} comensales por sábado (${count(e.covers)} en total) ${WINDOW_WORDS}: ${e.days} sábados abiertos).`,
    );
    expect(answered.quoted).toMatchObject({ daypart_covers: e.covers });
  });

  it('says a part with no sale, with the clock hours it covers', async () => {
    const answered = await ask('¿cuánto vendo los sábados en la mañana?');
    expect(answered.answer).toBe(
      `Los sábados en la mañana (de las 06:00 a las 12:00) no vendiste ${WINDOW_WORDS}: ${inPart(6, 12).days} sábados abiertos).`,
    );
  });

  it('under 4 counted Saturdays, says how many with no figure of sales', async () => {
    const fixture: Fixture = {
      open: new Set(windowDates.filter((date) => !saturdays.slice(0, 5).includes(date))),
      hours: EVERY_SATURDAY.hours,
    };
    const answered = await ask('¿cuánto vendo los sábados en la noche?', fixture);
    expect(answered.answer).toBe(
      `Todavía no puedo decirte cómo te va los sábados en la noche: ${WINDOW_WORDS}) tengo 3 sábados abiertos, y necesito al menos 4 para sacar un promedio que diga algo.`,
    );
    expect(answered.quoted).toEqual({ window_weeks: 8, weekday_days: 3, min_weekday_days: 4 });
  });
});
