/**
 * The severity scale every alert uses, whoever raises it: the day's build (analytics/alerts.ts),
 * the activity anomalies (live/anomalies.ts), the live pace rule and the cost alerts. It sits below
 * all of them so they can share it without importing each other.
 */
export const ALERT_SEVERITIES = ['red', 'yellow', 'blue'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Most urgent first: red, yellow, blue (for sorting). */
export const SEVERITY_ORDER: Readonly<Record<AlertSeverity, number>> = { red: 0, yellow: 1, blue: 2 };
