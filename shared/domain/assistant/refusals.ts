/**
 * What the assistant says when a read is refused (403), in Mexican Spanish, without any figure of
 * that read: the scope the caller's token lacks (named as the token carries it, so the owner can add
 * it to the app client), the member's role, or the plan that includes the read's module.
 */
import type { ReadOutcome } from './reads.ts';

/** What each scope lets the assistant read, in the owner's words. */
const SCOPE_WORDS: Readonly<Record<string, string>> = {
  'restaurant-api/intelligence.read': 'leer las cifras de ventas, costos y alertas',
  'restaurant-api/backoffice': 'leer el back office',
  'restaurant-api/live': 'leer el piso en vivo',
};

const ROLE_WORDS: Readonly<Record<string, string>> = {
  owner: 'dueño',
  manager: 'gerente',
  accountant: 'contador',
};

type Failure = Extract<ReadOutcome<unknown>, { ok: false }>;

/** The sentence for a refused read; `requiredPlan` is the plan that first includes its module. */
export function refusalText(outcome: Failure, requiredPlan: string): string {
  if (outcome.missingScope !== undefined) {
    const words = SCOPE_WORDS[outcome.missingScope];
    return `Tu acceso no tiene el permiso ${outcome.missingScope}${words ? ` (${words})` : ''}, así que no puedo darte esa cifra. Pide al dueño de la cuenta que agregue ese permiso a tu aplicación en el portal de desarrolladores.`;
  }
  if (outcome.refusedRole !== undefined) {
    const role = ROLE_WORDS[outcome.refusedRole] ?? outcome.refusedRole;
    return `Tu rol (${role}) no permite leer esa información, así que no puedo darte esa cifra.`;
  }
  return `Tu plan no incluye esa información; la tienes desde el plan ${requiredPlan}. Puedes cambiar de plan en la configuración de tu cuenta.`;
}

/**
 * A read of the several an answer sums (one a day of a weekday) that failed: refused (403) as
 * `refusalText` says it, else a fault to retry, `what` naming what could not be read.
 */
export function failedReadText(outcome: Failure, requiredPlan: string, what: string): string {
  return outcome.status === 403
    ? refusalText(outcome, requiredPlan)
    : `No pude leer ${what} en este momento; intenta de nuevo en un minuto.`;
}
