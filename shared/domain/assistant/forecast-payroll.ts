/**
 * "¿Cuánto me va a costar la nómina la próxima semana?": the floor staff the forecast suggests for
 * each day asked, priced as GET /forecast/hours prices one day (`labor_cost_projected_cents`: its
 * staff hours × the branch's labor cost per staff hour), the days added, and their share of the
 * days' forecast sales (each day's hours add up to its forecast exactly: forecast-api.md). One hours
 * read a day. A day the branch does not open adds nothing and is said; a day without the price
 * (no payroll captured, no staff hours) leaves the sum unsaid, with the read's own reason. Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';
import { PAYS_TRIPLE, payOn, restDayOn } from '../calendar/rest-days.ts';
import type { ForecastHoursAttributes, ForecastHoursMeta } from '../responses/forecast.ts';
import { type Answer, type AnyReadOutcome, list, resultAt } from './compose.ts';
import { day, sentence } from './format.ts';
import { normalize } from './text.ts';
import { asksStaffPay } from './work-words.ts';

const HOURS_READ = 'intelligence-forecast-hours';

/**
 * A staff question that asks what the staff will cost ("la nómina", "los sueldos", "me va a costar",
 * "¿cuánto gasto en meseros mañana?", work-words.ts `asksStaffPay`).
 */
export const asksPayroll = (question: string) =>
  /\b(nomina|sueldos?|salarios?|costar|cuesta|pagar)\b/.test(normalize(question)) || asksStaffPay(question);

/** "¿Cuántas horas-persona necesito la próxima semana?": the staff hours over days to come. */
export const asksStaffHours = (question: string) =>
  /\bhoras (persona|hombre|de personal|de trabajo|de meseros?)\b/.test(normalize(question));

type Read = { attributes: ForecastHoursAttributes; meta: ForecastHoursMeta };

/**
 * "pagando solo esas horas, la nómina sería de $61,000.00, 27.1% de la venta pronosticada
 * ($225,000.00)": the days' projected payroll added and its share of their forecast sales, said as
 * the suggested hours priced (since 2026-12-07), or null when a day has no price.
 */
function payrollPhrase(open: readonly Read[], answer: Answer): string | null {
  if (open.some((entry) => entry.attributes.labor_cost_projected_cents === null)) return null;
  const cents = open.reduce((sum, entry) => sum + entry.attributes.labor_cost_projected_cents!, 0);
  const sales = open.reduce(
    (sum, entry) => sum + entry.attributes.hours.reduce((hours, hour) => hours + hour.sales_cents, 0),
    0,
  );
  const amount = answer.money(
    'labor_cost_projected_cents',
    'Nómina de las horas sugeridas de esos días',
    cents,
  );
  const share = ratioPct(cents, sales);
  const ratio =
    share === null
      ? ''
      : `, ${answer.pct('labor_cost_pct_projected', 'Nómina sobre la venta esperada', share)} de la venta pronosticada (${answer.money('forecast_sales_cents', 'Venta pronosticada de esos días', sales)})`;
  return `pagando solo esas horas, la nómina sería de ${amount}${ratio}`;
}

/**
 * The days' projected payroll added, its share of their forecast sales, and the days closed; asked
 * of the staff hours ("¿cuántas horas-persona necesito la próxima semana?"), the hours lead and the
 * payroll follows when every day has its price. Null when a day has no forecast.
 */
export function payrollDaysAnswer(
  outcomes: readonly AnyReadOutcome[],
  today: string,
  answer: Answer,
  hoursAsked = false,
): string | null {
  const days = outcomes.map((_, index) => resultAt(outcomes, index, HOURS_READ) as Read | undefined);
  if (days.some((read) => read === undefined || read.attributes.status === 'insufficient_history'))
    return null;
  const read = days as Read[];
  const span = `del ${day(read[0]!.attributes.date, today)} al ${day(read.at(-1)!.attributes.date, today)}`;
  const open = read.filter((entry) => entry.attributes.status === 'ok');
  const closed = read.filter((entry) => entry.attributes.status === 'closed');
  const closedSaid =
    closed.length === 0
      ? ''
      : ` (${list(closed.map((entry) => `el ${day(entry.attributes.date, today)}`))} no abres)`;
  if (open.length === 0) return sentence(`${span} no abres.`);
  const unpriced = open.find((entry) => entry.attributes.labor_cost_projected_cents === null);
  const why =
    unpriced?.meta.staffing.labor_cost_reason ??
    unpriced?.meta.staffing.reason ??
    'no tengo su costo por hora';
  if (unpriced !== undefined && !hoursAsked)
    return `${sentence(`${span} no puedo decirte cuánto costaría el personal`)}: ${why}`;
  // A day with no staff sized (no sales per staff-hour to size it by): no hours to add up.
  const unsized = open.find((entry) => entry.attributes.staff_hours_suggested === null);
  if (unsized !== undefined && hoursAsked)
    return `${sentence(`${span} no puedo sugerirte personal`)}: ${unsized.meta.staffing.reason ?? 'no tengo las ventas por hora-persona para calcularlo'}`;
  const staffHours = open.reduce((sum, entry) => sum + (entry.attributes.staff_hours_suggested ?? 0), 0);
  const hours = answer.count('staff_hours', 'Horas-persona de esos días', staffHours);
  const opened = answer.count('open_days', 'Días que abres', open.length);
  const payroll = payrollPhrase(open, answer);
  if (hoursAsked) {
    const lead = `${span} necesitas ${hours} horas-persona en piso en ${opened} días que abres${closedSaid}`;
    const cost =
      payroll === null ? `. No puedo decirte cuánto costaría: ${why}` : `; con ese personal, ${payroll}.`;
    return sentence(`${lead}${cost}`);
  }
  const rest = payroll === null ? '' : restDaysPay(open, today, answer);
  return `${sentence(
    `${span}, con el personal en piso que sugiero (${hours} horas-persona en ${opened} días que abres${closedSaid}), ${payroll}.`,
  )}${rest}`;
}

/**
 * " Ojo: el martes 25 de diciembre es descanso obligatorio: a quien lo trabaje le pagas triple (LFT
 * art. 75); al triple, esas horas te cuestan $10,750.20 más.": the days of rest the sum priced as
 * ordinary days, and what their hours add at triple pay (twice their projection again; since
 * 2026-12-07, before unsaid while the day's own staff answer said it).
 */
function restDaysPay(open: readonly Read[], today: string, answer: Answer): string {
  const rest = open.filter((entry) => restDayOn(entry.attributes.date) !== undefined);
  if (rest.length === 0) return '';
  const extra = rest.reduce((sum, { attributes: hours }) => {
    const cents = hours.labor_cost_projected_cents ?? 0;
    return sum + payOn(hours.date, cents) - cents;
  }, 0);
  const days = list(rest.map((entry) => `el ${day(entry.attributes.date, today)}`));
  const verb = rest.length === 1 ? 'es descanso obligatorio' : 'son descansos obligatorios';
  const more = answer.money(
    'rest_days_triple_extra_cents',
    'Lo que suma pagar al triple los descansos',
    extra,
  );
  return ` Ojo: ${days} ${verb}: ${PAYS_TRIPLE}; al triple, esas horas te cuestan ${more} más.`;
}
