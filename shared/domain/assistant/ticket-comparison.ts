/**
 * "¿Subió el ticket promedio?", "¿mi ticket contra la semana pasada?": the average ticket of the
 * period asked against its base (comparison.ts names both), each from its own sales summary: per
 * table (the summary's `avg_ticket_cents`) or, when asked per diner, the sales over the covers
 * (analytics/sales.ts `ticketPerCoverCents`). The change is the endpoints' own formula
 * (`pctChange`), and the sales and tables it comes from follow, so a ticket that rose while the
 * tables fell reads as such.
 */
import { pctChange } from '../analytics/rounding.ts';
import { ticketPerCoverCents } from '../analytics/sales.ts';
import type { SalesSummaryAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { period, sentence } from './format.ts';
import { normalize } from './text.ts';

/** "¿ticket promedio por persona?", "…por comensal", "¿cuánto gasta cada persona?": per diner, not per table. */
export const asksPerPerson = (question: string) =>
  /\b(por|cada) (persona|comensal|cliente|cabeza|pax)\b/.test(normalize(question)) || peopleSpend(question);

/** A comparison question whose figure is the average ticket (or what a customer spends). */
export const asksTicketCompared = (question: string) =>
  /\b(ticket|tickets|consumo promedio|gasta cada|gasto promedio)\b/.test(normalize(question)) ||
  peopleSpend(question);

/**
 * "¿La gente está gastando menos que en diciembre?", "¿los clientes gastan más?": what each diner
 * spends, the ticket per person, not how many came (since 2026-12-08; before, the covers).
 */
const peopleSpend = (question: string) => {
  const text = normalize(question);
  return (
    /\b(gente|clientes?|comensales?|personas?)\b/.test(text) &&
    /\b(gasta|gastan|gastando|gastaron|consume|consumen|consumiendo|consumieron)\b/.test(text)
  );
};

interface TicketSide {
  cents: number | null;
  /** What it divides by: tables served, or covers per diner. */
  count: number | null;
}

const UNIT = {
  table: {
    key: 'avg_ticket_cents',
    label: 'Ticket promedio por mesa',
    per: 'por mesa',
    count: { key: 'tables_served', label: 'Mesas atendidas', noun: 'mesas' },
  },
  person: {
    key: 'ticket_per_cover_cents',
    label: 'Ticket promedio por persona',
    per: 'por persona',
    count: { key: 'covers', label: 'Comensales', noun: 'comensales' },
  },
} as const;

type CountUnit = (typeof UNIT)[keyof typeof UNIT]['count'];

function sideOf(summary: SalesSummaryAttributes, perPerson: boolean): TicketSide {
  return perPerson
    ? { cents: ticketPerCoverCents(summary), count: summary.covers_total }
    : { cents: summary.avg_ticket_cents, count: summary.tables_served_total };
}

/**
 * "La venta subió 1.8%, a $10,175.00": the sales' change beside a comparison led by another figure
 * (the covers, the ticket), both periods' summaries' own; '' when it cannot be computed or is 0.
 */
export function salesMoved(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  answer: Answer,
): string {
  const sales = pctChange(now.total_sales_cents, before.total_sales_cents);
  if (sales === null || sales === 0) return '';
  const total = answer.money('total_sales_cents', 'Venta total', now.total_sales_cents);
  const shown = answer.pct('total_sales_pct_change', 'Cambio en ventas', sales);
  return `La venta ${sales > 0 ? 'subió' : 'bajó'} ${shown}, a ${total}`;
}

/** " La venta subió 22.7%, a $61,510.00, y las mesas subieron 12.4%.": what the ticket comes from. */
function behindTheTicket(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  counts: { now: number | null; base: number | null; unit: CountUnit },
  answer: Answer,
): string {
  const moved = salesMoved(now, before, answer);
  if (moved === '') return '';
  const countChange = pctChange(counts.now, counts.base);
  if (countChange === null) return ` ${moved}.`;
  const { key, label, noun } = counts.unit;
  const countVerb =
    countChange === 0
      ? 'quedaron igual'
      : `${countChange > 0 ? 'subieron' : 'bajaron'} ${answer.pct(`${key}_pct_change`, `Cambio en ${label.toLowerCase()}`, countChange)}`;
  const article = noun === 'mesas' ? 'las' : 'los';
  return ` ${moved}, y ${article} ${noun} ${countVerb}.`;
}

/**
 * The ticket of both periods and its change, what it comes from after; null when the period asked
 * has no ticket (no tables or covers sent), so the sales comparison answers instead.
 */
export function compareTicket(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const perPerson = asksPerPerson(context.question) && ticketPerCoverCents(now) !== null;
  const unit = UNIT[perPerson ? 'person' : 'table'];
  const [current, base] = [sideOf(now, perPerson), sideOf(before, perPerson)];
  if (current.cents === null) return null;
  const ticket = answer.money(unit.key, unit.label, current.cents);
  const { count } = unit;
  const counted =
    current.count === null
      ? ''
      : ` (${answer.count(`${count.key}_total`, count.label, current.count)} ${count.noun})`;
  const opening = `${sentence(when(context))} tu ticket promedio fue de ${ticket} ${unit.per}${counted}`;
  const baseWords = period(context.base, context.today);
  const change = pctChange(current.cents, base.cents);
  if (change === null || base.cents === null)
    return `${opening}. No tengo ticket ${baseWords} para comparar.`;
  const baseTicket = answer.money(`base_${unit.key}`, `${unit.label} del periodo base`, base.cents);
  const direction =
    change === 0
      ? 'igual que'
      : `${answer.pct('avg_ticket_pct_change', 'Cambio en ticket promedio', change)} ${change > 0 ? 'más' : 'menos'} que`;
  const counts = { now: current.count, base: base.count, unit: count };
  return `${opening}, ${direction} ${baseWords} (${baseTicket}).${behindTheTicket(now, before, counts, answer)}`;
}
