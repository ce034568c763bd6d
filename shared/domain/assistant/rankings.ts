/**
 * The ranking intents, both ways (superlatives.ts): the hour that sold most or least, the waiter who
 * sold most or least, the item sold most or least. Each reads its endpoint and words its rows in
 * the order asked; the figures are the rows' own values.
 */

import { contributionBasisWords } from '../analytics/menu-engineering.ts';
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import type {
  MenuEngineeringAttributes,
  SalesByEmployeeAttributes,
  SalesByHourAttributes,
} from '../responses/intelligence.ts';
import { absenceReads, attendanceAnswer } from './attendance.ts';
import { type Answer, type ComposeContext, type IntentPlan, list, read, resultAt, when } from './compose.ts';
import { coverageAt, daysReadOf } from './coverage.ts';
import {
  asksCategoryRanking,
  asksMargin,
  dishAsked,
  dishesCompared,
  dishLeftAsked,
  dishPriceAsked,
  itemsNamed,
  menuItemsNamed,
  SOLD_VERBS,
} from './dishes.ts';
import { CATEGORY_WORDS, clause, namedCategoryType, ORDER_LINES_BASIS, sentence } from './format.ts';
import { speaksOfComing } from './future-words.ts';
import { asksWaiterAverage, headcountAnswer, waiterAverageAnswer } from './headcount.ts';
import { asksEachHour, hourByHourAnswer } from './hour-by-hour.ts';
import { asksSalesHours } from './hours-words.ts';
import { categoryRankingAnswer, menuPartsAgainst } from './menu-categories.ts';
import { menuPoolOf, noCourse } from './menu-course.ts';
import { firstAndLastSale, NO_SCHEDULE_KEPT } from './sales-hours.ts';
import { asksHeadcount, asksPeople, asksPerDay } from './superlatives.ts';
import { normalize } from './text.ts';
import {
  asksTablesByWaiter,
  NOT_BY_TABLES,
  namedWaiterAnswer,
  notByProduct,
  waiterMetricAsked,
  waiterProductAsked,
  waitersBy,
  waitersWithout,
} from './waiter-metrics.ts';
import { waiterFollowUp, waiterNamed } from './waiter-named.ts';
import { asksAttendance } from './work-words.ts';

/**
 * The hour with the most (or fewest) diners seated (sales/by-hour `covers`, from the live tables;
 * the earlier hour on a tie); null when no hour has them.
 */
export function busiestBucket(body: SalesByHourAttributes, least: boolean) {
  const seated = body.hours.filter((bucket) => bucket.covers !== null);
  if (seated.length === 0) return null;
  const more = (a: number, b: number) => (least ? a < b : a > b);
  return seated.reduce((best, bucket) => (more(bucket.covers!, best.covers!) ? bucket : best));
}

/** The busiest hour by diners (busiestBucket) in words; null when no hour has them. */
function busiestHour(body: SalesByHourAttributes, context: ComposeContext, answer: Answer): string | null {
  const least = context.direction === 'least';
  const chosen = busiestBucket(body, least);
  if (chosen === null) return null;
  const which = least ? 'menos' : 'más';
  const hour = answer.hour('covers_hour', `Hora con ${which} comensales`, chosen.hour);
  const covers = answer.count('covers_hour_covers', 'Comensales sentados en esa hora', chosen.covers!);
  return sentence(
    `la hora con ${which} comensales ${when(context)} fue a las ${hour}: ${covers} se sentaron a esa hora.`,
  );
}

function peakHour(body: SalesByHourAttributes, context: ComposeContext, answer: Answer): string {
  // "¿A qué hora cerré el domingo?": the hours the sales show (sales-hours.ts).
  if (asksSalesHours(context.question)) {
    const span = firstAndLastSale(body.hours, answer);
    if (span === null) return noHoursSaid(context);
    return `${sentence(`${when(context)} tu primera venta fue en la hora de las ${span.first} y la última en la de las ${span.last}.`)} ${NO_SCHEDULE_KEPT}`;
  }
  // "¿Cuánto vendí por hora ayer?": each hour, or their mean, not the peak alone.
  if (asksEachHour(context.question) && !asksPeople(context.question))
    return hourByHourAnswer(body, context, answer, ORDER_LINES_BASIS) ?? noHoursSaid(context);
  if (asksPeople(context.question)) {
    const byCovers = busiestHour(body, context, answer);
    if (byCovers !== null) return byCovers;
    const bySales = peakHourBySales(body, context, answer);
    return `No tengo comensales por hora ${when(context)}: llegan con las mesas en vivo, que tu punto de venta no mandó esos días. Por venta, ${clause(bySales)}`;
  }
  return peakHourBySales(body, context, answer);
}

