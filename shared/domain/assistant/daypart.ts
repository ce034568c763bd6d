/**
 * A part of the day as an owner names it ("en la mañana", "por la tarde", "en la noche"): clock
 * hours, one meaning at every door. The forecast answers a part of a day to come from its forecast
 * hours (forecast.ts `forecastDaypartAnswer`); a closed day's part ("¿cuánto vendí ayer en la
 * mañana?", "¿cuántos clientes vinieron en la noche el sábado?") is the period's sales by hour, the
 * part's hours added (DAYPART_PLAN below). A POS shift ("el desayuno", "la cena", "por turno") is
 * another thing, the POS's own split of the corte Z, and stays the summary's `by_shift`.
 *
 * - The amounts are the order lines' (with IVA and after discounts, as every hour of Ventas by
 *   hour), beside the same read's whole day, so the share compares like with like.
 * - Asked of people, the part's diners, only when every day of the period sent its live tables
 *   (meta.live_updates); else said, and the sales.
 * Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';
import type { SalesByHourAttributes, SalesByHourMeta } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, type IntentPlan, read, when } from './compose.ts';
import { clockHours, hourRangeAsked, hoursBetween } from './forecast-peak.ts';
import { ORDER_LINES_BASIS, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { noHoursSaid } from './rankings.ts';
import { asksPeople } from './superlatives.ts';
import { isDaypartArticle, namesNight, words } from './text.ts';

/** Parts of the day as an owner names them, in clock hours [from, to). */
export const DAYPARTS = {
  manana: { label: 'en la mañana', from: 6, to: 12 },
  tarde: { label: 'en la tarde', from: 12, to: 19 },
  noche: { label: 'en la noche', from: 19, to: 24 },
} as const;
export type Daypart = keyof typeof DAYPARTS;
/** Whether a (normalized) word names a part of the day. */
export const isDaypartWord = (word: string): word is Daypart => Object.hasOwn(DAYPARTS, word);
/** Clock hours [from, to). */
export interface ClockHours {
  from: number;
  to: number;
}

/** Whether tokens[index] names a part of the day: after "en la", "de la"…, and no day's name. */
const daypartAt = (tokens: readonly string[], index: number) =>
  isDaypartArticle(tokens[index - 1]) &&
  isDaypartWord(tokens[index]!) &&
  !namesNight(tokens.slice(index + 1));

/** The part of the day asked about ("en la tarde", "de la mañana"), or null for the whole day. */
export function daypartAsked(question: string): Daypart | null {
  return daypartsAsked(question)[0] ?? null;
}

/** Every part of the day named ("¿vendí más en la mañana o en la tarde?"), in the order named. */
export function daypartsAsked(question: string): Daypart[] {
  const tokens = words(question);
  const named = tokens.filter((word, index): word is Daypart => daypartAt(tokens, index));
  return [...new Set(named)];
}

/** Whether a clock hour ("13:00") is in a part of the day. */
export const inDaypart = (hour: string, part: ClockHours) => {
  const at = Number(hour.slice(0, 2));
  return at >= part.from && at < part.to;
};

/** A clock hour ("13:00", or a reading's "…T01:10…"), the small hours after midnight counted as the day's (24, 25…). */
export const hourOfDay = (at: string) => {
  const hour = Number(at.length > 5 ? at.slice(11, 13) : at.slice(0, 2));
  return hour < DAYPARTS.manana.from ? hour + 24 : hour;
};

/** A clock hour as the reads write it: 6 is "06:00", 24 "00:00". */
export const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** The clock hour a run of hour buckets ends at: 21:00's sales run to 22:00. */
export const endOfHours = (hours: readonly { hour: string }[]) =>
  clock(Number(hours.at(-1)!.hour.slice(0, 2)) + 1);

/** The closed-day intents a part of the day turns into its hours' figures. */
export const DAYPART_INTENTS: ReadonlySet<Intent> = new Set([
  'sales_by_shift',
  'sales_total',
  'covers_tables',
]);

/** The part-of-the-day plan when a closed period's sales or diners are asked of a part of it. */
export function daypartPlanFor(intent: Intent, question: string): IntentPlan | null {
  const asked = daypartAsked(question) !== null || hourRangeAsked(question) !== null;
  return DAYPART_INTENTS.has(intent) && asked ? DAYPART_PLAN : null;
}

