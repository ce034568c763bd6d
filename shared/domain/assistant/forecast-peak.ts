/**
 * "¿Cuál va a ser mi hora pico mañana?": the forecast hours' busiest (or, asked for the least, the
 * quietest) hour of the day, by sales or, asked of people ("¿a qué hora voy a tener más gente?"), by
 * diners, its sales and covers as GET /forecast/hours gives them. Pure.
 */
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastHoursAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { sentence } from './format.ts';
import type { Direction } from './superlatives.ts';
import { normalize, words } from './text.ts';

type Hour = ForecastHoursAttributes['hours'][number];

/** What the hours are ranked by: the forecast sales, or the diners when the question asks of people. */
export type RankedBy = 'sales_cents' | 'covers';

/**
 * Each hour's place in the business day, as the hours come (its order): 13 for "13:00", and past
 * midnight, where the labels start again, 24 more ("01:00" after "23:00" is 25).
 */
function positions(hours: readonly Hour[]): Map<string, number> {
  const at = new Map<string, number>();
  let previous = -1;
  let wrapped = 0;
  for (const { hour } of hours) {
    const value = Number(hour.slice(0, 2));
    if (value < previous) wrapped = 24;
    previous = value;
    at.set(hour, value + wrapped);
  }
  return at;
}

/** The hour of most (least) forecast sales or diners; the earlier on a tie. */
const hourOf = (hours: readonly Hour[], direction: Direction, by: RankedBy) =>
  hours.reduce((best, hour) =>
    (direction === 'least' ? hour[by] < best[by] : hour[by] > best[by]) ? hour : best,
  );

export function forecastPeakHourAnswer(
  hours: ForecastHoursAttributes,
  when: string,
  direction: Direction,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis). */
  basis: SalesBasis | null,
  /** "¿a qué hora voy a tener más gente?": ranked by the forecast diners. */
  by: RankedBy = 'sales_cents',
  /** Today under way: the hour now, in hours into the day (15 at 15:31, 25 at 01:10), so an hour gone is not the one to come. */
  now: number | null = null,
): string | null {
  if (hours.status !== 'ok' || hours.hours.length === 0) return null;
  const least = direction === 'least';
  const label =
    by === 'covers' ? (least ? 'con menos gente' : 'con más gente') : least ? 'más floja' : 'de más venta';
  const whole = hourOf(hours.hours, direction, by);
  const place = positions(hours.hours);
  const left = now === null ? [] : hours.hours.filter((hour) => place.get(hour.hour)! >= now);
  const gone = now !== null && place.get(whole.hour)! < now;
  // "¿A qué hora voy a tener más gente hoy?" at 15:31: the day's was 14:00, the rest's is said.
  if (gone && left.length === 0) return sentence(`${when} ya pasaron las horas que esperaba con venta.`);
  const chosen = gone ? hourOf(left, direction, by) : whole;
  const passed = gone
    ? `la hora ${label} del día era a las ${answer.hour('day_peak_hour', `Hora ${label} del día`, whole.hour)} y ya pasó; de las que quedan, `
    : '';
  const key = least ? 'valley_hour' : 'peak_hour';
  const at = answer.hour(key, `Hora ${label}`, chosen.hour);
  const sales = answer.money(
    `${key}_sales_cents`,
    `Venta pronosticada a las ${chosen.hour}`,
    chosen.sales_cents,
  );
  const covers = answer.count(
    `${key}_covers`,
    `Comensales pronosticados a las ${chosen.hour}`,
    chosen.covers,
  );
  return sentence(
    `${when} ${passed}espero la hora ${label} a las ${at}: ${sales}${afterSalesAmount(basis)} y ${covers} comensales.`,
  );
}

/** "¿Cuánto voy a vender el domingo por hora?", "…hora por hora", "…cada hora": the day's hours listed. */
export function asksByHour(question: string): boolean {
  const text = ` ${words(question).join(' ')} `;
  return [' por hora ', ' por horas ', ' cada hora '].some((phrase) => text.includes(phrase));
}

/**
 * " Venta por hora: a las 12:00, $2,419.11; a las 13:00, $7,912.63; …" after the day's forecast: each
 * hour of GET /forecast/hours (their sales sum to the day's), or its diners asked of people; '' when
 * the hours are not ok.
 */
export function forecastByHourSentence(
  hours: ForecastHoursAttributes,
  ask: 'sales' | 'covers',
  answer: Answer,
): string {
  if (hours.status !== 'ok' || hours.hours.length === 0) return '';
  const lines = hours.hours.map((hour, index) => {
    const at = answer.hour(`hour_${index + 1}`, `Hora ${index + 1}`, hour.hour);
    const figure =
      ask === 'covers'
        ? answer.count(`hour_${index + 1}_covers`, `Comensales pronosticados a las ${hour.hour}`, hour.covers)
        : answer.money(
            `hour_${index + 1}_sales_cents`,
            `Venta pronosticada a las ${hour.hour}`,
            hour.sales_cents,
          );
    return `a las ${at}, ${figure}`;
  });
  return ` ${ask === 'covers' ? 'Comensales' : 'Venta'} por hora: ${lines.join('; ')}.`;
}

/**
 * "¿Cuánto voy a vender de 2 a 4 el sábado?", "… entre las 2 y las 4": a range of clock hours, its
 * end excluded (14:00 and 15:00), or null. Said on a 12-hour clock or a 24-hour one; which is meant
 * is settled against the day's forecast hours (forecastHourRangeSentence).
 */
