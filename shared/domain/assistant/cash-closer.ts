/**
 * "¿Quién cerró la caja ayer?", "¿quién hizo el corte?": the cashier each corte Z names (the
 * reconciliation's `records[].cashier`, the closing's `cashier_name`), said before the drawer's
 * difference; a corte that names none is said so. Pure.
 */
import type { ReconciliationAttributes } from '../responses/intelligence.ts';
import { type Answer, list } from './compose.ts';
import { clockOf, day, sentence } from './format.ts';

type ClosingRecord = ReconciliationAttributes['records'][number];

/** A week's cortes are listed one by one; more are counted per cashier. */
const MAX_LISTED = 7;

/**
 * "El corte Z del viernes 4 de diciembre lo hizo Lourdes Barragán Soto. ", or a week's "Los cortes Z
 * los hicieron Lourdes el lunes 23 de noviembre, …" (the register named when there are several), or
 * over a week the cashiers with how many cortes each; '' without cortes.
 */
export function whoClosedSentence(records: readonly ClosingRecord[], today: string, answer: Answer): string {
  if (records.length === 0) return '';
  const named = records.filter((record) => record.cashier !== null && record.cashier.trim() !== '');
  if (named.length === 0) return 'Tus cortes de esos días no traen quién los hizo (el cajero del corte Z). ';
  const registers = new Set(records.map((record) => record.cash_register)).size;
  const who = (record: ClosingRecord, index: number) =>
    answer.name(`cashier_${index + 1}`, 'Cajero del corte', record.cashier!.trim());
  if (records.length === 1)
    return `El corte Z del ${day(named[0]!.date, today)} lo hizo ${who(named[0]!, 0)}. `;
  if (records.length > MAX_LISTED) return byCashier(named, records.length, answer);
  const said = named.map((record, index) => {
    const where = registers > 1 && record.cash_register !== null ? ` en ${record.cash_register}` : '';
    return `${who(record, index)} el ${day(record.date, today)}${where}`;
  });
  const missing = records.length - named.length;
  const unnamed = missing === 0 ? '' : ` (${missing} no traen cajero)`;
  return `Los cortes Z${unnamed} los hicieron ${list(said)}. `;
}

