/**
 * Mexico's calendar against a table written by hand for 2020–2035 (weekdays read off a wall
 * calendar, Easter from the published tables, Buen Fin from the organisers' announcements up to
 * 2025 and the Friday-to-Monday rule after): the table is not generated from the code it checks.
 */
import { describe, expect, it } from 'vitest';
import { easterSunday } from '#shared/domain/calendar/easter.ts';
import { buenFinDays, calendarEventsOn, mexicanCalendar } from '#shared/domain/calendar/holidays.ts';
import { isQuincena, quincenaDays } from '#shared/domain/calendar/quincena.ts';

/** year: Easter, 1st Monday of Feb, 3rd Monday of Mar, 3rd Sunday of Jun, 3rd Monday of Nov, Buen Fin. */
const TABLE: Record<number, [string, string, string, string, string, [string, string]]> = {
  2020: ['04-12', '02-03', '03-16', '06-21', '11-16', ['11-09', '11-20']],
  2021: ['04-04', '02-01', '03-15', '06-20', '11-15', ['11-10', '11-16']],
  2022: ['04-17', '02-07', '03-21', '06-19', '11-21', ['11-18', '11-21']],
  2023: ['04-09', '02-06', '03-20', '06-18', '11-20', ['11-17', '11-20']],
  2024: ['03-31', '02-05', '03-18', '06-16', '11-18', ['11-15', '11-18']],
  2025: ['04-20', '02-03', '03-17', '06-15', '11-17', ['11-14', '11-17']],
  2026: ['04-05', '02-02', '03-16', '06-21', '11-16', ['11-13', '11-16']],
  2027: ['03-28', '02-01', '03-15', '06-20', '11-15', ['11-12', '11-15']],
  2028: ['04-16', '02-07', '03-20', '06-18', '11-20', ['11-17', '11-20']],
  2029: ['04-01', '02-05', '03-19', '06-17', '11-19', ['11-16', '11-19']],
  2030: ['04-21', '02-04', '03-18', '06-16', '11-18', ['11-15', '11-18']],
  2031: ['04-13', '02-03', '03-17', '06-15', '11-17', ['11-14', '11-17']],
  2032: ['03-28', '02-02', '03-15', '06-20', '11-15', ['11-12', '11-15']],
  2033: ['04-17', '02-07', '03-21', '06-19', '11-21', ['11-18', '11-21']],
  2034: ['04-09', '02-06', '03-20', '06-18', '11-20', ['11-17', '11-20']],
  2035: ['03-25', '02-05', '03-19', '06-17', '11-19', ['11-16', '11-19']],
};

/** Jueves and Viernes Santo, by hand (Easter − 3 and − 2 days, across month ends). */
const HOLY_WEEK: Record<number, [string, string]> = {
  2020: ['04-09', '04-10'],
  2021: ['04-01', '04-02'],
  2022: ['04-14', '04-15'],
  2023: ['04-06', '04-07'],
  2024: ['03-28', '03-29'],
  2025: ['04-17', '04-18'],
  2026: ['04-02', '04-03'],
  2027: ['03-25', '03-26'],
  2028: ['04-13', '04-14'],
  2029: ['03-29', '03-30'],
  2030: ['04-18', '04-19'],
  2031: ['04-10', '04-11'],
  2032: ['03-25', '03-26'],
  2033: ['04-14', '04-15'],
  2034: ['04-06', '04-07'],
  2035: ['03-22', '03-23'],
};

const YEARS = Object.keys(TABLE).map(Number);
const dateOf = (year: number, code: string) =>
  mexicanCalendar(year)
    .filter((event) => event.code === code)
    .map((event) => event.date);

