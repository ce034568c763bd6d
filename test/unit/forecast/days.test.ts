/**
 * forecastDays and backtest: no number under 14 open days, closed days are gaps not zeros, the
 * drivers name the calendar in Spanish, the same data gives the same forecast, a backtest row is the
 * forecast made on the history truncated at its origin, and on a noisy weekly series it beats
 * repeating last week.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { backtest } from '#shared/domain/forecast/backtest.ts';
import { forecastDays } from '#shared/domain/forecast/days.ts';
import { MIN_HISTORY_DAYS, NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { syntheticHistory } from './fixtures.ts';

describe('forecastDays', () => {
  it('gives no number under 14 open days, and numbers from 14', () => {
    const history = syntheticHistory({ from: '2026-03-01', days: MIN_HISTORY_DAYS });
    const short = forecastDays(history.slice(1), { origin: '2026-03-15', days: 14, settings: NO_SETTINGS });
    expect(short.every((day) => day.status === 'insufficient_history' && day.sales_cents === null)).toBe(
      true,
    );
    const enough = forecastDays(history, { origin: '2026-03-15', days: 14, settings: NO_SETTINGS });
    expect(enough.every((day) => day.status === 'ok' && (day.sales_cents ?? 0) > 0)).toBe(true);
    expect(enough.map((day) => day.horizon)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
  });

  it('reads only the history before the origin, and is deterministic whatever the input order', () => {
    const history = syntheticHistory({ from: '2025-09-01', days: 300 });
    const origin = '2026-05-01';
    const once = forecastDays(history, { origin, days: 14, settings: NO_SETTINGS });
    const truncated = forecastDays(
      history.filter((day) => day.date < origin),
      { origin, days: 14, settings: NO_SETTINGS },
    );
    const shuffled = forecastDays([...history].reverse(), { origin, days: 14, settings: NO_SETTINGS });
    expect(truncated).toEqual(once);
    expect(shuffled).toEqual(once);
  });

  it('treats closed days as gaps: closed Mondays are forecast closed, other days as without them', () => {
    const closedMondays = syntheticHistory({ from: '2025-09-01', days: 200, closedWeekdays: [1] });
    const withoutMondays = closedMondays.filter((day) => day.open);
    const origin = addDays('2025-09-01', 200) as string;
    const withGaps = forecastDays(closedMondays, { origin, days: 7, settings: NO_SETTINGS });
    const missing = forecastDays(withoutMondays, { origin, days: 7, settings: NO_SETTINGS });
    expect(withGaps).toEqual(missing);
    const monday = withGaps.find((day) => day.status === 'closed');
    expect(monday?.drivers[0]).toMatchObject({ code: 'closed', effect_pct: -100 });
    expect(withGaps.filter((day) => day.status === 'ok')).toHaveLength(6);
    // A zero-sales Monday would have dragged the level down; the forecast stays near the open days'.
    const okSales = withGaps.flatMap((day) => (day.sales_cents === null ? [] : [day.sales_cents]));
    expect(Math.min(...okSales)).toBeGreaterThan(1_000_000);
  });

  it('keeps declared closed dates and weekdays closed', () => {
    const history = syntheticHistory({ from: '2026-01-01', days: 60 });
    const settings = { closed_weekdays: [7], closed_dates: ['2026-03-04'], events: [] };
    const days = forecastDays(history, { origin: '2026-03-02', days: 7, settings });
    const closed = days.filter((day) => day.status === 'closed').map((day) => day.date);
    expect(closed).toEqual(['2026-03-04', '2026-03-08']);
    expect(days.find((day) => day.date === '2026-03-08')?.drivers[0]?.label).toBe('Cerrado los domingos');
  });

  it('names quincena, Día de las Madres and owner events as drivers, in Spanish', () => {
    const history = syntheticHistory({ from: '2025-04-01', days: 400 });
    const settings = {
      ...NO_SETTINGS,
      events: [{ date: '2026-05-12', label: 'Feria del barrio', effect_pct: 20 }],
    };
    const days = forecastDays(history, { origin: '2026-05-05', days: 14, settings });
    const mothers = days.find((day) => day.date === '2026-05-10');
    expect(mothers?.drivers[0]).toMatchObject({ code: 'holiday', label: 'Día de las Madres' });
    // Seen once a year before (+40 % in the data), shrunk halfway toward the +20 % default.
    expect(mothers?.drivers[0]?.effect_pct).toBeGreaterThan(20);
    const payday = days.find((day) => day.date === '2026-05-15');
    expect(payday?.drivers[0]).toMatchObject({ code: 'quincena', label: 'Quincena' });
    expect(payday?.drivers[0]?.effect_pct).toBeGreaterThan(5);
    const fair = days.find((day) => day.date === '2026-05-12');
    expect(fair?.drivers[0]).toEqual({ code: 'holiday', label: 'Feria del barrio', effect_pct: 20 });
    const ordinary = days.find((day) => day.date === '2026-05-13');
    expect(ordinary?.drivers[0]).toMatchObject({ code: 'weekday', label: 'Miércoles' });
  });

  it('with no calendar (a series from outside Mexico), names neither holidays nor quincena', () => {
    const history = syntheticHistory({ from: '2025-04-01', days: 400 });
    const settings = {
      ...NO_SETTINGS,
      calendar: 'none' as const,
      events: [{ date: '2026-05-12', label: 'Feria del barrio', effect_pct: 20 }],
    };
    const plain = forecastDays(history, { origin: '2026-05-05', days: 14, settings });
    const codes = new Set(plain.flatMap((day) => day.drivers.map((driver) => driver.code)));
    expect(codes.has('quincena')).toBe(false);
    // The owner's event stays: it is declared, not the calendar's.
    expect(plain.find((day) => day.date === '2026-05-12')?.drivers[0]).toMatchObject({
      label: 'Feria del barrio',
    });
    expect(plain.find((day) => day.date === '2026-05-10')?.drivers[0]).toMatchObject({ code: 'weekday' });
    // Día de las Madres' +40 % in the data is then the day's noise: forecast lower than with Mexico's.
    const mexican = forecastDays(history, { origin: '2026-05-05', days: 14, settings: NO_SETTINGS });
    const mothers = (days: typeof plain) => days.find((day) => day.date === '2026-05-10')!.sales_cents!;
    expect(mothers(plain)).toBeLessThan(mothers(mexican));
  });

  it('says the news first, the larger effect first, and a driver of ±0 % last', () => {
    const days = forecastDays(syntheticHistory({ from: '2025-04-01', days: 400 }), {
      origin: '2026-04-28',
      days: 14,
      settings: NO_SETTINGS,
    });
    const rounds = (driver: { effect_pct: number }) => Math.round(driver.effect_pct);
    for (const day of days) {
      const { drivers } = day;
      const firstZero = drivers.findIndex((driver) => rounds(driver) === 0);
      if (firstZero >= 0) expect(drivers.slice(firstZero).every((driver) => rounds(driver) === 0)).toBe(true);
      const news = drivers.filter((driver) => driver.code !== 'weekday' && driver.code !== 'trend');
      const sizes = news
        .filter((driver) => rounds(driver) !== 0)
        .map((driver) => Math.abs(driver.effect_pct));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
    // 30 April is Día del Niño and quincena at once: whichever moves the day more leads.
    const both = days.find((day) => day.date === '2026-04-30')!.drivers;
    const holiday = both.find((driver) => driver.code === 'holiday')!;
    const quincena = both.find((driver) => driver.code === 'quincena')!;
    expect(both[0]).toBe(Math.abs(holiday.effect_pct) >= Math.abs(quincena.effect_pct) ? holiday : quincena);
  });

  it('puts the point inside its 80 % interval, in whole cents and covers', () => {
    const history = syntheticHistory({ from: '2025-09-01', days: 200 });
    for (const day of forecastDays(history, { origin: '2026-03-20', days: 14, settings: NO_SETTINGS })) {
      const { sales_cents, sales_low_cents, sales_high_cents, covers, covers_low, covers_high } = day;
      expect(sales_low_cents! <= sales_cents! && sales_cents! <= sales_high_cents!).toBe(true);
      expect(covers_low! <= covers! && covers! <= covers_high!).toBe(true);
      for (const value of [sales_cents, sales_low_cents, sales_high_cents, covers, covers_low, covers_high]) {
        expect(Number.isInteger(value)).toBe(true);
      }
    }
  });
});

describe('backtest', () => {
  const history = syntheticHistory({ from: '2025-05-01', days: 420, seed: 3 });

  it('replays each day exactly as the live path would have forecast it on the truncated history', () => {
    const { days } = backtest(history, {
      date_from: '2026-06-10',
      date_to: '2026-06-16',
      horizon: 7,
      settings: NO_SETTINGS,
    });
    for (const row of days) {
      const origin = addDays(row.date, -6) as string;
      const live = forecastDays(
        history.filter((day) => day.date < origin),
        { origin, days: 7, settings: NO_SETTINGS },
      )[6];
      expect([row.sales_cents, row.sales_low_cents, row.sales_high_cents, row.covers, row.drivers]).toEqual([
        live?.sales_cents,
        live?.sales_low_cents,
        live?.sales_high_cents,
        live?.covers,
        live?.drivers,
      ]);
      expect(row.actual_sales_cents).toBe(history.find((day) => day.date === row.date)?.sales_cents);
      // Last week's same weekday is after the origin at horizon 7 + … only when it is not known yet.
      expect(row.naive_week_sales_cents).toBe(
        history.find((day) => day.date === addDays(row.date, -7))?.sales_cents,
      );
    }
  });

  it('beats repeating last week by at least 25 % on a noisy weekly series', () => {
    const { sales } = backtest(history, {
      date_from: '2026-05-01',
      date_to: '2026-06-23',
      horizon: 1,
      settings: NO_SETTINGS,
    });
    expect(sales.days_scored).toBe(54);
    expect(sales.wape!).toBeLessThan(0.75 * sales.wape_naive_week!);
    expect(sales.wape!).toBeLessThan(sales.wape_naive_4w!);
  });
});