/** No sales by hour for the period: its order lines carry no hour. */
export const noHoursSaid = (context: ComposeContext) =>
  `No tengo la venta por hora ${when(context)}: las órdenes no traen la hora en que se pidieron (ordered_at).`;

function peakHourBySales(body: SalesByHourAttributes, context: ComposeContext, answer: Answer): string {
  if (body.peak_hour === null) return noHoursSaid(context);
  const sales = (hour: string) => body.hours.find((bucket) => bucket.hour === hour)?.sales_cents ?? 0;
  const peak = () =>
    `a las ${answer.hour('peak_hour', 'Hora pico', body.peak_hour!)}, con ${answer.money('peak_hour_sales_cents', 'Venta en la hora pico', sales(body.peak_hour!))}`;
  const valleyHour =
    body.valley_hour !== null && body.valley_hour !== body.peak_hour ? body.valley_hour : null;
  const valley = (hour: string) =>
    `a las ${answer.hour('valley_hour', 'Hora más floja', hour)}, con ${answer.money('valley_hour_sales_cents', 'Venta en la hora más floja', sales(hour))}`;
  if (context.direction === 'least') {
    if (valleyHour === null) {
      return `${sentence(`${when(context)} solo tuviste ventas en una hora: ${peak()}.`)}`;
    }
    const lowest = `${sentence(`tu hora más floja ${when(context)} fue ${valley(valleyHour)} vendidos.`)}`;
    return `${lowest} La pico fue ${peak()}.`;
  }
  let text = `${sentence(`tu hora pico ${when(context)} fue ${peak()} vendidos.`)}`;
  if (valleyHour !== null) text += ` La más floja fue ${valley(valleyHour)}.`;
  return text;
}

function waiters(
  employees: ReadonlyArray<{ name: string; total_sales_cents: number; rank: number }>,
  context: ComposeContext,
  answer: Answer,
): string {
  if (employees.length === 0) {
    return `No tengo ventas por mesero ${when(context)}: las órdenes no traen el nombre del mesero (waiter_name).`;
  }
  // Today before any table closed: no one leads (since 2026-12-07; before, "van empatados
  // arriba … con $0.00 cada uno").
  if (context.live && employees.every((employee) => employee.total_sales_cents === 0))
    return `${sentence(`${when(context)} ningún mesero ha cerrado ventas todavía, así que nadie va adelante.`)}`;
  const least = context.direction === 'least';
  const ranked = [...employees].sort((a, b) => (least ? b.rank - a.rank : a.rank - b.rank));
  const tied = tiedWithFirst(ranked, (employee) => employee.total_sales_cents);
  const [first] = ranked;
  const rest = ranked.slice(tied.length);
  const lead = least ? 'worst_waiter' : 'best_waiter';
  const name = answer.name(lead, least ? 'Mesero que menos vendió' : 'Mejor mesero', first!.name);
  const sales = answer.money(`${lead}_sales_cents`, `Venta de ${first!.name}`, first!.total_sales_cents);
  const rankName = (employee: (typeof employees)[number]) =>
    answer.name(`waiter_rank_${employee.rank}`, `Mesero lugar ${employee.rank}`, employee.name);
  let text: string;
  if (tied.length > 1) {
    // A tie is named whole: the order between them would be arbitrary.
    const names = [name, ...tied.slice(1).map(rankName)];
    const who = least ? 'los meseros que menos vendieron' : 'tus mejores meseros';
    const tie = context.live ? `van empatados ${least ? 'abajo' : 'arriba'}` : `${who} empataron`;
    text = `${sentence(`${when(context)} ${tie}: ${list(names)}, con ${sales} cada uno.`)}`;
  } else if (context.live) {
    // Today so far: who leads, not who was best.
    text = `${sentence(`${when(context)} quien ${least ? 'menos' : 'más'} lleva vendido es ${name}, con ${sales}.`)}`;
  } else {
    text = least
      ? `${sentence(`el mesero que menos vendió ${when(context)} fue ${name}, con ${sales}.`)}`
      : `${sentence(`tu mejor mesero ${when(context)} fue ${name}, con ${sales} vendidos.`)}`;
  }
  const others = rest.slice(0, 4).map((employee) => {
    const other = rankName(employee);
    const amount = answer.money(
      `waiter_rank_${employee.rank}_sales_cents`,
      `Venta de ${employee.name}`,
      employee.total_sales_cents,
    );
    return `${other} (${amount})`;
  });
  if (others.length > 0) {
    const order = least ? ', de menos a más,' : '';
    text += ` Le ${others.length === 1 ? 'sigue' : 'siguen'}${order} ${list(others)}.`;
  }
  return text;
}

