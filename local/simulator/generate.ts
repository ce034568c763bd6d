/**
 * The simulator's documents: a branch's setup (categories, catalog, staff, suppliers, recipes), each
 * closed business day (the spec's six end-of-day documents, and the café's xout), the back office
 * (purchases, inventory counts, payroll, expenses) and today's live updates and activity events.
 * Pure: no I/O, no clock (today's part takes `now`), so a seed always gives the same documents.
 */
import { DateTime } from 'luxon';
import { calendarFactor } from './calendar.ts';
import type { Concept, Ingredient, MenuItem } from './concepts.ts';
import { mexicanName } from './names.ts';
import { chance, dayClock, gaussian, isoLocal, type Rng, rngFor, seededUuid, weighted } from './random.ts';

type Json = Record<string, unknown>;

export const POS_META = { pos_name: 'PuntoVenta Express', pos_version: '4.2.1' } as const;
const OPENING_FUND_CENTS = 150_000;
const IVA = 1.16;

export interface CatalogEntry extends MenuItem {
  identifier: string;
}

export interface SimBranch {
  index: number;
  seed: number;
  branchId: string;
  concept: Concept;
  name: string;
  waiters: string[];
  cashiers: string[];
  manager: string;
  catalog: CatalogEntry[];
  categories: { identifier: string; name: string; parent_identifier: string | null; sequence: number }[];
  suppliers: Json[];
  recipes: Json[];
}

/** The branch UUID a seed gives the n-th simulated branch (so a second run replays, not doubles). */
export function branchIdFor(seed: number, index: number): string {
  return seededUuid(rngFor('branch-id', seed, index));
}

export function branchName(concept: Concept, index: number): string {
  return index < 3 ? concept.name : `${concept.name} ${Math.floor(index / 3) + 1}`;
}

export function setupBranch(seed: number, index: number, concept: Concept, branchId: string): SimBranch {
  const rng = rngFor('setup', seed, index);
  const person = () => mexicanName(rng);
  const waiters = Array.from({ length: concept.waiters }, person);
  const cashiers = Array.from({ length: concept.cashiers }, person);
  const manager = person();
  const categoryIds = new Map(concept.categories.map((category) => [category.key, seededUuid(rng)]));
  const categories = concept.categories.map((category, position) => ({
    identifier: categoryIds.get(category.key) as string,
    name: category.name,
    parent_identifier: category.parent === null ? null : (categoryIds.get(category.parent) ?? null),
    sequence: position + 1,
  }));
  const catalog = concept.menu.map((item) => ({ ...item, identifier: seededUuid(rng) }));
  const supplierNames = [...new Set(concept.ingredients.map((ingredient) => ingredient.supplier))];
  const suppliers = supplierNames.map((name) => ({
    branch_identifier: branchId,
    name,
    contact_name: person(),
    phone: rng.phone.number({ style: 'national' }),
    email: `ventas@${name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')
      .slice(0, 20)}.mx`,
    lead_time_days: rng.number.int({ min: 1, max: 4 }),
  }));
  const recipes = catalog.map((item) => {
    const ingredient = ingredientOf(concept, item);
    return {
      branch_identifier: branchId,
      item_identifier: item.identifier,
      item_sku: item.sku,
      item_name: item.name,
      ingredients: [
        { ingredient: ingredient.name, quantity: portionOf(item, ingredient), unit: ingredient.unit },
      ],
    };
  });
  return {
    index,
    seed,
    branchId,
    concept,
    name: branchName(concept, index),
    waiters,
    cashiers,
    manager,
    catalog,
    categories,
    suppliers,
    recipes,
  };
}

export function ingredientOf(concept: Concept, item: MenuItem): Ingredient {
  const found = concept.ingredients.find((ingredient) => ingredient.name === item.main);
  if (!found) throw new Error(`${concept.key}: ${item.name} uses unknown ingredient ${item.main}`);
  return found;
}

/** A portion of the main ingredient that costs what the catalog says the item costs. */
export function portionOf(item: MenuItem, ingredient: Ingredient): number {
  return Math.round((item.costCents / ingredient.unitCostCents) * 1000) / 1000;
}

export function catalogItems(branch: SimBranch): Json[] {
  return branch.catalog.map((item) => ({
    item_identifier: item.identifier,
    item_sku: item.sku,
    name: item.name,
    category: item.category,
    category_type: item.type,
    type: 'simple',
    unit_price_cents: item.priceCents,
    unit_cost_cents: item.costCents,
    status: 'active',
  }));
}

