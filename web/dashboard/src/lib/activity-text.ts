/**
 * A Bitácora entry in plain Spanish ("Óscar canceló Tacos al pastor ($85.00) del ticket 4"), from
 * its event and detail (shared/domain/schemas/activity.ts ACTIVITY_DETAILS), and a search that
 * ignores accents and case ("oscar" finds "Óscar"). An event this file does not know keeps its
 * name and detail as sent.
 */
import { formatMoney, formatNumber } from './format.ts';

type Detail = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const money = (value: unknown) => (num(value) === null ? null : formatMoney(num(value)!));
const join = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(' ');

const ticket = (detail: Detail) => (str(detail.ticket_id) ? `del ticket ${str(detail.ticket_id)}` : null);
const reason = (detail: Detail) => (str(detail.reason) ? `(motivo: ${str(detail.reason)})` : null);
const authorized = (detail: Detail) =>
  str(detail.authorized_by) ? `autorizó ${str(detail.authorized_by)}` : null;

const SENTENCES: Record<string, (who: string, detail: Detail) => string> = {
  'ticket.line_cancelled': (who, d) =>
    join(
      who,
      'canceló',
      str(d.item) ?? 'una línea',
      money(d.amount_cents) && `(${money(d.amount_cents)})`,
      ticket(d),
      reason(d),
      authorized(d) && `· ${authorized(d)}`,
    ),
  'ticket.voided': (who, d) =>
    join(
      who,
      'anuló un ticket',
      money(d.ticket_total_cents) && `de ${money(d.ticket_total_cents)}`,
      num(d.items_count) !== null && `con ${formatNumber(num(d.items_count)!)} líneas`,
      reason(d),
      authorized(d) && `· ${authorized(d)}`,
    ),
  'ticket.discount_applied': (who, d) =>
    join(
      who,
      'aplicó un descuento',
      money(d.discount_cents) && `de ${money(d.discount_cents)}`,
      num(d.discount_pct) !== null && `(${formatNumber(num(d.discount_pct)!)} %)`,
      ticket(d),
    ),
  'ticket.price_overridden': (who, d) =>
    join(
      who,
      'cambió el precio de',
      str(d.item) ?? 'un platillo',
      money(d.original_cents) && `de ${money(d.original_cents)}`,
      money(d.new_cents) && `a ${money(d.new_cents)}`,
      ticket(d),
    ),
  'cash_register.opened': (who, d) =>
    join(who, 'abrió la caja', money(d.opening_balance_cents) && `con ${money(d.opening_balance_cents)}`),
  'cash_register.closed': (who, d) =>
    join(
      who,
      'cerró la caja',
      money(d.counted_cents) && `con ${money(d.counted_cents)} contados`,
      money(d.variance_cents) && `(diferencia ${money(d.variance_cents)})`,
    ),
  'user.login': (who, d) => join(who, 'entró al punto de venta', str(d.device) && `desde ${str(d.device)}`),
  'user.login_failed': (who, d) =>
    join(
      'Intento de entrada fallido',
      str(d.attempted_user) ? `como ${str(d.attempted_user)}` : who !== 'Alguien' && `de ${who}`,
    ),
  'manager.override': (who, d) =>
    join(who, 'autorizó', str(d.action) ?? 'una excepción', str(d.for_user) && `para ${str(d.for_user)}`),
};

/** The entry as a sentence; null for an event without one (the page then shows it as sent). */
export function activitySentence(event: string, actor: string | null, detail: Detail): string | null {
  const sentence = SENTENCES[event];
  return sentence ? sentence(actor ?? 'Alguien', detail) : null;
}

/** The search that ignores accents and case ("oscar" finds "Óscar"): one function for every door. */
export { matchesSearch } from '../../../../shared/domain/names.ts';
