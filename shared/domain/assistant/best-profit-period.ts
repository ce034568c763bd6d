/**
 * "¿En qué mes gané más?", "¿cuál fue mi semana más rentable?", "¿qué quincena gané menos?": the
 * whole month, week or quincena of the period with the highest (or lowest) net profit, each its
 * own P&L (one `intelligence-pnl` read per unit: the figure "¿cuánto gané en marzo?" gives), beside
 * the mean of the ones ranked, the baseline the comparison names. Since 2026-12-07; before, the
 * last month's profit alone, a different question.
 *
 * A unit is ranked only when its net profit can be compared: one with no sales, no net profit, or
 * an input it reads covering under nine tenths of it (meta.incomplete: a month whose payroll is half
 * captured would read as the best) is left out and named; a smaller gap (a branch's first day of
 * purchases) is ranked and said. Taxes are one payment a month: when a ranked unit
 * has them short, every unit is ranked before taxes, and the answer says so. The latest MAX_UNITS whole units of the period at most (best-period.ts `unitsOf`). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { coverageWords, type IncompleteInput, incompleteInputsOf } from '../costs/coverage.ts';
import type { PnlAttributes, PnlMeta } from '../responses/intelligence-costs.ts';
import { rankedRange } from './best-day.ts';
import { UNITS, type Unit, unitsOf } from './best-period.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { asksWhichUnit } from './superlatives.ts';

/** At most a year of months (or 12 weeks, quincenas): one P&L read each. */
const MAX_UNITS = 12;

/** The whole units ranked: the latest MAX_UNITS of the period's, and the ones it cuts. */
function rankedUnits(unit: Unit, range: DateRange) {
  const { whole, cut } = unitsOf(unit, rankedRange(range));
  return { whole: whole.slice(-MAX_UNITS), cut };
}

type Earned = {
  first: string;
  net: number;
  taxes: number;
  pct: number | null;
  taxed: boolean;
  /** Inputs covering most of it but not all (a branch's first day of purchases): ranked, said. */
  short: IncompleteInput[];
};

/** An input covering this share of a unit's days or more leaves it ranked, with its gap said. */
const RANKED_COVERAGE = 0.9;

/** A unit's net profit when it can be ranked, else why not (a P&L that did not answer is empty). */
function earnedOf(range: DateRange, read: { attributes: PnlAttributes; meta: PnlMeta } | null) {
  const net = read?.attributes.utilidad_neta.net_profit_cents ?? null;
  if (read === null || read.meta.days_with_sales === 0 || net === null) return 'empty' as const;
  const { attributes: pnl, meta } = read;
  const incomplete = incompleteInputsOf('net_profit_pct', meta.incomplete);
  const short = incomplete.filter((item) => item.input !== 'taxes');
  if (short.some((item) => item.covered_days < RANKED_COVERAGE * item.period_days))
    return 'incomplete' as const;
  return {
    first: range.from,
    net,
    taxes: pnl.utilidad_neta.taxes_cents ?? 0,
    pct: pnl.utilidad_neta.net_profit_pct,
    taxed: !incomplete.some((item) => item.input === 'taxes'),
    short,
  } satisfies Earned;
}

/** " (sin contar abril, que no está completo, ni enero, cuyos costos no están completos)". */
function leftOutWords(
  unit: Unit,
  left: { cut: string[]; incomplete: string[]; empty: string[] },
  today: string,
) {
  const names = (firsts: readonly string[]) => list(firsts.map((first) => unit.name(first, today)));
  const one = (firsts: readonly string[], single: string, many: string) =>
    firsts.length === 0 ? [] : [`${names(firsts)}, ${firsts.length === 1 ? single : many}`];
  const parts = [
    ...one(left.cut, unit.words.cut[0], unit.words.cut[1]),
    ...one(
      left.incomplete,
      'cuyos costos capturados no lo cubren completo',
      'cuyos costos capturados no los cubren completos',
    ),
    ...one(left.empty, 'sin ventas o sin costos para calcularla', 'sin ventas o sin costos para calcularla'),
  ];
  return parts.length === 0 ? '' : ` (sin contar ${parts.join(', ni ')})`;
}

/** The units read, each ranked or the reason it is not. */
function unitsEarned(unit: Unit, context: ComposeContext, outcomes: readonly AnyReadOutcome[]) {
  const { whole: read, cut } = rankedUnits(unit, context.range);
  // Read latest first (planOf): the first read decides whether there is anything to answer.
  const each = read.map((range, index) => ({
    range,
    one: earnedOf(range, resultAt(outcomes, read.length - 1 - index, 'intelligence-pnl')),
  }));
  // The units before the branch's history are not named one by one: the span starts after them.
  const start = each.findIndex(({ one }) => one !== 'empty');
  const kept = start < 0 ? [] : each.slice(start);
  const earned: Earned[] = [];
  const left = { cut, incomplete: [] as string[], empty: [] as string[] };
  for (const { range, one } of kept) {
    if (typeof one !== 'string') earned.push(one);
    else (one === 'incomplete' ? left.incomplete : left.empty).push(range.from);
  }
  return { whole: kept.map(({ range }) => range), earned, left };
}

