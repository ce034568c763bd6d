/**
 * Why a figure is null, in Spanish, from the answer's meta: the API never sends a 0 it cannot
 * compute (docs/intelligence.md, "A range without data"); the page says which data is missing.
 */
import {
  type IncompleteInput,
  incompleteInputSentence,
  incompleteInputsOf,
} from '../../../../shared/domain/costs/coverage.ts';
import { missingInputsOf } from '../../../../shared/domain/costs/missing.ts';
import type {
  IntelligenceMeta,
  KpisMeta,
  MISSING_INPUTS,
} from '../../../../shared/domain/responses/intelligence.ts';

/**
 * What of a read's meta says why a figure is null: the snapshot date every intelligence read
 * carries, and the inputs still to capture that the cost reads add (a meta may have either).
 */
export type ReadMeta = Partial<Pick<IntelligenceMeta, 'snapshot_date'> & Pick<KpisMeta, 'missing'>>;

const MISSING: Record<(typeof MISSING_INPUTS)[number], string> = {
  sales_by_category: 'el POS no envía ventas por categoría de todos los días',
  sales_without_iva: 'el POS no envía las ventas sin IVA de esos días',
  food_purchases: 'faltan compras de alimentos en Captura',
  beverage_purchases: 'faltan compras de bebidas en Captura',
  bar_purchases: 'faltan compras de barra en Captura',
  payroll: 'falta la nómina del periodo en Captura',
  operating_expenses: 'faltan los gastos del periodo en Captura',
  inventory_counts: 'falta un conteo de inventario en Captura',
};

const NO_DATA = 'el POS no envía este dato';

/** The first reason that applies: no closed day, then the missing data given, then `fallback`. */
function reasonOf(meta: ReadMeta | undefined, missing: readonly string[], fallback: string): string {
  if (meta && 'snapshot_date' in meta && meta.snapshot_date === null)
    return 'ningún día cerrado en el periodo';
  const words = missing.map((item) => MISSING[item as keyof typeof MISSING] ?? item);
  return words.length > 0 ? words.join('; ') : fallback;
}

/** Why a figure of a read is null: no closed day, then every gap of the period (meta.missing). */
export const nullReason = (meta: ReadMeta | undefined, fallback = NO_DATA): string =>
  reasonOf(meta, meta?.missing ?? [], fallback);

/**
 * Why one cost figure (a name of shared/domain/costs/missing.ts) is null: only the gaps it reads,
 * so a food cost is never blamed on the payroll.
 */
export const figureReason = (meta: ReadMeta | undefined, figure: string, fallback = NO_DATA): string =>
  reasonOf(meta, missingInputsOf(figure, meta?.missing), fallback);

/** The reasons for each kind of missing data, listed on the costs pages. */
export const missingReasons = (meta: ReadMeta | undefined) =>
  (meta?.missing ?? []).map((item) => MISSING[item as keyof typeof MISSING] ?? item);

/**
 * Why a cost ratio has no colour because an input it reads covers part of its window
 * ("incompleto: la nómina capturada cubre 2 de 14 días"): the costs' own sentence, the assistant's
 * too. null when every input it reads is complete (a ratio outside its plausible range has no
 * colour either, and no sentence: the figure is shown as it is).
 */
export function incompleteNote(
  key: string,
  meta: { incomplete?: readonly IncompleteInput[] | null } | undefined,
): string | null {
  const sentences = incompleteInputsOf(key, meta?.incomplete).map(incompleteInputSentence);
  return sentences.length === 0 ? null : sentences.join('; ');
}

/** Hoy's sentence when nothing has come from the POS today (a live feed `none`). */
export const NO_FEED_TODAY = 'el POS no ha enviado hoy actualizaciones en vivo ni un corte X';

/**
 * Why a live figure is null, in Spanish, from the feed it came from (`meta.sources.*.feed`): the
 * API's `reason` is English, written for the POS vendor, so the page never shows it. Nothing today
 * is said as such; xout closings carry no covers, tables or open tables; otherwise `specific`.
 */
export function liveFeedReason(note: { feed: string }, specific: string, saidAbove = false): string {
  // Hoy says nothing came today once, above its figures (`saidAbove`), not under each of them.
  if (note.feed === 'none') return saidAbove ? '' : NO_FEED_TODAY;
  if (note.feed === 'xout') return 'los cortes X de hoy no traen este dato';
  return specific;
}

/** Why a range's live-fed members are null or partial (`meta.live_updates`), in Spanish. */
export function liveUpdatesReason(
  days: { days_with: number; days_without: number },
  fallback: string,
): string {
  if (days.days_with === 0) return 'ningún día del periodo tiene actualizaciones en vivo del POS';
  if (days.days_without > 0)
    return `solo ${days.days_with} de ${days.days_with + days.days_without} días tienen actualizaciones en vivo del POS`;
  return fallback;
}

/**
 * The note under Hoy's pace against the forecast: what its % is of, then the day's forecast
 * (`forecast`, already in words); without a pace (before the first sale, or no feed) the forecast
 * alone, so no "de lo esperado" hangs under "sin datos". Null once the day closed or without one.
 */
export function paceNote(
  pace: number | null,
  forecast: string | null,
  closed: boolean,
  withOpenOrders = false,
): string | null {
  if (forecast === null || closed) return null;
  if (pace === null) return `pronóstico del día: ${forecast}`;
  // The pace counts what the open tables ordered (the forecast's hours are orders by hour): said.
  const counted = withOpenOrders ? ', con lo pedido en mesas abiertas' : '';
  return `de lo esperado a esta hora${counted}; pronóstico del día: ${forecast}`;
}
