/**
 * "¿Hubo faltantes la semana pasada?": the cash answer of a period longer than a day. One net
 * amount for the week hides a red corte inside a green week (a $1,000 shortage one Saturday, 4.3 %,
 * in a week whose closings add up to 0.8 %), so the answer:
 * - names each corte with a shortage or surplus, largest first (MAX_NAMED of them, then how many
 *   more), with its amount, % and colour as a day's answer gives them: `summarizeVariance` of that
 *   closing alone (the read's `meta.record_variances`);
 * - leads with the worst corte when one is yellow or red: the period's verdict is never better than
 *   a corte inside it;
 * - says the period as the cash_variance_pct KPI defines it, a pair of one meaning: Σ |variance|
 *   (faltantes y sobrantes sumados, neither cancelling the other) with Σ |variance| / Σ expected
 *   cash. The net amount, when shortages and surpluses mix, is its own sentence, never beside that %.
 */
import { describeClosing } from '../analytics/format.ts';
import type { ReconciliationAttributes, VarianceSummary } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, STATUS_WORD, type Status, when } from './compose.ts';
import { benchmarkSentence } from './cost-answers.ts';
import { day, sentence } from './format.ts';
import type { AssistantResults } from './reads.ts';

/** The cortes named in full; the rest are counted. */
const MAX_NAMED = 5;

const CONCERN: Record<Exclude<Status, null>, number> = { green: 0, yellow: 1, red: 2 };
const concernOf = (status: Status) => (status === null ? -1 : CONCERN[status]);

type Reconciliation = AssistantResults['intelligence-sales-reconciliation'];
type ClosingRecord = ReconciliationAttributes['records'][number];

interface Corte {
  /** "corte Z del sábado 28 de noviembre". */
  label: string;
  /** "Caja 2", when the period's cortes were taken at more than one register. */
  register: string | null;
  variance_cents: number;
  /** The closing's own variance summary (null: the read did not carry it). */
  own: VarianceSummary | null;
}

/**
 * A corte as the answers write a date (the year outside the current one), its register as the alerts
 * name it (describeClosing: "Caja 2" of "corte Z del …, Caja 2"; an id is left out).
 */
function named(record: ClosingRecord, registers: number, today: string): Pick<Corte, 'label' | 'register'> {
  const { name, short } = describeClosing({ ...record, shift: null });
  return {
    label: `corte Z del ${day(record.date, today)}`,
    register: registers > 1 && short !== name ? short.slice(name.length + 2) : null,
  };
}

/**
 * The period's cortes with a difference, largest first, with the register when the period's cortes
 * were taken at more than one.
 */
function cortesWithDifference(reconciliation: Reconciliation, today: string): Corte[] {
  const { records } = reconciliation.attributes;
  const registers = new Set(records.map((record) => record.cash_register)).size;
  return records
    .flatMap((record, index) =>
      record.variance_cents === null || record.variance_cents === 0
        ? []
        : [
            {
              ...named(record, registers, today),
              variance_cents: record.variance_cents,
              own: reconciliation.meta.record_variances?.[index] ?? null,
            },
          ],
    )
    .sort((a, b) => Math.abs(b.variance_cents) - Math.abs(a.variance_cents));
}

/** The yellow or red corte that leads the answer: the most concerning, the largest among equals. */
function leadOf(cortes: readonly Corte[]): Corte | null {
  let lead: Corte | null = null;
  for (const corte of cortes) {
    if (concernOf(corte.own?.variance_status ?? null) > concernOf(lead?.own?.variance_status ?? null))
      lead = corte;
  }
  return lead !== null && concernOf(lead.own?.variance_status ?? null) >= CONCERN.yellow ? lead : null;
}

const kind = (cents: number) => (cents < 0 ? 'faltante' : 'sobrante');

/** "el corte Z del sábado 28 de noviembre en Caja 2": its date and register are figures apart. */
function corteName(corte: Corte, place: number, answer: Answer): string {
  const name = answer.name(`corte_${place}`, 'Corte con diferencia de caja', corte.label);
  if (corte.register === null) return `el ${name}`;
  return `el ${name} en ${answer.name(`corte_${place}_register`, `Caja (${name})`, corte.register)}`;
}

/** "faltante de $1,000.00, 4.3% de su efectivo esperado" (the corte's figures, keyed by its place). */
function corteFigures(corte: Corte, place: number, answer: Answer): string {
  const name = corte.label;
  const amount = answer.money(
    `corte_${place}_variance_cents`,
    `Diferencia de caja (${name})`,
    corte.variance_cents,
  );
  const pct = corte.own?.variance_pct;
  const share =
    pct == null
      ? 'sin el efectivo esperado para sacar su %'
      : `${answer.pct(`corte_${place}_variance_pct`, `Variación de caja (${name})`, pct)} de su efectivo esperado`;
  return `${kind(corte.variance_cents)} de ${amount}, ${share}`;
}

/** "el corte Z del martes 24 de noviembre (sobrante de $5.00, 0.1% de su efectivo esperado, en verde)". */
function cortePhrase(corte: Corte, place: number, answer: Answer): string {
  const name = corteName(corte, place, answer);
  const figures = corteFigures(corte, place, answer);
  const status = corte.own?.variance_status ?? null;
  return `${name} (${figures}${status === null ? '' : `, ${STATUS_WORD[status]}`})`;
}

