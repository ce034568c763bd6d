/**
 * What the owner captures in the back office (docs/simulator.md#economics): suppliers and recipes at
 * setup; purchases each week and at the start of each month, an inventory count on Sundays and on
 * the month's last day; rent, utilities, admin, marketing, taxes, maintenance, supplies, card and delivery-app commissions,
 * depreciation and interest each month; payroll each fortnight on pay day. Amounts are without IVA.
 * Pure: the same branch and days give the same documents.
 */
import { DateTime } from 'luxon';
import { lineTotalCents } from '#shared/domain/schemas/backoffice.ts';
import { isOpenDay } from './calendar.ts';
import {
  type CatalogEntry,
  generateDay,
  ingredientOf,
  portionOf,
  type SimBranch,
  type SimDay,
} from './generate.ts';
import { type Rng, rngFor, seededUuid } from './random.ts';

type Json = Record<string, unknown>;

export interface BackofficeDocument {
  resource: 'suppliers' | 'purchases' | 'expenses' | 'payroll' | 'inventory-counts' | 'recipes';
  idempotencyKey: string;
  attributes: Json;
}

type KeyOf = (...parts: (string | number)[]) => string;

/** Terminal fees: 2.5 % of card payments, plus IVA on the fee (Mexican acquirers charge 2–3.5 %). */
const CARD_FEE = 0.025 * 1.16;
/** Delivery apps keep 25 % of an order, plus IVA on it (Rappi, Uber Eats, DiDi Food charge 18–30 %). */
const DELIVERY_COMMISSION = 0.25 * 1.16;
const DELIVERY_APPS = new Set(['rappi', 'uber_eats', 'didi_food']);
/**
 * ISR's monthly provisional payment: the year's profit coefficient (about 15 % of income for these
 * restaurants) × 30 % of the previous month's income without IVA.
 */
const ISR_PROVISIONAL_RATE = 0.15 * 0.3;
const IVA_RATE = 0.16;
/**
 * Purchase categories that pay IVA at 16 %: drinks other than milk, beer, spirits and disposables.
 * Food (meat, tortillas, dairy, fruit, coffee beans, groceries) is taxed at 0 % (Ley del IVA, art. 2-A).
 */
const TAXED_CATEGORIES = new Set(['Bebidas', 'Cerveza', 'Destilados', 'Desechables']);

const keyFor =
  (branch: SimBranch): KeyOf =>
  (...parts) =>
    seededUuid(rngFor('backoffice', branch.seed, branch.index, ...parts));

export function setupBackoffice(branch: SimBranch): BackofficeDocument[] {
  const key = keyFor(branch);
  return [
    ...branch.suppliers.map((attributes) => ({
      resource: 'suppliers' as const,
      idempotencyKey: key('supplier', attributes.name as string),
      attributes,
    })),
    ...branch.recipes.map((attributes) => ({
      resource: 'recipes' as const,
      idempotencyKey: key('recipe', attributes.item_sku as string),
      attributes,
    })),
  ];
}

/**
 * What the owner captures for the days given (consecutive, oldest first). A purchase round covers a
 * week (Monday to Sunday) cut at the month's end, so a month's purchases are what its days used.
 */
export function generateBackoffice(branch: SimBranch, days: readonly SimDay[]): BackofficeDocument[] {
  const key = keyFor(branch);
  const sales = new SalesLedger(days);
  const documents: BackofficeDocument[] = [];
  const first = days[0];
  const lastDay = days[days.length - 1];
  if (first === undefined || lastDay === undefined) return documents;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const seen: SimDay[] = [];
  let round: SimDay[] = [];
  let previousCount: string | undefined;
  // Every calendar date, open or not: rent, payroll and counts fall due on a day the branch was closed.
  for (
    let date = DateTime.fromISO(first.date);
    date <= DateTime.fromISO(lastDay.date);
    date = date.plus({ days: 1 })
  ) {
    const isoDate = date.toISODate() as string;
    documents.push(...monthlyExpenses(branch, isoDate, isoDate === first.date, sales, key));
    documents.push(...payrollOnPayDay(branch, isoDate, sales, key));
    const day = byDate.get(isoDate);
    if (day !== undefined) {
      round.push(day);
      seen.push(day);
    }
    const last = isoDate === lastDay.date;
    if (!last && !closesRound(date)) continue;
    const ahead = last ? restOfWeek(branch, isoDate) : [];
    const delivered = [...round, ...ahead];
    if (delivered.length > 0) documents.push(...purchaseRound(branch, delivered, key));
    round = [];
    // The count that closes the round (on the month's last day it closes the month's books, so a
    // whole month's cost of sales is adjusted by counts that open and close it), or the run's last,
    // with what the days ahead will use of its delivery still on the shelf.
    documents.push(inventoryCount(branch, seen.slice(-7), { ahead, previousCount }, key));
    previousCount = isoDate;
  }
  return documents;
}

