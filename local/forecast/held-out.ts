/**
 * The held-out window of `npm run forecast -- backtest`: the last N weeks of a series, said as the
 * command prints it; a file shorter than the weeks asked is held out whole, and said so. Pure.
 */
import { addDays } from '#shared/domain/calendar-dates.ts';

/** The first held-out date: N whole weeks back from the series' last date. */
export const heldOutFrom = (last: string, weeks: number) => addDays(last, 1 - 7 * weeks) as string;

/** "held out 2015-11-06 to 2015-12-31", or the whole file's window when it is shorter. */
export function heldOutWords(first: string, last: string, weeks: number): string {
  const from = heldOutFrom(last, weeks);
  if (from >= first) return `held out ${from} to ${last}`;
  // Its first 14 open days forecast nothing, so fewer days are scored than the file holds.
  return `held out ${first} to ${last}, the whole file (shorter than the ${weeks} weeks asked; a day is scored once 14 open days come before it)`;
}