/**
 * The period as the KPI measures it, after `opener`: "los faltantes suman $1,005.00, 0.8% del
 * efectivo esperado"; with shortages and surpluses both, "faltantes y sobrantes sumados (…) dan …"
 * and the net in a sentence of its own. Its colour when no corte leads; beside a leading corte, only
 * when it is the same (the period's % averages its cortes', so it is never worse).
 */
function periodSentence(
  opener: string,
  reconciliation: Reconciliation,
  cortes: readonly Corte[],
  lead: Corte | null,
  answer: Answer,
): string {
  const summary = reconciliation.meta.variance;
  const net = reconciliation.attributes.totals.variance_cents ?? 0;
  const short = cortes.some((corte) => corte.variance_cents < 0);
  const over = cortes.some((corte) => corte.variance_cents > 0);
  // Recorded only where it is said: a period of shortages alone (or surpluses) says no net.
  const netWords = () => {
    const amount = answer.money('variance_cents', 'Diferencia neta de caja', net);
    return net === 0
      ? `en neto se compensaron (${amount} de diferencia)`
      : `en neto ${net < 0 ? 'faltaron' : 'sobraron'} ${amount}`;
  };
  if (summary?.variance_pct == null) {
    // No corte has its expected cash: no % to give, only the net.
    return `${opener} ${netWords()}; tus cortes no traen el efectivo esperado para sacar el %.`;
  }
  const what =
    short && over ? 'Faltantes y sobrantes sumados' : short ? 'Faltantes sumados' : 'Sobrantes sumados';
  const gross = answer.money('gross_variance_cents', what, summary.gross_variance_cents);
  const pct = answer.pct('cash_variance_pct', 'Variación de caja', summary.variance_pct);
  const sum =
    short && over
      ? `faltantes y sobrantes sumados (sin que uno cancele al otro) dan ${gross}`
      : `los ${short ? 'faltantes' : 'sobrantes'} suman ${gross}`;
  const status = summary.variance_status;
  const verdict =
    lead === null
      ? `.${benchmarkSentence('cash_variance_pct', status, answer)}`
      : status !== null && status === lead.own?.variance_status
        ? `, también ${STATUS_WORD[status]}.`
        : '.';
  const netSentence = short && over ? ` Restando los sobrantes de los faltantes, ${netWords()}.` : '';
  return `${opener} ${sum}, ${pct} del efectivo esperado${verdict}${netSentence}`;
}

/** The cortes other than the lead, largest first: the first ones named, the rest counted. */
function othersSentence(
  cortes: readonly Corte[],
  lead: Corte | null,
  records: number,
  answer: Answer,
): string {
  const others = cortes.filter((corte) => corte !== lead);
  const first = lead === null ? 1 : 2;
  const named = others.slice(0, MAX_NAMED - first + 1);
  const phrases = named.map((corte, index) => cortePhrase(corte, first + index, answer));
  const more = others.length - named.length;
  if (more > 0) {
    const n = answer.count('more_cortes_with_difference', 'Otros cortes con diferencia', more);
    phrases.push(
      more === 1 ? `${n} corte más con una diferencia menor` : `${n} cortes más con diferencias menores`,
    );
  }
  if (lead !== null && others.length === 0) {
    const total = answer.count('cortes_count', 'Cortes Z del periodo', records);
    return ` Fue el único de tus ${total} cortes con diferencia.`;
  }
  if (phrases.length === 0) return '';
  if (others.length === 1)
    return lead === null
      ? ` La diferencia es de un solo corte: ${phrases[0]}.`
      : ` El otro corte con diferencia: ${phrases[0]}.`;
  return ` ${lead === null ? 'Los' : 'Los otros'} cortes con diferencia, de mayor a menor: ${list(phrases)}.`;
}

/** The answer for a period longer than a day whose cortes report a variance (totals.variance_cents). */
export function periodCashVariance(reconciliation: Reconciliation, context: ComposeContext, answer: Answer) {
  const records = reconciliation.attributes.records.length;
  const cortes = cortesWithDifference(reconciliation, context.today);
  if (cortes.length === 0 && reconciliation.attributes.totals.variance_cents === 0) {
    const zero = answer.money('variance_cents', 'Diferencia de caja', 0);
    const all = answer.count('cortes_count', 'Cortes Z del periodo', records);
    return `${sentence(when(context))} la caja cuadró exacto en tus ${all} cortes: ${zero} de diferencia, sin faltante ni sobrante.`;
  }
  const lead = leadOf(cortes);
  let text = `${sentence(when(context))},`;
  if (lead !== null) {
    text += ` ${corteName(lead, 1, answer)} tuvo un ${corteFigures(lead, 1, answer)}.`;
    text += benchmarkSentence('cash_variance_pct', lead.own?.variance_status ?? null, answer);
    text = periodSentence(`${text} En todo el periodo,`, reconciliation, cortes, lead, answer);
  } else {
    text = periodSentence(text, reconciliation, cortes, null, answer);
  }
  return text + othersSentence(cortes, lead, records, answer);
}
