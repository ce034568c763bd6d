/**
 * "¿Cuánto vendo los domingos en la noche?", "¿cuántos clientes vienen los sábados en la mañana?":
 * a part of the day (daypart.ts) of a weekday's habit, not of its last day. The same reads as the
 * weekday's peak hour (weekday-hours.ts: the window's days, then each of its weekday's by-hour) and
 * the same days counted; the part's sales per such day, their total and their share of all the
 * counted days' hours, or its diners when asked of people and every counted day seated them.
 *
 * A weekday in the singular ("el domingo en la noche") keeps the one-day reading (daypart.ts).
 */
import { divideRounded, ratioPct } from '../analytics/rounding.ts';
import type { Answer, AnyReadOutcome, ComposeContext, IntentPlan } from './compose.ts';
import { clock, DAYPART_INTENTS, DAYPARTS, daypartAsked, endOfHours, inDaypart } from './daypart.ts';
import { ORDER_LINES_BASIS, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { failedReadText } from './refusals.ts';
import { asksPeople } from './superlatives.ts';
import { type Counted, countedDays, daysWords, weekdayHoursReads } from './weekday-hours.ts';
import { MIN_DAYS, WEEKDAY_WORDS, windowWords } from './weekday-profile.ts';
import { weekdaysAsked } from './why-question.ts';

type Part = (typeof DAYPARTS)[keyof typeof DAYPARTS];

/** "Los domingos en la noche": the weekday and the part, as the answer opens. */
const opening = (weekday: number, part: Part) => `Los ${WEEKDAY_WORDS[weekday]![1]} ${part.label}`;

/** Too few counted days for an average: said, with no figure of sales. */
function tooFew(counted: Counted, weekday: number, context: ComposeContext, answer: Answer): string {
  const [one, many] = WEEKDAY_WORDS[weekday]!;
  const part = DAYPARTS[daypartAsked(context.question)!];
  const window = windowWords(context, answer);
  if (counted.days === 0 && counted.unhoured === 0)
    return `${sentence(window)} no tengo ningún ${one} con corte Z y venta, así que no puedo decirte cómo te va ${part.label} ese día.`;
  const { said } = daysWords(counted, weekday, answer);
  const needed = answer.count('min_weekday_days', `Mínimo de ${many} contados`, MIN_DAYS);
  return `Todavía no puedo decirte cómo te va los ${many} ${part.label}: ${window} tengo ${said}, y necesito al menos ${needed} para sacar un promedio que diga algo.`;
}

/** The part's diners per counted day and in total, or null unless every counted day seated them. */
function partPeople(
  inPart: Counted['body']['hours'],
  counted: Counted,
  weekday: number,
  answer: Answer,
): string | null {
  if (!counted.seated || inPart.some((bucket) => bucket.covers === null)) return null;
  const one = WEEKDAY_WORDS[weekday]![0];
  const total = inPart.reduce((sum, bucket) => sum + bucket.covers!, 0);
  const mean = answer.count(
    'daypart_avg_covers',
    `Comensales por ${one}`,
    divideRounded(total, counted.days)!,
  );
  const shown = answer.count('daypart_covers', 'Comensales, sumados en esos días', total);
  return `atiendes en promedio ${mean} comensales por ${one} (${shown} en total)`;
}

/** The part's sales per counted day, its total and its share of all the counted days' hours. */
function partSales(inPart: Counted['body']['hours'], counted: Counted, weekday: number, answer: Answer) {
  const one = WEEKDAY_WORDS[weekday]![0];
  const sales = inPart.reduce((sum, bucket) => sum + bucket.sales_cents, 0);
  const all = counted.body.hours.reduce((sum, bucket) => sum + bucket.sales_cents, 0);
  const mean = answer.money(
    'daypart_avg_sales_cents',
    `Venta por ${one}`,
    divideRounded(sales, counted.days)!,
  );
  const total = answer.money('daypart_sales_cents', 'Venta, sumada en esos días', sales);
  if (sales === all)
    return `vendes en promedio ${mean} por ${one} (${total} en total; a otras horas no vendiste)`;
  const share = answer.pct('daypart_share_pct', 'Parte de la venta por hora', ratioPct(sales, all)!);
  return `vendes en promedio ${mean} por ${one}, el ${share} de la venta de todas sus horas (${total} en total)`;
}

function weekdayDaypart(
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const weekday = weekdaysAsked(context.question)!;
  const part = DAYPARTS[daypartAsked(context.question)!];
  const counted = countedDays(outcomes, context.range, weekday);
  if (!('body' in counted))
    return failedReadText(counted, context.requiredPlanOf('intelligence-sales-by-hour'), 'tu venta por hora');
  if (counted.days < MIN_DAYS) return tooFew(counted, weekday, context, answer);
  const { said } = daysWords(counted, weekday, answer);
  const window = windowWords(context, answer, `: ${said}`);
  const inPart = counted.body.hours.filter(
    (bucket) => inDaypart(bucket.hour, part) && bucket.sales_cents !== 0,
  );
  if (inPart.length === 0)
    return `${opening(weekday, part)} (de las ${clock(part.from)} a las ${clock(part.to)}) no vendiste ${window}.`;
  const hours = `de las ${answer.hour('daypart_from', 'Primera hora', inPart[0]!.hour)} a las ${answer.hour('daypart_to', 'Hasta', endOfHours(inPart))}`;
  const people = asksPeople(context.question) ? partPeople(inPart, counted, weekday, answer) : null;
  if (people !== null) return `${opening(weekday, part)} (${hours}) ${people} ${window}.`;
  const noPeople = asksPeople(context.question)
    ? `No tengo los comensales por hora de todos tus ${WEEKDAY_WORDS[weekday]![1]}: llegan con las mesas en vivo, que tu punto de venta no mandó esos días. `
    : '';
  const sales = partSales(inPart, counted, weekday, answer);
  return `${noPeople}${opening(weekday, part)} (${hours}) ${sales} ${window}; ${ORDER_LINES_BASIS}.`;
}

const WEEKDAY_DAYPART_PLAN: IntentPlan = {
  reads: weekdayHoursReads,
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => weekdayDaypart(context, answer, outcomes),
  followUps: ['¿A qué hora vendo más?', '¿Qué día de la semana vendo más?'],
};

/**
 * The plan of a weekday's part of the day (understand.ts gives it the weekday window, answers.ts
 * `plansFor` takes it before the one-day part), or null.
 */
export function weekdayDaypartPlanFor(intent: Intent, question: string): IntentPlan | null {
  return DAYPART_INTENTS.has(intent) && daypartAsked(question) !== null && weekdaysAsked(question) !== null
    ? WEEKDAY_DAYPART_PLAN
    : null;
}
