/**
 * "¿Cuántos tacos de pastor voy a vender el fin de semana?", "¿cuánto pastor preparo para esta
 * semana?": a dish's line of each day's prep list over the days asked (one GET /forecast/items read
 * a day), each day with its own 80 % range, and the days' points added. The sum has no range of its
 * own: the days' ranges do not add (a p10 of two days is not the sum of their p10s), so none is
 * said. A day the branch does not open is said, as the prep list says it. Pure.
 */
import type { ForecastItemsAttributes } from '../responses/forecast.ts';
import { type Answer, type AnyReadOutcome, list, resultAt } from './compose.ts';
import { dishToCome, itemsNamed, WILL_SELL_VERBS } from './dishes.ts';
import { day, dayInWords, period, sentence } from './format.ts';
import type { Direction } from './superlatives.ts';

const ITEMS_READ = 'intelligence-forecast-items';

type Item = ForecastItemsAttributes['items'][number];

/** Each day's prep list, as the reads gave them in order; null when a read failed or has no forecast. */
export function itemDaysOf(outcomes: readonly AnyReadOutcome[]): ForecastItemsAttributes[] | null {
  const read = outcomes.map((_, index) => resultAt(outcomes, index, ITEMS_READ)?.attributes);
  if (read.some((items) => items === undefined || items.status === 'insufficient_history')) return null;
  return read as ForecastItemsAttributes[];
}

/** "mañana, sábado 5 de diciembre" for one day's lists, "del sábado 5 … al domingo 6 …" for several. */
export const daysSpan = (days: readonly ForecastItemsAttributes[], today: string): string =>
  days.length === 1
    ? dayInWords(days[0]!.date, today)
    : period({ from: days[0]!.date, to: days.at(-1)!.date }, today);

/** Each day's line of one item: its quantity and range, or that the day does not open. */
function dayLines(
  days: readonly ForecastItemsAttributes[],
  name: string,
  key: string,
  today: string,
  answer: Answer,
) {
  let total = 0;
  const lines = days.map((items) => {
    const when = day(items.date, today);
    if (items.status === 'closed') return `el ${when} no abres`;
    const item = [...items.items, ...items.other_items].find((entry) => entry.name === name);
    if (item === undefined) return `el ${when} no lo espero`;
    total += item.quantity;
    const at = `${key}_${items.date}`;
    const quantity = answer.count(`${at}_quantity`, `${name}, ${when}: cantidad`, item.quantity);
    const low = answer.count(`${at}_quantity_low`, `${name}, ${when}: mínimo`, item.quantity_low);
    const high = answer.count(`${at}_quantity_high`, `${name}, ${when}: máximo`, item.quantity_high);
    return `el ${when} ${quantity} (entre ${low} y ${high})`;
  });
  return { lines, total };
}

/** The dish's line of each day's prep list, and the days' points added; null when a read failed. */
export function dishDaysAnswer(
  outcomes: readonly AnyReadOutcome[],
  question: string,
  today: string,
  answer: Answer,
): string | null {
  const read = itemDaysOf(outcomes);
  if (read === null) return null;
  const dish = dishToCome(question);
  if (dish === null) return null;
  const listed = new Map<string, Item>();
  for (const items of read)
    for (const item of [...items.items, ...items.other_items]) listed.set(item.name, item);
  const named = itemsNamed(dish.words, [...listed.values()]).slice(0, 3);
  const span = daysSpan(read, today);
  if (named.length === 0) return sentence(`${span} no tengo «${dish.said}» en el pronóstico.`);
  const parts = named.map((item, index) => {
    const key = `item_${index + 1}`;
    const name = answer.name(key, 'Platillo', item.name);
    const { lines, total } = dayLines(read, item.name, key, today, answer);
    const sum = answer.count(`${key}_quantity`, `${item.name}: cantidad en esos días`, total);
    return `${name}: ${list(lines)}; ${sum} en esos días`;
  });
  // The same quantities either way: what is expected to sell is what to prepare.
  const lead = WILL_SELL_VERBS.has(dish.verb) ? 'espero vender' : 'prepara';
  return sentence(`${span} ${lead}: ${parts.join('. ')} (el rango es de cada día).`);
}

