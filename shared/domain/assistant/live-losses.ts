/**
 * "¿Hubo cancelaciones hoy?", "¿quién ha cancelado más hoy?" before the corte Z: what the POS told
 * the activity log as it happened (the events the live anomaly alerts read), composed as a closed
 * period's losses are, and said to be that. Before 2026-12-05 the answer was only that the day had
 * not closed.
 */
import type { IntentPlan } from './compose.ts';
import { clockOf } from './format.ts';
import { lossesAnswer } from './losses-answer.ts';
import { LOSSES_TODAY_READ } from './reads.ts';

export const LIVE_LOSSES: IntentPlan = {
  reads: () => [{ read: LOSSES_TODAY_READ, query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const body = results[LOSSES_TODAY_READ]!.attributes;
    const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
    return `${lossesAnswer(body, context, answer)} Es lo que tu punto de venta avisó en vivo hasta las ${at} (su registro de actividad); las del día completo llegan con el corte Z.`;
  },
  followUps: ['¿Tengo alertas?', '¿Quién canceló más ayer?'],
};
