/**
 * "¿Qué me falta capturar?", "¿ya capturé todo?": what the back office still lacks for a period's
 * costs, from the P&L read's own meta: each input that covers part of the period
 * (`meta.incomplete`, the costs' "cubre 15 de 30 días" sentence) or that the figures need and is
 * not captured at all (`meta.missing`). The last whole month by default, as the payroll's figures
 * (since 2026-12-06; before, "falta" read a cash shortage). Pure.
 */
import type { IncompleteInput } from '../costs/coverage.ts';
import type { MissingInput } from '../costs/pnl.ts';
import { asksCaptures } from './capture-words.ts';
import { type Answer, type ComposeContext, type IntentPlan, list, read, when } from './compose.ts';
import { sentence } from './format.ts';
import { incompleteInWords } from './incomplete-words.ts';
import { INPUT_WORDS } from './why.ts';

type PnlMeta = { missing?: readonly string[] | null; incomplete?: readonly IncompleteInput[] | null };

/**
 * "la nómina capturada cubre 15 de 30 días; falta capturar los gastos operativos", or null when all
 * is in; the days quoted as the answer's figures.
 */
function capturesInWords(meta: PnlMeta, answer: Answer): string | null {
  const partial = incompleteInWords(meta.incomplete ?? [], answer);
  const none = (meta.missing ?? []).filter((input): input is MissingInput => input in INPUT_WORDS);
  const missing =
    none.length === 0 ? [] : [`falta capturar ${list(none.map((input) => INPUT_WORDS[input]))}`];
  const said = [...partial, ...missing];
  return said.length === 0 ? null : said.join('; ');
}

export function capturesAnswer(meta: PnlMeta, context: ComposeContext, answer: Answer): string {
  const period = when(context);
  const gaps = capturesInWords(meta, answer);
  if (gaps === null)
    return `${sentence(period)} tienes capturado todo lo que leen tus costos: la nómina, los gastos y las compras (o los conteos) cubren todos sus días.`;
  return `${sentence(period)} te falta: ${gaps}. Captúralo en el back office y tus costos, tu utilidad y tu punto de equilibrio de esos días salen completos.`;
}

const CAPTURES_PLAN: IntentPlan = {
  reads: read('intelligence-pnl'),
  defaultPeriod: 'last_month',
  usesPeriod: true,
  compose: (results, context, answer) => capturesAnswer(results['intelligence-pnl']!.meta, context, answer),
  followUps: ['¿Cuánto gané el mes pasado?', '¿Cuál es mi costo primo?'],
};

/** The captures' plan of a profit question that asks what is missing (answers.ts `plansFor`), or null. */
export const capturesPlanFor = (intent: string, question: string): IntentPlan | null =>
  intent === 'profit' && asksCaptures(question) ? CAPTURES_PLAN : null;
