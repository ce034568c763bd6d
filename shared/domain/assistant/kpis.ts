/**
 * "¿Cómo están mis indicadores?", "¿cómo estoy contra el promedio de la industria?": the /kpis read
 * (the ratios Resumen shows, each judged against the spec's benchmark table, benchmarks.ts), said
 * worst first, each with the bound it is judged by. The bounds are that table's, what is healthy
 * for a restaurant; no read holds other restaurants' figures, and a question that asks for them is
 * told so before the comparison it can make.
 */
import type { IncompleteInput } from '../costs/coverage.ts';
import type { KpisAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, type IntentPlan, read, STATUS_WORD, when } from './compose.ts';
import { clause, sentence } from './format.ts';
import { beforeTaxesSentence } from './incomplete-words.ts';
import { normalize } from './text.ts';

type Kpi = KpisAttributes['kpis'][number];
type Judged = Kpi & { value: number; status: 'green' | 'yellow' | 'red' };

const WORST_FIRST = ['red', 'yellow', 'green'] as const;

/**
 * Whether a lower value is the healthier one, from the read's own bounds: green below red for a
 * cost, above it for a margin (benchmarks.ts, whose table the read's bounds are).
 */
const lowerIsBetter = (kpi: Kpi) => (kpi.benchmark_green ?? 0) <= (kpi.benchmark_red ?? 0);

/** "costo de alimentos 30.6% (lo sano, menos de 30.0%)": a judged ratio and its green bound. */
function kpiInWords(kpi: Judged, answer: Answer): string {
  const value = answer.pct(kpi.key, kpi.label, kpi.value);
  if (kpi.benchmark_green === null) return `${clause(kpi.label)} ${value}`;
  const bound = answer.pct(
    `${kpi.key}_benchmark_green`,
    `${kpi.label}: límite de verde`,
    kpi.benchmark_green,
  );
  return `${clause(kpi.label)} ${value} (lo sano, ${lowerIsBetter(kpi) ? 'menos' : 'más'} de ${bound})`;
}

/** "¿…contra otros restaurantes?", "¿…el promedio de la industria?": a peer comparison asked. */
const asksPeers = (question: string) =>
  /\b(otros restaurantes|otros negocios|la competencia|industria|promedio del? (sector|mercado))\b/.test(
    normalize(question),
  );

export function kpisAnswer(
  body: KpisAttributes,
  context: ComposeContext,
  answer: Answer,
  incomplete?: readonly IncompleteInput[] | null,
): string {
  const peers = asksPeers(context.question)
    ? 'No tengo las cifras de otros restaurantes; te comparo con lo sano para un restaurante. '
    : '';
  const judged = body.kpis.filter(
    (kpi): kpi is Judged => kpi.unit === '%' && kpi.value !== null && kpi.status !== null,
  );
  if (judged.length === 0)
    return `${peers}${sentence(when(context))} no tengo ningún indicador que comparar: faltan tus costos (compras, nómina y gastos) en el back office.`;
  const groups = WORST_FIRST.flatMap((status) => {
    const of = judged.filter((kpi) => kpi.status === status);
    return of.length === 0
      ? []
      : [`${sentence(STATUS_WORD[status])}: ${of.map((kpi) => kpiInWords(kpi, answer)).join('; ')}.`];
  });
  const counted = answer.count('kpis_judged', 'Indicadores comparados', judged.length);
  const red = judged.filter((kpi) => kpi.status === 'red').length;
  const verdict =
    red === 0
      ? `ninguno de tus ${counted} indicadores está en rojo`
      : `${answer.count('kpis_red', 'Indicadores en rojo', red)} de tus ${counted} indicadores ${red === 1 ? 'está' : 'están'} en rojo`;
  const missing = body.kpis.filter((kpi) => kpi.value === null && kpi.benchmark_green !== null);
  const without =
    missing.length === 0
      ? ''
      : ` Sin dato para juzgar: ${missing.map((kpi) => clause(kpi.label)).join(', ')}.`;
  // The net profit unjudged for want of taxes says so (the profit's own sentence).
  const taxes = body.kpis.some(
    (kpi) => kpi.key === 'net_profit_pct' && kpi.value !== null && kpi.status === null,
  )
    ? beforeTaxesSentence(incomplete, context)
    : '';
  return `${peers}${sentence(when(context))} ${verdict}. ${groups.join(' ')}${without}${unjudgedSentence(body, answer)}${taxes}`;
}

/**
 * " Sin calificar (sus datos del periodo están incompletos o fuera de lo que da un restaurante):
 * costo de nómina 23.0%, utilidad neta 40.9%.": the ratios with a value and no status, named with
 * it (since 2026-12-07; before, left out of "tus 3 indicadores" unsaid).
 */
function unjudgedSentence(body: KpisAttributes, answer: Answer): string {
  const unjudged = body.kpis.filter((kpi) => kpi.unit === '%' && kpi.value !== null && kpi.status === null);
  if (unjudged.length === 0) return '';
  const named = unjudged.map((kpi) => `${clause(kpi.label)} ${answer.pct(kpi.key, kpi.label, kpi.value!)}`);
  return ` Sin calificar (sus datos del periodo están incompletos o fuera de lo que da un restaurante): ${named.join(', ')}.`;
}

export const KPIS_PLAN: IntentPlan = {
  reads: read('intelligence-kpis'),
  // The costs of the running month lack what is not captured yet: the last whole month, as the profit.
  defaultPeriod: 'last_month',
  usesPeriod: true,
  compose: (results, context, answer) =>
    kpisAnswer(
      results['intelligence-kpis']!.attributes,
      context,
      answer,
      results['intelligence-kpis']!.meta.incomplete,
    ),
  followUps: ['¿Por qué subió mi costo de alimentos?', '¿Cuánto gané el mes pasado?'],
};