// ------------------------------------------------------------------------------------- one day

export interface Ticket {
  id: string;
  kind: 'dine_in' | 'takeaway' | 'delivery';
  openedAtMinute: number;
  closedAtMinute: number;
  waiter: string | null;
  covers: number;
  lines: Json[];
  totalCents: number;
  payment: { payment_type: string; amount_cents: number; tips_cents: number; change_cents: number };
}

export interface SimDay {
  date: string;
  closingId: string;
  meta: Json;
  orders: Json;
  discounts: Json;
  cancellations: Json;
  payments: Json;
  sales: Json;
  cashRegister: Json;
  xout: { closingId: string; closing: Json; meta: Json } | null;
  tickets: Ticket[];
  /** Activity the day's staff caused (discounts, cancellations), for the live part of today. */
  cancellationsBy: { waiter: string; minute: number; item: string; amountCents: number; reason: string }[];
  totalSalesCents: number;
  soldQuantity: Map<string, number>;
}

const CANCEL_REASONS = [
  'Capturado por error',
  'Cliente se retiró',
  'Platillo tardó demasiado',
  'Bebida mal preparada',
];
const DELIVERY_APPS = [
  ['rappi', 'Rappi'],
  ['uber_eats', 'Uber Eats'],
  ['didi_food', 'DiDi Food'],
] as const;
const PAYMENT_NAMES: Record<string, string> = {
  cash: 'Efectivo',
  card_credit: 'Tarjeta de crédito',
  card_debit: 'Tarjeta de débito',
  transfer: 'Transferencia',
  rappi: 'Rappi',
  uber_eats: 'Uber Eats',
  didi_food: 'DiDi Food',
};

/** How many tickets the day has: the concept's base × weekday × month × calendar (calendar.ts) × noise. */
function ticketCount(rng: Rng, concept: Concept, date: DateTime): number {
  const factor =
    (concept.weekday[date.weekday - 1] ?? 1) *
    (concept.month[date.month - 1] ?? 1) *
    calendarFactor(concept, date.toISODate() as string);
  return Math.max(5, Math.round(gaussian(rng, concept.ticketsPerDay * factor, concept.ticketsPerDay * 0.08)));
}

function drinkType(concept: Concept, rng: Rng): 'beverage' | 'bar' {
  const barShare = concept.key === 'bar' ? 0.8 : concept.key === 'taqueria' ? 0.4 : 0;
  return chance(rng, barShare) ? 'bar' : 'beverage';
}

function count(rng: Rng, mean: number): number {
  return Math.max(0, Math.round(gaussian(rng, mean, Math.max(0.5, mean * 0.35))));
}

/** What a day's generation shares: its generator, clock, menu by type and the accumulated documents. */
interface DayContext {
  branch: SimBranch;
  rng: Rng;
  date: string;
  at: (minute: number) => string;
  hours: { hour: number; weight: number }[];
  lastMinute: number;
  menuOf: (type: string) => CatalogEntry[];
  discounts: Json[];
  cancellations: Json[];
  cancellationsBy: SimDay['cancellationsBy'];
  soldQuantity: Map<string, number>;
}

