/**
 * The inputs covering part of a period (a P&L or labor read's meta.incomplete) as an answer says
 * them: the costs' own words, their days quoted as the answer's figures like every other number.
 * Pure.
 */
import { coverageWords, type IncompleteInput, taxesUncaptured } from '../costs/coverage.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { period } from './format.ts';

/** ["la nómina capturada cubre 15 de 30 días", …], each input's days quoted. */
export function incompleteInWords(items: readonly IncompleteInput[], answer: Answer): string[] {
  return items.map((item) => {
    // "no hay impuestos capturados en los 31 días del periodo" says no count of covered days.
    if (!taxesUncaptured(item))
      answer.count(`${item.input}_covered_days`, `Días cubiertos (${item.input})`, item.covered_days);
    answer.count(`${item.input}_period_days`, `Días del periodo (${item.input})`, item.period_days);
    return coverageWords(item);
  });
}

/**
 * " Ojo: tu utilidad neta es antes de impuestos: no tengo ninguno capturado del 1 al 31 de enero,
 * así que no la califico." when the read's net profit has no taxes in its period (`taxesUncaptured`, the costs'
 * one test); '' otherwise. Said wherever a net profit is stated or judged (since 2026-12-07; before,
 * January's 16.3 % read "Está en verde" with no taxes captured).
 */
export function beforeTaxesSentence(
  items: readonly IncompleteInput[] | null | undefined,
  context: ComposeContext,
): string {
  if (!(items ?? []).some(taxesUncaptured)) return '';
  return ` Ojo: tu utilidad neta es antes de impuestos: no tengo ninguno capturado ${period(context.range, context.today)}, así que no la califico.`;
}
