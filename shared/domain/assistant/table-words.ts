/**
 * What the diners' and tables' reads do not hold, said before the counts they have (closed days'
 * and today's): how long a table stays, which diners are new, and how many times the tables
 * turned, which needs the dining room's own count of tables. Pure.
 */
import { orderKindAsked } from './order-kind.ts';
import { normalize } from './text.ts';

/**
 * "¿Cuánto dura una mesa?", "¿cuántos clientes nuevos tuve?", "¿cuántas veces roté las mesas?":
 * the words that say why the figure is not given, or '' when the question asks none of them.
 */
export function coversUnknown(question: string): string {
  const text = normalize(question);
  if (/\b(dura|duran|duro|duraron|tarda|tardan|tardo|tardaron|tardad[ao]s?|tiempo)\b/.test(text))
    return 'De días cerrados no te doy cuánto duraron las mesas: lo sé de hoy, de las mesas que tu punto de venta manda en vivo (pregúntame «¿cuánto dura una mesa hoy?»). ';
  if (/\b(nuevos?|nuevas?|recurrentes?|frecuentes?|regresan|repiten)\b/.test(text))
    return 'No sé cuáles de tus clientes son nuevos: tu punto de venta no identifica a cada cliente. ';
  // "¿Cuántos pedidos para llevar tuve?": no read keeps the kind of order (order-kind.ts).
  const kind = orderKindAsked(question);
  if (kind !== null)
    return `No sé cuántos de tus pedidos fueron ${kind}: ni tus líneas de pedido ni tu corte Z traen el tipo de orden, así que te doy todas tus cuentas. `;
  // "¿Cuál es mi mejor mesa?": the tables come as counts, never one by one (since 2026-12-06;
  // before, the day's tables as if they answered which).
  if (WHICH_TABLE.test(text))
    return 'No sé qué mesa te deja más: tu punto de venta manda cuántas mesas atendiste, no lo que vendió cada una. ';
  // Since 2026-12-06 ("¿cuántas mesas he rotado hoy?" was read as "robado", the theft signals).
  if (/\b(rot[a-z]*|vueltas?)\b/.test(text))
    return 'No sé cuántas mesas tiene tu salón (tu punto de venta no lo manda), así que no te doy la rotación: son las mesas atendidas entre las de tu salón. ';
  return '';
}

/** "¿Qué mesa vende más?", "¿cuál es mi mejor mesa?": one table ranked against the others. */
const WHICH_TABLE =
  /\b(mejor|peor)(es)? mesas?\b|\b(que|cual|cuales) ((es|fue|son|fueron) (mi |la |mis |las )?)?mesas?\b.*\b(mas|menos|vende|venden|vendio|deja|dejan|gasta|gastan|gasto|consume|consumen|consumio)\b/;

/** "¿Cuántas mesas tengo abiertas?", "¿cuánta gente hay sentada?": the dining room now, not a day's tables. */
export const asksOpenTables = (question: string) =>
  /\b(mesas?( [a-z]+)? (abiertas?|ocupadas?)|(gente|comensales|personas|clientes)( [a-z]+)? sentad[oa]s?)\b/.test(
    normalize(question),
  );

/**
 * Asked of today once its corte Z is in, the dining room is not read: said before the closed day's
 * tables, so "atendiste 277 comensales en 89 mesas" does not stand for the open ones (since
 * 2026-12-06; before, the day's tables alone).
 */
export const openTablesAfterClose = (question: string, range: { from: string; to: string }, today: string) =>
  asksOpenTables(question) && range.from === today && range.to === today
    ? 'Tu corte Z de hoy ya llegó: el día cerró, así que ya no cuento mesas abiertas. '
    : '';

/**
 * "¿Cuánto me cuesta cada cliente?", "¿cuánto me deja cada comensal?", "¿cuánto gano por persona?":
 * the P&L per diner (per-cover.ts), not the count of diners nor what each spent.
 */
/** "¿Cuánto me deja cada mesa?": the P&L over the tables served, not the diners. */
export const asksTableEconomics = (question: string) => /\b(cada|por) mesa\b/.test(normalize(question));

export const asksCoverEconomics = (question: string) => {
  const text = normalize(question);
  return (
    /\b(cada|por) (comensal|cliente|persona|cubierto|mesa)\b/.test(text) &&
    /\b(cuesta|cuestan|costo|costaron|deja|dejan|dejo|dejaron|gana|gano|ganamos|ganancia|utilidad|margen)\b/.test(
      text,
    )
  );
};
