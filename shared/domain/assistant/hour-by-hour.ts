/**
 * "¿Cuánto vendí por hora ayer?", "¿cuánto vendí en promedio por hora ayer?": each hour's sales of
 * the period (GET /sales/by-hour, the peak hour's own read), in clock order, or for one day their
 * mean over the hours that sold; not the peak alone. Pure.
 */
import type { SalesByHourAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, meanInWords, when } from './compose.ts';
import { sentence } from './format.ts';
import { normalize } from './text.ts';

/** "por hora", "cada hora", "hora por hora": each hour asked, not the busiest. */
export const asksEachHour = (question: string) =>
  /\b(por hora|por horas|cada hora|hora por hora)\b/.test(normalize(question));

const asksMean = (question: string) => /\b(promedio|media)\b/.test(normalize(question));

export function hourByHourAnswer(
  body: SalesByHourAttributes,
  context: ComposeContext,
  answer: Answer,
  basis: string,
): string | null {
  const sold = body.hours.filter((bucket) => bucket.sales_cents > 0);
  if (sold.length === 0) return null;
  const oneDay = context.range.from === context.range.to;
  // Over several days each hour holds all of them, and the read does not say on how many it sold:
  // the mean of one day's hours only.
  if (asksMean(context.question) && oneDay) {
    const said = meanInWords(
      sold.map((bucket) => bucket.sales_cents),
      {
        mean: ['mean_hour_sales_cents', 'Venta promedio por hora'],
        count: ['hours_with_sales', 'Horas con venta'],
        total: ['hours_total_sales_cents', 'Venta de esas horas'],
      },
      answer,
    );
    return sentence(
      `${when(context)} vendiste en promedio ${said.mean} por hora: ${said.total} en ${said.count} horas con venta (${basis}).`,
    );
  }
  const each = sold.map(
    (bucket) =>
      `${answer.hour(`hour_${bucket.hour.slice(0, 2)}`, 'Hora', bucket.hour)}, ${answer.money(`hour_${bucket.hour.slice(0, 2)}_sales_cents`, `Venta de las ${bucket.hour}`, bucket.sales_cents)}`,
  );
  const summed = oneDay ? '' : ', cada hora sumando esos días';
  const mean = asksMean(context.question)
    ? ' Un promedio por hora te lo doy de un día ("¿cuánto vendí en promedio por hora ayer?"): aquí no sé cuántos días vendió cada hora.'
    : '';
  return `${sentence(`${when(context)} vendiste por hora (${basis}${summed}): ${each.join('; ')}.`)}${mean}`;
}
