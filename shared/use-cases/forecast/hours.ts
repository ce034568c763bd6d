/**
 * GET /api/v1/intelligence/forecast/hours?date=: the stored forecast of one day hour by hour, with
 * the staff each hour needs (docs/forecast-api.md, "Staffing"): the owner's sales per staff hour
 * when set, else the branch's own as stored with the forecast; and the labor cost that staff would
 * mean, from the payroll of the last 28 days over their staff hours.
 */
import type { HourlyCube } from '../../domain/analytics/cubes.ts';
import { roundHalfAwayFromZero } from '../../domain/analytics/rounding.ts';
import { addDays } from '../../domain/calendar-dates.ts';
import { costPeriod } from '../../domain/costs/pnl.ts';
import { staffFor } from '../../domain/forecast-reads/staffing.ts';
import type { StoredForecastDetail } from '../../domain/forecast-reads/stored.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import type { ForecastHoursAttributes, ForecastHoursMeta } from '../../domain/responses/forecast.ts';
import { forecastDateQuery } from '../../domain/schemas/forecast.ts';
import { readCubes } from '../../storage/cube-store.ts';
import { readForecastDays, readForecastDetail } from '../../storage/forecast-store.ts';
import { getBranchSettings } from '../../storage/settings-store.ts';
import { costInputOf, readCostInputs } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import { readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { forecastDateOf, provenanceOf } from './read-support.ts';
import { forecastRowOf, todayOf } from './reads.ts';

/** The days the labor cost per staff hour is measured over. */
export const LABOR_WINDOW_DAYS = 28;

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

/** Labor cost per staff hour over the window before `today`: payroll prorated ÷ waiters' hours. */
async function laborPerStaffHour(deps: Deps, branchId: string, today: string) {
  const range = { from: addDays(today, -LABOR_WINDOW_DAYS)!, to: addDays(today, -1)! };
  const [inputs, hourly] = await Promise.all([
    readCostInputs(deps, branchId, range),
    readCubes<HourlyCube>(deps, branchId, 'hourly', range.from, range.to),
  ]);
  const labor = costPeriod(costInputOf(range, inputs)).labor;
  const staffHours = hourly.reduce(
    (sum, cube) => sum + cube.data.hours.reduce((hours, bucket) => hours + (bucket.waiters ?? 0), 0),
    0,
  );
  if (labor === null) return { cents: null, reason: 'Sin nómina capturada en los últimos 28 días.' };
  if (staffHours === 0) return { cents: null, reason: 'Sin horas de meseros en los últimos 28 días.' };
  return { cents: Math.round(labor / staffHours), reason: null };
}

export async function getForecastHours(deps: Deps, request: RouteRequest) {
  const { date } = parseQuery(request.query, forecastDateQuery);
  const branchId = request.branch.branch_identifier;
  const today = todayOf(request);
  const day = forecastDateOf(date, today);
  const [stored, detail, settings, labor] = await Promise.all([
    readForecastDays(deps, branchId, day, day),
    readForecastDetail(deps, branchId, day),
    getBranchSettings(deps, branchId),
    laborPerStaffHour(deps, branchId, today),
  ]);
  const row = forecastRowOf(day, stored[0]);
  const staffing = staffingOf(settings.target_sales_per_staff_hour_cents, detail);
  const attributes = hoursAttributes(day, row, detail, staffing.sales_per_staff_hour_cents, labor.cents);
  const provenance = provenanceOf(stored.map((entry) => entry.latest));
  return {
    attributes,
    meta: {
      ...readMetaOf({
        range: { from: day, to: day },
        branchId,
        timeZone: request.branch.timezone,
        snapshotDate: provenance.made_at,
      }),
      ...provenance.meta,
      reason: row.status === 'insufficient_history' ? provenance.reason : null,
      staffing: {
        ...staffing,
        labor_cost_per_staff_hour_cents: labor.cents,
        labor_cost_reason: labor.reason,
      },
    },
  };
}

/** The hours with their staff, the day's staff hours and the labor cost % they project. */
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
  const sales = row.sales_cents;
  const laborPct =
    staffHours === null || laborPerHour === null || sales === null || sales <= 0
      ? null
      : roundHalfAwayFromZero((staffHours * laborPerHour * 100) / sales, 1);
  return {
    date,
    status: row.status,
    hours,
    staff_hours_suggested: staffHours,
    labor_cost_pct_projected: laborPct,
  };
}
