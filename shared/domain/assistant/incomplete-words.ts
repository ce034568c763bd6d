/**
 * The inputs covering part of a period (a P&L or labor read's meta.incomplete) as an answer says
 * them: the costs' own words, their days quoted as the answer's figures like every other number.
 * Pure.
 */
import { coverageWords, type IncompleteInput } from '../costs/coverage.ts';
import type { Answer } from './compose.ts';

/** ["la nómina capturada cubre 15 de 30 días", …], each input's days quoted. */
export function incompleteInWords(items: readonly IncompleteInput[], answer: Answer): string[] {
  return items.map((item) => {
    answer.count(`${item.input}_covered_days`, `Días cubiertos (${item.input})`, item.covered_days);
    answer.count(`${item.input}_period_days`, `Días del periodo (${item.input})`, item.period_days);
    return coverageWords(item);
  });
}