export function generateDay(branch: SimBranch, date: string): SimDay {
  const { concept } = branch;
  const rng = rngFor('day', branch.seed, branch.index, date);
  const closingId = seededUuid(rng);
  const byType = new Map<string, CatalogEntry[]>();
  for (const item of branch.catalog) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  const context: DayContext = {
    branch,
    rng,
    date,
    at: dayClock(date, concept.timezone),
    hours: Object.entries(concept.hourly).map(([hour, weight]) => ({ hour: Number(hour), weight })),
    lastMinute: concept.closesAt * 60 - 1,
    menuOf: (type) => byType.get(type) ?? [],
    discounts: [],
    cancellations: [],
    cancellationsBy: [],
    soldQuantity: new Map(),
  };
  const anomalyDay = chance(rng, 0.05);
  const total = ticketCount(rng, concept, DateTime.fromISO(date, { zone: concept.timezone }));
  const tickets = Array.from({ length: total }, (_, number) => ticketOf(context, number));
  if (anomalyDay) addCancellationSpree(context);
  tickets.sort((a, b) => a.openedAtMinute - b.openedAtMinute);

  const payments = paymentsByType(tickets);
  const dayDoc = { branch_identifier: branch.branchId, date, closing_type: 'zout' };
  const meta = {
    ...POS_META,
    pos_variant: concept.key === 'cafe' ? 'express' : 'full_dining',
    cashier_name: branch.cashiers[0] as string,
    cash_register_name: 'Caja 1',
    sent_at: context.at(concept.closesAt * 60 + ZOUT_AFTER_CLOSE_MINUTES),
  };
  const summaries = cashSummaries(rng, payments);
  const xout = concept.xoutAtHour === null ? null : xoutOf(context, concept.xoutAtHour, tickets, meta);
  const totalSalesCents = tickets.reduce((sum, ticket) => sum + ticket.totalCents, 0);
  return {
    date,
    closingId,
    meta,
    orders: { ...dayDoc, lines: tickets.flatMap((ticket) => ticket.lines) },
    discounts: { ...dayDoc, discounts: context.discounts },
    cancellations: { ...dayDoc, cancellations: context.cancellations },
    payments: { ...dayDoc, payments: paymentRows(payments) },
    sales: salesSummary(branch, date, tickets),
    cashRegister: {
      branch_identifier: branch.branchId,
      closing_type: 'zout',
      start_at: context.at(concept.opensAt * 60 - 30),
      end_at: context.at(concept.closesAt * 60 + 20),
      status: 'completed',
      summaries,
    },
    xout,
    tickets,
    cancellationsBy: context.cancellationsBy,
    totalSalesCents,
    soldQuantity: context.soldQuantity,
  };
}

/** One ticket: its kind, party, lines, now and then a discount or a cancelled line, its payment. */
function ticketOf(context: DayContext, number: number): Ticket {
  const { branch, rng, date } = context;
  const { concept } = branch;
  const hour = weighted(rng, context.hours, (entry) => entry.weight).hour;
  const opened = hour * 60 + rng.number.int({ min: 0, max: 59 });
  const roll = rng.number.float();
  const kind =
    roll < concept.deliveryShare
      ? 'delivery'
      : roll < concept.deliveryShare + concept.takeawayShare
        ? 'takeaway'
        : 'dine_in';
  const covers =
    kind === 'dine_in' ? rng.number.int({ min: concept.partySize[0], max: concept.partySize[1] }) : 1;
  const waiter = kind === 'dine_in' ? (rng.helpers.arrayElement(branch.waiters) as string) : null;
  const ticketId = `T-${date.replaceAll('-', '').slice(2)}-${String(number + 1).padStart(4, '0')}`;
  const lines = linesOf(context, orderedQuantities(context, kind, covers), opened, waiter);
  if (kind === 'dine_in' && chance(rng, 0.06)) addDiscount(context, lines, ticketId, waiter, opened);
  if (waiter !== null && chance(rng, 0.025)) addCancellation(context, waiter, opened);

  const totalCents = lines.reduce((sum, line) => sum + (line.net_total_cents as number), 0);
  const paymentType =
    kind === 'delivery'
      ? rng.helpers.arrayElement(DELIVERY_APPS)[0]
      : weighted(rng, Object.entries(concept.paymentMix), ([, share]) => share)[0];
  const tipRate = kind === 'dine_in' ? rng.number.float({ min: 0.08, max: 0.15 }) : 0;
  const tips = Math.round((totalCents * tipRate) / 100) * 100;
  const change = paymentType === 'cash' ? (50_000 - (totalCents % 50_000)) % 10_000 : 0;
  const stay = kind === 'dine_in' ? rng.number.int({ min: 35, max: 110 }) : 10;
  return {
    id: ticketId,
    kind,
    openedAtMinute: opened,
    closedAtMinute: Math.min(opened + stay, context.lastMinute),
    waiter,
    covers,
    lines,
    totalCents,
    payment: { payment_type: paymentType, amount_cents: totalCents, tips_cents: tips, change_cents: change },
  };
}

