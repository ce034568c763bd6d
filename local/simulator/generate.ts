/**
 * The simulator's documents: a branch's setup (categories, catalog, staff, suppliers, recipes), each
 * closed business day (the spec's six end-of-day documents, and the café's xout), the back office
 * (purchases, inventory counts, payroll, expenses) and today's live updates and activity events.
 * Pure: no I/O, no clock (today's part takes `now`), so a seed always gives the same documents.
 */
import { DateTime } from 'luxon';
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

/** How many tickets the day has: the concept's base × weekday × month × noise. */
function ticketCount(rng: Rng, concept: Concept, date: DateTime): number {
  const factor = (concept.weekday[date.weekday - 1] ?? 1) * (concept.month[date.month - 1] ?? 1);
  return Math.max(5, Math.round(gaussian(rng, concept.ticketsPerDay * factor, concept.ticketsPerDay * 0.08)));
}

function drinkType(concept: Concept, rng: Rng): 'beverage' | 'bar' {
  const barShare = concept.key === 'bar' ? 0.8 : concept.key === 'taqueria' ? 0.4 : 0;
  return chance(rng, barShare) ? 'bar' : 'beverage';
}

function count(rng: Rng, mean: number): number {
  return Math.max(0, Math.round(gaussian(rng, mean, Math.max(0.5, mean * 0.35))));
}