/** A round of deliveries, and its count, ends on Sunday or on the month's last day. */
const closesRound = (date: DateTime) => date.weekday === 7 || date.day === date.daysInMonth;

/**
 * The days after a run's last day that its last delivery stocks: to that week's Sunday, or the
 * month's end if sooner, as generateDay will make them. A Monday delivery is for its week wherever
 * the run stops, so a date's purchase is the same in a run of any length (and a service reads a
 * delivery as covering its week).
 */
function restOfWeek(branch: SimBranch, lastDate: string): SimDay[] {
  const days: SimDay[] = [];
  let date = DateTime.fromISO(lastDate);
  while (!closesRound(date)) {
    date = date.plus({ days: 1 });
    if (isOpenDay(branch, date.toISODate() as string))
      days.push(generateDay(branch, date.toISODate() as string));
  }
  return days;
}

/** Sales without IVA and card and delivery payments per date, and estimates for whole periods. */
class SalesLedger {
  private readonly byDate = new Map<string, { sales: number; card: number; delivery: number }>();
  constructor(days: readonly SimDay[]) {
    for (const day of days) {
      let card = 0;
      let delivery = 0;
      for (const row of day.payments.payments as { payment_type: string; amount_cents: number }[]) {
        if (row.payment_type.startsWith('card_')) card += row.amount_cents;
        if (DELIVERY_APPS.has(row.payment_type)) delivery += row.amount_cents;
      }
      this.byDate.set(day.date, { sales: day.sales.total_sales_no_iva_cents as number, card, delivery });
    }
  }

  /** The period's sales without IVA: its simulated days' average × its length; null when none simulated. */
  salesOver(from: string, to: string): number | null {
    let total = 0;
    let known = 0;
    const start = DateTime.fromISO(from);
    const length = DateTime.fromISO(to).diff(start, 'days').days + 1;
    for (let i = 0; i < length; i++) {
      const entry = this.byDate.get(start.plus({ days: i }).toISODate() as string);
      if (entry) {
        total += entry.sales;
        known++;
      }
    }
    return known === 0 ? null : (total / known) * length;
  }

  /** The commissions on the simulated days of the period: terminal fees and delivery apps'. */
  commissionsOver(from: string, to: string): number {
    let total = 0;
    for (const [date, entry] of this.byDate) {
      if (date >= from && date <= to) total += entry.card * CARD_FEE + entry.delivery * DELIVERY_COMMISSION;
    }
    return Math.round(total);
  }
}

const monthOf = (date: DateTime) => ({
  from: date.startOf('month').toISODate() as string,
  to: date.endOf('month').toISODate() as string,
});

/**
 * An expense's key: its date, category and description. A date can carry two of one category: a
 * run that starts after the 25th captures that month's supplies ("other") on its first day, and on
 * the month's last day also the commissions ("other" too).
 */
const expenseKey = (key: KeyOf, isoDate: string, category: string, description: string) =>
  key('expense', isoDate, category, description);

