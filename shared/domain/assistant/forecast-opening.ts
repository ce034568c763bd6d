/**
 * "¿Me conviene abrir el 25?": what opening that day adds, after the day's break-even. The rent and
 * the other fixed costs are paid whether the branch opens or not, so the break-even (which spreads
 * them over every day) does not decide it; opening brings the day's forecast sales less their cost
 * of sales (the last closed month's gross margin, the break-even's own month) and costs the day's
 * floor payroll (GET /forecast/hours' projection; on a day of rest by law, the double added to the
 * day's salary, which is paid either way). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { payOn, restDayOn } from '../calendar/rest-days.ts';
import { MONTHS } from '../calendar-names.ts';
import type { ForecastHoursAttributes } from '../responses/forecast.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import type { Answer } from './compose.ts';
import { breakEvenMonth } from './forecast-break-even.ts';

/**
 * " Para decidir si abrir: la renta y los demás gastos fijos los pagas abras o no. Ese día te
 * dejaría unos $19,980.56 sobre su costo de ventas (tu margen bruto de noviembre sobre lo que
 * espero), y su personal en piso te costaría $10,750.20 (el doble que se suma al salario del día: …):
 * abrir te deja unos $9,230.36 más de lo que te cuesta." '' without the month's gross profit or the day's
 * projected payroll (since 2026-12-07; before, the break-even alone, as if closing saved the rent).
 */
export function openingSentence(
  pnl: PnlAttributes | undefined,
  hours: ForecastHoursAttributes | undefined,
  forecastCents: number,
  today: string,
  answer: Answer,
): string {
  const gross = pnl?.utilidad_bruta.gross_profit_cents ?? null;
  const net = pnl?.ventas.total_net_sales_cents ?? null;
  const payroll = hours?.labor_cost_projected_cents ?? null;
  if (gross === null || net === null || net <= 0 || payroll === null || hours === undefined) return '';
  const left = divideRounded(forecastCents * gross, net)!;
  const month = `de ${MONTHS[Number(breakEvenMonth(today).from.slice(5, 7)) - 1]}`;
  const rest = restDayOn(hours.date) !== undefined;
  // A day of rest by law is paid whether the branch opens or not (LFT art. 74): opening adds the
  // double on top (art. 75), not the whole triple (since 2026-12-08; before, the triple).
  const cost = rest ? payOn(hours.date, payroll) - payroll : payroll;
  const leftSaid = answer.money(
    'opening_gross_cents',
    'Lo que dejaría el día sobre su costo de ventas',
    left,
  );
  const costSaid = answer.money('opening_payroll_cents', 'Nómina en piso del día', cost);
  const triple = rest
    ? ' (el doble que se suma al salario del día: es descanso obligatorio y ese salario lo pagas abras o no)'
    : '';
  const gap = answer.money(
    'opening_net_cents',
    'Lo que deja abrir, menos lo que cuesta',
    Math.abs(left - cost),
  );
  const verdict =
    left >= cost
      ? `abrir te deja unos ${gap} más de lo que te cuesta`
      : `abrir te cuesta unos ${gap} más de lo que te deja`;
  return ` Para decidir si abrir: la renta y los demás gastos fijos los pagas abras o no. Ese día te dejaría unos ${leftSaid} sobre su costo de ventas (tu margen bruto ${month} sobre lo que espero), y sus horas en piso, a tu nómina entera por hora en piso, te costarían ${costSaid}${triple}: ${verdict}.`;
}
