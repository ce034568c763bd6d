/**
 * "¿Qué gasto subió más?", "¿subió la luz?", "¿cuánto bajaron mis gastos?": each line of the P&L
 * against the same lines of the base period (the calendar's, as a "¿por qué…?": a month against the
 * whole month before; or the one the question names), the P&L's own figures on both sides, so
 * every change names its baseline. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { CHANGE_LINES, type ExpenseLine, linesAsked } from './expenses.ts';
import { period, sentence } from './format.ts';
import { normalize } from './text.ts';

/** A verb of change, of what was spent: up ("subió", "aumentó", "se disparó") or down ("bajó"). */
const UP =
  /\b(subio|subieron|aumento|aumentaron|crecio|crecieron|se disparo|se dispararon|se fue para arriba)\b/;
const DOWN = /\b(bajo|bajaron|disminuyo|disminuyeron|se redujo|se redujeron)\b/;

/** The direction of a change asked of the expenses, or null when none is. */
export function expenseChangeAsked(question: string): 'up' | 'down' | null {
  const text = normalize(question);
  if (UP.test(text)) return 'up';
  return DOWN.test(text) ? 'down' : null;
}

interface Moved {
  line: ExpenseLine;
  current: number;
  previous: number;
  change: number;
}

/** The lines both periods carry, with their change (the taxes follow the profit: no expense). */
function movedLines(pnl: PnlAttributes, base: PnlAttributes, lines: readonly ExpenseLine[]): Moved[] {
  return lines.flatMap((line) => {
    const [current, previous] = [line.value(pnl), line.value(base)];
    return current === null || previous === null
      ? []
      : [{ line, current, previous, change: current - previous }];
  });
}

/** "nómina $303,600.69, $12,000.00 más (4.1%)", each figure filed under the line's stem. */
function movedWords(moved: Moved, answer: Answer): string {
  const stem = moved.line.key.replace(/_cents$/, '');
  const label = sentence(moved.line.label);
  const now = answer.money(moved.line.key, label, moved.current);
  const change = answer.money(`${stem}_change_cents`, `${label}: cambio`, moved.change);
  const pct = pctChange(moved.current, moved.previous);
  const shownPct = pct === null ? '' : ` (${answer.pct(`${stem}_change_pct`, `${label}: cambio %`, pct)})`;
  if (moved.change === 0) return `${moved.line.label} ${now}, igual`;
  return `${moved.line.label} ${now}, ${change} ${moved.change > 0 ? 'más' : 'menos'}${shownPct}`;
}

/** The lines named, each against the base; the largest move in the direction asked otherwise. */
export function expenseChangeAnswer(
  pnl: PnlAttributes,
  base: PnlAttributes,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const direction = expenseChangeAsked(context.question) ?? 'up';
  const named = linesAsked(context.question);
  const moved = movedLines(pnl, base, named.length > 0 ? named : CHANGE_LINES);
  if (moved.length === 0) return null;
  // "contra el lunes 4 de enero", "contra lo del 1 al 31 de diciembre".
  const against = `contra ${context.base.from === context.base.to ? '' : 'lo '}${period(context.base, context.today)}`;
  const lead = `${sentence(when(context))}, ${against}`;
  if (named.length > 0) return `${lead}: ${list(moved.map((entry) => movedWords(entry, answer)))}.`;
  const sign = direction === 'up' ? 1 : -1;
  const ranked = moved
    .filter((entry) => entry.change * sign > 0)
    .sort((a, b) => (b.change - a.change) * sign);
  const total = opexSentence(pnl, base, answer);
  const verb = direction === 'up' ? 'subió' : 'bajó';
  if (ranked.length === 0) return `${lead}, ningún gasto ${verb}.${total}`;
  const [first, ...rest] = ranked.slice(0, 3).map((entry) => movedWords(entry, answer));
  const after = rest.length > 0 ? ` Le ${rest.length === 1 ? 'sigue' : 'siguen'} ${list(rest)}.` : '';
  return `${lead}, lo que más ${verb} fue ${first}.${after}${total}`;
}

/** " Tus gastos de operación, nómina incluida, pasaron de $… a $…, 4.1% más."; '' without both. */
function opexSentence(pnl: PnlAttributes, base: PnlAttributes, answer: Answer): string {
  const [current, previous] = [
    pnl.gastos_operativos.total_opex_cents,
    base.gastos_operativos.total_opex_cents,
  ];
  if (current === null || previous === null) return '';
  const from = answer.money('total_opex_previous_cents', 'Gastos de operación antes', previous);
  const to = answer.money('total_opex_cents', 'Gastos de operación (con nómina)', current);
  const pct = pctChange(current, previous);
  // A percentage is said without its sign: the words give the direction.
  const shownPct =
    pct === null || pct === 0
      ? ''
      : `, ${answer.pct('total_opex_change_pct', 'Gastos de operación: cambio %', pct)} ${pct > 0 ? 'más' : 'menos'}`;
  return ` Tus gastos de operación, nómina incluida, pasaron de ${from} a ${to}${shownPct}.`;
}
