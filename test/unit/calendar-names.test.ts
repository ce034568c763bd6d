/**
 * calendar-names.ts writes the es-MX weekday and month names out; Intl's es-MX long date (what the
 * service asked of it before) is the reference, for every day of several years, leap days included.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { longDate } from '#shared/domain/calendar-names.ts';

const INTL_LONG_DATE = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function intlLongDate(date: string): string {
  const parts = INTL_LONG_DATE.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} de ${part('month')}`;
}

describe('longDate', () => {
  it("writes every day of 2023–2029 as Intl's es-MX long date", () => {
    const differences: string[] = [];
    for (
      let date: string | null = '2023-01-01';
      date !== null && date < '2030-01-01';
      date = addDays(date, 1)
    ) {
      if (longDate(date) !== intlLongDate(date)) differences.push(`${date}: ${longDate(date)}`);
    }
    expect(differences).toEqual([]);
  });

  it('refuses a string that is not a calendar date', () => {
    expect(() => longDate('2026-02-30')).toThrow(RangeError);
    expect(() => longDate('6 de marzo')).toThrow(RangeError);
  });
});
