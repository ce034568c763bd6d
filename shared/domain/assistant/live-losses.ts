/**
 * "¿Hubo cancelaciones hoy?", "¿quién ha cancelado más hoy?" before the corte Z: what the POS told
 * the activity log as it happened (the events the live anomaly alerts read), composed as a closed
 * period's losses are, and said to be that. Before 2026-12-05 the answer was only that the day had
 * not closed.
 */
import { asksPriceChanges } from './alert-subject-words.ts';
import { priceChangesAsked } from './alert-subjects.ts';
import { type IntentPlan, read } from './compose.ts';
import { clockOf } from './format.ts';
import { lossesAnswer } from './losses-answer.ts';
import { LOSSES_TODAY_READ } from './reads.ts';
import { registerSignalsNote } from './theft.ts';

export const LIVE_LOSSES: IntentPlan = {
  // Today's alerts too: their price changes said after when asked ("¿hubo descuentos o cambios de
  // precio hoy?"), and the register's other loss signals beside the counts.
  reads: (range) => [{ read: LOSSES_TODAY_READ, query: {} }, ...read('intelligence-alerts')(range)],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const body = results[LOSSES_TODAY_READ]!.attributes;
    const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
    const live = ` Es lo que tu punto de venta avisó en vivo hasta las ${at} (su registro de actividad); las del día completo llegan con el corte Z.`;
    const signals = registerSignalsNote(results['intelligence-alerts']?.attributes, answer, {
      withoutPriceChanges: asksPriceChanges(context.question),
    });
    return `${lossesAnswer(body, context, answer)}${live}${priceChangesAsked(results, context, answer)}${signals}`;
  },
  followUps: ['¿Tengo alertas?', '¿Quién canceló más ayer?'],
};
