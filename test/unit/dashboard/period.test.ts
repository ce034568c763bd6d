/**
 * The dashboard's period (web/dashboard/src/lib/period.ts): the presets counted from the branch's
 * today, the address it is read from, and the ranges refused in Spanish before any request.
 */
import { describe, expect, it } from 'vitest';
import { closedDays } from '#shared/domain/assistant/comparison.ts';
import { closedDaysOf } from '#shared/domain/business-day.ts';
import { addDays } from '../../../web/dashboard/src/lib/format.ts';
import {
  checkRange,
  DEFAULT_PRESET,
  daysBetween,
  isDate,
  MAX_RANGE_DAYS,
  PRESET_IDS,
  PRESET_LABELS,
  periodOf,
  periodParams,
  presetRange,
} from '../../../web/dashboard/src/lib/period.ts';

/** Every day of 2026 and the first days of 2027: weeks across months and the year's turn. */
const TODAYS = Array.from({ length: 380 }, (_, index) => addDays('2026-01-01', index));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the period presets', () => {
  it('are labelled in Spanish, one label each', () => {
    expect(Object.keys(PRESET_LABELS).sort()).toEqual([...PRESET_IDS].sort());
  });

  it('Hoy and Ayer are one day: today, and the day before', () => {
    for (const today of TODAYS) {
      expect(presetRange('hoy', today)).toEqual({ from: today, to: today });
      const yesterday = addDays(today, -1);
      expect(presetRange('ayer', today)).toEqual({ from: yesterday, to: yesterday });
    }
  });

  it('Esta semana runs from its Monday to today; Semana pasada is the whole week before', () => {
    for (const today of TODAYS) {
      const thisWeek = presetRange('esta-semana', today);
      expect(weekday(thisWeek.from)).toBe(1);
      expect(thisWeek.to).toBe(today);
      expect(daysBetween(thisWeek.from, today)).toBeLessThanOrEqual(7);
      const lastWeek = presetRange('semana-pasada', today);
      expect(weekday(lastWeek.from)).toBe(1);
      expect(daysBetween(lastWeek.from, lastWeek.to)).toBe(7);
      expect(addDays(lastWeek.to, 1)).toBe(thisWeek.from);
    }
  });

  it('Este mes runs from the 1st to today; Mes pasado is the whole month before', () => {
    for (const today of TODAYS) {
      const thisMonth = presetRange('este-mes', today);
      expect(thisMonth.from).toBe(`${today.slice(0, 7)}-01`);
      expect(thisMonth.to).toBe(today);
      const lastMonth = presetRange('mes-pasado', today);
      expect(lastMonth.from.slice(8)).toBe('01');
      expect(addDays(lastMonth.to, 1)).toBe(thisMonth.from);
      expect(lastMonth.from.slice(0, 7)).toBe(lastMonth.to.slice(0, 7));
    }
  });

  it('the last 7, 30 and 90 days are closed days: they end yesterday', () => {
    for (const today of TODAYS) {
      for (const [id, days] of [
        ['7-dias', 7],
        ['30-dias', 30],
        ['90-dias', 90],
      ] as const) {
        const range = presetRange(id, today);
        expect(range.to).toBe(addDays(today, -1));
        expect(daysBetween(range.from, range.to)).toBe(days);
      }
    }
  });
});

describe('the period in the address', () => {
  const today = '2026-03-11';

  it('reads a preset, counted from today', () => {
    const choice = periodOf(new URLSearchParams('periodo=mes-pasado'), today);
    expect(choice).toEqual({ ok: true, period: presetRange('mes-pasado', today), preset: 'mes-pasado' });
  });

  it('reads two dates', () => {
    const choice = periodOf(new URLSearchParams('desde=2026-03-02&hasta=2026-03-06'), today);
    expect(choice).toEqual({ ok: true, period: { from: '2026-03-02', to: '2026-03-06' }, preset: null });
  });

  it('falls back to the default preset when the address has no period', () => {
    const choice = periodOf(new URLSearchParams('actor=ana'), today);
    expect(choice).toEqual({
      ok: true,
      period: presetRange(DEFAULT_PRESET, today),
      preset: DEFAULT_PRESET,
    });
  });

  it('refuses a reversed range in Spanish, on the Desde field', () => {
    const choice = periodOf(new URLSearchParams('desde=2026-03-06&hasta=2026-03-02'), today);
    expect(choice.ok).toBe(false);
    if (choice.ok) return;
    expect(choice.field).toBe('desde');
    expect(choice.message).toMatch(/“Desde” es posterior a “Hasta”/);
  });

  it('refuses a date that does not exist, a future end and a range longer than the API reads', () => {
    expect(checkRange('2026-02-30', '2026-03-02', today)).toMatchObject({ ok: false, field: 'desde' });
    expect(checkRange('2026-03-01', addDays(today, 1), today)).toMatchObject({ ok: false, field: 'hasta' });
    const from = addDays(today, -MAX_RANGE_DAYS);
    expect(checkRange(from, today, today)).toMatchObject({ ok: false, field: 'desde' });
    expect(checkRange(addDays(from, 1), today, today)).toMatchObject({ ok: true });
  });

  it('carries only the period from page to page', () => {
    const carried = periodParams(new URLSearchParams('periodo=este-mes&actor=ana&forma=expenses'));
    expect(carried.toString()).toBe('periodo=este-mes');
    const dates = periodParams(new URLSearchParams('desde=2026-03-02&hasta=2026-03-06&evento=x'));
    expect(dates.toString()).toBe('desde=2026-03-02&hasta=2026-03-06');
  });

  it('knows a real calendar date', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-3-1')).toBe(false);
    expect(isDate(null)).toBe(false);
  });
});

describe('the closed days a page reads', () => {
  it('end yesterday until today closes, then count today, as the assistant cuts its periods', () => {
    for (const today of TODAYS) {
      for (const id of PRESET_IDS) {
        const period = presetRange(id, today);
        for (const todayClosed of [false, true]) {
          const days = closedDaysOf(period, today, todayClosed);
          const reachesOpenToday = period.to >= today && !todayClosed;
          if (!reachesOpenToday) expect(days, `${id} ${today}`).toEqual(period);
          else if (period.from >= today) expect(days, `${id} ${today}`).toBeNull();
          else expect(days, `${id} ${today}`).toEqual({ from: period.from, to: addDays(today, -1) });
          // The assistant, asked about the same period without saying "hoy", reads the same days
          // (today alone it keeps, to answer from the live figures or say the day has not closed).
          const asked = closedDays('¿cuánto vendí?', period, today, todayClosed);
          expect(asked, `${id} ${today}`).toEqual(days ?? period);
        }
      }
    }
  });
});