/** What the party orders: dishes and drinks per cover, at least one thing, a container to take away. */
function orderedQuantities(
  context: DayContext,
  kind: Ticket['kind'],
  covers: number,
): Map<CatalogEntry, number> {
  const { branch, rng, menuOf } = context;
  const { concept } = branch;
  const quantities = new Map<CatalogEntry, number>();
  const add = (item: CatalogEntry | undefined, quantity = 1) => {
    if (item) quantities.set(item, (quantities.get(item) ?? 0) + quantity);
  };
  for (let i = count(rng, covers * concept.foodPerCover); i > 0; i--)
    add(weighted(rng, menuOf('food'), (item) => item.weight));
  for (let i = count(rng, covers * concept.drinksPerCover); i > 0; i--)
    add(weighted(rng, menuOf(drinkType(concept, rng)), (item) => item.weight));
  if (quantities.size === 0)
    add(weighted(rng, menuOf(concept.key === 'bar' ? 'bar' : 'food'), (item) => item.weight));
  if (kind !== 'dine_in') add(menuOf('other')[0]);
  return quantities;
}

function linesOf(
  context: DayContext,
  quantities: Map<CatalogEntry, number>,
  opened: number,
  waiter: string | null,
): Json[] {
  const { rng, soldQuantity } = context;
  const lines: Json[] = [];
  for (const [item, quantity] of quantities) {
    const orderedAt = Math.min(opened + rng.number.int({ min: 0, max: 25 }), context.lastMinute);
    const subtotal = item.priceCents * quantity;
    lines.push({
      item_name: item.name,
      quantity,
      unit_price_cents: item.priceCents,
      subtotal_cents: subtotal,
      net_total_cents: subtotal,
      category_type: item.type,
      ...(waiter === null ? {} : { waiter_name: waiter }),
      item_identifier: item.identifier,
      item_sku: item.sku,
      category: item.category,
      discount_cents: 0,
      ordered_at: context.at(orderedAt),
    });
    soldQuantity.set(item.sku, (soldQuantity.get(item.sku) ?? 0) + quantity);
  }
  return lines;
}

/** A discount on one line: 10 % for a regular, a courtesy, or a fixed promotion; the line shows it. */
function addDiscount(
  context: DayContext,
  lines: Json[],
  ticketId: string,
  waiter: string | null,
  opened: number,
): void {
  const { rng, branch } = context;
  const line = rng.helpers.arrayElement(lines);
  const kindOf = rng.helpers.arrayElement(['percentage', 'courtesy', 'fixed'] as const);
  const subtotal = line.subtotal_cents as number;
  const unit = line.unit_price_cents as number;
  const amount =
    kindOf === 'percentage'
      ? Math.round(subtotal * 0.1)
      : kindOf === 'courtesy'
        ? unit
        : Math.min(2000, subtotal);
  line.discount_cents = amount;
  line.net_total_cents = subtotal - amount;
  context.discounts.push({
    discount_identifier: `DSC-${ticketId}`,
    type: kindOf,
    factor_type: kindOf,
    name:
      kindOf === 'percentage'
        ? 'Descuento cliente frecuente'
        : kindOf === 'courtesy'
          ? 'Cortesía de la casa'
          : 'Promoción del día',
    ...(kindOf === 'percentage' ? { rate: 10 } : kindOf === 'courtesy' ? { rate: 100 } : {}),
    amount_cents: amount,
    applied_to: 'order',
    applied_by: waiter,
    ...(kindOf === 'fixed' ? {} : { authorized_by: branch.manager }),
    reason: kindOf === 'courtesy' ? 'Cliente frecuente' : 'Promoción vigente',
    item_identifier: line.item_identifier,
    item_sku: line.item_sku,
    item_name: line.item_name,
    quantity: line.quantity,
    discounted_at: context.at(Math.min(opened + 30, context.lastMinute)),
  });
}

/** A line cancelled before it was served: not in the lines, listed as cancelled. */
function addCancellation(context: DayContext, waiter: string, opened: number): void {
  const { rng, branch } = context;
  const item = weighted(rng, branch.catalog, (candidate) => candidate.weight);
  const reason = rng.helpers.arrayElement(CANCEL_REASONS);
  const minute = Math.min(opened + rng.number.int({ min: 5, max: 40 }), context.lastMinute);
  recordCancellation(context, item, reason, waiter, minute);
}

/** An anomaly worth an alert now and then: one waiter cancels three lines within two hours. */
function addCancellationSpree(context: DayContext): void {
  const { rng, branch } = context;
  const waiter = rng.helpers.arrayElement(branch.waiters) as string;
  const start = branch.concept.opensAt * 60 + 60;
  for (let i = 0; i < 3; i++) {
    const item = weighted(rng, branch.catalog, (candidate) => candidate.weight);
    recordCancellation(context, item, 'Cliente se retiró', waiter, start + i * 35);
  }
}