/** How many tied names an answer lists before saying how many more there are. */
const TIE_NAMES = 5;

/** The rows tied with the first on `value` (the first included). */
export function tiedWithFirst<T>(rows: readonly T[], value: (row: T) => number): T[] {
  const [first] = rows;
  return first === undefined ? [] : rows.filter((row) => value(row) === value(first));
}

/** A tie at the end asked: every tied name (up to five, alphabetical), never one picked silently. */
function tiedItems(
  tied: MenuEngineeringAttributes['items'],
  key: string,
  label: string,
  context: ComposeContext,
  answer: Answer,
): string {
  const quantity = answer.count(`${key}_quantity`, 'Vendidos de cada uno', tied[0]!.quantity_sold);
  const names = tied
    .slice(0, TIE_NAMES)
    .map((item, index) =>
      answer.name(index === 0 ? key : `${key}_${index + 1}`, `Empate ${index + 1}`, item.item_name),
    );
  if (tied.length <= TIE_NAMES)
    return `${sentence(`${label.toLowerCase()} ${when(context)} es un empate entre ${list(names)}, con ${quantity} vendidos cada uno.`)}`;
  const count = answer.count(`${key}_tie_count`, 'Platillos empatados', tied.length);
  return `${sentence(`${label.toLowerCase()} ${when(context)} es un empate entre ${count} platillos, con ${quantity} vendidos cada uno; en orden alfabético: ${names.join(', ')}, entre otros.`)}`;
}

/** No dish sold over the period, or none of the type named. */
const nothingSold = (type: keyof typeof CATEGORY_WORDS | null, context: ComposeContext) =>
  type === null
    ? `No tengo platillos vendidos ${when(context)}.`
    : `No tengo ventas de ${CATEGORY_WORDS[type]} ${when(context)}.`;

/** Every item sold, classified or not (packaging and extras too), as dish names are matched. */
const soldItems = (menu: MenuEngineeringAttributes) =>
  [...menu.items, ...menu.other_items].map((item) => ({ ...item, name: item.item_name }));

function items(menu: MenuEngineeringAttributes, context: ComposeContext, answer: Answer): string {
  const least = context.direction === 'least';
  // "¿Cuál es la bebida más vendida?": the items of the type named ("platillo" names none: any item);
  // "¿cuál es mi postre más vendido?", those of the menu's category named (menu-course.ts).
  const asked = menuPoolOf(context, menu.items);
  if ('missing' in asked) return noCourse(asked.missing, menu.items);
  const sorted = asked.items.sort(
    (a, b) =>
      (least ? a.quantity_sold - b.quantity_sold : b.quantity_sold - a.quantity_sold) ||
      a.item_name.localeCompare(b.item_name, 'es'),
  );
  if (sorted.length === 0) return nothingSold(namedCategoryType(context.question), context);
  const key = least ? 'least_item' : 'top_item';
  const label = `${least ? 'Lo menos vendido' : 'Lo más vendido'}${asked.name === null ? '' : ` de ${asked.name}`}`;
  const tied = tiedWithFirst(sorted, (item) => item.quantity_sold);
  if (tied.length > 1) return tiedItems(tied, key, label, context, answer);
  const [first, ...rest] = sorted;
  const name = answer.name(key, label, first!.item_name);
  const quantity = answer.count(`${key}_quantity`, `Vendidos de ${first!.item_name}`, first!.quantity_sold);
  const text = sentence(`${label.toLowerCase()} ${when(context)} fue ${name}: ${quantity} vendidos.`);
  return (
    text +
    nextOnes(rest, key, answer, (item, at) =>
      answer.count(`${at}_quantity`, `Vendidos de ${item.item_name}`, item.quantity_sold),
    ) +
    barBeside(menu, sorted.slice(0, 3), context, answer)
  );
}

/**
 * " Las bebidas no cuentan el bar; ahí, lo más vendido fue Cerveza clara: 1,846, más que cualquier
 * bebida.": asked of beverages, the POS's type (as Ventas splits it), the bar's best seller when it
 * outsold one of those named (since 2026-12-07; before, unsaid, so a beer that outsold the third
 * read as a drink that sells less); '' otherwise.
 */
