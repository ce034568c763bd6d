/**
 * The subject an alerts question names ("¿hay algo raro en la caja?", "¿tengo alertas de
 * inventario?"), apart from the composing modules (intents.ts must not import compose.ts;
 * alert-subjects.ts answers it). Pure.
 */
import type { AlertsAttributes } from '../responses/alerts.ts';
import { normalize } from './text.ts';

type AlertType = AlertsAttributes['alerts'][number]['type'];

export interface AlertSubject {
  /** "de caja": what the answer calls the alerts of the subject. */
  label: string;
  /** The alert types the subject holds (docs/assistant.md, "Alerts of one subject"). */
  types: readonly AlertType[];
}

/**
 * The subjects in the order a question is read for them: the narrower first, so "costo de
 * alimentos" is the food cost alone before "costos" is every cost.
 */
const SUBJECTS: readonly (AlertSubject & { said: RegExp })[] = [
  {
    label: 'de costo de alimentos',
    said: /\bcosto de (los )?alimentos\b|\bfood cost\b/,
    types: ['food_cost_high'],
  },
  { label: 'de costo de bar', said: /\bcosto de(l)? (bar|bebidas)\b/, types: ['bar_cost_high'] },
  { label: 'de nómina', said: /\b(nomina|costo de personal|costo laboral)\b/, types: ['labor_cost_high'] },
  {
    label: 'de costos',
    said: /\bcostos?\b/,
    types: ['food_cost_high', 'bar_cost_high', 'labor_cost_high'],
  },
  // The register's own loss signals too: a burst of cancellations, a void after payment, a price
  // overridden at the till (since 2026-12-07; before, "¿hay algo raro hoy en la caja?" left a red
  // alert of four cancellations in a minute among "otro tema").
  {
    label: 'de caja',
    said: /\b(caja|efectivo|cortes?)\b/,
    types: ['cash_variance_high', 'anomaly_cancellations', 'void_alert', 'anomaly_price_override'],
  },
  {
    label: 'de cancelaciones',
    said: /\b(cancel[a-z]*|anulacion(es)?|anulad[oa]s?)\b/,
    types: ['cancellations_high', 'anomaly_cancellations', 'void_alert'],
  },
  {
    label: 'de descuentos o precios',
    said: /\b(descuentos?|cortesias?|precios?)\b/,
    types: ['discounts_high', 'anomaly_price_override'],
  },
  { label: 'de ventas', said: /\bventas?\b/, types: ['sales_up', 'sales_down'] },
  { label: 'de inventario', said: /\b(inventario|existencias?|stock|insumos?)\b/, types: ['low_stock'] },
  {
    label: 'de accesos',
    said: /\b(accesos?|sesion(es)?|login|dispositivos?|usuarios?)\b/,
    types: ['anomaly_new_login'],
  },
];

/**
 * "Alerta", "algo raro", "anomalía", "focos rojos": the question asks the alerts themselves, so a
 * subject it names scopes them rather than asks its own figure ("¿hay alertas de caja?" is not
 * yesterday's cash difference).
 */
const ALERTS_ASKED = /\b(alertas?|algo raro|anomalias?|focos rojos)\b/;

/**
 * "¿Hubo cambios de precio hoy?", "¿alguien cambió precios?": the prices changed at the register,
 * which the service sees only as the alerts of a change outside ±20 % of the item's history.
 */
const PRICE_CHANGES =
  /\b(cambios? de precios?|cambi(o|aron|aste|e) (el |los |un |de )?precios?|precios? cambiad[oa]s?)\b/;

/** Whether price changes are asked; "¿cuánto cambió el precio de la carne?" asks what was paid. */
export const asksPriceChanges = (question: string) => {
  const text = normalize(question);
  return PRICE_CHANGES.test(text) && !/\bcuanto\b/.test(text);
};

/** The price changes' alerts (the register's overrides out of range). */
export const PRICE_CHANGE_SUBJECT: AlertSubject = {
  label: 'de cambios de precio',
  types: ['anomaly_price_override'],
};

/**
 * The subject the alerts are asked of, or null when the question asks no alerts or names none;
 * price changes asked are their alerts', alerts said or not (since 2026-12-07; before, the sales
 * against last week, "cambio" read as a change of the sales).
 */
export function alertSubjectAsked(question: string): AlertSubject | null {
  const text = normalize(question);
  if (asksPriceChanges(question)) return PRICE_CHANGE_SUBJECT;
  if (!ALERTS_ASKED.test(text)) return null;
  const found = SUBJECTS.find((subject) => subject.said.test(text));
  return found === undefined ? null : { label: found.label, types: found.types };
}
