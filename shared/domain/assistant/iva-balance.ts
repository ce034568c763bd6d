/**
 * "¿Cuánto IVA tengo que pagar?": the IVA collected on the period's sales less the IVA its purchases
 * state (the food-cost read's `purchases_iva`, by purchase date), the balance before the expenses'
 * IVA, which no capture carries; said with the purchases that state none. The SAT's own figure is
 * the accountant's, from the invoices: the answer says what it leaves out rather than settle it.
 * Pure.
 */
import type { FoodCostAttributes } from '../responses/intelligence-costs.ts';
import type { Answer, AnyReadOutcome, ComposeContext } from './compose.ts';
import type { AssistantResults } from './reads.ts';
import { refusalText } from './refusals.ts';

/** What the answer says when the purchases cannot be subtracted. */
const CREDIT_WORDS =
  'Lo que le pagas al SAT es ese IVA menos el que pagaste en tus compras y gastos (el acreditable)';

/**
 * " 3 de tus 12 compras no traen IVA capturado (exentas, a tasa 0 % o sin capturar)." or '': said
 * wherever the purchases' IVA is (cost-answers.ts too).
 */
export function withoutIvaNote({
  purchases_count: all,
  without_iva_count: none,
}: FoodCostAttributes['purchases_iva']) {
  if (none === 0) return '';
  const which = none === all ? 'Ninguna de tus compras trae' : `${none} de tus ${all} compras no traen`;
  return ` ${which} IVA capturado (exentas, a tasa 0 % o sin capturar).`;
}

/** Why the purchases' IVA is not subtracted: the plan, a scope or role refused, or a fault. */
function unreadNote(outcome: Exclude<AnyReadOutcome, { ok: true }> | undefined, context: ComposeContext) {
  if (outcome?.status !== 403) return ' No pude leer el IVA de tus compras en este momento.';
  const plan = context.requiredPlanOf('intelligence-food-cost');
  const byPlan = outcome.missingScope === undefined && outcome.refusedRole === undefined;
  return byPlan
    ? ` El IVA de tus compras lo tienes desde el plan ${plan}.`
    : ` ${refusalText(outcome, plan)}`;
}

/**
 * " En tus compras de esos días capturaste $… de IVA (el acreditable de tus compras): te quedan $…
 * por pagar al SAT antes de acreditar el IVA de tus gastos …" after the IVA collected; the
 * food-cost read's outcome is the plan's last (answers.ts PLANS.sales_total).
 */
export function ivaBalanceSentence(
  salesTaxCents: number,
  outcome: AnyReadOutcome | undefined,
  context: ComposeContext,
  answer: Answer,
): string {
  if (outcome === undefined || !outcome.ok) return ` ${CREDIT_WORDS}.${unreadNote(outcome, context)}`;
  const { purchases_iva: stated } = (outcome.result as AssistantResults['intelligence-food-cost']).attributes;
  if (stated.purchases_count === 0)
    return ` ${CREDIT_WORDS}; en esos días no capturaste compras, así que no tengo IVA de compras que restar.`;
  const credit = answer.money('purchases_iva_cents', 'IVA de tus compras', stated.iva_cents);
  const balance = salesTaxCents - stated.iva_cents;
  const shown = answer.money('iva_balance_cents', 'IVA cobrado menos el de tus compras', Math.abs(balance));
  const owed = balance >= 0 ? `te quedan ${shown} por pagar al SAT` : `te queda un saldo a favor de ${shown}`;
  return ` En tus compras de esos días capturaste ${credit} de IVA (el acreditable de tus compras): ${owed} antes de acreditar el IVA de tus gastos (renta, luz…), que no capturas con IVA.${withoutIvaNote(stated)} Tu contador lo cierra con tus facturas.`;
}