function barBeside(
  menu: MenuEngineeringAttributes,
  named: readonly { quantity_sold: number }[],
  context: ComposeContext,
  answer: Answer,
): string {
  if (context.direction === 'least' || namedCategoryType(context.question) !== 'beverage') return '';
  const bar = menu.items
    .filter((item) => item.category_type === 'bar')
    .sort((a, b) => b.quantity_sold - a.quantity_sold)[0];
  if (bar === undefined || named.every((item) => bar.quantity_sold <= item.quantity_sold)) return '';
  const name = answer.name('top_bar_item', 'Lo más vendido del bar', bar.item_name);
  const quantity = answer.count('top_bar_item_quantity', `Vendidos de ${bar.item_name}`, bar.quantity_sold);
  const most = named.every((item) => bar.quantity_sold > item.quantity_sold)
    ? ', más que cualquier bebida'
    : '';
  return ` Las bebidas no cuentan el bar; ahí, lo más vendido fue ${name}: ${quantity}${most}.`;
}

/**
 * " Le siguen A (…) y B (…).": the two after the first of a ranking of dishes, each named under
 * `${key}_2`, `${key}_3` with its figure (quoted by `figure` under that key); '' when none follow.
 */
function nextOnes<T extends { item_name: string }>(
  rest: readonly T[],
  key: string,
  answer: Answer,
  figure: (item: T, at: string) => string,
): string {
  const others = rest.slice(0, 2).map((item, index) => {
    const at = `${key}_${index + 2}`;
    return `${answer.name(at, `Lugar ${index + 2}`, item.item_name)} (${figure(item, at)})`;
  });
  return others.length === 0 ? '' : ` Le ${others.length === 1 ? 'sigue' : 'siguen'} ${list(others)}.`;
}

/** "¿Cuál es mi platillo más caro?", "¿… más barato?": the dishes ranked by price, cheapest when "barat-". */
const PRICE_RANK = /\bmas (car|barat)[oa]s?\b/;
const asksPriceRank = (question: string) => PRICE_RANK.exec(normalize(question))?.[1] ?? null;

/**
 * The dishes by the price they were charged at (`unit_price_cents`, the menu read's: net sales over
 * units, with IVA, after discounts), the dearest (or cheapest) first, of the type named if any.
 */
function byPrice(
  menu: MenuEngineeringAttributes,
  cheapest: boolean,
  context: ComposeContext,
  answer: Answer,
) {
  const type = namedCategoryType(context.question);
  const priced = menu.items.filter(
    (item) => item.unit_price_cents !== null && (type === null || item.category_type === type),
  );
  if (priced.length === 0) return nothingSold(type, context);
  const price = (item: (typeof priced)[number]) => item.unit_price_cents!;
  const sorted = [...priced].sort(
    (a, b) =>
      (cheapest ? price(a) - price(b) : price(b) - price(a)) || a.item_name.localeCompare(b.item_name, 'es'),
  );
  const key = cheapest ? 'cheapest_item' : 'dearest_item';
  const [first, ...rest] = sorted;
  const name = answer.name(key, cheapest ? 'El más barato' : 'El más caro', first!.item_name);
  const shown = answer.money(
    `${key}_unit_price_cents`,
    `Precio cobrado de ${first!.item_name}`,
    price(first!),
  );
  const of = type === null ? 'platillo' : `producto de ${CATEGORY_WORDS[type]}`;
  const text = sentence(
    `tu ${of} más ${cheapest ? 'barato' : 'caro'} ${when(context)} fue ${name}: lo cobraste a ${shown} en promedio (con IVA, ya con descuentos).`,
  );
  return (
    text +
    nextOnes(rest, key, answer, (item, at) =>
      answer.money(`${at}_unit_price_cents`, `Precio cobrado de ${item.item_name}`, price(item)),
    )
  );
}

/**
 * The dishes by what they left: each one's net sales minus its unit cost times the units
 * (`total_contribution_cents`, as Menú computes it), the most (or least) first; dishes without a
 * cost are counted and said, never ranked.
 */