export function hourRangeAsked(question: string): HourRange | null {
  const text = normalize(question);
  // "antes de las 2": from the day's first hour; "después de las 6", "desde las 8": to its last
  // (since 2026-12-06; before, the whole day).
  const before = text.match(/\bantes de (?:las|la) (\d{1,2})\b/);
  if (before !== null && Number(before[1]) >= 1 && Number(before[1]) <= 24)
    return { from: 0, to: Number(before[1]), fromStart: true };
  const after = text.match(/\b(?:despues de|desde) (?:las|la) (\d{1,2})\b/);
  if (after !== null && Number(after[1]) <= 23) return { from: Number(after[1]), to: 24 };
  const match = text.match(/\b(?:de|entre) (?:las )?(\d{1,2})(?::00)? (?:a|y) (?:las )?(\d{1,2})(?::00)?\b/);
  // "a las 2": that hour alone.
  const single = match === null ? text.match(/\ba las (\d{1,2})(?::00)?\b/) : null;
  if (match === null && single === null) return null;
  const [from, to] =
    match === null ? [Number(single![1]), Number(single![1]) + 1] : [Number(match[1]), Number(match[2])];
  return from > 24 || to > 25 || from === to ? null : { from, to };
}

/** Clock hours asked, `to` excluded. */
export interface HourRange {
  from: number;
  to: number;
  /** "antes de las 2": from the day's start on either reading of the clock (the 12-hour one too). */
  fromStart?: true;
  /** Read off the branch's clock (the rest of today from now), not said: no 12-hour reading. */
  clock?: true;
}

/** "16:00" after "15:00": where an hour ends. */
const hourAfter = (hour: string) => `${String(Number(hour.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** "de 14:00 a 16:00": the hours picked, from the first to the end of the last; null without any. */
export function hourRangeWords(picked: readonly Hour[]): string | null {
  if (picked.length === 0) return null;
  const end = hourAfter(picked.at(-1)!.hour);
  return `de ${picked[0]!.hour} a ${end}`;
}

/**
 * The clock hours `range` reads, [from, to): of its 24- and 12-hour readings, the one that holds
 * the most sales. "Después de las 6" is 18:00 on when nothing sold before 6 in the morning: the
 * morning reading would hold every hour that sold, which no one asks. Neither selling, hours from
 * 1 to 7 are the afternoon's.
 */
export function clockHours<H extends { hour: string; sales_cents: number }>(
  hours: readonly H[],
  range: HourRange,
): { from: number; to: number } {
  const at = (hour: H) => Number(hour.hour.slice(0, 2));
  if (range.clock) return { from: range.from, to: range.to };
  if (range.to === 24 && range.from < 12) {
    const noneBefore = hours.every((hour) => at(hour) >= range.from || hour.sales_cents === 0);
    return { from: range.from + (noneBefore ? 12 : 0), to: 24 };
  }
  const readings = [0, 12].map((offset) => ({
    from: range.fromStart ? range.from : range.from + offset,
    to: range.to + offset + (range.to <= range.from ? 12 : 0),
  }));
  const sales = ({ from, to }: { from: number; to: number }) =>
    hours
      .filter((hour) => at(hour) >= from && at(hour) < to)
      .reduce((sum, hour) => sum + hour.sales_cents, 0);
  // Neither sold (the live tables of an hour not closed yet): "de 2 a 4" is the afternoon, not the
  // small hours (since 2026-12-07; before, 02:00 to 04:00).
  const [morning, afternoon] = [sales(readings[0]!), sales(readings[1]!)];
  const smallHours = afternoon === morning && range.from >= 1 && range.from <= 7;
  return afternoon > morning || smallHours ? readings[1]! : readings[0]!;
}

/** The hours `range` reads (clockHours), forecast or sold. */
export function hoursBetween<H extends { hour: string; sales_cents: number }>(
  hours: readonly H[],
  range: HourRange,
): H[] {
  const { from, to } = clockHours(hours, range);
  return hours.filter((hour) => Number(hour.hour.slice(0, 2)) >= from && Number(hour.hour.slice(0, 2)) < to);
}

/**
 * "El sábado 5 de diciembre, de 14:00 a 16:00, espero vender $26,625.95 sin IVA y 154 comensales."
 * The hours' points added (their ranges do not add, so none is said); null without such hours.
 */
export function forecastHourRangeAnswer(
  hours: ForecastHoursAttributes,
  range: { from: number; to: number },
  when: string,
  basis: SalesBasis | null,
  answer: Answer,
  /** Asked of clients: the diners lead. */
  ask: 'sales' | 'covers' = 'sales',
): string | null {
  if (hours.status !== 'ok') return null;
  const chosen = hoursBetween(hours.hours, range);
  if (chosen.length === 0) return null;
  const first = answer.hour('range_from', 'Desde', chosen[0]!.hour);
  const endHour = hourAfter(chosen.at(-1)!.hour);
  const last = answer.hour('range_to', 'Hasta', endHour);
  const sales = answer.money(
    'range_sales_cents',
    `Venta pronosticada de ${chosen[0]!.hour} a ${endHour}`,
    chosen.reduce((sum, hour) => sum + hour.sales_cents, 0),
  );
  const covers = answer.count(
    'range_covers',
    `Comensales pronosticados de ${chosen[0]!.hour} a ${endHour}`,
    chosen.reduce((sum, hour) => sum + hour.covers, 0),
  );
  const said =
    ask === 'covers'
      ? `espero ${covers} comensales y vender ${sales}${afterSalesAmount(basis)}`
      : `espero vender ${sales}${afterSalesAmount(basis)} y ${covers} comensales`;
  return sentence(`${when}, de ${first} a ${last}, ${said} (la suma de esas horas; su rango no se suma).`);
}
