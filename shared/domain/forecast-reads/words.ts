/**
 * A forecast day in words, for every door that speaks (the assistant, the Mañana page): the point,
 * the 80 % interval ("entre … y …") and the main driver ("es quincena"). The money formatter is
 * the door's own (the assistant's text, the page's Intl), the sentence is this one. Pure.
 */
import type { Driver } from '../forecast/types.ts';

const LOWERCASED: ReadonlySet<Driver['code']> = new Set(['weekday', 'quincena']);

/** "+8 %", "−12 %": a driver's effect, signed. */
export function effectInWords(effectPct: number): string {
  const rounded = Math.round(effectPct);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)} %`;
}

/** The main driver: "es quincena (+8 %)", "es Día de las Madres (+35 %)"; null without one. */
export function mainDriverInWords(drivers: readonly Driver[]): string | null {
  const main = drivers[0];
  if (main === undefined) return null;
  if (main.code === 'closed') return `no abres (${main.label})`;
  if (main.code === 'trend') return `la tendencia de las últimas semanas (${effectInWords(main.effect_pct)})`;
  const label = LOWERCASED.has(main.code) ? main.label.toLowerCase() : main.label;
  return `es ${label} (${effectInWords(main.effect_pct)})`;
}

/** "entre $18,000 y $24,000": the p10–p90 interval, 8 days in 10. */
export function intervalInWords<T extends number>(low: T, high: T, format: (value: T) => string): string {
  return `entre ${format(low)} y ${format(high)}`;
}

/** Eight days in ten fall in the interval: said once, the same everywhere. */
export const INTERVAL_MEANING = '8 de cada 10 días caen en ese rango';
