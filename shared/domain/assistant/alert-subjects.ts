/**
 * "¿Hay algo raro en la caja?", "¿tengo alertas de inventario?": the period's alerts of the subject
 * named, each title once, and the other alerts only counted, so a food cost alert does not read as
 * the answer to a cash question (alert-subject-words.ts reads the subject).
 */
import { alertsByTitle } from '../alert-groups.ts';
import { PRICE_HISTORY_DAYS } from '../live/anomalies.ts';
import type { AlertsAttributes } from '../responses/alerts.ts';
import { type AlertSubject, asksPriceChanges, PRICE_CHANGE_SUBJECT } from './alert-subject-words.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import type { ReadResults } from './reads.ts';

type Alert = AlertsAttributes['alerts'][number];

/** The alerts' titles in the order first raised, each once, with how many times it was raised. */
const distinctTitles = (alerts: readonly Alert[]) =>
  alertsByTitle(alerts).map((group) => ({ alert: group[0]!, times: group.length }));

/** A severity as the owner reads it (a figure's label; the API's values are English). */
export const SEVERITY_WORDS = { red: 'roja', yellow: 'amarilla', blue: 'azul' } as const;

/**
 * Up to `max` distinct titles, a repeated one with its count, filed as `alert_<n>` from `first`
 * (the answer may name the red ones first and the rest after).
 */
export function namedTitles(
  alerts: readonly Alert[],
  answer: Answer,
  { first = 1, max = 3 }: { first?: number; max?: number } = {},
): { words: string; more: string; shown: number } {
  const shown = distinctTitles(alerts).slice(0, max);
  const titles = shown.map(({ alert, times }, index) => {
    const n = first + index;
    const name = answer.name(`alert_${n}`, `Alerta ${SEVERITY_WORDS[alert.severity]}`, alert.title);
    if (times === 1) return name;
    const count = `${answer.count(`alert_${n}_times`, `Veces de ${alert.title}`, times)} veces`;
    // "Costo de alimentos alto (7 días) 6 veces": no second bracket after the title's own.
    return alert.title.endsWith(')') ? `${name} ${count}` : `${name} (${count})`;
  });
  const named = shown.reduce((sum, { times }) => sum + times, 0);
  return { words: list(titles), more: alerts.length > named ? ', entre otras' : '', shown: shown.length };
}

const plural = (count: number) => (count === 1 ? 'alerta' : 'alertas');

/**
 * `head` ("tienes 4 alertas hoy") and the alerts' titles once each, with how many times raised (a
 * ratio judged on several days repeats); the red ones named first and apart, "…, 2 en rojo: A y B;
 * además C y D.", so a yellow title never reads as red (since 2026-12-07; before, "2 en rojo: A, B
 * y C" with C yellow, and a fourth alert left in "entre otras"). `redFigure` files the red count.
 */
export function titlesSentence(
  alerts: readonly Alert[],
  head: string,
  answer: Answer,
  redFigure: readonly [key: string, label: string],
): string {
  const reds = alerts.filter((alert) => alert.severity === 'red');
  if (reds.length === 0) {
    const { words, more } = namedTitles(alerts, answer);
    return sentence(`${head}: ${words}${more}.`);
  }
  const red = answer.count(redFigure[0], redFigure[1], reds.length);
  const named = namedTitles(reds, answer);
  const rest = alerts.filter((alert) => alert.severity !== 'red');
  if (rest.length === 0) return sentence(`${head}, ${red} en rojo: ${named.words}${named.more}.`);
  const others = namedTitles(rest, answer, { first: named.shown + 1, max: 2 });
  return sentence(
    `${head}, ${red} en rojo: ${named.words}${named.more}; además ${others.words}${others.more}.`,
  );
}

/** The subject's alerts named, the others counted apart; none said as none of that subject. */
export function alertSubjectAnswer(
  body: AlertsAttributes,
  subject: AlertSubject,
  context: ComposeContext,
  answer: Answer,
): string {
  const mine = body.alerts.filter((alert) => subject.types.includes(alert.type));
  const others = body.alerts.length - mine.length;
  const apart =
    others === 0
      ? ''
      : ` Aparte tienes ${answer.count('other_alerts_count', 'Alertas de otro tema', others)} ${plural(others)} de otro tema.`;
  if (mine.length === 0) return `${sentence(`${when(context)} no tienes alertas ${subject.label}.`)}${apart}`;
  const count = answer.count('subject_alerts_count', `Alertas ${subject.label}`, mine.length);
  const head = `${when(context)} tienes ${count} ${plural(mine.length)} ${subject.label}`;
  const titles = titlesSentence(mine, head, answer, ['subject_critical_count', 'Alertas rojas del tema']);
  return `${titles}${detailOf(mine)}${apart}`;
}

/** Alerts said with their message (who, what, when) rather than their title alone, up to this many. */
const DETAILED = 2;

/**
 * " Francisco cambió el precio de … a las 13:27 …": the messages of a few alerts, which say who,
 * what and when where the title says only what (since 2026-12-07); '' for more.
 */
export const detailOf = (alerts: readonly Alert[]) =>
  alerts.length > DETAILED
    ? ''
    : alerts
        .filter((alert) => alert.message !== '')
        .map((alert) => ` ${alert.message}`)
        .join('');

/**
 * " Hubo 1 cambio de precio fuera de rango. …" after a discounts answer that asked them too (losses
 * plans): the price-change alerts of the period, with their messages, or that there were none. A
 * change within the item's range (live/anomalies.ts PRICE_TOLERANCE) raises no alert, so is not seen.
 */
export function priceChangesSentence(body: AlertsAttributes | undefined, answer: Answer): string {
  if (body === undefined) return '';
  const changes = body.alerts.filter((alert) => PRICE_CHANGE_SUBJECT.types.includes(alert.type));
  if (changes.length === 0)
    return ` Ningún cambio de precio fuera de rango (20 % abajo o arriba de su precio de los últimos ${PRICE_HISTORY_DAYS} días).`;
  const count = answer.count('price_changes_count', 'Cambios de precio fuera de rango', changes.length);
  const said = changes.length === 1 ? 'cambio de precio fuera de rango' : 'cambios de precio fuera de rango';
  return ` Hubo ${count} ${said}.${detailOf(changes)}`;
}

/** The price changes out of range when the question asks them beside its losses; '' otherwise. */
export const priceChangesAsked = (results: ReadResults, context: ComposeContext, answer: Answer) =>
  asksPriceChanges(context.question)
    ? priceChangesSentence(results['intelligence-alerts']?.attributes, answer)
    : '';
