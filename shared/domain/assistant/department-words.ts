/**
 * The words that name a department of the payroll, read by the questions (intents.ts,
 * understand.ts) and by the answers of its parts (labor-parts.ts, aguinaldo.ts).
 */
import type { Department } from '../vocabulary.ts';
import { normalize, words } from './text.ts';

/** The words that name a department, and the department's name in the answer. */
export const DEPARTMENT_WORDS: ReadonlyArray<readonly [Department, readonly string[], string]> = [
  [
    'kitchen',
    [
      'cocina',
      'cocinero',
      'cocineros',
      'cocinera',
      'cocineras',
      'taquero',
      'taqueros',
      'parrillero',
      'parrilleros',
    ],
    'cocina',
  ],
  ['floor', ['mesero', 'meseros', 'mesera', 'meseras', 'piso', 'servicio'], 'piso (meseros)'],
  ['bar', ['barra', 'bar', 'bartender', 'bartenders', 'cantinero', 'cantineros'], 'barra'],
  ['admin', ['administracion', 'administrativos', 'gerente', 'gerentes', 'oficina'], 'administración'],
];

/**
 * "¿Cuánto le pagué a cocina la segunda quincena?", "¿cuánto se les pagó a los meseros?": a
 * department paid, its part of the payroll (since 2026-12-07; before, the expenses of the day,
 * "pagué" read as an expense).
 */
export const asksDepartmentPaid = (question: string) =>
  (/\b(pague|pagamos|pagaron|pagaste|pago|pagar|pagarle|pagarles)\b/.test(normalize(question)) &&
    departmentAsked(question) !== null) ||
  // "¿Cuánto me cuesta la cocina al mes?" (since 2026-12-08; before, out of the domain): a cost verb
  // with a department's people, not "el servicio" of a bill.
  (/\b(cuesta|cuestan|costo|costaron)\b/.test(normalize(question)) &&
    /\b(cocina|cocineros?|cocineras?|meseros?|meseras?|taqueros?|garroteros?|lavalozas)\b/.test(
      normalize(question),
    ));

export function departmentAsked(question: string): (typeof DEPARTMENT_WORDS)[number] | null {
  const tokens = new Set(words(question));
  return DEPARTMENT_WORDS.find(([, named]) => named.some((word) => tokens.has(word))) ?? null;
}

/**
 * "¿Cuánta gente tengo en la nómina?", "¿cuántos empleados tengo en nómina?": the headcount the
 * payroll captured (since 2026-12-07; before, the day's diners or the payroll's amount). "¿A
 * cuántos empleados les pago?" too (since later that day; before, the waiters' ranking).
 */
export const asksPayrollHeadcount = (question: string) => {
  const text = normalize(question);
  return (
    /\bcuant[oa]s? (gente|personas|empleados|empleadas|trabajadores|trabajadoras)\b.*\bnomina\b/.test(text) ||
    /\ba cuant[oa]s (?:(?:empleados|empleadas|trabajadores|trabajadoras|personas) )?les (pago|pagamos)\b/.test(
      text,
    )
  );
};