export function generateDay(branch: SimBranch, date: string): SimDay {
  const { concept } = branch;
  const rng = rngFor('day', branch.seed, branch.index, date);
  const day = DateTime.fromISO(date, { zone: concept.timezone });
  const closingId = seededUuid(rng);
  const at = dayClock(date, concept.timezone);
  const hours = Object.entries(concept.hourly).map(([hour, weight]) => ({ hour: Number(hour), weight }));
  const lastMinute = concept.closesAt * 60 - 1;
  const byType = (type: string) => branch.catalog.filter((item) => item.type === type);
  const other = byType('other')[0];
  const anomalyDay = chance(rng, 0.05);
  const cashier = branch.cashiers[0] as string;

  const tickets: Ticket[] = [];
  const discounts: Json[] = [];
  const cancellations: Json[] = [];
  const cancellationsBy: SimDay['cancellationsBy'] = [];
  const soldQuantity = new Map<string, number>();
  const total = ticketCount(rng, concept, day);
  for (let number = 0; number < total; number++) {
    const hour = weighted(rng, hours, (entry) => entry.weight).hour;
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
    const quantities = new Map<CatalogEntry, number>();
    const add = (item: CatalogEntry | undefined, quantity = 1) => {
      if (item) quantities.set(item, (quantities.get(item) ?? 0) + quantity);
    };
    for (let i = count(rng, covers * concept.foodPerCover); i > 0; i--)
      add(weighted(rng, byType('food'), (item) => item.weight));
    for (let i = count(rng, covers * concept.drinksPerCover); i > 0; i--)
      add(weighted(rng, byType(drinkType(concept, rng)), (item) => item.weight));
    if (quantities.size === 0)
      add(weighted(rng, byType(concept.key === 'bar' ? 'bar' : 'food'), (item) => item.weight));
    if (kind !== 'dine_in') add(other);

    const ticketId = `T-${date.replaceAll('-', '').slice(2)}-${String(number + 1).padStart(4, '0')}`;
    const lines: Json[] = [];
    for (const [item, quantity] of quantities) {
      const orderedAt = Math.min(opened + rng.number.int({ min: 0, max: 25 }), lastMinute);
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
        ordered_at: at(orderedAt),
      });
      soldQuantity.set(item.sku, (soldQuantity.get(item.sku) ?? 0) + quantity);
    }

    // Now and then a discount: 10 % for a regular, a courtesy dessert or drink, a fixed promotion.
    if (kind === 'dine_in' && chance(rng, 0.06)) {
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
      discounts.push({
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
        discounted_at: at(Math.min(opened + 30, lastMinute)),
      });
    }
    // Now and then a line cancelled before it was served: not in the lines, listed as cancelled.
    if (waiter !== null && chance(rng, 0.025)) {
      const item = weighted(rng, branch.catalog, (candidate) => candidate.weight);
      const reason = rng.helpers.arrayElement(CANCEL_REASONS);
      const minute = Math.min(opened + rng.number.int({ min: 5, max: 40 }), lastMinute);
      cancellations.push(
        cancellationOf(item, reason, waiter, branch.manager, at(minute), cancellations.length),
      );
      cancellationsBy.push({ waiter, minute, item: item.name, amountCents: item.priceCents, reason });
    }

    const totalCents = lines.reduce((sum, line) => sum + (line.net_total_cents as number), 0);
    const paymentType =
      kind === 'delivery'
        ? rng.helpers.arrayElement(DELIVERY_APPS)[0]
        : weighted(rng, Object.entries(concept.paymentMix), ([, share]) => share)[0];
    const tipRate = kind === 'dine_in' ? rng.number.float({ min: 0.08, max: 0.15 }) : 0;
    const tips = Math.round((totalCents * tipRate) / 100) * 100;
    const change = paymentType === 'cash' ? (50_000 - (totalCents % 50_000)) % 10_000 : 0;
    tickets.push({
      id: ticketId,
      kind,
      openedAtMinute: opened,
      closedAtMinute: Math.min(
        opened + (kind === 'dine_in' ? rng.number.int({ min: 35, max: 110 }) : 10),
        lastMinute,
      ),
      waiter,
      covers,
      lines,
      totalCents,
      payment: {
        payment_type: paymentType,
        amount_cents: totalCents,
        tips_cents: tips,
        change_cents: change,
      },
    });
  }

  // An anomaly worth an alert now and then: one waiter cancels three lines within two hours.
  if (anomalyDay) {
    const waiter = rng.helpers.arrayElement(branch.waiters) as string;
    const start = concept.opensAt * 60 + 60;
    for (let i = 0; i < 3; i++) {
      const item = weighted(rng, branch.catalog, (candidate) => candidate.weight);
      const minute = start + i * 35;
      cancellations.push(
        cancellationOf(item, 'Cliente se retiró', waiter, branch.manager, at(minute), cancellations.length),
      );
      cancellationsBy.push({
        waiter,
        minute,
        item: item.name,
        amountCents: item.priceCents,
        reason: 'Cliente se retiró',
      });
    }
  }

  tickets.sort((a, b) => a.openedAtMinute - b.openedAtMinute);
  const allLines = tickets.flatMap((ticket) => ticket.lines);
  const sumBy = (type: string) =>
    allLines
      .filter((line) => line.category_type === type)
      .reduce((sum, line) => sum + (line.net_total_cents as number), 0);
  const totalSalesCents = tickets.reduce((sum, ticket) => sum + ticket.totalCents, 0);
  const dineIn = tickets.filter((ticket) => ticket.kind === 'dine_in');
  const covers = dineIn.reduce((sum, ticket) => sum + ticket.covers, 0);

  const payments = new Map<string, { amount: number; tips: number; change: number; count: number }>();
  for (const { payment } of tickets) {
    const entry = payments.get(payment.payment_type) ?? { amount: 0, tips: 0, change: 0, count: 0 };
    entry.amount += payment.amount_cents;
    entry.tips += payment.tips_cents;
    entry.change += payment.change_cents;
    entry.count += 1;
    payments.set(payment.payment_type, entry);
  }
  const paymentRows = [...payments.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, entry]) => ({
      payment_type: type,
      payment_type_name: PAYMENT_NAMES[type] ?? type,
      amount_cents: entry.amount,
      tips_cents: entry.tips,
      change_cents: entry.change,
      transaction_count: entry.count,
    }));

  const dayDoc = { branch_identifier: branch.branchId, date, closing_type: 'zout' };
  const amountOf = (...types: string[]) =>
    types.reduce((sum, type) => sum + (payments.get(type)?.amount ?? 0), 0);
  const tipsOf = (...types: string[]) =>
    types.reduce((sum, type) => sum + (payments.get(type)?.tips ?? 0), 0);
  const cashSales = amountOf('cash');
  const tipsPaid = tipsOf('card_credit', 'card_debit', 'transfer');
  const theoretical = OPENING_FUND_CENTS + cashSales - tipsPaid;
  // Cash variance: usually none, sometimes a few pesos, now and then a shortage worth an alert.
  const varianceRoll = rng.number.float();
  const variance =
    varianceRoll < 0.8
      ? 0
      : varianceRoll < 0.95
        ? rng.number.int({ min: -40, max: 40 }) * 100
        : -rng.number.int({ min: 3, max: 12 }) * 10_000;
  const summaries = [
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
  const openMinute = concept.opensAt * 60 - 30;
  const closeMinute = concept.closesAt * 60 + 20;
  const meta = {
    ...POS_META,
    pos_variant: concept.key === 'cafe' ? 'express' : 'full_dining',
    cashier_name: cashier,
    cash_register_name: 'Caja 1',
    sent_at: at(closeMinute + 5),
  };

  let xout: SimDay['xout'] = null;
  if (concept.xoutAtHour !== null) {
    const cutMinute = concept.xoutAtHour * 60;
    const morning = tickets.filter((ticket) => ticket.closedAtMinute < cutMinute);
    const morningOf = (...types: string[]) =>
      morning
        .filter((ticket) => types.includes(ticket.payment.payment_type))
        .reduce((sum, t) => sum + t.totalCents, 0);
    const morningCash = morningOf('cash');
    const expected = OPENING_FUND_CENTS + morningCash;
    xout = {
      closingId: seededUuid(rng),
      meta: { ...meta, sent_at: at(cutMinute + 2) },
      closing: {
        branch_identifier: branch.branchId,
        closing_type: 'xout',
        start_at: at(openMinute),
        end_at: at(cutMinute),
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

  return {
    date,
    closingId,
    meta,
    orders: { ...dayDoc, lines: allLines },
    discounts: { ...dayDoc, discounts },
    cancellations: { ...dayDoc, cancellations },
    payments: { ...dayDoc, payments: paymentRows },
    sales: {
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
    },
    cashRegister: {
      branch_identifier: branch.branchId,
      closing_type: 'zout',
      start_at: at(openMinute),
      end_at: at(closeMinute),
      status: 'completed',
      summaries,
    },
    xout,
    tickets,
    cancellationsBy,
    totalSalesCents,
    soldQuantity,
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
 * are the day's so far, the live clock is compressed.
 */
export function generateLive(
  branch: SimBranch,
  today: string,
  now: DateTime,
  windowMinutes = 8,
): LiveEvent[] {
  const { concept, branchId } = branch;
  const day = generateDay(branch, today);
  const rng = rngFor('live', branch.seed, branch.index, today);
  const local = now.setZone(concept.timezone);
  const dayStart = DateTime.fromISO(today, { zone: concept.timezone }).startOf('day');
  const nowMinute = Math.floor(local.diff(dayStart, 'minutes').minutes);
  const opening = concept.opensAt * 60 - 30;
  if (nowMinute <= opening) return [];
  const span = Math.max(1, nowMinute - opening);
  const windowStart = local.minus({ minutes: windowMinutes });
  const timed: { minute: number; order: number; event: LiveEvent }[] = [];
  let order = 0;
  const push = (minute: number, kind: LiveEvent['kind'], attributes: Json) =>
    timed.push({
      minute,
      order: order++,
      event: { kind, attributes: { branch_identifier: branchId, ...attributes } },
    });
  const activity = (
    minute: number,
    actor: string,
    role: string,
    event: string,
    detail: Json,
    meta: Json = {},
  ) =>
    push(minute, 'activity', {
      actor_name: actor,
      actor_role: role,
      source: 'pos',
      event,
      ref_type: null,
      ref_id: null,
      detail,
      meta,
    });

  const cashier = branch.cashiers[0] as string;
  activity(
    opening,
    cashier,
    'cashier',
    'user.login',
    { ip: '192.168.1.20', device: 'Caja 1' },
    { device: 'Caja 1' },
  );
  activity(opening + 1, cashier, 'cashier', 'cash_register.opened', {
    opening_balance_cents: OPENING_FUND_CENTS,
    shift: 'morning',
  });
  for (const [position, waiter] of branch.waiters.entries()) {
    const device = `Comandera ${position + 1}`;
    activity(
      opening + 5 + position,
      waiter,
      'waiter',
      'user.login',
      { ip: `192.168.1.${30 + position}`, device },
      { device },
    );
  }
  for (const ticket of day.tickets) {
    if (ticket.openedAtMinute > nowMinute) continue;
    const tableId =
      ticket.kind === 'dine_in'
        ? `Mesa ${(Number(ticket.id.slice(-2)) % 20) + 1}`
        : `Mostrador ${ticket.id.slice(-4)}`;
    push(ticket.openedAtMinute, 'live', {
      event: 'table_opened',
      table_id: tableId,
      covers: ticket.covers,
      ...(ticket.waiter ? { waiter_name: ticket.waiter } : {}),
    });
    push(ticket.openedAtMinute, 'live', { event: 'items_ordered', table_id: tableId, lines: ticket.lines });
    if (ticket.closedAtMinute <= nowMinute) {
      const { payment } = ticket;
      push(ticket.closedAtMinute, 'live', {
        event: 'table_closed',
        table_id: tableId,
        total_cents: ticket.totalCents,
        payments: [
          { ...payment, payment_type_name: PAYMENT_NAMES[payment.payment_type], transaction_count: 1 },
        ],
      });
    }
  }
  for (const cancelled of day.cancellationsBy.filter((entry) => entry.minute <= nowMinute)) {
    activity(cancelled.minute, cancelled.waiter, 'waiter', 'ticket.line_cancelled', {
      item: cancelled.item,
      reason: cancelled.reason,
      amount_cents: cancelled.amountCents,
      authorized_by: branch.manager,
    });
  }
  const midday = Math.min(nowMinute, opening + Math.floor(span / 2));
  push(midday, 'live', {
    event: 'cash_movement',
    direction: 'out',
    amount_cents: 35_000,
    reason: 'Pago a proveedor de hielo',
  });
  // Today's anomalies, always: the demo and the sandbox should show what an alert looks like.
  const waiter = rng.helpers.arrayElement(branch.waiters) as string;
  for (let i = 0; i < 3; i++) {
    const item = branch.catalog[i] as CatalogEntry;
    activity(Math.min(nowMinute, midday + i * 20), waiter, 'waiter', 'ticket.line_cancelled', {
      item: item.name,
      reason: 'Cliente se retiró',
      amount_cents: item.priceCents,
      authorized_by: branch.manager,
    });
  }
  const star = branch.catalog[0] as CatalogEntry;
  activity(midday, waiter, 'waiter', 'ticket.price_overridden', {
    item: star.name,
    original_cents: star.priceCents,
    new_cents: Math.round(star.priceCents * 0.7),
    ticket_id: `T-${today.replaceAll('-', '').slice(2)}-9001`,
  });
  activity(
    Math.min(nowMinute, midday + 5),
    waiter,
    'waiter',
    'user.login',
    { ip: '10.0.0.77', device: 'Tablet personal' },
    { device: 'Tablet personal' },
  );

  timed.sort((a, b) => a.minute - b.minute || a.order - b.order);
  return timed.map(({ minute, event }) => {
    const fraction = Math.min(1, Math.max(0, (minute - opening) / span));
    const occurredAt = windowStart.plus({ milliseconds: Math.round(fraction * windowMinutes * 60_000) });
    return {
      ...event,
      attributes: { ...event.attributes, occurred_at: isoLocal(occurredAt.set({ millisecond: 0 })) },
    };
  });
}
