/**
 * Cancellations and discounts of a period, in words: who, when asked ("¿quién canceló más?",
 * losses-people.ts), else what there was and what there was not. One composition for a closed
 * period (the day cubes) and for today so far (the activity log, live-losses.ts).
 */
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { asksLossByDish } from './dishes.ts';
import { sentence } from './format.ts';
import { asksWho, lossesByPersonAnswer, lossKindAsked, personLossesAnswer } from './losses-people.ts';
import type { LossesAttributes } from './reads.ts';
import { normalize } from './text.ts';

/** Said first to a loss asked by dish (since 2026-12-07; before, the best seller answered it). */
const NOT_BY_DISH =
  'No llevo las cancelaciones ni los descuentos por platillo: los guardo por monto y por quién los hizo. ';

export function lossesAnswer(body: LossesAttributes, context: ComposeContext, answer: Answer): string {
  if (asksLossByDish(context.question)) return `${NOT_BY_DISH}${lossesByPersonAnswer(body, context, answer)}`;
  if (asksWho(context.question)) return lossesByPersonAnswer(body, context, answer);
  const person = personLossesAnswer(body, context, answer);
  if (person !== null) return person;
  if (asksCourtesies(context.question)) return courtesiesAnswer(body, context, answer);
  if (body.cancellations_count === 0 && body.cancellations_cents === 0 && body.discounts_cents === 0)
    return `${sentence(when(context))} no hubo cancelaciones ni descuentos.`;
  return lossesSentence(body, context, answer);
}

/** The kind of loss the question names itself, or null ("¿cuánto perdí?" names neither). */
function namedLoss(question: string): 'cancelaciones' | 'descuentos' | null {
  if (/\bcancel/.test(normalize(question))) return 'cancelaciones';
  return lossKindAsked(question) === 'discounts' ? 'descuentos' : null;
}

/**
 * "Hoy hubo 2 descuentos por $60.00; no hubo cancelaciones.": what there was, then what there was
 * not (a "hubo ninguna cancelación" is no Spanish); the discounts lead when they alone are asked,
 * and the kind asked of a day with none is answered first ("no hubo cancelaciones; hubo …").
 */
function lossesSentence(body: LossesAttributes, context: ComposeContext, answer: Answer): string {
  const cancellations =
    body.cancellations_count === 0
      ? null
      : `${answer.count('cancellations_count', 'Cancelaciones', body.cancellations_count)} ${body.cancellations_count === 1 ? 'cancelación' : 'cancelaciones'} por ${answer.money('cancellations_cents', 'Monto cancelado', body.cancellations_cents)}`;
  const discountsCents = () => answer.money('discounts_cents', 'Monto descontado', body.discounts_cents);
  // Only the order lines' discount_cents: the amount is known, the number of discounts is not.
  const discounts =
    body.discounts_cents === 0
      ? null
      : body.discounts_count === 0
        ? `descuentos por ${discountsCents()}`
        : `${answer.count('discounts_count', 'Descuentos', body.discounts_count)} ${body.discounts_count === 1 ? 'descuento' : 'descuentos'} por ${discountsCents()}`;
  const kinds = [
    { said: cancellations, none: 'cancelaciones' },
    { said: discounts, none: 'descuentos' },
  ];
  // "¿Cuánto se me va en descuentos?": the discounts lead when they alone are asked.
  if (lossKindAsked(context.question) === 'discounts') kinds.reverse();
  const had = kinds.flatMap((kind) => (kind.said === null ? [] : [kind.said]));
  const not = kinds.flatMap((kind) => (kind.said === null ? [kind.none] : []));
  // "¿Cuánto se canceló hoy?", "¿hubo descuentos?" with none: that answer first, then what there was.
  const asked = namedLoss(context.question);
  if (asked !== null && not.includes(asked))
    return `${sentence(when(context))} no hubo ${asked}; hubo ${list(had)}.`;
  const none = not.length === 0 ? '' : `; no hubo ${not.join(' ni ')}`;
  return `${sentence(when(context))} hubo ${list(had)}${none}.`;
}

/** "¿Cuántas cortesías di?", "¿cuánto regalé?": the discounts of type courtesy asked. */
const asksCourtesies = (question: string) =>
  /\b(cortesias?|regale|regalamos|regalo)\b/.test(normalize(question));

/**
 * "El sábado diste 3 cortesías por $540.00, de 11 descuentos por $1,130.00.": the courtesies, then
 * the discounts they are part of; with none, that first and what discounts there were (a read from
 * before the courtesies were counted gives none: cubes keep them by type all the same).
 */
function courtesiesAnswer(body: LossesAttributes, context: ComposeContext, answer: Answer): string {
  const count = body.courtesies_count ?? 0;
  const ofAll =
    body.discounts_count > 0
      ? `${answer.count('discounts_count', 'Descuentos', body.discounts_count)} ${body.discounts_count === 1 ? 'descuento' : 'descuentos'} por ${answer.money('discounts_cents', 'Monto descontado', body.discounts_cents)}`
      : null;
  if (count === 0) {
    const rest = ofAll === null ? ' ni otros descuentos' : `; de descuentos hubo ${ofAll}`;
    return `${sentence(when(context))} no diste cortesías${rest}.`;
  }
  const given = `${answer.count('courtesies_count', 'Cortesías', count)} ${count === 1 ? 'cortesía' : 'cortesías'} por ${answer.money('courtesies_cents', 'Monto en cortesías', body.courtesies_cents ?? 0)}`;
  return `${sentence(when(context))} diste ${given}${ofAll === null ? '' : `, de ${ofAll} en total`}.`;
}