function recordCancellation(
  context: DayContext,
  item: CatalogEntry,
  reason: string,
  waiter: string,
  minute: number,
): void {
  const { branch, cancellations } = context;
  cancellations.push(
    cancellationOf(item, reason, waiter, branch.manager, context.at(minute), cancellations.length),
  );
  context.cancellationsBy.push({ waiter, minute, item: item.name, amountCents: item.priceCents, reason });
}

type PaymentTotals = Map<string, { amount: number; tips: number; change: number; count: number }>;

function paymentsByType(tickets: readonly Ticket[]): PaymentTotals {
  const payments: PaymentTotals = new Map();
  for (const { payment } of tickets) {
    const entry = payments.get(payment.payment_type) ?? { amount: 0, tips: 0, change: 0, count: 0 };
    entry.amount += payment.amount_cents;
    entry.tips += payment.tips_cents;
    entry.change += payment.change_cents;
    entry.count += 1;
    payments.set(payment.payment_type, entry);
  }
  return payments;
}

function paymentRows(payments: PaymentTotals): Json[] {
  return [...payments.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, entry]) => ({
      payment_type: type,
      payment_type_name: PAYMENT_NAMES[type] ?? type,
      amount_cents: entry.amount,
      tips_cents: entry.tips,
      change_cents: entry.change,
      transaction_count: entry.count,
    }));
}

/** The zout's cash breakdown: usually no variance, sometimes a few pesos, now and then a shortage. */
function cashSummaries(rng: Rng, payments: PaymentTotals): Json[] {
  const amountOf = (...types: string[]) =>
    types.reduce((sum, type) => sum + (payments.get(type)?.amount ?? 0), 0);
  const tipsOf = (...types: string[]) =>
    types.reduce((sum, type) => sum + (payments.get(type)?.tips ?? 0), 0);
  const cashSales = amountOf('cash');
  const tipsPaid = tipsOf('card_credit', 'card_debit', 'transfer');
  const theoretical = OPENING_FUND_CENTS + cashSales - tipsPaid;
  const varianceRoll = rng.number.float();
  const variance =
    varianceRoll < 0.8
      ? 0
      : varianceRoll < 0.95
        ? rng.number.int({ min: -40, max: 40 }) * 100
        : -rng.number.int({ min: 3, max: 12 }) * 10_000;
  return [
    { type: 'cash_sales', name: 'Ventas en efectivo', amount_cents: cashSales },
    { type: 'card_sales', name: 'Ventas con tarjeta', amount_cents: amountOf('card_credit', 'card_debit') },
    { type: 'card_credit_sales', name: 'Tarjeta de crédito', amount_cents: amountOf('card_credit') },
    { type: 'card_debit_sales', name: 'Tarjeta de débito', amount_cents: amountOf('card_debit') },
    { type: 'transfer_sales', name: 'Transferencias', amount_cents: amountOf('transfer') },
    {
      type: 'delivery_sales',
      name: 'Plataformas de entrega',
      amount_cents: amountOf('rappi', 'uber_eats', 'didi_food'),
    },
    { type: 'tips_received', name: 'Propinas recibidas', amount_cents: tipsOf(...payments.keys()) },
    { type: 'tips_paid_to_waiter', name: 'Propinas pagadas a meseros', amount_cents: tipsPaid },
    { type: 'cash_theoretical', name: 'Efectivo esperado', amount_cents: theoretical },
    { type: 'cash_actual', name: 'Efectivo contado', amount_cents: theoretical + variance },
    { type: 'cash_variance', name: 'Diferencia de caja', amount_cents: variance },
  ];
}