/** The month's expenses due on this date; on the first simulated day, those already due that month. */
function monthlyExpenses(
  branch: SimBranch,
  isoDate: string,
  first: boolean,
  sales: SalesLedger,
  key: KeyOf,
): BackofficeDocument[] {
  const costs = branch.concept.costs;
  const date = DateTime.fromISO(isoDate);
  // Most days nothing is due: the generator is made only when something is.
  let seeded: Rng | undefined;
  const rng = () => {
    seeded ??= rngFor('backoffice-day', branch.seed, branch.index, isoDate);
    return seeded;
  };
  const month = monthOf(date);
  const previous = monthOf(date.minus({ months: 1 }));
  const due = (day: number) => date.day === day || (first && date.day > day);
  const monthSales = () => sales.salesOver(month.from, month.to) ?? 0;
  const documents: BackofficeDocument[] = [];
  // Each expense names the month it is the cost of, so a week's P&L carries its days' share of it;
  // only maintenance is a one-off, the cost of the day it is done.
  const expense = (
    category: string,
    amount: number,
    description: string,
    paidWith: string,
    period: typeof month | null = month,
  ) =>
    documents.push({
      resource: 'expenses',
      idempotencyKey: expenseKey(key, isoDate, category, description),
      attributes: {
        branch_identifier: branch.branchId,
        date: isoDate,
        category,
        amount_cents: Math.round(amount),
        paid_with: paidWith,
        description,
        ...(period ? { period_from: period.from, period_to: period.to } : {}),
      },
    });
  if (due(1)) expense('rent', costs.rentCents, 'Renta del local', 'transfer');
  if (due(5))
    expense('admin', costs.adminCents, 'Contador, software, seguros, licencias y vigilancia', 'transfer');
  if (due(10))
    expense(
      'utilities',
      monthSales() * costs.utilitiesShare * rng().number.float({ min: 0.93, max: 1.07 }),
      'Luz, agua y gas',
      'transfer',
    );
  if (due(12))
    expense(
      'marketing',
      monthSales() * costs.marketingShare * rng().number.float({ min: 0.8, max: 1.2 }),
      'Publicidad en redes sociales',
      'card',
    );
  // The ISR of a month the branch sold in: none for a month before its history (since 2026-12-07;
  // before, a month's estimate, so a year whose sales began in October paid September's ISR).
  const isr = due(17) ? (sales.salesOver(previous.from, previous.to) ?? 0) * ISR_PROVISIONAL_RATE : 0;
  if (isr > 0) expense('taxes', isr, 'Pago provisional de ISR del mes anterior', 'transfer', previous);
  if (due(20))
    expense(
      'maintenance',
      rng().number.int({ min: costs.maintenanceCents[0], max: costs.maintenanceCents[1] }),
      'Mantenimiento de equipo',
      'cash',
      null,
    );
  if (due(25))
    expense('other', monthSales() * costs.suppliesShare, 'Desechables y artículos de limpieza', 'cash');
  if (date.day === date.daysInMonth) {
    documents.push(...monthEnd(branch, isoDate, sales.commissionsOver(month.from, month.to), key));
  }
  return documents;
}

/** The last day of the month: the terminal's and the delivery apps' commissions, depreciation, interest. */
function monthEnd(branch: SimBranch, isoDate: string, commissions: number, key: KeyOf): BackofficeDocument[] {
  const { costs } = branch.concept;
  const month = monthOf(DateTime.fromISO(isoDate));
  const expense = (category: string, amount: number, description: string, paidWith: string) => ({
    resource: 'expenses' as const,
    idempotencyKey: expenseKey(key, isoDate, category, description),
    attributes: {
      branch_identifier: branch.branchId,
      date: isoDate,
      category,
      amount_cents: amount,
      paid_with: paidWith,
      description,
      period_from: month.from,
      period_to: month.to,
    },
  });
  return [
    ...(commissions > 0
      ? [
          expense(
            'other',
            commissions,
            'Comisiones de terminal bancaria y plataformas de entrega',
            'transfer',
          ),
        ]
      : []),
    expense('depreciation', costs.depreciationCents, 'Depreciación de equipo y mobiliario', 'transfer'),
    expense('interest', costs.interestCents, 'Intereses del crédito de equipamiento', 'transfer'),
  ];
}

/**
 * Pay day (the 15th and the month's last day): each department's fortnight, its salaried core and its
 * share of the shifts scheduled to the fortnight's sales.
 */
function payrollOnPayDay(
  branch: SimBranch,
  isoDate: string,
  sales: SalesLedger,
  key: KeyOf,
): BackofficeDocument[] {
  const date = DateTime.fromISO(isoDate);
  if (date.day !== 15 && date.day !== date.daysInMonth) return [];
  const from = (date.day === 15 ? date.set({ day: 1 }) : date.set({ day: 16 })).toISODate() as string;
  const { payroll, shiftsShare } = branch.concept.costs;
  const departments = Object.entries(payroll);
  const core = departments.reduce((sum, [, department]) => sum + department.fortnightCents, 0);
  const shifts = (sales.salesOver(from, isoDate) ?? 0) * shiftsShare;
  return departments.map(([department, { employees, fortnightCents }]) => ({
    resource: 'payroll',
    idempotencyKey: key('payroll', isoDate, department),
    attributes: {
      branch_identifier: branch.branchId,
      period_from: from,
      period_to: isoDate,
      department,
      amount_cents: Math.round(fortnightCents + (shifts * fortnightCents) / core),
      employees,
    },
  }));
}

/** What the round's days used, per ingredient, in its unit. */
function usedBy(branch: SimBranch, days: readonly SimDay[]): Map<string, number> {
  const used = new Map<string, number>();
  for (const day of days) {
    for (const [sku, quantity] of day.soldQuantity) {
      const item = branch.catalog.find((candidate) => candidate.sku === sku) as CatalogEntry;
      const ingredient = ingredientOf(branch.concept, item);
      used.set(ingredient.name, (used.get(ingredient.name) ?? 0) + quantity * portionOf(item, ingredient));
    }
  }
  return used;
}

