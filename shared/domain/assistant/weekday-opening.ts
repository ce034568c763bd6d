/**
 * "¿Me conviene abrir los lunes?", "¿vale la pena abrir los domingos?": after the weekday's average
 * day against the typical one (weekday-profile.ts), that average without IVA against a day's share
 * of the last closed month's fixed costs over its gross margin, the break-even a day to come is
 * judged by ("¿me conviene abrir mañana?", forecast-break-even.ts `daysBreakEven`), and what that
 * cannot weigh: closing does not save the fixed costs, only that day's payroll and expenses, which
 * are not kept by weekday. Since 2026-12-07; before, only that last caveat. Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { salesWithoutIvaCents } from '../analytics/sales.ts';
import { shortCostsNote } from './break-even.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { type BreakEvenRead, daysBreakEven, pastBreakEven } from './forecast-break-even.ts';
import type { SalesDaysAttributes } from './reads.ts';

type Day = SalesDaysAttributes['days'][number];

/** What opening that weekday changes, beyond its sales: said after either answer. */
const cannotWeigh = (one: string) =>
  ` Si cierras el ${one}, la renta y los demás gastos fijos se pagan igual: lo que ahorras es la nómina y los gastos de abrir ese día, que no tengo por día de la semana.`;

/**
 * The weekday's open days' mean without IVA against a day's break-even, and what it cannot weigh;
 * only the latter when the days lack their sales without IVA or the costs cannot give the point.
 */
export function openingSentence(
  sameWeekday: readonly Day[],
  one: string,
  read: BreakEvenRead,
  context: ComposeContext,
  answer: Answer,
): string {
  const withoutIva = salesWithoutIvaCents(sameWeekday);
  if (withoutIva === null || sameWeekday.length === 0) return cannotWeigh(one);
  const found = daysBreakEven(read, 1, context.today, answer);
  if ('refusal' in found) return `${found.refusal}${cannotWeigh(one)}`;
  const mean = divideRounded(withoutIva, sameWeekday.length)!;
  const shownMean = answer.money(
    'weekday_mean_sales_no_iva_cents',
    `Venta promedio sin IVA de un ${one}`,
    mean,
  );
  const gap = pastBreakEven(mean, found.need, answer, { key: 'weekday_mean', label: `Un ${one} promedio` });
  const short = shortCostsNote(read.incomplete ?? [], found.name, answer);
  return `${found.lead}; un ${one} promedio vende ${shownMean} sin IVA: queda ${gap}.${short}${cannotWeigh(one)}`;
}
