/**
 * "¿Qué mesa lleva más tiempo abierta?", "¿cuánto dura una mesa hoy?" before the corte Z: how long
 * today's tables stay, from the live tables (live/table-times.ts): the open ones longest first,
 * with what they ordered, and the closed ones' stay from table_opened to table_closed, its median
 * (half stayed less) and mean. Before 2026-12-06 the answer was that no read keeps a table's time.
 * A closed period's tables keep no times in its cubes: table-words.ts says so.
 */
import type { OpenTableTime } from '../live/table-times.ts';
import { type Answer, type IntentPlan, list } from './compose.ts';
import { clockOf, count, plural, todayUntil } from './format.ts';
import { TABLE_TIMES_TODAY_READ, type TableTimesToday } from './reads.ts';
import { normalize } from './text.ts';

/** "¿Cuánto dura una mesa?", "¿qué mesa lleva más tiempo abierta?": a table's time asked. */
export const asksTableTime = (question: string) => {
  const text = normalize(question);
  return /\bmesas?\b/.test(text) && /\b(dura|duran|duro|tarda|tardan|tardad[ao]s?|tiempo)\b/.test(text);
};

/** Asks which open table has been open longest, not how long tables stay. */
const asksLongestOpen = (question: string) =>
  /\b(mas tiempo|mas tardad[ao]s?|lleva|llevan|abiertas?)\b/.test(normalize(question));

/** "mesa 12", or the POS's own name when it says so ("Mesa 26", "mesa terraza"). */
const tableName = (id: string) => (/^mesa\b/i.test(id) ? id : `mesa ${id}`);

/** "1 minuto", "3 minutos" (since 2026-12-06; before, "1 minutos"). */
const minutesWord = (minutes: number) => plural(minutes, 'minuto', 'minutos');
/** One table's stay; rounded to no minutes it is said as under one, not "0 minutos". */
const onlyStay = (minutes: number, answer: Answer) =>
  minutes === 0
    ? 'menos de un minuto'
    : `${answer.count('table_median_minutes', 'Minutos de la mesa', minutes)} ${minutesWord(minutes)}`;

/** "la mesa 12 (111 minutos)": a table after the longest, its minutes quoted. */
const nextSaid = (table: OpenTableTime, index: number, answer: Answer) =>
  `la ${tableName(table.table_id)} (${answer.count(`open_${index + 2}_minutes`, `Minutos abierta, mesa ${table.table_id}`, table.minutes_open)} ${minutesWord(table.minutes_open)})`;

/** The longest-open table, what it ordered, and the next two. */
function longestOpenSentence(body: TableTimesToday, at: string, answer: Answer): string {
  const [longest, ...rest] = body.open;
  if (longest === undefined)
    return body.open_without_time > 0
      ? `A las ${at} tienes ${count(body.open_without_time)} ${plural(body.open_without_time, 'mesa abierta', 'mesas abiertas')}, pero tu punto de venta no mandó cuándo se ${plural(body.open_without_time, 'abrió', 'abrieron')} (table_opened), así que no sé cuál lleva más tiempo.`
      : `A las ${at} no tienes mesas abiertas.`;
  const since = answer.hour('longest_open_since', 'Abierta desde', clockOf(longest.opened_at));
  const minutes = answer.count('longest_open_minutes', 'Minutos abierta', longest.minutes_open);
  const ordered = answer.money('longest_open_ordered_cents', 'Pedido en esa mesa', longest.ordered_cents);
  const who = longest.waiter_name === null ? '' : `, de ${longest.waiter_name}`;
  const covers =
    longest.covers === null
      ? ''
      : `, con ${count(longest.covers)} ${plural(longest.covers, 'comensal', 'comensales')}`;
  const following = rest.slice(0, 2).map((table, index) => nextSaid(table, index, answer));
  const next =
    following.length > 0 ? ` Le ${plural(following.length, 'sigue', 'siguen')} ${list(following)}.` : '';
  const untimed =
    body.open_without_time > 0
      ? ` De ${count(body.open_without_time)} ${plural(body.open_without_time, 'mesa abierta', 'mesas abiertas')} más no sé la hora: tu punto de venta no mandó cuándo se ${plural(body.open_without_time, 'abrió', 'abrieron')}.`
      : '';
  return `A las ${at}, la mesa que lleva más tiempo abierta es la ${tableName(longest.table_id)}: desde las ${since}, hace ${minutes} ${minutesWord(longest.minutes_open)}${covers}${who}, y lleva ${ordered} pedidos.${next}${untimed}`;
}

/** The closed tables' stay: its median and mean, from opening to close. */
function staySentence(body: TableTimesToday, today: string, answer: Answer): string {
  if (body.closed_median_minutes === null || body.closed_mean_minutes === null)
    // Said as what the service has, not as no table closed: a POS that sends no live tables leaves
    // a day of 83 tables served with none timed (since 2026-12-07; before, "no se ha cerrado ninguna").
    return `${today} no tengo ninguna mesa cerrada con su hora de apertura y de cobro: esas horas me llegan con las mesas en vivo de tu punto de venta (table_opened, table_closed).`;
  if (body.closed_timed === 1)
    return `${today} tu única mesa cerrada duró ${onlyStay(body.closed_median_minutes, answer)}, de que se abrió a que se cobró.`;
  const tables = answer.count('timed_tables', 'Mesas cerradas con su hora de apertura', body.closed_timed);
  // Rounded to no minutes, said as under one, not "0 minutos" (since 2026-12-07).
  const minutes = (key: string, label: string, value: number, unit: string) =>
    value === 0 ? 'menos de un minuto' : `${answer.count(key, label, value)}${unit}`;
  const { closed_median_minutes: middle, closed_mean_minutes: average } = body;
  const median = minutes(
    'table_median_minutes',
    'Mediana de minutos por mesa',
    middle,
    ` ${minutesWord(middle)}`,
  );
  // The mean's unit is the median's, unsaid, unless the median said none: "menos de un minuto en
  // la mediana y 1 minuto en promedio" (since 2026-12-08; before, "y 1 en promedio").
  const meanUnit = middle === 0 ? ` ${minutesWord(average)}` : '';
  const mean = minutes('table_mean_minutes', 'Promedio de minutos por mesa', average, meanUnit);
  return `${today} tus ${tables} ${plural(body.closed_timed, 'mesa cerrada duró', 'mesas cerradas duraron')} ${median} en la mediana (la mitad, menos) y ${mean} en promedio, de que se abrieron a que se cobraron.`;
}

export const LIVE_TABLE_TIMES: IntentPlan = {
  reads: () => [{ read: TABLE_TIMES_TODAY_READ, query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const body = results[TABLE_TIMES_TODAY_READ]!.attributes;
    const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
    const today = todayUntil(context.today, at);
    if (asksLongestOpen(context.question))
      return `${longestOpenSentence(body, at, answer)} ${staySentence(body, today, answer)}`;
    return `${staySentence(body, today, answer)} ${longestOpenSentence(body, at, answer)}`;
  },
  followUps: ['¿Cuántas mesas tengo abiertas?', '¿Cómo voy hoy?'],
};
