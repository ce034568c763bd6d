/**
 * "¿Hoy hubo más cancelaciones que el sábado pasado?", "¿cuánto di de descuento esta semana contra
 * la pasada?", "¿y contra noviembre?" after December's discounts: each kind of loss of the period
 * beside the base's, the comparison's periods (understand.ts), with the change in pesos (since
 * 2026-12-07; before, the period's alone with the base unsaid, or the sales compared). Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { period, sentence } from './format.ts';
import { lossKindAsked } from './losses-people.ts';
import type { LossesAttributes } from './reads.ts';
import { normalize } from './text.ts';

/** "contra", "vs", "comparado", or "más / menos … que": the losses set against another period. */
const COMPARED = /\b(contra|vs|versus|comparad[oa]s?|comparando)\b|\b(mas|menos)\b.+\bque\b/;
export const asksLossesCompared = (question: string) => COMPARED.test(normalize(question));

const KINDS = [
  {
    key: 'cancellations',
    label: 'Cancelaciones',
    one: 'cancelación',
    many: 'cancelaciones',
    none: 'ninguna',
  },
  { key: 'discounts', label: 'Descuentos', one: 'descuento', many: 'descuentos', none: 'ninguno' },
] as const;
type Kind = (typeof KINDS)[number];

/** Whether the body had any loss of the kind (a discount may have an amount and no count). */
const had = (kind: Kind, body: LossesAttributes) =>
  body[`${kind.key}_count`] > 0 || body[`${kind.key}_cents`] > 0;

/** "9 cancelaciones por $635.00" ("3 por $145.00" `short`), its figures recorded under `prefix`. */
function countAndAmount(kind: Kind, body: LossesAttributes, { prefix = '', short = false }, answer: Answer) {
  const before = prefix ? ' antes' : '';
  const cents = answer.money(
    `${prefix}${kind.key}_cents`,
    `${kind.label}: monto${before}`,
    body[`${kind.key}_cents`],
  );
  const count = body[`${kind.key}_count`];
  // The order lines' discounts give an amount, not how many there were.
  if (count === 0) return short ? cents : `${kind.many} por ${cents}`;
  const noun = short ? '' : ` ${count === 1 ? kind.one : kind.many}`;
  return `${answer.count(`${prefix}${kind.key}_count`, `${kind.label}${before}`, count)}${noun} por ${cents}`;
}

/** "337.9% más en pesos", "lo mismo en pesos": the amount's change, recorded (the base had some). */
function changeWords(kind: Kind, now: number, before: number, answer: Answer): string {
  if (now === before) return 'lo mismo en pesos';
  const change = pctChange(now, before)!;
  const label = `Cambio de ${kind.label.toLowerCase()} en pesos`;
  return `${answer.pct(`${kind.key}_cents_pct_change`, label, Math.abs(change))} ${change > 0 ? 'más' : 'menos'} en pesos`;
}

/** One kind's line: "hubo 9 cancelaciones por $635.00, contra 3 por $145.00 el … (…)". */
function kindLine(
  kind: Kind,
  [now, before]: [LossesAttributes, LossesAttributes],
  base: string,
  answer: Answer,
) {
  if (!had(kind, now) && !had(kind, before)) return `no hubo ${kind.many}, ni ${base}`;
  const said = had(kind, now) ? `hubo ${countAndAmount(kind, now, {}, answer)}` : `no hubo ${kind.many}`;
  if (!had(kind, before)) return `${said}, contra ${kind.none} ${base}`;
  const against = `${countAndAmount(kind, before, { prefix: 'base_', short: true }, answer)} ${base}`;
  const change = changeWords(kind, now[`${kind.key}_cents`], before[`${kind.key}_cents`], answer);
  return `${said}, contra ${against} (${change})`;
}

export function lossesComparedAnswer(
  now: LossesAttributes,
  before: LossesAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const base = period(context.base, context.today);
  // The kind asked leads ("¿cuánto di de descuento…?"), or the conversation's ("¿y contra
  // noviembre?" after December's discounts); a question naming none gives both.
  const asked = (question: string) => lossKindAsked(question) === 'discounts';
  const kinds = asked(context.question) || asked(context.subject ?? '') ? [KINDS[1], KINDS[0]] : [...KINDS];
  const [first, second] = kinds.map((kind) => kindLine(kind, [now, before], base, answer));
  return `${sentence(`${when(context)} ${first}`)}. ${sentence(`en ${kinds[1]!.many}, ${second}`)}.`;
}
