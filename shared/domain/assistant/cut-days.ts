/**
 * " Ojo: el viernes 30 de noviembre no tiene corte Z: lo que vendiste ese día no está aquí.": after
 * a figure of the cortes over several days (the cash to deposit, the payment mix), the days of the
 * period without one, as Caja's day by day names them (from the first day with one to the
 * period's end: a branch that began mid-period has no closures to name). Since 2026-12-07; before,
 * a week's cash read as whole with a day's cortes missing. Pure.
 */
import { datesInRange } from '../analytics/period.ts';
import { type Answer, type ComposeContext, list } from './compose.ts';
import { day } from './format.ts';

/** Days named before saying how many more. */
const NAMED = 3;

export function missingCutsNote(
  records: readonly { date: string }[],
  context: Pick<ComposeContext, 'range' | 'today'>,
  answer: Answer,
): string {
  const { range, today } = context;
  if (range.from === range.to || records.length === 0) return '';
  const cut = new Set(records.map((record) => record.date));
  const first = [...cut].sort()[0]!;
  const missing = datesInRange({ from: first > range.from ? first : range.from, to: range.to }).filter(
    (date) => !cut.has(date),
  );
  if (missing.length === 0) return '';
  const count = answer.count('days_without_corte_z', 'Días sin corte Z', missing.length);
  if (missing.length > NAMED)
    return ` Ojo: ${count} días del periodo no tienen corte Z: lo que vendiste esos días no está aquí.`;
  const named = list(missing.map((date) => `el ${day(date, today)}`));
  return missing.length === 1
    ? ` Ojo: ${named} no tiene corte Z: lo que vendiste ese día no está aquí.`
    : ` Ojo: ${named} no tienen corte Z: lo que vendiste esos días no está aquí.`;
}