function mostProfitable(menu: MenuEngineeringAttributes, context: ComposeContext, answer: Answer): string {
  const least = context.direction === 'least';
  // "¿Cuál es la bebida que más deja?": among the part of the menu named (menu-course.ts).
  const asked = menuPoolOf(context, menu.items);
  if ('missing' in asked) return noCourse(asked.missing, menu.items, 'uno que deje más');
  const costed = asked.items.filter((item) => item.total_contribution_cents !== null);
  const uncosted = asked.items.length - costed.length;
  const missing =
    uncosted > 0
      ? ` Ojo: ${answer.count('unclassified_count', 'Productos sin costo', uncosted)} ${uncosted === 1 ? 'producto no tiene costo en el catálogo y no entra en la cuenta' : 'productos no tienen costo en el catálogo y no entran en la cuenta'}.`
      : '';
  if (costed.length === 0)
    return `No puedo decirte qué platillo te deja más ${when(context)}: tus productos no tienen costo en el catálogo.`;
  const margin = (item: (typeof costed)[number]) => item.total_contribution_cents!;
  const sorted = [...costed].sort(
    (a, b) =>
      (least ? margin(a) - margin(b) : margin(b) - margin(a)) || a.item_name.localeCompare(b.item_name, 'es'),
  );
  const [first, ...rest] = sorted;
  const key = least ? 'least_margin_item' : 'top_margin_item';
  const name = answer.name(key, least ? 'El que menos deja' : 'El que más deja', first!.item_name);
  const left = answer.money(`${key}_contribution_cents`, `Margen de ${first!.item_name}`, margin(first!));
  const sold = answer.count(`${key}_quantity`, `Vendidos de ${first!.item_name}`, first!.quantity_sold);
  const text = sentence(
    `${asked.name === null ? 'el platillo' : `de ${asked.name.toLowerCase()}, el`} que ${least ? 'menos' : 'más'} te dejó ${when(context)} fue ${name}: ${left} de margen (${marginBasis(menu)}) en ${sold} vendidos.`,
  );
  const next = nextOnes(rest, key, answer, (item, at) =>
    answer.money(`${at}_contribution_cents`, `Margen de ${item.item_name}`, margin(item)),
  );
  return `${text}${next}${missing}`;
}

/**
 * " (18.9 al día)" after units: their mean over the period's open days, one decimal; in parentheses,
 * so a list of dishes keeps its commas for the dishes.
 */
function perOpenDay(
  units: number,
  figure: { key: string; label: string },
  open: number | null,
  answer: Answer,
) {
  if (open === null || open === 0) return '';
  const mean = roundHalfAwayFromZero(units / open, 1);
  return ` (${answer.count(figure.key, figure.label, mean, 'number')} al día)`;
}

/**
 * "¿Cuánto vendí de pastor?", "¿cuántas órdenes de pastor vendí ayer?": the units and the sales of
 * each item of the dish named, as the menu read gives them, with their basis; or that none sold.
 */
function dishSold(
  menu: MenuEngineeringAttributes,
  dish: { said: string; words: string[] },
  context: ComposeContext,
  answer: Answer,
  /** The period's open days when the question asks per day ("al día"), else null. */
  open: number | null = null,
): string {
  const sold = soldItems(menu);
  const named = itemsNamed(dish.words, sold);
  if (named.length === 0)
    return `${sentence(`${when(context)} no encuentro «${dish.said}» entre lo vendido.`)}`;
  const lines = named.map((item, index) => {
    const name = answer.name(`item_${index + 1}`, 'Platillo', item.item_name);
    const count = answer.count(
      `item_${index + 1}_quantity`,
      `Vendidos de ${item.item_name}`,
      item.quantity_sold,
    );
    const sales = answer.money(
      `item_${index + 1}_sales_cents`,
      `Venta de ${item.item_name}`,
      item.net_sales_cents,
    );
    const label = `Vendidos por día abierto de ${item.item_name}`;
    return `${count} de ${name} por ${sales}${perOpenDay(item.quantity_sold, { key: `item_${index + 1}_per_day`, label }, open, answer)}`;
  });
  if (open === null || open === 0)
    return sentence(
      `${when(context)} vendiste ${namedTotal(named, answer, null)}${list(lines)} (${ORDER_LINES_BASIS}).`,
    );
  // The per-day figures take the parentheses, so the basis is a sentence of its own.
  const days = answer.count('open_days', 'Días abiertos', open);
  return `${sentence(`${when(context)} vendiste ${namedTotal(named, answer, open)}${list(lines)}.`)} Las ventas son ${ORDER_LINES_BASIS}; al día es el promedio de sus ${days} días abiertos.`;
}

type SoldItem = { name: string; item_name: string; quantity_sold: number; net_sales_cents: number };

/** One side of two dishes compared: its items, their units and sales added, quoted under `key`. */
function side(
  sold: readonly SoldItem[],
  dish: { said: string; words: string[] },
  key: string,
  answer: Answer,
) {
  const named = itemsNamed(dish.words, sold);
  const units = named.reduce((total, item) => total + item.quantity_sold, 0);
  const cents = named.reduce((total, item) => total + item.net_sales_cents, 0);
  if (named.length === 0) return { said: dish.said, units, text: null };
  const count = answer.count(`${key}_quantity`, `Vendidos de «${dish.said}»`, units);
  const sales = answer.money(`${key}_sales_cents`, `Venta de «${dish.said}»`, cents);
  const items = named.map((item) =>
    named.length === 1 ? item.item_name : `${item.item_name} ${item.quantity_sold}`,
  );
  return { said: dish.said, units, text: `${count} (${list(items)}) por ${sales}` };
}

