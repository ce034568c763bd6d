/**
 * "¿Cuánto le pago a mis meseros?", "¿cuánto me cuesta la cocina?", "¿cuánto me cuesta cada
 * empleado?": a part of the payroll, from the labor read's own rows (`by_department`: each
 * department's accrued amount, its share of the net sales and the largest headcount captured for
 * it, docs/computation-rules.md "Labor cost"). A cost per person is the amount over that headcount,
 * for the period asked; a department with no headcount captured is said, with no number made up.
 * Null when the question asks the whole payroll (cost-answers.ts answers it). Pure.
 */

import { divideRounded } from '../analytics/rounding.ts';
import type { LaborCostAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { asksPayrollHeadcount, DEPARTMENT_WORDS, departmentAsked } from './department-words.ts';
import { sentence } from './format.ts';
import { words } from './text.ts';

const PER_PERSON = /\b(cada|por) (empleado|persona|trabajador|mesero|cocinero|cabeza)\b/;

type Row = LaborCostAttributes['by_department'][number];

/** The people of these rows, when every one has its headcount captured; null otherwise. */
export function headcountOf(rows: readonly Row[]): number | null {
  if (!rows.every((row) => row.employees !== null)) return null;
  return rows.reduce((sum, row) => sum + (row.employees ?? 0), 0);
}

/** ", entre 4 personas: $3,000.00 por persona" when the headcount is known; why not, otherwise. */
function perPersonWords(cents: number, employees: number | null, answer: Answer, key: string): string {
  if (employees === null || employees === 0)
    return ' (no capturaste cuántas personas son, así que no tengo el costo por persona)';
  const people = answer.count(`${key}employees`, 'Personas', employees);
  const each = answer.money(
    `${key}cost_per_employee_cents`,
    'Costo por persona',
    divideRounded(cents, employees)!,
  );
  return `, entre ${people} personas: ${each} por persona en el periodo`;
}

/**
 * "En septiembre tu nómina capturada trae 12 personas: 6 de cocina, 5 de piso (meseros) y 1 de
 * administración.": each department's largest headcount captured in the period; one captured
 * without it is said, and no total made up.
 */
function headcountAnswer(body: LaborCostAttributes, context: ComposeContext, answer: Answer): string {
  const rows = body.by_department;
  if (rows.length === 0) return sentence(`${when(context)} no tienes nómina capturada.`);
  const nameOf = (row: Row) =>
    DEPARTMENT_WORDS.find(([code]) => code === row.department)?.[2] ?? row.department;
  const counted = rows.filter((row) => row.employees !== null);
  const each = counted.map(
    (row) =>
      `${answer.count(`${row.department}_employees`, `Personas de ${nameOf(row)}`, row.employees!)} de ${nameOf(row)}`,
  );
  const total = headcountOf(rows);
  if (total !== null)
    return sentence(
      `${when(context)} tu nómina capturada trae ${answer.count('employees', 'Personas en nómina', total)} ${total === 1 ? 'persona' : 'personas'}: ${list(each)}.`,
    );
  const unknown = rows.filter((row) => row.employees === null).map(nameOf);
  const known = each.length === 0 ? '' : ` Las que sí: ${list(each)}.`;
  return sentence(
    `${when(context)} no capturaste cuántas personas son en ${list(unknown)}, así que no sé cuánta gente tienes en nómina.${known}`,
  );
}

/** A department asked, or the cost per person of the whole payroll; null for the whole payroll. */
export function laborPartAnswer(
  body: LaborCostAttributes,
  context: ComposeContext,
  answer: Answer,
): string | null {
  if (asksPayrollHeadcount(context.question)) return headcountAnswer(body, context, answer);
  const department = departmentAsked(context.question);
  const perPerson = PER_PERSON.test(words(context.question).join(' '));
  if (department === null && !perPerson) return null;
  if (body.total_labor_cents === null) return null;
  if (department === null) {
    const total = answer.money('total_labor_cents', 'Nómina', body.total_labor_cents);
    const rows = body.by_department;
    const employees = headcountOf(rows);
    return sentence(
      `tu nómina ${when(context)} suma ${total}${perPersonWords(body.total_labor_cents, employees, answer, '')}.`,
    );
  }
  const [code, , name] = department;
  const row: Row | undefined = body.by_department.find((entry) => entry.department === code);
  if (row === undefined) return sentence(`${when(context)} no tienes nómina capturada de ${name}.`);
  const amount = answer.money('department_labor_cents', `Nómina de ${name}`, row.amount_cents);
  const share =
    row.pct_of_sales === null
      ? ''
      : ` (${answer.pct('department_labor_pct', `Nómina de ${name} sobre la venta`, row.pct_of_sales)} de tu venta sin IVA)`;
  const total = answer.money('total_labor_cents', 'Nómina', body.total_labor_cents);
  return sentence(
    `tu nómina de ${name} ${when(context)} suma ${amount}${share}${perPersonWords(row.amount_cents, row.employees, answer, 'department_')}; toda tu nómina, ${total}.`,
  );
}
