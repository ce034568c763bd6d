/**
 * "¿Vendo más los sábados o los domingos?", "¿vendo más los viernes que los jueves?": two weekdays'
 * habits set against each other, each its average open day over the weekday profile's window (the
 * last 8 weeks of closed days, weekday-profile.ts), not one Saturday against one Sunday (since
 * 2026-12-07; before, the last of each). A weekday with fewer than MIN_DAYS open days is said so,
 * with no average. Pure.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { type Answer, type ComposeContext, type IntentPlan, resultAt } from './compose.ts';
import { sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ, type SalesDaysAttributes } from './reads.ts';
import { normalize } from './text.ts';
import { MIN_DAYS, WEEKDAY_WORDS, WEEKDAYS_READ, weekdayDays, windowWords } from './weekday-profile.ts';

/** Weekdays said in the plural ("sabados"), by ISO number: the profile's own names, normalized. */
const PLURAL: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(WEEKDAY_WORDS).map(([weekday, [, many]]) => [normalize(many), Number(weekday)]),
);
const NAMES = Object.keys(PLURAL).join('|');
const PAIR = new RegExp(`\\blos (${NAMES})\\b.*\\b(?:o|que|contra|vs) (?:los )?(${NAMES})\\b`);

/** The two weekdays a habit question sets against each other, or null. */
export function weekdayPairAsked(question: string): [number, number] | null {
  const match = PAIR.exec(normalize(question));
  if (match === null) return null;
  const [first, second] = [PLURAL[match[1]!]!, PLURAL[match[2]!]!];
  return first === second ? null : [first, second];
}

type Day = SalesDaysAttributes['days'][number];

function pairAnswer(
  days: readonly Day[],
  [first, second]: [number, number],
  context: ComposeContext,
  answer: Answer,
) {
  const [a, b] = [first, second].map((weekday) => ({ weekday, ...weekdayDays(days, weekday).same }));
  const window = sentence(windowWords(context, answer));
  const short = [a!, b!].filter((side) => side.count < MIN_DAYS);
  if (short.length > 0) {
    const needed = answer.count('min_weekday_days', 'Mínimo de días abiertos de cada día', MIN_DAYS);
    const names = short.map((side) => `los ${WEEKDAY_WORDS[side.weekday]![1]}`);
    // "los sábados no tienen", "ni los sábados ni los domingos tienen".
    const who = names.length === 1 ? `${names[0]} no` : `ni ${names.join(' ni ')}`;
    return `${window} ${who} tienen ${needed} días abiertos: todavía no sé cuánto vendes en uno típico.`;
  }
  const said = [a!, b!].map((side, index) => {
    const key = `weekday_${index + 1}`;
    const name = answer.name(key, 'Día de la semana', WEEKDAY_WORDS[side.weekday]![1]);
    const mean = answer.money(
      `${key}_avg_sales_cents`,
      `Venta promedio de los ${name}`,
      divideRounded(side.sales, side.count)!,
    );
    return { name, mean };
  });
  const gap = pctChangeOfRatios(a!.sales, a!.count, b!.sales, b!.count) ?? 0;
  const shown = answer.pct('weekday_1_vs_2_pct', 'Diferencia entre los dos días', Math.abs(gap));
  const lead =
    Math.abs(gap) < 0.05
      ? `los ${said[0]!.name} y los ${said[1]!.name} vendes prácticamente lo mismo`
      : `los ${said[0]!.name} vendes ${shown} ${gap > 0 ? 'más' : 'menos'} que los ${said[1]!.name}`;
  return `${window} ${lead}: ${said[0]!.mean} con IVA en un ${WEEKDAY_WORDS[a!.weekday]![0]} promedio, contra ${said[1]!.mean} en un ${WEEKDAY_WORDS[b!.weekday]![0]}.`;
}

const PAIR_PLAN: IntentPlan = {
  ...WEEKDAYS_READ,
  compose: (_results, context, answer, outcomes) =>
    pairAnswer(
      resultAt(outcomes, 0, SALES_DAYS_READ)!.attributes.days,
      weekdayPairAsked(context.question)!,
      context,
      answer,
    ),
};

/** The plan of two weekdays' habits compared (answers.ts `plansFor`; understand.ts its window). */
export function weekdayPairPlanFor(intent: Intent, question: string): IntentPlan | null {
  const sales = intent === 'sales_comparison' || intent === 'sales_total' || intent === 'best_day';
  return sales && weekdayPairAsked(question) !== null ? PAIR_PLAN : null;
}