/**
 * "¿Se vendió más cerveza que refresco?": the units of each dish named (the items its words name,
 * as "¿cuántas cervezas?" counts them) and which sold more; a side not sold is said so.
 */
function dishesAgainst(
  menu: MenuEngineeringAttributes,
  pair: NonNullable<ReturnType<typeof dishesCompared>>,
  context: ComposeContext,
  answer: Answer,
): string {
  const sold = soldItems(menu);
  const [a, b] = [side(sold, pair[0], 'dish_a', answer), side(sold, pair[1], 'dish_b', answer)];
  const missing = [a, b].filter((one) => one.text === null).map((one) => `«${one.said}»`);
  if (missing.length > 0) {
    const found = [a, b].find((one) => one.text !== null);
    const rest = found === undefined ? '' : ` De «${found.said}» vendiste ${found.text}.`;
    return `${sentence(`${when(context)} no encuentro ${missing.join(' ni ')} entre lo vendido.`)}${rest}`;
  }
  const [more, less] = a.units >= b.units ? [a, b] : [b, a];
  const lead =
    a.units === b.units
      ? `vendiste lo mismo de «${a.said}» que de «${b.said}»`
      : `vendiste más «${more.said}» que «${less.said}»`;
  return sentence(`${when(context)} ${lead}: ${more.text}, contra ${less.text} (${ORDER_LINES_BASIS}).`);
}

/** "2,130 en total por $198,287.50: " before the lines when the words name several items ("tacos"). */
function namedTotal(
  named: ReadonlyArray<{ quantity_sold: number; net_sales_cents: number }>,
  answer: Answer,
  /** The period's open days when the question asks per day: the total's mean too. */
  open: number | null = null,
): string {
  if (named.length < 2) return '';
  const units = named.reduce((sum, item) => sum + item.quantity_sold, 0);
  const cents = named.reduce((sum, item) => sum + item.net_sales_cents, 0);
  const count = answer.count('items_quantity_total', 'Vendidos de todos ellos', units);
  const figure = { key: 'items_quantity_total_per_day', label: 'Vendidos por día abierto de todos ellos' };
  const daily = perOpenDay(units, figure, open, answer);
  return `${count} en total${daily} por ${answer.money('items_sales_total_cents', 'Venta de todos ellos', cents)}: `;
}

/** The menu's classified items whose names share most of the dish's words (dishes.ts). */
const classifiedNamed = (menu: MenuEngineeringAttributes, words: readonly string[]) =>
  menuItemsNamed(words, menu.items);

/** A dish no classified item's name shares a word with, said. */
const notAmongDishes = (said: string, context: ComposeContext) =>
  sentence(`${when(context)} no encuentro «${said}» entre los platillos vendidos.`);

/** "¿Cuánto me dejó la michelada?": each item named, its margin (Menú's total contribution). */
function dishMargin(
  menu: MenuEngineeringAttributes,
  dish: { said: string; words: string[] },
  context: ComposeContext,
  answer: Answer,
): string {
  const named = classifiedNamed(menu, dish.words);
  if (named.length === 0) return notAmongDishes(dish.said, context);
  const lines = named.map((item, index) => {
    const name = answer.name(`item_${index + 1}`, 'Platillo', item.item_name);
    if (item.total_contribution_cents === null)
      return `${name} no tiene costo en el catálogo, así que no sé su margen`;
    const left = answer.money(
      `item_${index + 1}_contribution_cents`,
      `Margen de ${item.item_name}`,
      item.total_contribution_cents,
    );
    const sold = answer.count(
      `item_${index + 1}_quantity`,
      `Vendidos de ${item.item_name}`,
      item.quantity_sold,
    );
    return `${name} te dejó ${left} de margen en ${sold} vendidos`;
  });
  return `${sentence(`${when(context)} ${list(lines)} (${marginBasis(menu)}).`)}`;
}

/**
 * What a margin is taken from, as Menú takes it (`contribution_basis`): sales without IVA, the P&L's
 * base; with IVA only when the POS sent no total without it for those days (since 2026-12-06;
 * before, always with IVA, so a taco "te deja $75.77" counted the SAT's $13.07 as margin).
 */
const marginBasis = (menu: MenuEngineeringAttributes) => contributionBasisWords(menu.contribution_basis);

/**
 * "¿A cuánto vendo la michelada?", "¿cuánto me cuesta hacer un taco de pastor?": each dish named,
 * its price as the menu read gives it (`unit_price_cents`: net sales over units, with IVA and after
 * discounts, what was really charged; without IVA beside it), its catalog cost and what one leaves
 * (`contribution_cents`, on sales without IVA as Menú takes it),
 * the one asked first. A dish without a cost says so.
 */