type Bucket = SalesByHourAttributes['hours'][number];

/** The hours of a part of the day that sold, and their sales added. */
function partSales(body: SalesByHourAttributes, part: ClockHours) {
  const inPart = body.hours.filter((bucket) => inDaypart(bucket.hour, part) && bucket.sales_cents !== 0);
  return { inPart, sales: sumSales(inPart) };
}

const sumSales = (buckets: readonly Bucket[]) =>
  buckets.reduce((total, bucket) => total + bucket.sales_cents, 0);

/** The part's diners, or null when some day of the period did not send its live tables. */
function partCovers(inPart: readonly Bucket[], meta: SalesByHourMeta): number | null {
  if (meta.live_updates.days_without > 0 || inPart.some((bucket) => bucket.covers === null)) return null;
  return inPart.reduce((total, bucket) => total + bucket.covers!, 0);
}

/**
 * "¿Vendí más en la mañana o en la tarde?": the parts named, the one that sold most first, each
 * with its hours and share of all the hours' sales, a part without sales said so.
 */
function partsCompared(
  body: SalesByHourAttributes,
  asked: readonly Daypart[],
  context: ComposeContext,
  answer: Answer,
): string {
  const day = sumSales(body.hours);
  const parts = asked
    .map((key) => ({ key, ...partSales(body, DAYPARTS[key]) }))
    .sort((a, b) => b.sales - a.sales);
  const [top] = parts;
  const labels = parts.map((part) => DAYPARTS[part.key].label);
  if (top === undefined || top.sales === 0)
    return sentence(`${when(context)} no tuviste ventas ${labels.join(' ni ')}.`);
  const said = parts.map(({ key, inPart, sales }) => {
    const { label, from, to } = DAYPARTS[key];
    if (inPart.length === 0) return `${label} (de las ${clock(from)} a las ${clock(to)}) no tuviste ventas`;
    const first = answer.hour(`${key}_from`, `Primera hora ${label}`, inPart[0]!.hour);
    const last = answer.hour(`${key}_to`, `Hasta ${label}`, endOfHours(inPart));
    const amount = answer.money(`${key}_sales_cents`, `Venta ${label}`, sales);
    const share = answer.pct(`${key}_share_pct`, `Parte de la venta ${label}`, ratioPct(sales, day)!);
    return `${label} (de las ${first} a las ${last}) ${amount}, el ${share} de tus horas`;
  });
  const tie = parts.length > 1 && parts[1]!.sales === top.sales;
  const lead = tie ? 'vendiste lo mismo' : `vendiste más ${DAYPARTS[top.key].label}`;
  return sentence(`${when(context)} ${lead}: ${said.join('; ')} (${ORDER_LINES_BASIS}).`);
}

/** A part of the day named, or clock hours asked ("de 2 a 4": 14:00 and 15:00, as they sold). */
export function partAsked(
  question: string,
  body: { hours: readonly { hour: string; sales_cents: number }[] },
): ClockHours & { label: string; named: boolean } {
  const named = daypartAsked(question);
  if (named !== null) return { ...DAYPARTS[named], named: true };
  const range = hourRangeAsked(question)!;
  const bounds = clockHours(body.hours, range);
  const picked = hoursBetween(body.hours, range);
  const hourOf = (hour: { hour: string }) => Number(hour.hour.slice(0, 2));
  // "antes de las 2", "después de las 6": open at one end, so the hours that sold bound it.
  const open = range.fromStart === true || range.to === 24;
  if (open) {
    const [from, to] =
      picked.length > 0 ? [hourOf(picked[0]!), hourOf(picked.at(-1)!) + 1] : [bounds.from, bounds.to];
    return { label: `de ${clock(from)} a ${clock(to)}`, from, to, named: false };
  }
  const from = picked.length > 0 ? hourOf(picked[0]!) : bounds.from;
  const to = from + (range.to > range.from ? range.to - range.from : range.to + 12 - range.from);
  return { label: `de ${clock(from)} a ${clock(to)}`, from, to, named: false };
}

