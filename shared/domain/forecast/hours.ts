/**
 * forecastHours: a forecast day split into local clock hours by the shares of its recent same
 * weekdays (latest weigh most). Sales per hour sum exactly to the day's point; covers too. An hour's
 * low and high are the day's low and high times the hour's share (the day's uncertainty, spread).
 */
import { apportion, sameWeekdayProfile, weightedShare } from './profiles.ts';
import type { ForecastHour, ForecastHoursFn } from './types.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const forecastHours: ForecastHoursFn = (history, day) => {
  if (day.status !== 'ok' || day.sales_cents === null || day.covers === null) return [];
  const profile = sameWeekdayProfile(history, day);
  if (profile.length === 0) return [];
  const salesShares = HOURS.map((hour) =>
    weightedShare(
      profile,
      (past) => past.hourly_sales_cents[hour] ?? 0,
      (past) => past.sales_cents,
    ),
  );
  const coversShares = HOURS.map((hour) =>
    weightedShare(
      profile,
      (past) => past.hourly_covers[hour] ?? 0,
      (past) => past.covers,
    ),
  );
  const sales = apportion(day.sales_cents, salesShares);
  const covers = apportion(day.covers, coversShares);
  // A same weekday without an hourly cube counts in the whole but in no hour: the shares are of
  // the days that have them, so they add up to 1, as the points do (since 2026-12-08; before, a
  // Wednesday's summed 0.92 and the hours' low and high fell short of the day's).
  const [salesSum, coversSum] = [sum(salesShares), sum(coversShares)];
  return HOURS.filter((hour) => (salesShares[hour] as number) > 0 || (coversShares[hour] as number) > 0).map(
    (hour): ForecastHour => {
      const share = salesSum === 0 ? 0 : (salesShares[hour] as number) / salesSum;
      const coverShare = coversSum === 0 ? 0 : (coversShares[hour] as number) / coversSum;
      return {
        hour,
        share,
        sales_cents: sales[hour] as number,
        sales_low_cents: Math.round((day.sales_low_cents as number) * share),
        sales_high_cents: Math.round((day.sales_high_cents as number) * share),
        covers: covers[hour] as number,
        covers_low: Math.floor((day.covers_low as number) * coverShare),
        covers_high: Math.ceil((day.covers_high as number) * coverShare),
      };
    },
  );
};