/** The shift change's xout (the café's): the morning's cash and card sales, no variance. */
function xoutOf(context: DayContext, hour: number, tickets: readonly Ticket[], meta: Json): SimDay['xout'] {
  const { branch } = context;
  const cutMinute = hour * 60;
  const morning = tickets.filter((ticket) => ticket.closedAtMinute < cutMinute);
  const morningOf = (...types: string[]) =>
    morning
      .filter((ticket) => types.includes(ticket.payment.payment_type))
      .reduce((sum, t) => sum + t.totalCents, 0);
  const morningCash = morningOf('cash');
  const expected = OPENING_FUND_CENTS + morningCash;
  return {
    closingId: seededUuid(context.rng),
    meta: { ...meta, sent_at: context.at(cutMinute + 2) },
    closing: {
      branch_identifier: branch.branchId,
      closing_type: 'xout',
      start_at: context.at(branch.concept.opensAt * 60 - 30),
      end_at: context.at(cutMinute),
      status: 'completed',
      summaries: [
        { type: 'cash_sales', name: 'Ventas en efectivo', amount_cents: morningCash },
        {
          type: 'card_sales',
          name: 'Ventas con tarjeta',
          amount_cents: morningOf('card_credit', 'card_debit'),
        },
        { type: 'cash_theoretical', name: 'Efectivo esperado', amount_cents: expected },
        { type: 'cash_actual', name: 'Efectivo contado', amount_cents: expected },
        { type: 'cash_variance', name: 'Diferencia de caja', amount_cents: 0 },
      ],
    },
  };
}

/** The zout sales summary: it equals the lines (per category type) and the payments. */
function salesSummary(branch: SimBranch, date: string, tickets: readonly Ticket[]): Json {
  const allLines = tickets.flatMap((ticket) => ticket.lines);
  const sumBy = (type: string) =>
    allLines
      .filter((line) => line.category_type === type)
      .reduce((sum, line) => sum + (line.net_total_cents as number), 0);
  const totalSalesCents = tickets.reduce((sum, ticket) => sum + ticket.totalCents, 0);
  const dineIn = tickets.filter((ticket) => ticket.kind === 'dine_in');
  const covers = dineIn.reduce((sum, ticket) => sum + ticket.covers, 0);
  return {
    branch_identifier: branch.branchId,
    date,
    shift: 'all_day',
    closing_type: 'zout',
    total_sales_cents: totalSalesCents,
    total_sales_no_iva_cents: Math.round(totalSalesCents / IVA),
    food_sales_cents: sumBy('food'),
    beverage_sales_cents: sumBy('beverage'),
    bar_sales_cents: sumBy('bar'),
    covers,
    tables_served: dineIn.length,
    avg_ticket_cents: tickets.length === 0 ? 0 : Math.round(totalSalesCents / tickets.length),
    avg_pax_cents: covers === 0 ? 0 : Math.round(totalSalesCents / covers),
  };
}

function cancellationOf(
  item: CatalogEntry,
  reason: string,
  waiter: string,
  manager: string,
  cancelledAt: string,
  index: number,
): Json {
  return {
    cancellation_identifier: `CAN-${String(index + 1).padStart(4, '0')}`,
    item_identifier: item.identifier,
    item_sku: item.sku,
    item_name: item.name,
    quantity: 1,
    amount_cents: item.priceCents,
    reason,
    cancelled_by: waiter,
    authorized_by: manager,
    cancelled_at: cancelledAt,
  };
}

// ----------------------------------------------------------------------------------- today, live

export interface LiveEvent {
  kind: 'live' | 'activity';
  attributes: Json;
}

/**
 * Today so far, as it would have arrived live: tables opened, ordered and closed, a cash movement,
 * logins, the register opening, discounts and cancellations, and the anomalies an owner wants to see
 * (three cancellations by one waiter, a price override beyond +20 %, a login from a new device).
 * The service accepts an event only within minutes of its occurred_at (spec), so the events of the
 * day so far are replayed in order inside the last `windowMinutes` before `now`: today's figures
 * are the day's so far, the live clock is compressed. `dayAt` (a bench run at any hour) sets how far
 * into the day "so far" reaches; by default, now.
 */
/** Minutes after its closing hour a day's zout goes out: from then on the day is over. */
const ZOUT_AFTER_CLOSE_MINUTES = 25;

/**
 * Whether the business day `today` is over at `now`: its zout has gone out. A run from then on
 * sends today as a closed day, not as live events stamped after the closing hour.
 */
export function dayIsOver(concept: Concept, today: string, now: DateTime): boolean {
  const dayStart = DateTime.fromISO(today, { zone: concept.timezone }).startOf('day');
  return now.diff(dayStart, 'minutes').minutes >= concept.closesAt * 60 + ZOUT_AFTER_CLOSE_MINUTES;
}

