/**
 * "¿Qué platillo está creciendo más?", "¿qué platillo bajó más este mes?": each dish's units sold in
 * the period (the menu's 28 closed days by default) against the equal period just before it, the
 * same menu read for both, ranked by their change. A dish that sold fewer than MIN_BASE_UNITS in
 * the days before is left out (a change from 2 to 9 is noise, not a trend), and said. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import {
  type Answer,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import { period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { normalize } from './text.ts';

/** The least a dish must have sold in the days before for its change to be ranked. */
const MIN_BASE_UNITS = 10;

const RISING = /\b(creciendo|crece|crecio|subiendo|subio|subieron|aumento|aumentaron|a la alza|despegando)\b/;
const FALLING = /\b(cayendo|cae|cayo|bajando|bajo|bajaron|disminuyo|disminuyeron|a la baja)\b/;

/** "¿Qué se vende más en diciembre que en noviembre?": what sells more (or less) than in a period named. */
const SELLS_MORE_THAN = /\bque se venden? (mas|menos)\b.* que (en|el|la|los|las)\b/;

/** Which way a dish's trend is asked: +1 growing, -1 falling; null when no trend is asked. */
export function dishTrendAsked(question: string): 1 | -1 | null {
  const text = normalize(question);
  const than = SELLS_MORE_THAN.exec(text);
  if (than !== null) return than[1] === 'mas' ? 1 : -1;
  if (!/\b(platillos?|productos?|articulos?)\b/.test(text) || /\bprecios?\b/.test(text)) return null;
  if (FALLING.test(text)) return -1;
  return RISING.test(text) ? 1 : null;
}

type Item = MenuEngineeringAttributes['items'][number];
type Trend = { name: string; now: number; before: number; change: number };

/** Each dish sold in both periods, by name, with its change in units (the menu's classified items). */
function trendsOf(now: readonly Item[], before: readonly Item[]): Trend[] {
  const earlier = new Map(before.map((item) => [item.item_name, item.quantity_sold]));
  return now.flatMap((item) => {
    const base = earlier.get(item.item_name) ?? 0;
    const change = base < MIN_BASE_UNITS ? null : pctChange(item.quantity_sold, base);
    return change === null ? [] : [{ name: item.item_name, now: item.quantity_sold, before: base, change }];
  });
}

function dishTrendAnswer(
  now: readonly Item[],
  before: readonly Item[],
  context: ComposeContext,
  answer: Answer,
): string {
  const way = dishTrendAsked(context.question) ?? 1;
  const base = period(context.base, context.today);
  const ranked = trendsOf(now, before)
    .filter((trend) => Math.sign(trend.change) === way)
    .sort((a, b) => way * (b.change - a.change) || a.name.localeCompare(b.name, 'es'));
  const verb = way > 0 ? 'creció' : 'bajó';
  if (ranked.length === 0)
    return sentence(
      `${when(context)} ningún platillo ${way > 0 ? 'vendió más' : 'vendió menos'} que ${base} (cuento los que vendieron al menos ${MIN_BASE_UNITS} entonces).`,
    );
  const said = ranked.slice(0, 3).map((trend, index) => {
    const key = `trend_item_${index + 1}`;
    const name = answer.name(key, `Platillo ${index + 1}`, trend.name);
    const units = answer.count(`${key}_quantity`, `Vendidos de ${trend.name}`, trend.now);
    const earlier = answer.count(`${key}_base_quantity`, `Vendidos antes de ${trend.name}`, trend.before);
    const change = answer.pct(`${key}_pct_change`, `Cambio de ${trend.name}`, trend.change);
    return { name, units, earlier, change: `${change} ${way > 0 ? 'más' : 'menos'}` };
  });
  const [first, ...rest] = said;
  const others =
    rest.length === 0
      ? ''
      : ` Le ${rest.length === 1 ? 'sigue' : 'siguen'} ${list(rest.map((one) => `${one.name} (${one.units} contra ${one.earlier}, ${one.change})`))}.`;
  const lead = `${when(context)}, el platillo que más ${verb} fue ${first!.name}: ${first!.units} vendidos, contra ${first!.earlier} ${base} (${first!.change}).`;
  return `${sentence(lead)}${others} Cuento piezas vendidas, y solo los platillos que vendieron al menos ${MIN_BASE_UNITS} entonces.`;
}

const DISH_TREND_PLAN: IntentPlan = {
  reads: (range, base) => [
    { read: 'intelligence-menu-engineering', query: periodQuery(range) },
    { read: 'intelligence-menu-engineering', query: periodQuery(base) },
  ],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const now = resultAt(outcomes, 0, 'intelligence-menu-engineering')!.attributes.items;
    const before = resultAt(outcomes, 1, 'intelligence-menu-engineering')?.attributes.items ?? [];
    return dishTrendAnswer(now, before, context, answer);
  },
  followUps: ['¿Qué platillo debería quitar?', '¿Cuál es mi platillo más vendido?'],
};

/** The dishes' trend plan, for a ranking of dishes that asks which grows or falls (answers.ts). */
export const dishTrendPlanFor = (intent: Intent, question: string): IntentPlan | null =>
  intent === 'top_item' && dishTrendAsked(question) !== null ? DISH_TREND_PLAN : null;
