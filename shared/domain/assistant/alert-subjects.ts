/**
 * "¿Hay algo raro en la caja?", "¿tengo alertas de inventario?": the period's alerts of the subject
 * named, each title once, and the other alerts only counted, so a food cost alert does not read as
 * the answer to a cash question (alert-subject-words.ts reads the subject).
 */
import type { AlertsAttributes } from '../responses/alerts.ts';
import type { AlertSubject } from './alert-subject-words.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';

type Alert = AlertsAttributes['alerts'][number];

/** The alerts' titles in the order first raised, each once, with how many times it was raised. */
export function distinctTitles(alerts: readonly Alert[]): { alert: Alert; times: number }[] {
  const byTitle = new Map<string, { alert: Alert; times: number }>();
  for (const alert of alerts) {
    const seen = byTitle.get(alert.title);
    if (seen) seen.times += 1;
    else byTitle.set(alert.title, { alert, times: 1 });
  }
  return [...byTitle.values()];
}

/** Up to three distinct titles, a repeated one with its count, filed as `alert_<n>`. */
export function namedTitles(alerts: readonly Alert[], answer: Answer): { words: string; more: string } {
  const shown = distinctTitles(alerts).slice(0, 3);
  const titles = shown.map(({ alert, times }, index) => {
    const name = answer.name(`alert_${index + 1}`, `Alerta ${alert.severity}`, alert.title);
    if (times === 1) return name;
    return `${name} (${answer.count(`alert_${index + 1}_times`, `Veces de ${alert.title}`, times)} veces)`;
  });
  const named = shown.reduce((sum, { times }) => sum + times, 0);
  return { words: list(titles), more: alerts.length > named ? ', entre otras' : '' };
}

const plural = (count: number) => (count === 1 ? 'alerta' : 'alertas');

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
  const { words, more } = namedTitles(mine, answer);
  const red = mine.filter((alert) => alert.severity === 'red').length;
  const inRed =
    red === 0 ? '' : `, ${answer.count('subject_critical_count', 'Alertas rojas del tema', red)} en rojo`;
  return `${sentence(`${when(context)} tienes ${count} ${plural(mine.length)} ${subject.label}${inRed}: ${words}${more}.`)}${apart}`;
}
