/**
 * A forecast day in words, for every door that speaks (the assistant, the Mañana page): the point,
 * the 80 % interval ("entre … y …") and the main driver ("es quincena"). The money formatter is
 * the door's own (the assistant's text, the page's Intl), the sentence is this one. Pure.
 */
import { CALENDAR_DRIVERS, type Driver, movesTheDay } from '../forecast/types.ts';
import type { SalesBasis } from './stored.ts';

const LOWERCASED: ReadonlySet<Driver['code']> = new Set(['weekday', 'quincena']);

/**
 * How a door writes the percent sign: the dashboard "+8 %" (its figures are "31.2 %"), the
 * assistant "+8%" (its answers write "31.2%", es-MX's own), so one answer never mixes the two.
 */
export type PercentSign = ' %' | '%';

/** "+8 %", "−12 %": a driver's effect, signed. */
export function effectInWords(effectPct: number, sign: PercentSign = ' %'): string {
  const rounded = Math.round(effectPct);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)}${sign}`;
}

/** A driver's name in a sentence ("quincena", "sábado", "Día de las Madres"); null for the trend. */
export function driverNameInWords(driver: Driver): string | null {
  if (driver.code === 'trend') return null;
  return LOWERCASED.has(driver.code) ? driver.label.toLowerCase() : driver.label;
}

/**
 * The main driver: "es quincena (+8 %)", "es Día de las Madres (+35 %)"; null without one, or when
 * even the first rounds to 0 % (nothing weighs: "es jueves (±0 %)" would say nothing).
 */
export function mainDriverInWords(drivers: readonly Driver[], sign: PercentSign = ' %'): string | null {
  const main = drivers[0];
  if (main === undefined) return null;
  if (main.code === 'closed') return `no abres (${main.label})`;
  if (!movesTheDay(main)) return null;
  const name = driverNameInWords(main);
  if (name === null) return `la tendencia de las últimas semanas (${effectInWords(main.effect_pct, sign)})`;
  return `es ${name} (${effectInWords(main.effect_pct, sign)})`;
}

/**
 * The weekday or trend that moves the day more than the news that leads (drivers are news first):
 * on a Tuesday quincena, "martes (−15 %)" beside "es quincena (+4 %)", so the phrase does not pass
 * the news off as what weighs most; null when the lead weighs most, or is no news.
 */
export function outweighingRoutine(drivers: readonly Driver[]): Driver | null {
  const main = drivers[0];
  if (main === undefined || !CALENDAR_DRIVERS.has(main.code) || !movesTheDay(main)) return null;
  const routine = drivers
    .filter((driver) => !CALENDAR_DRIVERS.has(driver.code) && driver.code !== 'closed' && movesTheDay(driver))
    .sort((a, b) => Math.abs(b.effect_pct) - Math.abs(a.effect_pct))[0];
  return routine !== undefined && Math.abs(routine.effect_pct) > Math.abs(main.effect_pct) ? routine : null;
}

/** " y martes (−15 %)", " y la tendencia de las últimas semanas (+6 %)" after the lead; '' without one. */
export function outweighingInWords(drivers: readonly Driver[], sign: PercentSign = ' %'): string {
  const routine = outweighingRoutine(drivers);
  if (routine === null) return '';
  const name = driverNameInWords(routine) ?? 'la tendencia de las últimas semanas';
  return ` y ${name} (${effectInWords(routine.effect_pct, sign)})`;
}

/**
 * The day's calendar drivers the main one leaves unsaid: "también es quincena (+4 %)". One the
 * forecast gives no effect is named too ("es Día de la Virgen de Guadalupe, sin efecto en el
 * pronóstico"), so the owner sees the day was not missed and may declare an event for it. Null
 * without any; "también" only after a main driver.
 */
export function otherCalendarInWords(drivers: readonly Driver[], sign: PercentSign = ' %'): string | null {
  const said = mainDriverInWords(drivers, sign) === null ? undefined : drivers[0];
  const others = drivers.filter((driver) => driver !== said && CALENDAR_DRIVERS.has(driver.code));
  if (others.length === 0) return null;
  const named = others.map((driver) =>
    movesTheDay(driver)
      ? `${driverNameInWords(driver)} (${effectInWords(driver.effect_pct, sign)})`
      : `${driverNameInWords(driver)}, sin efecto en el pronóstico`,
  );
  return `${said === undefined ? '' : 'también '}es ${named.join(' y ')}`;
}

/**
 * Why the day is as forecast, in one phrase: the main driver and the other calendar days
 * ("es sábado (+30 %); también es Día de la Virgen de Guadalupe, sin efecto en el pronóstico"); null
 * when nothing is said.
 */
export function driversInWords(drivers: readonly Driver[], sign: PercentSign = ' %'): string | null {
  const main = mainDriverInWords(drivers, sign);
  const lead = main === null ? null : `${main}${outweighingInWords(drivers, sign)}`;
  const said = [lead, otherCalendarInWords(drivers, sign)];
  const phrase = said.filter((part) => part !== null).join('; ');
  return phrase === '' ? null : phrase;
}

/** "entre $18,000 y $24,000": the p10–p90 interval (8 days in 10), its ends formatted by the door. */
export function intervalInWords(low: string, high: string): string {
  return `entre ${low} y ${high}`;
}

/** Eight days in ten fall in the interval: said once, the same everywhere (in words: no figure to quote). */
export const INTERVAL_MEANING = 'ocho de cada diez días caen en ese rango';

/**
 * "sin IVA", "con IVA": which sales a forecast's amounts are (meta.sales_basis), said beside them on
 * every door, since the sales pages and answers quote totals with IVA; null when there is none.
 */
export function salesBasisInWords(basis: SalesBasis | null | undefined): string | null {
  if (basis === 'without_iva') return 'sin IVA';
  return basis === 'with_iva' ? 'con IVA' : null;
}

/** " sin IVA" to follow a forecast's sales amount ("$38,317.25 sin IVA"); '' without a basis. */
export function afterSalesAmount(basis: SalesBasis | null | undefined): string {
  const words = salesBasisInWords(basis);
  return words === null ? '' : ` ${words}`;
}
