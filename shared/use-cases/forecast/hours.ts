/**
 * GET /api/v1/intelligence/forecast/hours?date=: the stored forecast of one day hour by hour, with
 * the staff each hour needs (docs/forecast-api.md, "Staffing"): the owner's sales per staff hour
 * when set, else the branch's own as stored with the forecast; and the labor cost that staff would
 * mean, from the payroll of the 28 days up to the forecast's as_of over their staff hours.
 */
import type { DateRange } from '../../domain/analytics/period.ts';
import { roundHalfAwayFromZero } from '../../domain/analytics/rounding.ts';
import { addDays } from '../../domain/calendar-dates.ts';
import { laborOf } from '../../domain/costs/pnl.ts';
import type { PayrollRecord } from '../../domain/costs/records.ts';
import { LABOR_WINDOW_DAYS, staffFor, staffHoursPaid } from '../../domain/forecast-reads/staffing.ts';
import type { StoredForecastDetail } from '../../domain/forecast-reads/stored.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import type { ForecastHoursAttributes, ForecastHoursMeta } from '../../domain/responses/forecast.ts';
import { forecastDateQuery } from '../../domain/schemas/forecast.ts';
import { readForecastDayDetailSettings } from '../../storage/forecast-hours-store.ts';
import { readPayroll } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { forecastDateOf, oneDayMeta } from './read-support.ts';
import { forecastRowOf, todayOf } from './reads.ts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Staffing = ForecastHoursMeta['staffing'];

/** The rate staff is planned with: the owner's target, else the branch's own, else none. */
export function staffingOf(target: number | null, detail: StoredForecastDetail | undefined): Staffing {
  const own = detail?.own_staff_rate ?? { sales_per_staff_hour_cents: null, days_measured: 0 };
  const base = { labor_cost_per_staff_hour_cents: null, labor_cost_reason: null };
  if (target !== null) {
    return { ...base, source: 'setting', sales_per_staff_hour_cents: target, days_measured: 0, reason: null };
  }
  if (own.sales_per_staff_hour_cents !== null) return { ...base, source: 'own', ...own, reason: null };
  return {
    ...base,
    source: null,
    ...own,
    reason:
      'Sin meseros en las líneas de venta de los últimos días ni meta de ventas por hora-persona en la configuración.',
  };
}

/** How old a forecast may be for its staff-hours window to lie in the payroll read beside it. */
const RECENT_FORECAST_DAYS = 7;

/**
 * The staff-hours window of a forecast made in the last week: the LABOR_WINDOW_DAYS before it, with
 * a week's slack. Its payroll is read beside the forecast (one round trip, not two); a forecast
 * made earlier (a branch that stopped sending) reads its own window after.
 */
const likelyStaffWindow = (today: string): DateRange => ({
  from: addDays(today, -(LABOR_WINDOW_DAYS + RECENT_FORECAST_DAYS))!,
  to: today,
});

/**
 * Labor cost per staff hour: the payroll of the 28 days up to the forecast's as_of (prorated as
 * /labor-cost does) ÷ the waiters' staff hours of those days (stored with the forecast).
 * `likely` is the payroll read with the forecast: every entry that may overlap its window.
 */
async function laborPerStaffHour(
  deps: Deps,
  branchId: string,
  detail: StoredForecastDetail | undefined,
  likely: { window: DateRange; payroll: Promise<PayrollRecord[]> },
) {
  const hours = detail?.staff_hours;
  if (hours === undefined) return { cents: null, reason: 'Sin pronóstico guardado para ese día.' };
  const range = { from: hours.from, to: hours.to };
  const within = range.from >= likely.window.from && range.to <= likely.window.to;
  // laborOf prorates each entry to `range`: the wider read gives the same figure.
  const payroll = within ? await likely.payroll : await readPayroll(deps, branchId, range);
  const labor = laborOf(payroll, range).labor;
  if (labor === null)
    return { cents: null, reason: 'Sin nómina capturada en los 28 días antes del pronóstico.' };
  // The hours of the days the payroll covers (staffing.ts staffHoursPaid), not of all 28.
  const paid = staffHoursPaid(
    hours,
    payroll.map((entry) => ({ from: entry.period_from, to: entry.period_to })),
  );
  if (paid === null)
    return { cents: null, reason: 'La nómina capturada no cubre los 28 días antes del pronóstico.' };
  if (paid === 0)
    return { cents: null, reason: 'Sin meseros en las líneas de venta de los días que cubre la nómina.' };
  return { cents: Math.round(labor / paid), reason: null };
}

export async function getForecastHours(deps: Deps, request: RouteRequest) {
  const { date } = parseQuery(request.query, forecastDateQuery);
  const branchId = request.branch.branch_identifier;
  const today = todayOf(request);
  const day = forecastDateOf(date, today);
  const window = likelyStaffWindow(today);
  const likely = { window, payroll: readPayroll(deps, branchId, window) };
  // Two round trips in parallel: the day, its detail and the settings in one, the payroll.
  const [{ day: stored, detail, settings }] = await Promise.all([
    readForecastDayDetailSettings(deps, branchId, day),
    likely.payroll,
  ]);
  const labor = await laborPerStaffHour(deps, branchId, detail, likely);
  const row = forecastRowOf(day, stored);
  const staffing = staffingOf(settings.target_sales_per_staff_hour_cents, detail);
  const attributes = hoursAttributes(day, row, detail, staffing.sales_per_staff_hour_cents, labor.cents);
  return {
    attributes,
    meta: {
      ...oneDayMeta(request, day, stored, row.status),
      staffing: {
        ...staffing,
        labor_cost_per_staff_hour_cents: labor.cents,
        labor_cost_reason: labor.reason,
      },
    },
  };
}

/** The hours with their staff, the day's staff hours and the labor cost they project, amount and %. */
export function hoursAttributes(
  date: string,
  row: ReturnType<typeof forecastRowOf>,
  detail: StoredForecastDetail | undefined,
  rate: number | null,
  laborPerHour: number | null,
): ForecastHoursAttributes {
  const hours = (row.status === 'ok' ? (detail?.hours ?? []) : []).map((hour) => ({
    hour: hourLabel(hour.hour),
    sales_cents: hour.sales_cents,
    sales_low_cents: hour.sales_low_cents,
    sales_high_cents: hour.sales_high_cents,
    covers: hour.covers,
    covers_low: hour.covers_low,
    covers_high: hour.covers_high,
    staff_suggested: staffFor(hour.sales_cents, rate),
  }));
  const staffHours =
    rate === null || hours.length === 0
      ? null
      : hours.reduce((sum, hour) => sum + (hour.staff_suggested ?? 0), 0);
  // The amount and its ratio from the same staff hours and the same day's sales: one window.
  const labor = staffHours === null || laborPerHour === null ? null : staffHours * laborPerHour;
  const sales = row.sales_cents;
  const laborPct =
    labor === null || sales === null || sales <= 0 ? null : roundHalfAwayFromZero((labor * 100) / sales, 1);
  return {
    date,
    status: row.status,
    hours,
    staff_hours_suggested: staffHours,
    labor_cost_projected_cents: labor,
    labor_cost_pct_projected: laborPct,
  };
}