function dishPrice(
  menu: MenuEngineeringAttributes,
  dish: { said: string; words: string[]; asks: 'price' | 'cost' },
  context: ComposeContext,
  answer: Answer,
): string {
  const named = classifiedNamed(menu, dish.words);
  if (named.length === 0) return notAmongDishes(dish.said, context);
  const lines = named.slice(0, 3).map((item, index) => {
    const key = `item_${index + 1}`;
    const name = answer.name(key, 'Platillo', item.item_name);
    const price =
      item.unit_price_cents === null
        ? null
        : `lo cobraste a ${answer.money(`${key}_unit_price_cents`, `Precio cobrado de ${item.item_name}`, item.unit_price_cents)} en promedio (con IVA, ya con descuentos${withoutIva(item, key, answer)})`;
    if (item.unit_cost_cents === null || item.contribution_cents === null)
      return `${name}: ${price ?? 'sin ventas'}; no tiene costo en el catálogo, así que no sé cuánto te cuesta ni cuánto te deja`;
    const cost = `te cuesta ${answer.money(`${key}_unit_cost_cents`, `Costo de ${item.item_name}`, item.unit_cost_cents)} (el costo del catálogo)`;
    const left = `te deja ${answer.money(`${key}_contribution_cents`, `Margen por unidad de ${item.item_name}`, item.contribution_cents)} cada uno`;
    const parts = dish.asks === 'cost' ? [cost, price] : [price, cost];
    return `${name}: ${parts.filter((part) => part !== null).join(' y ')}, así que ${left}`;
  });
  const costed = named.slice(0, 3).some((item) => item.contribution_cents !== null);
  return `${sentence(`${when(context)}, ${lines.join('; ')}.`)}${costed ? ` Lo que te deja es ${marginBasis(menu)}.` : ''}`;
}

/** "; $81.70 sin IVA": the price a unit's margin is taken from, when Menú knows it. */
function withoutIva(item: MenuEngineeringAttributes['items'][number], key: string, answer: Answer): string {
  if (item.unit_price_no_iva_cents === null) return '';
  return `; ${answer.money(`${key}_unit_price_no_iva_cents`, `Precio sin IVA de ${item.item_name}`, item.unit_price_no_iva_cents)} sin IVA`;
}

/** Said before the closed days' ranking when the question asks who will sell most. */
const NO_WAITER_FORECAST =
  'No pronostico lo que venderá cada mesero, solo lo del día y por hora (pregúntame cuánto voy a vender o cuánta gente necesito). ';

/** The waiters of the period: one named, a metric asked, or the ranking by sales. */
function bestWaiter(
  { employees }: SalesByEmployeeAttributes,
  context: ComposeContext,
  answer: Answer,
  cortesTips: number | null,
): string {
  const asked = waiterNamed(context.question) ?? waiterFollowUp(context.question);
  if (asked !== null && employees.length > 0) {
    const named = namedWaiterAnswer(asked, employees, context, answer);
    // "¿Cuántas mesas atendió Diana?": no tables by waiter; her diners, said so.
    const tables = named.complete && asksTablesByWaiter(context.question) ? `${NOT_BY_TABLES} ` : '';
    return named.complete ? `${tables}${named.text}` : `${named.text} ${waiters(employees, context, answer)}`;
  }
  const metric = waiterMetricAsked(context.question);
  const product = metric === null ? waiterProductAsked(context.question) : null;
  if (product !== null) return `${notByProduct(product)} ${waiters(employees, context, answer)}`;
  // "¿Qué mesero atiende más mesas?": by diners, said so (before, by sales, unsaid).
  const byTables = metric === null && employees.length > 0 && asksTablesByWaiter(context.question);
  const ranked = byTables ? 'covers' : metric;
  if (ranked === null || employees.length === 0) return waiters(employees, context, answer);
  const lead = byTables ? `${NOT_BY_TABLES} ` : '';
  const tipsTotal = ranked === 'tips_cents' ? cortesTipsSentence(cortesTips, context, answer) : '';
  return (
    lead +
    (waitersBy(ranked, employees, context, answer) ??
      `${waitersWithout(ranked, context)}${tipsTotal} ${waiters(employees, context, answer)}`)
  );
}

/**
 * " En total, tus cortes traen $5,676.00 de propinas.": the period's tips the cortes do have, when no
 * waiter's are known (since 2026-12-07; before, the waiters' sales alone followed).
 */
function cortesTipsSentence(cents: number | null, context: ComposeContext, answer: Answer): string {
  if (cents === null) return '';
  const tips = answer.money('tips_cents', 'Propinas de los cortes', cents);
  return ` En total, ${when(context)} tus cortes traen ${tips} de propinas; cómo se reparten no me llega.`;
}