export function generateLive(
  branch: SimBranch,
  today: string,
  now: DateTime,
  windowMinutes = 8,
  dayAt: DateTime = now,
): LiveEvent[] {
  const { concept } = branch;
  const local = now.setZone(concept.timezone);
  const dayStart = DateTime.fromISO(today, { zone: concept.timezone }).startOf('day');
  // How far into the day the events so far run (`dayAt`, by default now); they are stamped in the
  // minutes before `now` whatever it is.
  const nowMinute = Math.floor(dayAt.setZone(concept.timezone).diff(dayStart, 'minutes').minutes);
  const opening = concept.opensAt * 60 - 30;
  if (nowMinute <= opening) return [];
  const day = generateDay(branch, today);
  const rng = rngFor('live', branch.seed, branch.index, today);
  const timeline = new LiveTimeline(branch.branchId);
  openingActivity(timeline, branch, opening);
  ticketEvents(timeline, day, nowMinute, dayStart);
  for (const cancelled of day.cancellationsBy.filter((entry) => entry.minute <= nowMinute)) {
    timeline.activity(cancelled.minute, cancelled.waiter, 'waiter', 'ticket.line_cancelled', {
      item: cancelled.item,
      reason: cancelled.reason,
      amount_cents: cancelled.amountCents,
      authorized_by: branch.manager,
    });
  }
  const midday = Math.min(nowMinute, opening + Math.floor(Math.max(1, nowMinute - opening) / 2));
  timeline.push(midday, 'live', {
    event: 'cash_movement',
    direction: 'out',
    amount_cents: 35_000,
    reason: 'Pago a proveedor de hielo',
  });
  todaysAnomalies(timeline, branch, rng, today, midday, nowMinute);
  return timeline.compressed(opening, nowMinute, local, windowMinutes);
}

/** Today's events in the order they happened, by minute of the business day. */
class LiveTimeline {
  private readonly timed: { minute: number; order: number; event: LiveEvent }[] = [];

  constructor(private readonly branchId: string) {}

  push(minute: number, kind: LiveEvent['kind'], attributes: Json): void {
    this.timed.push({
      minute,
      order: this.timed.length,
      event: { kind, attributes: { branch_identifier: this.branchId, ...attributes } },
    });
  }

  activity(minute: number, actor: string, role: string, event: string, detail: Json, meta: Json = {}): void {
    this.push(minute, 'activity', {
      actor_name: actor,
      actor_role: role,
      source: 'pos',
      event,
      ref_type: null,
      ref_id: null,
      detail,
      meta,
    });
  }

  /** The day from its opening to now, replayed in order within the last `windowMinutes` before `now`. */
  compressed(opening: number, nowMinute: number, local: DateTime, windowMinutes: number): LiveEvent[] {
    const span = Math.max(1, nowMinute - opening);
    const windowStart = local.minus({ minutes: windowMinutes });
    const sorted = [...this.timed].sort((a, b) => a.minute - b.minute || a.order - b.order);
    return sorted.map(({ minute, event }) => {
      const fraction = Math.min(1, Math.max(0, (minute - opening) / span));
      const occurredAt = windowStart.plus({ milliseconds: Math.round(fraction * windowMinutes * 60_000) });
      return {
        ...event,
        attributes: { ...event.attributes, occurred_at: isoLocal(occurredAt.set({ millisecond: 0 })) },
      };
    });
  }
}

/**
 * The cashier logs in and opens the register; each waiter clocks in at the same register. Today is
 * the first day the service sees any activity (a past day's cannot be sent: it is accepted only
 * within minutes of its occurred_at), so a waiter on a device of their own would raise a "first
 * login from a new device" alert for every waiter after months of sales; the one anomaly meant is
 * the login from a personal tablet (todaysAnomalies).
 */
function openingActivity(timeline: LiveTimeline, branch: SimBranch, opening: number): void {
  const cashier = branch.cashiers[0] as string;
  const till = { ip: '192.168.1.20', device: 'Caja 1' };
  timeline.activity(opening, cashier, 'cashier', 'user.login', till, { device: till.device });
  timeline.activity(opening + 1, cashier, 'cashier', 'cash_register.opened', {
    opening_balance_cents: OPENING_FUND_CENTS,
    shift: 'morning',
  });
  for (const [position, waiter] of branch.waiters.entries()) {
    timeline.activity(opening + 5 + position, waiter, 'waiter', 'user.login', till, { device: till.device });
  }
}

/**
 * Each ticket opened so far: its table opened, each round of its lines ordered at the line's
 * `ordered_at` (a round still to come is not sent yet), and the table closed if it has been. Before
 * 2026-12-05 a ticket's lines all went out when its table opened and tables shared numbers, so at
 * 13:41 the open tables had ordered lines stamped up to 25 minutes later.
 */