/** " Ojo: en octubre las compras capturadas cubren 30 de 31 días.": the ranked units' small gaps. */
function shortNote(unit: Unit, ranked: readonly Earned[], today: string): string {
  const said = ranked
    .filter((one) => one.short.length > 0)
    .map((one) => `en ${unit.name(one.first, today)} ${list(one.short.map(coverageWords))}`);
  return said.length === 0 ? '' : ` Ojo: ${said.join('; ')}.`;
}

function bestEarned(
  unit: Unit,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
) {
  const { today } = context;
  const { whole, earned, left } = unitsEarned(unit, context, outcomes);
  const leftOut = leftOutWords(unit, left, today);
  const { words, key } = unit;
  if (earned.length === 0)
    return `En ese periodo no tengo ${words.whole} con su utilidad neta completa${leftOut}.`;
  const when = `${unit.span({ from: whole[0]!.from, to: whole.at(-1)!.to }, today)}${leftOut}`;
  // A unit without taxes captured is before them: then all are, so none is lowered by its ISR alone.
  const beforeTaxes = earned.some((one) => !one.taxed);
  const figureOf = (one: Earned) => (beforeTaxes ? one.net + one.taxes : one.net);
  const figure = beforeTaxes ? 'utilidad antes de impuestos' : 'utilidad neta';
  const label = beforeTaxes ? 'Utilidad antes de impuestos' : 'Utilidad neta';
  const least = context.direction === 'least';
  // On a tie, the earlier one.
  const ranked = [...earned].sort((a, b) => (least ? figureOf(a) - figureOf(b) : figureOf(b) - figureOf(a)));
  const chosen = ranked[0]!;
  const name = answer.name(key, words.label[least ? 1 : 0], unit.name(chosen.first, today));
  const cents = figureOf(chosen);
  const amount = answer.money(`${key}_profit_cents`, `${label} ${words.of}`, cents);
  // The net margin is the same P&L's, so amount and ratio share one window; before taxes, none.
  const margin =
    beforeTaxes || chosen.pct === null
      ? ''
      : ` (${answer.pct(`${key}_profit_pct`, `Margen neto ${words.of}`, chosen.pct)} de tu venta sin IVA)`;
  const result = `${cents < 0 ? 'una pérdida de ' : ''}${amount}${margin}`;
  const taxesNote = `${beforeTaxes ? ' Es antes de impuestos: no todos tienen impuestos capturados, así que ninguno los resta.' : ''}${shortNote(unit, ranked, today)}`;
  if (ranked.length === 1)
    return `${sentence(`${when} solo puedo comparar ${words.one}: ${name}, con ${result}.`)}${taxesNote}`;
  const mean = answer.money(
    `mean_${key}_profit_cents`,
    `${label} promedio de ${words.the}`,
    divideRounded(
      ranked.reduce((sum, one) => sum + figureOf(one), 0),
      ranked.length,
    )!,
  );
  const counted = answer.count(`${key}s_ranked`, words.compared, ranked.length);
  const lead = `${least ? words.least : words.best} en ${figure} ${when} fue ${name}, con ${result}; el promedio de sus ${counted} ${words.many} fue ${mean}.`;
  const next = ranked.slice(1, 3).map((one, index) => {
    const nextKey = `${key}_${index + 2}`;
    const nextName = answer.name(nextKey, words.noun, unit.name(one.first, today));
    return `${nextName} (${answer.money(`${nextKey}_profit_cents`, `${label} de ${nextName}`, figureOf(one))})`;
  });
  return `${sentence(lead)} Le ${next.length === 1 ? 'sigue' : 'siguen'} ${list(next)}.${taxesNote}`;
}

const planOf = (unit: Unit): IntentPlan => ({
  // The latest first: the first read decides whether the period has closed days, and a branch whose
  // history began months ago has none in the first of twelve.
  reads: (range) =>
    [...rankedUnits(unit, range).whole]
      .reverse()
      .map((one) => ({ read: 'intelligence-pnl', query: periodQuery(one) })),
  seeAlso: (range) => [{ read: 'intelligence-pnl', query: periodQuery(rankedRange(range)) }],
  defaultPeriod: 'last_month',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => bestEarned(unit, context, answer, outcomes),
  followUps: ['¿Cuál fue mi mejor mes en ventas?', '¿Cuánto gané el mes pasado?'],
});
const PLANS = { month: planOf(UNITS.month), week: planOf(UNITS.week), quincena: planOf(UNITS.quincena) };

/** "¿En qué mes gané más?": the unit a profit question ranks, or null. */
export const earnedUnitAsked = (intent: Intent, question: string) =>
  intent === 'profit' ? asksWhichUnit(question) : null;

/** The plan ranking months, weeks or quincenas by profit (answers.ts `plansFor`). */
export function bestProfitPlanFor(intent: Intent, question: string): IntentPlan | null {
  const unit = earnedUnitAsked(intent, question);
  return unit === null ? null : PLANS[unit];
}