/**
 * "¿Qué voy a vender más mañana?", "¿qué platillo se va a vender menos el fin de semana?": the
 * prep lists' items (items of type other apart, as in the menu) ranked by their points added over
 * the days read, the first and the two after it; one day's with its range. Null when a read failed.
 */
export function topDishesAnswer(
  outcomes: readonly AnyReadOutcome[],
  direction: Direction,
  today: string,
  answer: Answer,
): string | null {
  const days = itemDaysOf(outcomes);
  if (days === null) return null;
  const span = daysSpan(days, today);
  const totals = new Map<string, number>();
  for (const items of days)
    for (const item of items.items) totals.set(item.name, (totals.get(item.name) ?? 0) + item.quantity);
  const ranked = [...totals].sort(([, a], [, b]) => (direction === 'least' ? a - b : b - a));
  if (ranked.length === 0) return sentence(`${span} no tengo platillos pronosticados.`);
  const only = days.length === 1 ? days[0]!.items : null;
  // One day's with its range; over days, the points added ("en esos 2 días": ranges do not add).
  const said = ranked.slice(0, 3).map(([name, quantity], index) => {
    const shown = answer.name(`item_${index + 1}`, 'Platillo', name);
    const count = answer.count(`item_${index + 1}_quantity`, `${name}: cantidad`, quantity);
    const item = only?.find((entry) => entry.name === name);
    if (item === undefined) return { shown, figure: count, detail: '' };
    const low = answer.count(`item_${index + 1}_quantity_low`, `${name}: mínimo`, item.quantity_low);
    const high = answer.count(`item_${index + 1}_quantity_high`, `${name}: máximo`, item.quantity_high);
    return { shown, figure: count, detail: `entre ${low} y ${high}` };
  });
  const [first, ...rest] = said;
  const most = direction === 'least' ? 'menos' : 'más';
  const over =
    days.length > 1 ? ` en esos ${answer.count('days_forecast', 'Días sumados', days.length)} días` : '';
  const lead = `${first!.shown}: ${first!.figure}${first!.detail === '' ? over : ` (${first!.detail})`}`;
  const others = rest.map(
    (entry) => `${entry.shown} (${[entry.figure, entry.detail].filter(Boolean).join(', ')})`,
  );
  const after = others.length === 0 ? '' : ` Le ${others.length === 1 ? 'sigue' : 'siguen'} ${list(others)}.`;
  return `${sentence(`${span} lo que ${most} espero vender es ${lead}.`)}${after}`;
}

/**
 * "¿Qué preparo para el fin de semana?": the days' prep lists added per dish (items of type other
 * too, as a day's list has them), the first ten by their sum. No range: the days' ranges do not add,
 * and each day's is in its own list. A day the branch does not open is said. Null when a read failed.
 */
export function prepDaysAnswer(
  outcomes: readonly AnyReadOutcome[],
  today: string,
  answer: Answer,
): string | null {
  const days = itemDaysOf(outcomes);
  if (days === null) return null;
  const span = daysSpan(days, today);
  const open = days.filter((items) => items.status === 'ok');
  const closed = days.filter((items) => items.status === 'closed');
  if (open.length === 0) return sentence(`${span} no abres: no hay que preparar.`);
  const totals = new Map<string, number>();
  for (const items of open)
    for (const item of [...items.items, ...items.other_items])
      totals.set(item.name, (totals.get(item.name) ?? 0) + item.quantity);
  const ranked = [...totals].sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB, 'es'));
  if (ranked.length === 0) return sentence(`${span} no tengo platillos pronosticados.`);
  const lines = ranked.slice(0, 10).map(([name, quantity], index) => {
    const shown = answer.name(`item_${index + 1}`, 'Platillo', name);
    return `${shown}: ${answer.count(`item_${index + 1}_quantity`, `${name}: cantidad en esos días`, quantity)}`;
  });
  const rest = ranked.length - lines.length;
  const more = rest > 0 ? ` y ${answer.count('more_items', 'Platillos más', rest)} más` : '';
  const shut =
    closed.length === 0 ? '' : ` (${list(closed.map((items) => `el ${day(items.date, today)}`))} no abres)`;
  const opened = answer.count('days_forecast', 'Días sumados', open.length);
  return sentence(
    `${span}${shut} prepara, sumando ${opened} ${open.length === 1 ? 'día' : 'días'}: ${lines.join('; ')}${more}. El rango de cada día está en su propia lista.`,
  );
}
