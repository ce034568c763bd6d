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

/** A back-office record by its resource (the list routes' names), with its article. */
const RECORDS: Record<string, string> = {
  suppliers: 'un proveedor',
  purchases: 'una compra',
  expenses: 'un gasto',
  payroll: 'una nómina',
  'inventory-counts': 'un conteo de inventario',
  recipes: 'una receta',
};

/** What a back-office record is, in a few words: its name and its amount when it has them. */
function recordWords(detail: Detail): string {
  const record = (detail.record ?? {}) as Detail;
  return join(
    RECORDS[str(detail.resource) ?? ''] ?? 'un registro',
    str(record.supplier_name) ?? str(record.item_name) ?? str(record.name) ?? null,
    money(record.total_cents ?? record.amount_cents) &&
      `de ${money(record.total_cents ?? record.amount_cents)}`,
  );
}

const webhookUrl = (d: Detail) => str(d.url) && `para ${str(d.url)}`;
const keyEnding = (d: Detail) => str(d.last_four) && `terminada en ${str(d.last_four)}`;

/** The service's own entries (the audit log: owners, operators, the dashboard). */
const AUDIT_SENTENCES: Record<string, (who: string, detail: Detail) => string> = {
  'backoffice.record_created': (who, d) => join(who, 'capturó', recordWords(d)),
  'backoffice.record_deleted': (who, d) => join(who, 'eliminó', recordWords(d)),
  'api_key.rotated': (who, d) => join(who, 'generó una llave de API nueva', keyEnding(d)),
  'api_key.revoked': (who, d) => join(who, 'revocó la llave de API', keyEnding(d)),
  'oauth_client.created': (who, d) => join(who, 'creó el cliente OAuth', str(d.name)),
  'oauth_client.revoked': (who, d) => join(who, 'revocó el cliente OAuth', str(d.name)),
  'branch.created': (who, d) => join(who, 'creó la sucursal', str(d.name)),
  'branch.plan_changed': (who, d) =>
    join(
      who,
      'cambió el plan',
      str(d.previous_plan) && `de ${str(d.previous_plan)}`,
      str(d.plan) && `a ${str(d.plan)}`,
    ),
  'member.added': (who, d) =>
    join(who, 'agregó a', str(d.email) ?? 'una persona', str(d.role) && `como ${str(d.role)}`),
  'settings.updated': (who) => join(who, 'cambió la configuración'),
  'webhook.registered': (who, d) => join(who, 'registró un webhook', webhookUrl(d)),
  'webhook.deleted': (who, d) => join(who, 'eliminó un webhook', webhookUrl(d)),
  'webhook.tested': (who) => join(who, 'envió una prueba de webhook'),
  'webhook.redelivered': (who) => join(who, 'reenvió un aviso de webhook'),
};

/** The entry as a sentence; null for an event without one (the page then shows it as sent). */
export function activitySentence(event: string, actor: string | null, detail: Detail): string | null {
  const sentence = SENTENCES[event] ?? AUDIT_SENTENCES[event];
  return sentence ? sentence(actor ?? 'Alguien', detail) : null;
}

/** Every detail member a POS event or the service writes, by its Spanish name. */
const DETAIL_NAMES: Record<string, string> = {
  item: 'platillo',
  reason: 'motivo',
  amount_cents: 'importe',
  ticket_id: 'ticket',
  authorized_by: 'autorizó',
  ticket_total_cents: 'total del ticket',
  items_count: 'líneas',
  discount_pct: 'descuento (%)',
  discount_cents: 'descuento',
  discount_type: 'tipo de descuento',
  original_cents: 'precio original',
  new_cents: 'precio nuevo',
  opening_balance_cents: 'fondo inicial',
  shift: 'turno',
  expected_cents: 'esperado',
  counted_cents: 'contado',
  variance_cents: 'diferencia',
  type: 'tipo de corte',
  ip: 'dirección IP',
  device: 'dispositivo',
  attempted_user: 'usuario intentado',
  action: 'acción',
  for_user: 'para',
  ref: 'referencia',
  resource: 'tipo de registro',
  id: 'identificador',
  key_id: 'llave',
  last_four: 'últimos cuatro',
  environment: 'ambiente',
  name: 'nombre',
  issuer: 'emisor',
  timezone: 'zona horaria',
  plan: 'plan',
  organization_id: 'organización',
  url: 'dirección',
  delivery_id: 'envío',
  event: 'evento',
  event_id: 'aviso',
  chain: 'cadena',
  previous_plan: 'plan anterior',
  user_sub: 'usuario',
  role: 'rol',
  email: 'correo',
};

/**
 * An entry's detail as "importe: $95.00 · motivo: error": every member by its Spanish name, cents
 * as money; lists and records (already in the sentence) are left out.
 */
export function detailWords(detail: Detail): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => {
      const shown = key.endsWith('_cents') && typeof value === 'number' ? formatMoney(value) : String(value);
      return `${DETAIL_NAMES[key] ?? key.replaceAll('_', ' ')}: ${shown}`;
    })
    .join(' · ');
}

/** The search that ignores accents and case ("oscar" finds "Óscar"): one function for every door. */
export { matchesSearch } from '../../../../shared/domain/names.ts';