describe('Mexico calendar, 2020–2035', () => {
  it.each(YEARS)('%i: Easter and Semana Santa', (year) => {
    const [easter] = TABLE[year]!;
    expect(easterSunday(year)).toBe(`${year}-${easter}`);
    const [thursday, friday] = HOLY_WEEK[year]!;
    expect(dateOf(year, 'holy_thursday')).toEqual([`${year}-${thursday}`]);
    expect(dateOf(year, 'good_friday')).toEqual([`${year}-${friday}`]);
  });

  it.each(YEARS)('%i: days of rest (LFT art. 74)', (year) => {
    const [, constitution, juarez, , revolution] = TABLE[year]!;
    const rest = mexicanCalendar(year)
      .filter((event) => event.rest)
      .map((event) => `${event.code} ${event.date}`);
    const transfer = year === 2024 || year === 2030 ? [`presidential_transfer ${year}-10-01`] : [];
    expect(rest.sort()).toEqual(
      [
        `new_year ${year}-01-01`,
        `constitution_day ${year}-${constitution}`,
        `benito_juarez ${year}-${juarez}`,
        `labour_day ${year}-05-01`,
        `independence_day ${year}-09-16`,
        `revolution_day ${year}-${revolution}`,
        `christmas ${year}-12-25`,
        ...transfer,
      ].sort(),
    );
  });

  it.each(YEARS)('%i: days that move demand', (year) => {
    const [, , , fathers] = TABLE[year]!;
    const expected: [string, string][] = [
      ['valentines', '02-14'],
      ['childrens_day', '04-30'],
      ['mothers_day', '05-10'],
      ['fathers_day', fathers],
      ['independence_eve', '09-15'],
      ['all_saints', '11-01'],
      ['day_of_the_dead', '11-02'],
      ['guadalupe', '12-12'],
      ['christmas_eve', '12-24'],
      ['new_years_eve', '12-31'],
    ];
    for (const [code, day] of expected) expect(dateOf(year, code)).toEqual([`${year}-${day}`]);
  });

  it.each(YEARS)('%i: Buen Fin', (year) => {
    const [from, to] = TABLE[year]![5];
    const days = buenFinDays(year);
    expect([days[0], days.at(-1)]).toEqual([`${year}-${from}`, `${year}-${to}`]);
    expect(dateOf(year, 'buen_fin')).toEqual(days);
    // Consecutive days.
    for (let index = 1; index < days.length; index++) {
      expect(Date.parse(days[index]!) - Date.parse(days[index - 1]!)).toBe(86_400_000);
    }
  });

  it('the presidential transfer moved from 1 December to 1 October', () => {
    expect(dateOf(2018, 'presidential_transfer')).toEqual(['2018-12-01']);
    expect(dateOf(2024, 'presidential_transfer')).toEqual(['2024-10-01']);
    expect(dateOf(2030, 'presidential_transfer')).toEqual(['2030-10-01']);
    expect(dateOf(2036, 'presidential_transfer')).toEqual(['2036-10-01']);
    for (const year of [2019, 2020, 2023, 2025, 2029, 2031])
      expect(dateOf(year, 'presidential_transfer')).toEqual([]);
  });

  it('labels are Spanish and a day can carry two events', () => {
    expect(calendarEventsOn('2026-05-10').map((event) => event.label)).toEqual(['Día de las Madres']);
    expect(
      calendarEventsOn('2026-11-16')
        .map((event) => event.label)
        .sort(),
    ).toEqual(['Día de la Revolución', 'El Buen Fin']);
    expect(calendarEventsOn('2026-03-03')).toEqual([]);
  });
});

describe('quincena', () => {
  it('2026 paydays, by hand: the 15th and the last day, the Friday before on a weekend', () => {
    const paydays = Array.from({ length: 12 }, (_, month) => quincenaDays(2026, month + 1)).flat();
    expect(paydays).toEqual([
      '2026-01-15',
      '2026-01-30',
      '2026-02-13',
      '2026-02-27',
      '2026-03-13',
      '2026-03-31',
      '2026-04-15',
      '2026-04-30',
      '2026-05-15',
      '2026-05-29',
      '2026-06-15',
      '2026-06-30',
      '2026-07-15',
      '2026-07-31',
      '2026-08-14',
      '2026-08-31',
      '2026-09-15',
      '2026-09-30',
      '2026-10-15',
      '2026-10-30',
      '2026-11-13',
      '2026-11-30',
      '2026-12-15',
      '2026-12-31',
    ]);
  });

  it('leap Februaries and a Sunday the 29th', () => {
    expect(quincenaDays(2032, 2)).toEqual(['2032-02-13', '2032-02-27']);
    expect(quincenaDays(2028, 2)).toEqual(['2028-02-15', '2028-02-29']);
    expect(isQuincena('2032-02-27')).toBe(true);
    expect(isQuincena('2032-02-29')).toBe(false);
  });

  it('2020–2035: every payday is a weekday within two days before the nominal date', () => {
    for (const year of YEARS) {
      for (let month = 1; month <= 12; month++) {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        quincenaDays(year, month).forEach((payday, index) => {
          const nominal = Date.UTC(year, month - 1, index === 0 ? 15 : last);
          const paid = Date.parse(payday);
          const weekday = new Date(paid).getUTCDay();
          expect(weekday >= 1 && weekday <= 5).toBe(true);
          expect((nominal - paid) / 86_400_000).toBe(
            new Date(nominal).getUTCDay() === 6 ? 1 : new Date(nominal).getUTCDay() === 0 ? 2 : 0,
          );
        });
      }
    }
  });
});
