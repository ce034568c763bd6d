/**
 * A simulated branch's days as the forecaster reads them (shared/domain/forecast/types.ts): sales
 * without IVA, covers, sales and covers per local clock hour, quantities per item. What the
 * pipeline's cubes would hold for the same documents, made here without a database so the forecast
 * bench and tests can replay months of history in seconds.
 */
import { addDays } from '#shared/domain/calendar-dates.ts';
import type { HistoryDay } from '#shared/domain/forecast/types.ts';
import { isOpenDay } from './calendar.ts';
import { generateDay, type SimBranch, type SimDay } from './generate.ts';

const hourOf = (orderedAt: string) => Number(orderedAt.slice(11, 13));

/** Whole cents per hour summing exactly to `total` (the rounding left over goes to the busiest hour). */
function hoursSummingTo(gross: readonly number[], total: number): number[] {
  const grossTotal = gross.reduce((sum, cents) => sum + cents, 0);
  const hours = gross.map((cents) => (grossTotal === 0 ? 0 : Math.round((cents * total) / grossTotal)));
  const busiest = hours.indexOf(Math.max(...hours));
  hours[busiest] = (hours[busiest] as number) + total - hours.reduce((sum, cents) => sum + cents, 0);
  return hours;
}

export function historyDayOf(day: SimDay): HistoryDay {
  const grossByHour = new Array<number>(24).fill(0);
  const coversByHour = new Array<number>(24).fill(0);
  const items = new Map<string, number>();
  for (const ticket of day.tickets) {
    for (const line of ticket.lines) {
      const hour = hourOf(line.ordered_at as string);
      grossByHour[hour] = (grossByHour[hour] as number) + (line.net_total_cents as number);
      const id = line.item_identifier as string;
      items.set(id, (items.get(id) ?? 0) + (line.quantity as number));
    }
    if (ticket.kind === 'dine_in') {
      const hour = Math.floor(ticket.openedAtMinute / 60) % 24;
      coversByHour[hour] = (coversByHour[hour] as number) + ticket.covers;
    }
  }
  const sales = day.sales.total_sales_no_iva_cents as number;
  return {
    date: day.date,
    open: true,
    sales_cents: sales,
    covers: day.sales.covers as number,
    hourly_sales_cents: hoursSummingTo(grossByHour, sales),
    hourly_covers: coversByHour,
    items: [...items]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([product_id, quantity]) => ({ product_id, quantity })),
  };
}

const closedDay = (date: string): HistoryDay => ({
  date,
  open: false,
  sales_cents: 0,
  covers: 0,
  hourly_sales_cents: new Array<number>(24).fill(0),
  hourly_covers: new Array<number>(24).fill(0),
  items: [],
});

/** Every date from `from` to `to`: the simulated day, or a closed day when the branch did not open. */
export function simulatedHistory(branch: SimBranch, from: string, to: string): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1) as string) {
    days.push(isOpenDay(branch, date) ? historyDayOf(generateDay(branch, date)) : closedDay(date));
  }
  return days;
}
