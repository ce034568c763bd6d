/**
 * "¿Me están robando?", "¿me robaron algo esta semana?": the alerts that can point at a loss, the
 * loss-prevention anomalies (a burst of cancellations, a price changed at the register, a new
 * login, a voided ticket) and the day's cash, discount and cancellation alerts, never a verdict:
 * the data shows signals to check, not a theft. The other alerts (costs, sales, stock) are counted
 * apart, so a food cost alert does not read as the answer to a theft question.
 */
import { ANOMALY_ALERT_TYPES } from '../live/anomalies.ts';
import type { AlertsAttributes } from '../responses/alerts.ts';
import { SEVERITY_WORDS } from './alert-subjects.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { THEFT_PHRASES } from './intents.ts';
import { findPhrase, questionWords } from './text.ts';

type AlertType = AlertsAttributes['alerts'][number]['type'];

const ANOMALY_TYPES: ReadonlySet<AlertType> = new Set<AlertType>(ANOMALY_ALERT_TYPES);

/** The alert types a loss can show in: every loss-prevention anomaly, and the day's own three. */
const LOSS_SIGNALS: ReadonlySet<AlertType> = new Set<AlertType>([
  ...ANOMALY_TYPES,
  'cash_variance_high',
  'discounts_high',
  'cancellations_high',
]);

export function asksTheft(question: string): boolean {
  const tokens = questionWords(question);
  return THEFT_PHRASES.some((phrase) => findPhrase(tokens, phrase) >= 0);
}

/** The loss signals among the period's alerts, named; the other alerts only counted. */
export function theftAnswer(body: AlertsAttributes, context: ComposeContext, answer: Answer): string {
  const signals = body.alerts.filter((alert) => LOSS_SIGNALS.has(alert.type));
  const others = body.alerts.length - signals.length;
  // Figures in the order the answer says them: the signals, then the other alerts.
  const apart = () =>
    others === 0
      ? ''
      : ` Aparte tienes ${answer.count('other_alerts_count', 'Otras alertas', others)} ${others === 1 ? 'alerta' : 'alertas'} de otro tipo (costos, ventas o inventario).`;
  if (signals.length === 0) {
    return `${sentence(when(context))} no tengo ninguna señal de pérdida: ni cancelaciones, descuentos o anulaciones fuera de lo normal, ni diferencias de caja, ni precios cambiados en caja, ni accesos nuevos.${apart()}`;
  }
  const count = answer.count('loss_alerts_count', 'Señales de pérdida', signals.length);
  const titles = titlesNamed(signals, answer, (alert, index) => [
    `loss_alert_${index + 1}`,
    `Alerta ${SEVERITY_WORDS[alert.severity]}`,
  ]);
  const noun = signals.length === 1 ? 'señal que vale revisar' : 'señales que vale revisar';
  return `No puedo saber si te robaron, pero ${when(context)} hay ${count} ${noun}: ${titles}.${apart()}`;
}

type Alert = AlertsAttributes['alerts'][number];

/** "A, B y C, entre otras": the first three signals' titles, each quoted under its key and label. */
function titlesNamed(
  signals: readonly Alert[],
  answer: Answer,
  keyOf: (alert: Alert, index: number) => readonly [key: string, label: string],
): string {
  const titles = signals.slice(0, 3).map((alert, index) => answer.name(...keyOf(alert, index), alert.title));
  return `${list(titles)}${signals.length > titles.length ? ', entre otras' : ''}`;
}

/**
 * " Ojo: hoy también hay 2 señales de pérdida en caja: Cancelaciones repetidas de Liliana y Precio
 * cambiado en caja.": beside today's cancellations and discounts, the register's anomalies the
 * same activity log raised, which the counts alone read as a routine day (since 2026-12-07); ''
 * without any. Price changes already asked are said by their own sentence.
 */
export function registerSignalsNote(
  body: AlertsAttributes | undefined,
  answer: Answer,
  { withoutPriceChanges }: { withoutPriceChanges: boolean },
): string {
  const signals = (body?.alerts ?? []).filter(
    (alert) =>
      ANOMALY_TYPES.has(alert.type) && !(withoutPriceChanges && alert.type === 'anomaly_price_override'),
  );
  if (signals.length === 0) return '';
  const count = answer.count('register_signals_count', 'Señales de pérdida en caja de hoy', signals.length);
  const titles = titlesNamed(signals, answer, (_alert, index) => [
    `register_signal_${index + 1}`,
    `Señal ${index + 1}`,
  ]);
  const noun = signals.length === 1 ? 'señal de pérdida' : 'señales de pérdida';
  return ` Ojo: hoy también hay ${count} ${noun} en caja: ${titles}.`;
}