/** The part's sales (or diners when asked and known), its hours and its share of the day's. */
function daypartAnswer(
  body: SalesByHourAttributes,
  meta: SalesByHourMeta,
  context: ComposeContext,
  answer: Answer,
): string {
  if (body.peak_hour === null) return noHoursSaid(context);
  const part = partAsked(context.question, body);
  // Clock hours are said once, in the hours that sold: "El miércoles 2 (de las 18:00 a las 20:00)".
  const said = part.named ? `${when(context)} ${part.label}` : when(context);
  const asked = daypartsAsked(context.question);
  if (asked.length > 1 && !asksPeople(context.question)) return partsCompared(body, asked, context, answer);
  const { inPart, sales } = partSales(body, part);
  if (inPart.length === 0)
    return sentence(`${said} (de las ${clock(part.from)} a las ${clock(part.to)}) no tuviste ventas.`);
  const hours = `de las ${answer.hour('daypart_from', 'Primera hora', inPart[0]!.hour)} a las ${answer.hour('daypart_to', 'Hasta', endOfHours(inPart))}`;
  const people = asksPeople(context.question) ? partCovers(inPart, meta) : null;
  if (people !== null)
    return sentence(
      `${said} (${hours}) atendiste ${answer.count('daypart_covers', `Comensales ${part.label}`, people)} comensales.`,
    );
  const noPeople = asksPeople(context.question)
    ? `No tengo los comensales por hora ${when(context)}: llegan con las mesas en vivo, que tu punto de venta no mandó todos esos días. `
    : '';
  const day = sumSales(body.hours);
  const amount = answer.money('daypart_sales_cents', `Venta ${part.label}`, sales);
  const basis = `(${ORDER_LINES_BASIS})`;
  if (sales === day)
    return `${noPeople}${sentence(`${said} (${hours}) vendiste ${amount} ${basis}: a otras horas no vendiste.`)}`;
  const share = answer.pct('daypart_share_pct', 'Parte de la venta por hora', ratioPct(sales, day)!);
  const whole = answer.money('hours_sales_cents', 'Venta de todas las horas', day);
  return `${noPeople}${sentence(`${said} (${hours}) vendiste ${amount}, el ${share} de los ${whole} de todas tus horas ${basis}.`)}`;
}

/**
 * " Por horas: en la tarde (de las 12:00 a las 17:00) $44,095.00, el 94.6%; …": every part of the
 * day with sales, most first, each with its share of all the hours', when the POS sent no shifts;
 * '' without hours.
 */
export function dayPartsSentence(body: SalesByHourAttributes | undefined, answer: Answer): string {
  if (body === undefined || body.peak_hour === null) return '';
  const day = sumSales(body.hours);
  const parts = (Object.keys(DAYPARTS) as Daypart[])
    .map((key) => ({ key, ...partSales(body, DAYPARTS[key]) }))
    .filter((part) => part.inPart.length > 0 && day > 0)
    .sort((a, b) => b.sales - a.sales);
  if (parts.length === 0) return '';
  const hoursOf = (key: Daypart, inPart: readonly Bucket[]) => {
    const label = DAYPARTS[key].label;
    const from = answer.hour(`${key}_from`, `Primera hora ${label}`, inPart[0]!.hour);
    return `${label} (de las ${from} a las ${answer.hour(`${key}_to`, `Hasta ${label}`, endOfHours(inPart))})`;
  };
  const only = parts[0]!;
  if (parts.length === 1 && only.sales === day)
    return ` Por horas, todo lo vendiste ${hoursOf(only.key, only.inPart)}.`;
  const said = parts.map(({ key, inPart, sales }) => {
    const label = DAYPARTS[key].label;
    const amount = answer.money(`${key}_sales_cents`, `Venta ${label}`, sales);
    const share = answer.pct(`${key}_share_pct`, `Parte de la venta ${label}`, ratioPct(sales, day)!);
    return `${hoursOf(key, inPart)} ${amount}, el ${share}`;
  });
  return ` Por horas: ${said.join('; ')} (${ORDER_LINES_BASIS}).`;
}

const DAYPART_PLAN: IntentPlan = {
  reads: read('intelligence-sales-by-hour'),
  defaultPeriod: 'yesterday',
  usesPeriod: true,
  compose: (results, context, answer) => {
    const result = results['intelligence-sales-by-hour']!;
    return daypartAnswer(result.attributes, result.meta, context, answer);
  },
  followUps: ['¿Cuál fue mi hora pico?', '¿Cuánto vendí por turno?'],
};
