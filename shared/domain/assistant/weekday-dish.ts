/**
 * "¿Cuántos tacos al pastor vendo los sábados?": a dish's units on a weekday as a habit, not on its
 * last day. Over the weekday's days of the weekday window (the last 8 weeks of closed days,
 * weekday-profile.ts), each open day's menu read (one read a day, as weekday-hours.ts reads the
 * hours) gives the dish's units and sales; the answer names the mean per open such day, the total
 * over them, and how many counted. Under MIN_DAYS open days: said, with no figure.
 */
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { isOpenDay } from '../analytics/sales.ts';
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
} from './compose.ts';
import { asksWhichDish, dishAsked, itemsNamed, SOLD_VERBS } from './dishes.ts';
import { ORDER_LINES_BASIS, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { type ReadRequest, SALES_DAYS_READ } from './reads.ts';
import { failedReadText } from './refusals.ts';
import { weekdayDates } from './weekday-hours.ts';
import { MIN_DAYS, WEEKDAY_WORDS, windowWords } from './weekday-profile.ts';
import { weekdaysAsked } from './why-question.ts';

const MENU = 'intelligence-menu-engineering';

type Sold = { name: string; units: number; sales: number; dish: boolean };

/** Each item's units and sales summed over the open weekday days' menu reads, or a failed read. */
function soldOnWeekday(outcomes: readonly AnyReadOutcome[], context: ComposeContext, weekday: number) {
  const open = new Set(
    resultAt(outcomes, 0, SALES_DAYS_READ)!
      .attributes.days.filter(isOpenDay)
      .map((d) => d.date),
  );
  const sold = new Map<string, Sold>();
  let days = 0;
  for (const [index, date] of weekdayDates(context.range, weekday).entries()) {
    const outcome = outcomes[index + 1]!;
    if (!outcome.ok) return outcome;
    if (!open.has(date)) continue;
    days += 1;
    const menu: MenuEngineeringAttributes = resultAt(outcomes, index + 1, MENU)!.attributes;
    const dishes = new Set(menu.items.map((item) => item.item_name));
    for (const item of [...menu.items, ...menu.other_items]) {
      const known = sold.get(item.item_name) ?? {
        name: item.item_name,
        units: 0,
        sales: 0,
        dish: dishes.has(item.item_name),
      };
      sold.set(item.item_name, {
        ...known,
        units: known.units + item.quantity_sold,
        sales: known.sales + item.net_sales_cents,
      });
    }
  }
  return { items: [...sold.values()], days };
}

/**
 * "¿Qué se vende más los domingos?": the dishes (packaging and extras apart) ranked by their units
 * over the weekday's open days, the first three with their mean per such day (since 2026-12-06;
 * before, last Sunday's best sellers).
 */
function weekdayRanking(
  items: readonly Sold[],
  { days, weekday }: { days: number; weekday: number },
  window: string,
  context: ComposeContext,
  answer: Answer,
): string {
  const least = context.direction === 'least';
  const ranked = items
    .filter((item) => item.dish && item.units > 0)
    .sort((a, b) => (least ? a.units - b.units : b.units - a.units) || a.name.localeCompare(b.name, 'es'));
  const [one, many] = WEEKDAY_WORDS[weekday]!;
  if (ranked.length === 0) return sentence(`${window} no tengo platillos vendidos los ${many}.`);
  const said = ranked.slice(0, 3).map((item, index) => {
    const key = `item_${index + 1}`;
    const name = answer.name(key, 'Platillo', item.name);
    const mean = roundHalfAwayFromZero(item.units / days, 1);
    const perDay = answer.count(`${key}_per_weekday`, `Vendidos por ${one} de ${item.name}`, mean, 'number');
    const units = answer.count(`${key}_quantity`, `Vendidos de ${item.name}`, item.units);
    return `${name}, ${perDay} por ${one} (${units} en total)`;
  });
  return `Los ${many} lo que ${least ? 'menos' : 'más'} vendes es ${list(said)}, ${window}.`;
}

function weekdayDish(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const weekday = weekdaysAsked(context.question)!;
  const dish = dishAsked(context.question, SOLD_VERBS);
  const counted = soldOnWeekday(outcomes, context, weekday);
  if (!('items' in counted)) return failedReadText(counted, context.requiredPlanOf(MENU), 'lo vendido');
  const [one, many] = WEEKDAY_WORDS[weekday]!;
  const single = counted.days === 1;
  const days = answer.count('weekday_days', `${sentence(many)} abiertos`, counted.days);
  const opened = `${single ? one : many} ${single ? 'abierto' : 'abiertos'}`;
  const window = windowWords(context, answer, `: ${days} ${opened}`);
  if (counted.days < MIN_DAYS)
    return `${sentence(window)} solo abriste ${single ? 'ese' : 'esos'} ${single ? one : many}: muy pocos para decirte cuánto vendes un ${one} normal.`;
  if (dish === null)
    return weekdayRanking(counted.items, { days: counted.days, weekday }, window, context, answer);
  const named = itemsNamed(dish.words, counted.items);
  if (named.length === 0) return `Los ${many} ${window} no encuentro «${dish.said}» entre lo vendido.`;
  const lines = named.map((item, index) => {
    const key = `item_${index + 1}`;
    const name = answer.name(key, 'Platillo', item.name);
    const mean = roundHalfAwayFromZero(item.units / counted.days, 1);
    const perDay = answer.count(`${key}_per_weekday`, `Vendidos por ${one} de ${item.name}`, mean, 'number');
    const units = answer.count(`${key}_quantity`, `Vendidos de ${item.name}`, item.units);
    const sales = answer.money(`${key}_sales_cents`, `Venta de ${item.name}`, item.sales);
    return `${perDay} de ${name} (${units} en total, por ${sales})`;
  });
  return `Los ${many} vendes en promedio ${list(lines)}, ${window}; montos ${ORDER_LINES_BASIS}.`;
}

const WEEKDAY_DISH_PLAN: IntentPlan = {
  // The window's days first (which opened), then each weekday's menu read.
  reads: (range, _base, question) => [
    { read: SALES_DAYS_READ, query: periodQuery(range) },
    ...weekdayDates(range, weekdaysAsked(question)!).map(
      (date): ReadRequest => ({ read: MENU, query: periodQuery({ from: date, to: date }) }),
    ),
  ],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => weekdayDish(context, answer, outcomes),
  followUps: ['¿Qué día de la semana vendo más?', '¿Cuál es el platillo más vendido?'],
};

/**
 * The plan of a dish's units on a weekday in the plural, or of which dishes sell most on it
 * ("¿qué se vende más los domingos?"; understand.ts gives it the window), or null.
 */
export function weekdayDishPlanFor(intent: Intent, question: string): IntentPlan | null {
  if (intent !== 'top_item' || weekdaysAsked(question) === null) return null;
  return dishAsked(question, SOLD_VERBS) !== null || asksWhichDish(question) ? WEEKDAY_DISH_PLAN : null;
}