/** The waiters' answers over employee rows: how many, the average, one named, or the ranking. */
export function waitersAnswer(
  body: SalesByEmployeeAttributes,
  context: ComposeContext,
  answer: Answer,
  /** The period's tips as the cortes carry them, read when the tips are asked. */
  cortesTips: number | null = null,
): string {
  if (asksHeadcount(context.question)) return headcountAnswer(body, context, answer);
  if (asksWaiterAverage(context.question)) return waiterAverageAnswer(body, context, answer);
  // "¿Qué mesero va a vender más el sábado?": no forecast per waiter; the closed days say who.
  const ahead = speaksOfComing(context.question) ? NO_WAITER_FORECAST : '';
  return ahead + bestWaiter(body, context, answer, cortesTips);
}

export const RANKING_PLANS = {
  peak_hour: {
    reads: read('intelligence-sales-by-hour'),
    defaultPeriod: 'yesterday',
    habitPeriod: 'last_28_days',
    usesPeriod: true,
    compose: (results, context, answer) =>
      peakHour(results['intelligence-sales-by-hour']!.attributes, context, answer),
    followUps: ['¿Cuánto vendí por turno?', '¿Quién fue mi mejor mesero?'],
  },
  best_waiter: {
    // "¿Quién faltó ayer?" reads the 4 weeks before too (attendance.ts).
    reads: (range, _base, question) => [
      ...read('intelligence-sales-by-employee')(range),
      ...absenceReads(range, question),
      // "¿Cuánto le toca de propinas a cada mesero?": the cortes' tips, when no waiter's are known.
      ...(waiterMetricAsked(question) === 'tips_cents'
        ? read('intelligence-sales-reconciliation')(range)
        : []),
    ],
    defaultPeriod: 'yesterday',
    habitPeriod: 'last_28_days',
    usesPeriod: true,
    compose: (results, context, answer, outcomes) => {
      const body = results['intelligence-sales-by-employee']!.attributes;
      const cortesTips = results['intelligence-sales-reconciliation']?.attributes.totals.tips_cents ?? null;
      if (!asksAttendance(context.question)) return waitersAnswer(body, context, answer, cortesTips);
      const before = resultAt(outcomes, 1, 'intelligence-sales-by-employee')?.attributes ?? null;
      return attendanceAnswer(body, before, context, answer);
    },
    followUps: ['¿Cuánto dejaron de propina?', '¿Cuál fue el platillo más vendido?'],
  },
  top_item: {
    // A dish asked per day ("¿cuántas órdenes de pastor vendo al día?") reads the period's days too.
    reads: (range, _base, question) => [
      ...read('intelligence-menu-engineering')(range),
      ...(asksPerDay(question) && dishAsked(question, SOLD_VERBS) !== null ? [daysReadOf(range)] : []),
    ],
    // What sells most or least is a habit, not one day's luck: the menu's 28 closed days.
    defaultPeriod: 'last_28_days',
    usesPeriod: true,
    compose: (results, context, answer, outcomes) => {
      const menu = results['intelligence-menu-engineering']!.attributes;
      if (asksCategoryRanking(context.question)) return categoryRankingAnswer(menu, context, answer);
      const pair = dishesCompared(context.question);
      if (pair !== null)
        return menuPartsAgainst(menu, pair, context, answer) ?? dishesAgainst(menu, pair, context, answer);
      const dish = dishAsked(context.question, SOLD_VERBS);
      if (dish !== null)
        return dishSold(
          menu,
          dish,
          context,
          answer,
          coverageAt(outcomes, 1, context.range, context.today)?.open ?? null,
        );
      const left = dishLeftAsked(context.question);
      if (left?.present) return dishPrice(menu, { ...left, asks: 'price' }, context, answer);
      if (left !== null) return dishMargin(menu, left, context, answer);
      const priced = dishPriceAsked(context.question);
      if (priced !== null) return dishPrice(menu, priced, context, answer);
      const rank = asksPriceRank(context.question);
      if (rank !== null) return byPrice(menu, rank === 'barat', context, answer);
      // "¿Y el que menos?" after the dish that leaves most: the margin still (since 2026-12-08;
      // before, the least sold).
      const margin = asksMargin(context.question) || asksMargin(context.subject ?? '');
      return margin ? mostProfitable(menu, context, answer) : items(menu, context, answer);
    },
    followUps: ['¿Qué platillo debería quitar?', '¿Qué platillo debería promover?'],
  },
} satisfies Record<string, IntentPlan>;