function ticketEvents(timeline: LiveTimeline, day: SimDay, nowMinute: number, dayStart: DateTime): void {
  const tables = tablesOf(day.tickets);
  for (const ticket of day.tickets) {
    if (ticket.openedAtMinute > nowMinute) continue;
    const tableId = tables.get(ticket.id) as string;
    timeline.push(ticket.openedAtMinute, 'live', {
      event: 'table_opened',
      table_id: tableId,
      covers: ticket.covers,
      ...(ticket.waiter ? { waiter_name: ticket.waiter } : {}),
    });
    for (const [minute, lines] of roundsOf(ticket, dayStart)) {
      if (minute <= nowMinute)
        timeline.push(minute, 'live', { event: 'items_ordered', table_id: tableId, lines });
    }
    if (ticket.closedAtMinute <= nowMinute) {
      const { payment } = ticket;
      timeline.push(ticket.closedAtMinute, 'live', {
        event: 'table_closed',
        table_id: tableId,
        total_cents: ticket.totalCents,
        payments: [
          { ...payment, payment_type_name: PAYMENT_NAMES[payment.payment_type], transaction_count: 1 },
        ],
      });
    }
  }
}

/**
 * Each ticket's table: a dine-in party gets the lowest-numbered table free when it sits down (two
 * open parties never share one, or the second's table_opened would merge into the first's); a
 * counter ticket is its own.
 */
function tablesOf(tickets: readonly Ticket[]): Map<string, string> {
  const busyUntil: number[] = [];
  const tables = new Map<string, string>();
  for (const ticket of [...tickets].sort((a, b) => a.openedAtMinute - b.openedAtMinute)) {
    if (ticket.kind !== 'dine_in') {
      tables.set(ticket.id, `Mostrador ${ticket.id.slice(-4)}`);
      continue;
    }
    const free = busyUntil.findIndex((until) => until <= ticket.openedAtMinute);
    const table = free === -1 ? busyUntil.length : free;
    busyUntil[table] = ticket.closedAtMinute;
    tables.set(ticket.id, `Mesa ${table + 1}`);
  }
  return tables;
}

/**
 * A ticket's lines grouped by the minute they were ordered, in order; a line stamped after its
 * ticket closed (a takeaway's) goes out with the closing, never after it.
 */
function roundsOf(ticket: Ticket, dayStart: DateTime): [number, Json[]][] {
  const rounds = new Map<number, Json[]>();
  for (const line of ticket.lines) {
    const orderedAt = DateTime.fromISO(line.ordered_at as string);
    const minute = Math.min(Math.floor(orderedAt.diff(dayStart, 'minutes').minutes), ticket.closedAtMinute);
    rounds.set(minute, [...(rounds.get(minute) ?? []), line]);
  }
  return [...rounds].sort(([a], [b]) => a - b);
}

/**
 * Today's anomalies, always: the demo and the sandbox should show what an alert looks like (three
 * cancellations by one waiter, a price 30 % under the catalog's, a login from a new device).
 */
function todaysAnomalies(
  timeline: LiveTimeline,
  branch: SimBranch,
  rng: Rng,
  today: string,
  midday: number,
  nowMinute: number,
): void {
  const waiter = rng.helpers.arrayElement(branch.waiters) as string;
  for (let i = 0; i < 3; i++) {
    const item = branch.catalog[i] as CatalogEntry;
    timeline.activity(Math.min(nowMinute, midday + i * 20), waiter, 'waiter', 'ticket.line_cancelled', {
      item: item.name,
      reason: 'Cliente se retiró',
      amount_cents: item.priceCents,
      authorized_by: branch.manager,
    });
  }
  const star = branch.catalog[0] as CatalogEntry;
  timeline.activity(midday, waiter, 'waiter', 'ticket.price_overridden', {
    item: star.name,
    original_cents: star.priceCents,
    new_cents: Math.round(star.priceCents * 0.7),
    ticket_id: `T-${today.replaceAll('-', '').slice(2)}-9001`,
  });
  const device = 'Tablet personal';
  timeline.activity(
    Math.min(nowMinute, midday + 5),
    waiter,
    'waiter',
    'user.login',
    { ip: '10.0.0.77', device },
    { device },
  );
}
