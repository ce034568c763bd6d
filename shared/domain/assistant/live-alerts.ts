/**
 * Today's live alerts that the stored ones do not hold, as Hoy shows them: the live pace's ("Hoy
 * vas 14.4% abajo…"), computed on read. The assistant's alerts of today say them beside the stored
 * ones (since 2026-12-07; before, "no tienes alertas de ventas" while Hoy showed one). Pure.
 */
import type { AlertsAttributes } from '../responses/alerts.ts';
import type { LiveAlertsAttributes } from '../responses/live.ts';
import type { AlertSubject } from './alert-subject-words.ts';
import { SEVERITY_WORDS } from './alert-subjects.ts';

type LiveAlert = LiveAlertsAttributes['alerts'][number];

/**
 * The live alerts of a subject (or all) the stored ones do not hold: the live read repeats today's
 * stored alerts with their own message, so a message already stored is not said twice, while the
 * pace's, computed on read, is new even beside an earlier day's stored sales_down.
 */
export function liveOnly(
  live: LiveAlertsAttributes | undefined,
  stored: AlertsAttributes,
  subject: AlertSubject | null,
): LiveAlert[] {
  const storedMessages = new Set(stored.alerts.map((alert) => alert.message));
  return (live?.alerts ?? []).filter(
    (alert) =>
      !storedMessages.has(alert.message) &&
      (subject === null || (subject.types as readonly string[]).includes(alert.type)),
  );
}

/** "En vivo: Hoy vas 14.4% abajo: … (alerta amarilla)." or ''. */
export const liveAlertsSaid = (alerts: readonly LiveAlert[]) =>
  alerts.length === 0
    ? ''
    : `En vivo: ${alerts.map((alert) => `${alert.message.replace(/\.$/, '')} (alerta ${SEVERITY_WORDS[alert.severity]}).`).join(' ')}`;
