/**
 * "¿Cuánto salió de caja ayer?", "¿cuánto efectivo saqué de la caja?", "¿qué entró a la caja la
 * semana pasada?" of closed days: the cash ledger's outflows or inflows (GET
 * /intelligence/cash-flow), each member that moved said, the other side's total and members after,
 * then the net (`net_cash_cents`: in less out, since 2026-12-07). Before
 * 2026-12-06 these read the drawer's count difference. Today, still open, reads the live drawer
 * (live.ts), whose answer already names what came in and went out. Pure.
 */
import type { CashFlowAttributes } from '../responses/intelligence.ts';
import { asksDrawerHeld } from './cash-words.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { normalize } from './text.ts';

type Side = 'inflows' | 'outflows';

/** Each side's members as the ledger names them, in Spanish. */
const MEMBERS: Record<Side, Array<[key: string, label: string]>> = {
  outflows: [
    ['cash_purchases_cents', 'compras'],
    ['cash_expenses_cents', 'gastos'],
    ['tips_paid_to_waiters_cents', 'propinas pagadas a meseros'],
    ['withholding_cents', 'retenciones'],
    ['other_cash_out_cents', 'otras salidas avisadas en vivo'],
  ],
  inflows: [
    ['cash_sales_cents', 'ventas en efectivo'],
    ['deposits_received_cents', 'depósitos'],
    ['tips_received_cents', 'propinas recibidas'],
    ['other_income_cents', 'otras entradas avisadas en vivo'],
  ],
};

/** "entró", "entradas", "ingresó": the inflows asked first; else the outflows. */
const asksInflows = (question: string) =>
  /\b(entr(o|aron|ado|ada|adas)|ingres(o|aron|ado|os))\b/.test(normalize(question));

/** "compras $1,200.00, gastos $350.00": the members of a side that moved, each quoted. */
function members(body: CashFlowAttributes, side: Side, answer: Answer): string[] {
  const flows: Record<string, number | null> = body[side];
  return MEMBERS[side].flatMap(([key, label]) => {
    const cents = flows[key] ?? null;
    if (cents === null || cents === 0) return [];
    return [`${label} ${answer.money(key, sentence(label), cents)}`];
  });
}

/**
 * The ledger's net with its sign in words, as money is said unsigned: "salieron $78,087.00 más de lo
 * que entró" (since 2026-12-07; before, "el flujo neto es de $78,087.00" of a day that lost it).
 */
function netWords(net: number, answer: Answer): string {
  const amount = answer.money('net_cash_cents', 'Flujo neto de efectivo', net);
  if (net > 0) return `el flujo neto es de ${amount} a favor (entró más de lo que salió)`;
  if (net < 0) return `el flujo neto es negativo: salieron ${amount} más de lo que entró`;
  return 'entró lo mismo que salió';
}

export function cashMovementsAnswer(
  body: CashFlowAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const { period_summary: summary } = body;
  const held = asksDrawerHeld(context.question);
  const first: Side = held || asksInflows(context.question) ? 'inflows' : 'outflows';
  const second: Side = first === 'inflows' ? 'outflows' : 'inflows';
  const words = { inflows: ['entraron a', 'Entraron'], outflows: ['salieron de', 'Salieron'] } as const;
  const total = (side: Side) =>
    side === 'inflows'
      ? answer.money('total_inflows_cents', 'Entradas de efectivo', summary.total_inflows_cents)
      : answer.money('total_outflows_cents', 'Salidas de efectivo', summary.total_outflows_cents);
  const parts = members(body, first, answer);
  const detail = parts.length === 0 ? '' : `: ${list(parts)}`;
  const lead = sentence(`${when(context)} ${words[first][0]} caja ${total(first)} en efectivo${detail}.`);
  // The other side with its members too, and what is left: the tips received are in the
  // inflows, and the net is the ledger's own (since 2026-12-07; before, the other total alone).
  const otherParts = members(body, second, answer);
  const otherDetail = otherParts.length === 0 ? '' : ` (${list(otherParts)})`;
  const other = ` ${words[second][1]} ${total(second)}${otherDetail}: ${netWords(summary.net_cash_cents, answer)}.`;
  // Loose cash movements come only as live updates: without them, "otras" is unknown, not 0.
  const loose = first === 'outflows' ? body.outflows.other_cash_out_cents : body.inflows.other_income_cents;
  const unknown =
    loose === null
      ? ' Los retiros y entradas sueltos de caja llegan por actualizaciones en vivo, que este periodo no trae.'
      : '';
  return `${held ? balanceLead(summary.closing_balance_cents, answer) : ''}${lead}${other}${unknown}`;
}

/**
 * What the drawer holds, asked of a closed day: the ledger's closing balance, or that it is unknown
 * without the day's opening float (the POS's cash_register.opened), so the movements that follow
 * are not read as the balance.
 */
function balanceLead(closing: number | null, answer: Answer): string {
  if (closing !== null)
    return `Al cierre, tu caja debía tener ${answer.money('closing_balance_cents', 'Saldo final de caja', closing)} (el fondo inicial más lo que entró, menos lo que salió). `;
  return 'El saldo de tu caja no lo sé: tu punto de venta no manda el fondo inicial (la apertura de caja), así que te doy lo que entró y salió. ';
}