/** "Tus 30 cortes Z los hicieron Lourdes Barragán Soto (18) y Luis Pérez (12). " */
function byCashier(named: readonly ClosingRecord[], total: number, answer: Answer): string {
  const counts = new Map<string, number>();
  for (const record of named)
    counts.set(record.cashier!.trim(), (counts.get(record.cashier!.trim()) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const said = ranked.map(([name, count], index) => {
    const who = answer.name(`cashier_${index + 1}`, 'Cajero del corte', name);
    return `${who} (${answer.count(`cashier_${index + 1}_cortes`, `Cortes de ${name}`, count)})`;
  });
  const unnamed = total - named.length === 0 ? '' : `; ${total - named.length} no traen cajero`;
  return `Tus ${answer.count('cortes_count', 'Cortes Z del periodo', total)} cortes Z los hicieron ${list(said)}${unnamed}. `;
}

/**
 * "a las 18:20", the corte's clock as the POS sent its end_at (local with its offset); one sent in
 * UTC ("…Z") is said to be so rather than read as local time.
 */
const clockSaid = (record: ClosingRecord, key: string, answer: Answer) => {
  const clock = answer.hour(key, `Hora del corte del ${record.date}`, clockOf(record.end_at));
  return `a las ${clock}${record.end_at.endsWith('Z') ? ' (hora UTC, como la mandó tu punto de venta)' : ''}`;
};

/**
 * "¿A qué hora cerré caja ayer?", "¿a qué hora hacemos el corte?": when each corte Z was taken (the
 * reconciliation's `records[].end_at`): one day's, a week's one by one, more as their earliest and
 * latest; '' without cortes (the caller says there were none).
 */
export function corteTimeSentence(records: readonly ClosingRecord[], today: string, answer: Answer): string {
  if (records.length === 0) return '';
  if (records.length === 1) {
    const [record] = records;
    const who = record!.cashier?.trim()
      ? ` (lo hizo ${answer.name('cashier_1', 'Cajero del corte', record!.cashier.trim())})`
      : '';
    return `El corte Z del ${day(record!.date, today)} se hizo ${clockSaid(record!, 'corte_time', answer)}${who}.`;
  }
  // "Tus 7 cortes Z … se hicieron todos a las 18:20": one clock is said once.
  if (new Set(records.map((record) => record.end_at.slice(11))).size === 1) {
    const count = answer.count('cortes_count', 'Cortes Z del periodo', records.length);
    const span = `del ${day(records[0]!.date, today)} al ${day(records.at(-1)!.date, today)}`;
    return `Tus ${count} cortes Z ${span} se hicieron todos ${clockSaid(records[0]!, 'corte_time', answer)}.`;
  }
  if (records.length <= MAX_LISTED) {
    const said = records.map(
      (record, index) =>
        `el ${day(record.date, today)} ${clockSaid(record, `corte_${index + 1}_time`, answer)}`,
    );
    return `Tus cortes Z se hicieron ${list(said)}.`;
  }
  const sorted = [...records].sort((a, b) => clockOf(a.end_at).localeCompare(clockOf(b.end_at)));
  const count = answer.count('cortes_count', 'Cortes Z del periodo', records.length);
  return `Tus ${count} cortes Z se hicieron entre las ${answer.hour('earliest_corte_time', 'Corte más temprano', clockOf(sorted[0]!.end_at))} y las ${answer.hour('latest_corte_time', 'Corte más tarde', clockOf(sorted.at(-1)!.end_at))}.`;
}

/** One cashier's cortes of a period: how many, and those short (or over) and by how much. */
interface CashierCortes {
  name: string;
  cortes: number;
  off: number;
  offCents: number;
}

/**
 * "¿Qué cajero tiene más faltantes?": the cashiers each corte Z names, ranked by what their cortes
 * came up short (or over, asked "sobrantes"), with how many of their cortes did; the period's
 * cortes that name none said apart. Since 2026-12-06; before, the period's difference alone.
 */
export function cashierShortagesSentence(
  records: readonly ClosingRecord[],
  { overages, when }: { overages: boolean; when: string },
  answer: Answer,
): string {
  const named = records.filter((record) => record.cashier !== null && record.cashier.trim() !== '');
  if (records.length === 0) return `${sentence(when)} no tengo cortes Z.`;
  if (named.length === 0)
    return `${sentence(when)} tus cortes no traen quién los hizo (el cajero del corte Z).`;
  const ranked = cashierCortes(named, overages).sort(
    (a, b) => b.offCents - a.offCents || b.off - a.off || a.name.localeCompare(b.name),
  );
  const word = overages ? 'sobrante' : 'faltante';
  const total = answer.count('cortes_count', 'Cortes Z del periodo', named.length);
  if (ranked[0]!.off === 0)
    return `${sentence(when)} ninguno de tus ${total} cortes Z con cajero tuvo ${word}.`;
  const said = ranked
    .filter((cashier) => cashier.off > 0)
    .slice(0, 3)
    .map((cashier, index) => {
      const key = `cashier_${index + 1}`;
      const who = answer.name(key, 'Cajero', cashier.name);
      const amount = answer.money(
        `${key}_${word}_cents`,
        `${sentence(word)}s de ${cashier.name}`,
        cashier.offCents,
      );
      const off = answer.count(`${key}_cortes_${word}`, `Cortes con ${word} de ${cashier.name}`, cashier.off);
      const of = answer.count(`${key}_cortes`, `Cortes de ${cashier.name}`, cashier.cortes);
      return `${who}, ${amount} en ${off} de sus ${of} cortes`;
    });
  const clean = ranked.filter((cashier) => cashier.off === 0).map((cashier) => cashier.name);
  const none = clean.length === 0 ? '' : ` Sin ${word}: ${list(clean)}.`;
  const next = said.length > 1 ? `; le sigue ${list(said.slice(1))}` : '';
  return `${sentence(when)}, quien más ${word}s tuvo fue ${said[0]}${next}.${none}`;
}

function cashierCortes(named: readonly ClosingRecord[], overages: boolean): CashierCortes[] {
  const byName = new Map<string, CashierCortes>();
  for (const record of named) {
    const name = record.cashier!.trim();
    const entry = byName.get(name) ?? { name, cortes: 0, off: 0, offCents: 0 };
    entry.cortes += 1;
    const variance = record.variance_cents ?? 0;
    if (overages ? variance > 0 : variance < 0) {
      entry.off += 1;
      entry.offCents += Math.abs(variance);
    }
    byName.set(name, entry);
  }
  return [...byName.values()];
}
