/**
 * What a comparison is against, in words, beside every change a page shows ("−14.6 % contra el
 * mismo día de la semana pasada (lunes 23 de noviembre)"). The baseline itself is the one rule of
 * shared/domain/analytics/baseline.ts; the words are the ones docs/figures.md lists.
 */
import type { Baseline } from '../../../../shared/domain/analytics/baseline.ts';
import { formatDate, formatShortDate } from './format.ts';
import { daysBetween } from './period.ts';

const span = (from: string, to: string) => `del ${formatShortDate(from)} al ${formatShortDate(to)}`;

const monthName = (date: string) =>
  new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** `el mismo día de la semana pasada (lunes 23 de noviembre)` and the like. */
export function baselineText(baseline: Baseline): string {
  const { from, to } = baseline.range;
  switch (baseline.kind) {
    case 'same_weekday_last_week':
      return `el mismo día de la semana pasada (${formatDate(from)})`;
    case 'same_days_last_week':
      return `los mismos días de la semana pasada (${span(from, to)})`;
    case 'previous_month':
      return `el mes anterior (${monthName(from)})`;
    case 'same_days_previous_month':
      return `los mismos días del mes anterior (${span(from, to)})`;
    case 'previous_period':
      return `los ${daysBetween(from, to)} días anteriores (${span(from, to)})`;
  }
}