/** What a delivery buys over what its days use: 5–10 % waste, drawn per ingredient. */
const WASTE = { min: 1.05, max: 1.1 };

/** A purchase per supplier, dated the round's first day, for what its days used plus 5–10 % waste. */
function purchaseRound(branch: SimBranch, round: readonly SimDay[], key: KeyOf): BackofficeDocument[] {
  const { concept, branchId } = branch;
  const first = round[0] as SimDay;
  const rng = rngFor('backoffice-week', branch.seed, branch.index, first.date);
  const used = usedBy(branch, round);
  const bought = concept.ingredients
    .filter((ingredient) => (used.get(ingredient.name) ?? 0) > 0)
    .map((ingredient) => {
      const raw = (used.get(ingredient.name) ?? 0) * rng.number.float(WASTE);
      const quantity = ingredient.unit === 'pz' ? Math.ceil(raw) : Math.max(0.1, Math.round(raw * 10) / 10);
      return { ingredient, quantity };
    });
  const suppliers = [...new Set(bought.map((entry) => entry.ingredient.supplier))].sort();
  return suppliers.map((supplier) => {
    const lines = bought
      .filter((entry) => entry.ingredient.supplier === supplier)
      .map(({ ingredient, quantity }) => ({
        ingredient: ingredient.name,
        category_type: ingredient.type,
        category: ingredient.category,
        quantity,
        unit: ingredient.unit,
        unit_cost_cents: ingredient.unitCostCents,
        total_cents: lineTotalCents(quantity, ingredient.unitCostCents),
      }));
    const taxed = lines
      .filter((line) => TAXED_CATEGORIES.has(line.category))
      .reduce((sum, line) => sum + line.total_cents, 0);
    return {
      resource: 'purchases' as const,
      idempotencyKey: key('purchase', first.date, supplier),
      attributes: {
        branch_identifier: branchId,
        date: first.date,
        supplier_name: supplier,
        paid_with: rng.helpers.arrayElement(['transfer', 'credit', 'cash'] as const),
        invoice_number: `F-${rng.number.int({ min: 10_000, max: 99_999 })}`,
        lines,
        iva_cents: Math.round(taxed * IVA_RATE),
      },
    };
  });
}

/**
 * The Sunday count (or the last simulated day's): a quarter to 40 % of a week's use left on the
 * shelf, so the month's inventory change stays small against its purchases; some ingredients fall
 * under their minimum (30 % of a week's use), which the purchase suggestions pick up. On the run's
 * last day, mid-week, the shelf also holds what the rest of the week will use of the delivery just
 * made (`ahead`): without it the day would carry the whole week's delivery as its cost of sales.
 */
function inventoryCount(
  branch: SimBranch,
  week: readonly SimDay[],
  { ahead, previousCount }: { ahead: readonly SimDay[]; previousCount: string | undefined },
  key: KeyOf,
): BackofficeDocument {
  const last = week[week.length - 1] as SimDay;
  // Mid-week, the share left is the last count's: a day apart, two draws would move a day's use.
  const shelfDate = ahead.length > 0 && previousCount !== undefined ? previousCount : last.date;
  const rng = rngFor('backoffice-count', branch.seed, branch.index, shelfDate);
  const used = usedBy(branch, week);
  const stillToUse = usedBy(branch, ahead);
  const round = (ingredientUnit: string, value: number) =>
    ingredientUnit === 'pz' ? Math.round(value) : Math.round(value * 10) / 10;
  return {
    resource: 'inventory-counts',
    idempotencyKey: key('count', last.date),
    attributes: {
      branch_identifier: branch.branchId,
      date: last.date,
      items: branch.concept.ingredients
        .filter((ingredient) => (used.get(ingredient.name) ?? 0) > 0)
        .map((ingredient) => {
          const weekly = used.get(ingredient.name) ?? 0;
          return {
            ingredient: ingredient.name,
            unit: ingredient.unit,
            on_hand: round(
              ingredient.unit,
              weekly * rng.number.float({ min: 0.25, max: 0.4 }) +
                (stillToUse.get(ingredient.name) ?? 0) * ((WASTE.min + WASTE.max) / 2),
            ),
            minimum: ingredient.unit === 'pz' ? Math.ceil(weekly * 0.3) : Math.round(weekly * 3) / 10,
            unit_cost_cents: ingredient.unitCostCents,
            category_type: ingredient.type,
            supplier_name: ingredient.supplier,
          };
        }),
    },
  };
}
