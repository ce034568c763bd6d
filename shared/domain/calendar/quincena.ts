/**
 * Quincena: most Mexican salaries are paid twice a month, on the 15th and on the month's last day
 * (LFT art. 88 allows up to fifteen days between payments); when that day falls on a Saturday or a
 * Sunday, employers pay on the Friday before. Demand at restaurants rises around payday.
 */
import { calendarDate, isoWeekday, lastOfMonth } from '../calendar-dates.ts';

export const QUINCENA_LABEL = 'Quincena';

/** The payday for a nominal pay date: the date itself on a weekday, the Friday before on a weekend. */
function payday(nominal: string): string {
  const weekday = isoWeekday(nominal) as number;
  if (weekday <= 5) return nominal;
  const back = weekday - 5;
  const [year, month, day] = nominal.split('-').map(Number) as [number, number, number];
  return calendarDate(year, month, day - back) as string;
}

/** A month's payday and the nominal date it stands for (the 15th, the last day). */
export interface Payday {
  date: string;
  nominal: string;
}

/** The two paydays of a month (1–12) of a year, in order, each with its nominal date. */
export function quincenaPaydays(year: number, month: number): [Payday, Payday] {
  const fifteenth = calendarDate(year, month, 15) as string;
  const last = lastOfMonth(fifteenth) as string;
  return [
    { date: payday(fifteenth), nominal: fifteenth },
    { date: payday(last), nominal: last },
  ];
}

/** The two paydays of a month (1–12) of a year, in order. */
export function quincenaDays(year: number, month: number): [string, string] {
  const [first, second] = quincenaPaydays(year, month);
  return [first.date, second.date];
}

/** Whether `date` (YYYY-MM-DD) is a quincena payday. */
export function isQuincena(date: string): boolean {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return quincenaDays(year, month).includes(date);
}
