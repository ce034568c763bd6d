/**
 * The week rule of comparisons (comparison.ts): "esta semana contra la pasada" is Monday through the
 * last closed day against the same weekdays a week earlier; today counts only when the question
 * says "hoy". The demo's case: asked on Friday 2026-11-27 (still open), it compared Monday 23 to
 * Friday 27 with Wednesday 18 to Sunday 22.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct as shownPct } from '#shared/domain/assistant/format.ts';
import { asksGapToDay } from '#shared/domain/assistant/live.ts';
import type { IntelligenceReader, ReadId } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { answerWithRules, stateAfter } from '#shared/use-cases/assistant/rules.ts';
import { type FakeRead, fakeReader } from './fake-reader.ts';

const FRIDAY = '2026-11-27';

/** The rules' answer on Friday 27, before its corte Z, through `reader`. */
const askOnFriday = (question: string, reader: IntelligenceReader) =>
  answerWithRules({ question, today: FRIDAY, previous: null, reader, requiredPlanOf: () => 'growth' });

function periods(question: string, today = FRIDAY) {
  const understood = understand(question, today, null);
  if (understood.kind !== 'answer') throw new Error(`${question}: ${understood.kind}`);
  expect(understood.intent).toBe('sales_comparison');
  return { range: understood.range, base: understood.base };
}

describe('which days a comparison compares', () => {
  it.each([
    ['¿Cómo voy contra la semana pasada?'],
    ['¿Vendí más que la semana pasada?'],
    ['¿cómo va esta semana comparada con la anterior?'],
    // Above or below a period names it as the base, as "que" does (out of the domain before).
    ['¿Vamos arriba o abajo de la semana pasada?'],
    ['¿estoy arriba de la semana pasada?'],
  ])('%s: Monday to yesterday against the same weekdays a week earlier', (question) => {
    expect(periods(question)).toEqual({
      range: { from: '2026-11-23', to: '2026-11-26' },
      base: { from: '2026-11-16', to: '2026-11-19' },
    });
  });

  it('"entre A y B" with "diferencia": A against B (since 2026-12-06; before, A through B, or the purchases)', () => {
    expect(periods('¿Cuánta diferencia hay entre el miércoles y el martes?')).toEqual({
      range: { from: '2026-11-25', to: '2026-11-25' },
      base: { from: '2026-11-24', to: '2026-11-24' },
    });
    expect(periods('¿Qué diferencia hay entre octubre y septiembre?')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-09-01', to: '2026-09-30' },
    });
  });

  it('counts today when the question says hoy', () => {
    expect(periods('¿Cómo voy hoy contra la semana pasada?')).toEqual({
      range: { from: '2026-11-23', to: '2026-11-27' },
      base: { from: '2026-11-16', to: '2026-11-20' },
    });
  });

  it.each([['¿Cómo voy contra la quincena pasada?'], ['¿Vendí más que la quincena anterior?']])(
    '%s: this half-month through yesterday against the same days of the one before',
    (question) => {
      // Since 2026-12-07; before, today alone, refused until its corte Z.
      expect(periods(question)).toEqual({
        range: { from: '2026-11-16', to: '2026-11-26' },
        base: { from: '2026-11-01', to: '2026-11-11' },
      });
    },
  );

  it('this month through yesterday against the same days of the previous month', () => {
    expect(periods('¿Cómo voy contra el mes pasado?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
  });

  it.each([
    ['¿Cómo voy contra el año pasado?'],
    ['¿vendí más que el año pasado?'],
    ['¿cómo voy este año contra el pasado?'],
    ['¿cuánto vendí este año contra el año pasado?'],
  ])('%s: this year through yesterday against the same days a year earlier', (question) => {
    // Before: 2025 against 2024, or this year against the 330 days just before it.
    expect(periods(question)).toEqual({
      range: { from: '2026-01-01', to: '2026-11-26' },
      base: { from: '2025-01-01', to: '2025-11-26' },
    });
  });

  it('a closed period against the equal period just before it', () => {
    expect(periods('¿Cómo me fue ayer comparado con el periodo anterior?')).toEqual({
      range: { from: '2026-11-26', to: '2026-11-26' },
      base: { from: '2026-11-25', to: '2026-11-25' },
    });
    expect(periods('¿cómo me fue la semana pasada comparada con la anterior?')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      base: { from: '2026-11-09', to: '2026-11-15' },
    });
    // A past period named before a bare "el año pasado": itself a year back, by its days for a
    // month, by its weekdays for a week (since 2026-12-06; before, this year against the last).
    expect(periods('¿Cómo me fue en octubre contra el año pasado?')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2025-10-01', to: '2025-10-31' },
    });
    expect(periods('¿Vendí más la semana pasada que el año pasado?')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      base: { from: '2025-11-17', to: '2025-11-23' },
    });
    // A weekday named: "el anterior" is that weekday the week before (since 2026-12-06; before,
    // the day before it).
    expect(periods('¿Cuánto vendí el domingo pasado contra el anterior?')).toEqual({
      range: { from: '2026-11-22', to: '2026-11-22' },
      base: { from: '2026-11-15', to: '2026-11-15' },
    });
  });

  it('a period named before a bare "la semana / el mes pasado" against itself that unit back', () => {
    // Before 2026-12-07: this week against the last (or the 20 to 26 against the calendar week of
    // the 16th, Friday and the weekend on both sides), whatever period was named.
    const weekBack = (range: { from: string; to: string }) => ({
      from: addDays(range.from, -7)!,
      to: addDays(range.to, -7)!,
    });
    const lastSeven = { from: addDays(FRIDAY, -7)!, to: addDays(FRIDAY, -1)! };
    for (const question of [
      '¿cuánto vendí en los últimos 7 días contra la semana anterior?',
      '¿cuánto vendí en los últimos 7 días contra la semana pasada?',
    ])
      expect(periods(question)).toEqual({ range: lastSeven, base: weekBack(lastSeven) });
    const yesterday = { from: addDays(FRIDAY, -1)!, to: addDays(FRIDAY, -1)! };
    expect(periods('¿vendí más ayer que la semana pasada?')).toEqual({
      range: yesterday,
      base: weekBack(yesterday),
    });
    expect(periods('¿vendí más en los últimos 15 días que el mes pasado?')).toEqual({
      range: { from: '2026-11-12', to: '2026-11-26' },
      base: { from: '2026-10-12', to: '2026-10-26' },
    });
  });

  it('a base said relative to now that overlaps the days asked is the days just before them', () => {
    // 15 days a week back would share 8 with them; the 20 days and "la quincena pasada" (1 to 15
    // November) share 9.
    expect(periods('¿vendí más en los últimos 15 días que la semana pasada?')).toEqual({
      range: { from: '2026-11-12', to: '2026-11-26' },
      base: { from: '2026-10-28', to: '2026-11-11' },
    });
    expect(periods('¿vendí más en los últimos 20 días que la quincena pasada?')).toEqual({
      range: { from: '2026-11-07', to: '2026-11-26' },
      base: { from: '2026-10-18', to: '2026-11-06' },
    });
  });

  it.each([
    ['¿Vamos bien?', FRIDAY],
    ['¿Voy bien o mal hoy?', FRIDAY],
    ['¿Cómo me fue ayer comparado?', '2026-11-26'],
  ])('%s: a day with no base named against the same weekday a week earlier', (question, date) => {
    // A Friday against a Thursday says only that Fridays sell more (before, the day before).
    expect(periods(question)).toEqual({
      range: { from: date, to: date },
      base: { from: addDays(date, -7), to: addDays(date, -7) },
    });
  });

  it('"¿Voy bien este mes?" judges the month so far against the same days of the month before', () => {
    expect(periods('¿Voy bien este mes?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
    // "¿Cómo voy / cómo me está yendo este mes?" too: a period under way against the same days of
    // the one before, as "¿cómo voy?" of today is against the same hour (before 2026-12-06, the
    // month's sales with nothing beside them). A period over, "¿cómo me fue?", is its report.
    // The month under way named ("¿cómo va noviembre?") the same (since 2026-12-06; before, against
    // the days just before it, 6 to 31 October).
    for (const question of [
      '¿Cómo me está yendo este mes?',
      '¿Cómo voy este mes?',
      '¿cómo va el mes?',
      '¿Cómo va noviembre?',
      '¿cómo voy en noviembre de 2026?',
    ])
      expect(understand(question, FRIDAY, null), question).toMatchObject({
        intent: 'sales_comparison',
        range: { from: '2026-11-01', to: '2026-11-26' },
        base: { from: '2026-10-01', to: '2026-10-26' },
        endsYesterday: true,
      });
    expect(understand('¿cómo vamos esta semana?', FRIDAY, null)).toMatchObject({
      intent: 'sales_comparison',
      base: { from: '2026-11-16', to: '2026-11-19' },
    });
    expect(understand('¿Cómo me fue el mes pasado?', FRIDAY, null)).toMatchObject({ intent: 'sales_total' });
  });

  it('today against yesterday stays today', () => {
    expect(periods('¿Vendí más hoy que ayer?')).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2026-11-26', to: '2026-11-26' },
    });
  });

  it.each([
    ['¿Vendí más en octubre que en septiembre?'],
    ['¿vendí menos en octubre que en septiembre?'],
    ['¿Cuánto vendí en octubre comparado con septiembre?'],
    ['compara octubre contra septiembre'],
  ])('%s: the months named, each whole', (question) => {
    expect(periods(question)).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-09-01', to: '2026-09-30' },
    });
  });

  it('a month against one further back, and days of two months, as named', () => {
    expect(periods('compara octubre contra julio')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-07-01', to: '2026-07-31' },
    });
    expect(periods('¿vendí más del 1 al 15 de octubre que del 1 al 15 de agosto?')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-15' },
      base: { from: '2026-08-01', to: '2026-08-15' },
    });
  });

  it('a month under way named against a whole month: the same days of it', () => {
    // Friday 27 before its corte Z: November through Thursday 26, against 1–26 October (before
    // 2026-12-06, all of October against 26 days). A month over keeps the whole month named.
    expect(periods('¿cómo voy en noviembre contra octubre?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
    expect(periods('¿vendí más en noviembre que en septiembre?').base).toEqual({
      from: '2026-09-01',
      to: '2026-09-26',
    });
    expect(periods('compara octubre contra septiembre').base).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });

  it('"la semana del" a day against "la del" another: the two weeks around them', () => {
    // Since 2026-12-06 (before, the first week against the second day alone).
    expect(periods('¿cuánto vendí la semana del 9 de noviembre contra la del 2 de noviembre?')).toEqual({
      range: { from: '2026-11-09', to: '2026-11-15' },
      base: { from: '2026-11-02', to: '2026-11-08' },
    });
  });

  it('a weekend against the weekend before it', () => {
    // Friday 27: the latest whole weekend is 21–22 November.
    expect(periods('¿qué tal me fue el fin de semana comparado con el anterior?')).toEqual({
      range: { from: '2026-11-21', to: '2026-11-22' },
      base: { from: '2026-11-14', to: '2026-11-15' },
    });
  });

  it('a day or a month named after "que" alone: the latest of its kind against it', () => {
    // Since 2026-12-06; before, the base read as the period asked, against the week before it.
    // Friday 27 before its corte Z: the last closed day is Thursday 26.
    for (const question of ['¿Vendí más que el 14 de febrero?', '¿Me fue mejor que el 14 de febrero?'])
      expect(periods(question)).toEqual({
        range: { from: '2026-11-26', to: '2026-11-26' },
        base: { from: '2026-02-14', to: '2026-02-14' },
      });
    // After the corte, today is the latest closed day.
    expect(understand('¿Vendí más que el 14 de febrero?', FRIDAY, null, { todayClosed: true })).toMatchObject(
      {
        range: { from: FRIDAY, to: FRIDAY },
        base: { from: '2026-02-14', to: '2026-02-14' },
      },
    );
    // A month: the month under way against the same days of it.
    expect(periods('¿vendí más que en octubre?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
    // Growth said in the past names the base as "más que" does (since 2026-12-07; before,
    // October read as the period asked, against September).
    for (const question of ['¿Cuánto crecí contra octubre?', '¿Cuánto bajamos contra octubre?'])
      expect(periods(question), question).toEqual({
        range: { from: '2026-11-01', to: '2026-11-26' },
        base: { from: '2026-10-01', to: '2026-10-26' },
      });
    // A weekday may be yesterday itself: read as before, that day against the week before it.
    expect(periods('¿vendí menos que el sábado pasado?')).toEqual({
      range: { from: '2026-11-21', to: '2026-11-21' },
      base: { from: '2026-11-14', to: '2026-11-14' },
    });
  });

  it('a day of a month whose name folds ("diciembre", "octubre", "marzo") stays that day as a base', () => {
    // Since 2026-12-06; before, the whole month: the folded side lost its day.
    expect(periods('¿vendí más ayer que el 10 de noviembre?')).toEqual({
      range: { from: '2026-11-26', to: '2026-11-26' },
      base: { from: '2026-11-10', to: '2026-11-10' },
    });
    expect(periods('¿vendí más ayer que el 3 de marzo?').base).toEqual({
      from: '2026-03-03',
      to: '2026-03-03',
    });
    expect(periods('¿vendí más ayer que el 5 de octubre?').base).toEqual({
      from: '2026-10-05',
      to: '2026-10-05',
    });
  });

  it('beating a day named: the latest day, or today so far, against it', () => {
    // Since 2026-12-06; before, the profit ("gané") or out of the domain.
    const closed = understand('¿Le gané al viernes pasado?', FRIDAY, null, { todayClosed: true });
    expect(closed).toMatchObject({
      intent: 'sales_comparison',
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2026-11-20', to: '2026-11-20' },
    });
    // Still open: what beats it is today so far (the live comparison at the same hour).
    expect(periods('¿Cuánto me falta para ganarle al viernes pasado?')).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(periods('¿Le ganamos al 14 de febrero?')).toEqual({
      range: { from: '2026-11-26', to: '2026-11-26' },
      base: { from: '2026-02-14', to: '2026-02-14' },
    });
    // Another weekday than the latest closed day's: that day against the one a week before it.
    expect(periods('¿Le gané al sábado pasado?')).toEqual({
      range: { from: '2026-11-21', to: '2026-11-21' },
      base: { from: '2026-11-14', to: '2026-11-14' },
    });
    // Reaching that day's sales is beating it too (since 2026-12-06; before, out of the domain).
    expect(periods('¿Ya llegué a lo del viernes pasado?')).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(asksGapToDay('¿Ya llegué a lo del viernes pasado?')).toBe(true);
    // What a dish left is no day beaten.
    expect(understand('¿Cuánto le gané al pastor?', FRIDAY, null)).not.toMatchObject({
      intent: 'sales_comparison',
    });
  });

  it('two periods either side of "o" after "más", the first against the second', () => {
    // Before 2026-12-06, the first period's sales alone.
    expect(periods('¿Vendí más en octubre o en noviembre?', '2026-12-20')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(periods('¿vendí más el sábado o el domingo?', '2026-12-20')).toEqual({
      range: { from: '2026-12-19', to: '2026-12-19' },
      base: { from: '2026-12-13', to: '2026-12-13' },
    });
    // The second side without its unit takes the first's; "el anterior" of "el pasado" is the one
    // before it (since 2026-12-07; before, the first period's total alone).
    expect(periods('¿Vendí más la semana pasada o la antepasada?', '2026-12-20')).toEqual({
      range: { from: '2026-12-07', to: '2026-12-13' },
      base: { from: '2026-11-30', to: '2026-12-06' },
    });
    expect(periods('¿Vendí más el mes pasado o el anterior?', '2026-12-20')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-30' },
      base: { from: '2026-10-01', to: '2026-10-31' },
    });
    // A ranking of two months named is the two set against each other (since 2026-12-07; before,
    // the first alone, "solo tengo un mes con ventas").
    expect(understand('¿Qué mes vendí más, octubre o noviembre?', '2026-12-20', null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-11-01', to: '2026-11-30' },
    });
    // Two dishes either side of "o" name no periods: no comparison of days.
    expect(understand('¿Vendí más tacos o tortas ayer?', FRIDAY, null)).not.toMatchObject({
      intent: 'sales_comparison',
    });
    // "más o menos" is roughly, no second period.
    expect(understand('¿Vendí más o menos lo mismo que ayer?', FRIDAY, null)).toMatchObject({
      intent: 'sales_comparison',
    });
  });

  it('a quincena against the half-month before it, whole or by as many days', () => {
    // Before 2026-12-06, as many days just before: 16–31 December against 30 November–15 December.
    expect(periods('¿cuánto vendí la quincena pasada contra la anterior?', '2027-01-15')).toEqual({
      range: { from: '2026-12-16', to: '2026-12-31' },
      base: { from: '2026-12-01', to: '2026-12-15' },
    });
    // Friday 27 November, still open: 16–26 against 1–11 November.
    expect(periods('¿cómo voy esta quincena contra la anterior?')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-26' },
      base: { from: '2026-11-01', to: '2026-11-11' },
    });
    // A whole first half against the whole second half of the month before (16–30 November).
    expect(
      periods('¿cuánto vendí en la primera quincena de diciembre contra la anterior?', '2026-12-20'),
    ).toEqual({
      range: { from: '2026-12-01', to: '2026-12-15' },
      base: { from: '2026-11-16', to: '2026-11-30' },
    });
  });

  it('a whole month named alone against the whole month before it', () => {
    // Before: September's 30 days against the 30 days just before it, from August 2nd.
    expect(periods('¿cuánto vendí en septiembre comparado con el periodo anterior?').base).toEqual({
      from: '2026-08-01',
      to: '2026-08-31',
    });
  });

  it("a holiday against the year before is that holiday's days then, not the whole year", () => {
    // Before, this year so far against last year's same days. Buen Fin 2026 is 13–16 November,
    // 2025's 14–17 November; Día de Muertos 2 November either year.
    expect(periods('¿Cómo me fue en el Buen Fin contra el año pasado?')).toEqual({
      range: { from: '2026-11-13', to: '2026-11-16' },
      base: { from: '2025-11-14', to: '2025-11-17' },
    });
    expect(periods('¿Cómo me fue en el Día de Muertos comparado con el año pasado?')).toEqual({
      range: { from: '2026-11-02', to: '2026-11-02' },
      base: { from: '2025-11-02', to: '2025-11-02' },
    });
  });

  // Since 2026-12-06; before, the closed day's total alone.
  it('«¿cómo voy hoy?» once its corte Z is in: the closed day against the same weekday before', () => {
    for (const question of ['¿Cómo voy hoy?', '¿Cómo vamos?'])
      expect(understand(question, FRIDAY, null, { todayClosed: true })).toMatchObject({
        intent: 'sales_comparison',
        range: { from: FRIDAY, to: FRIDAY },
        base: { from: '2026-11-20', to: '2026-11-20' },
      });
    // "¿Cómo me fue hoy?" asks the day, not how it goes.
    expect(understand('¿Cómo me fue hoy?', FRIDAY, null, { todayClosed: true })).toMatchObject({
      intent: 'sales_total',
    });
    // A part of the day is that part's sales (since 2026-12-07; before, the whole day compared).
    for (const question of ['¿Cómo va la tarde?', '¿Cómo va la noche?'])
      expect(understand(question, FRIDAY, null, { todayClosed: true }), question).toMatchObject({
        intent: 'sales_total',
        range: { from: FRIDAY, to: FRIDAY },
      });
  });

  // Since 2026-12-06; before, last week or last weekend as of today, inside the holiday itself.
  it.each([
    ['¿Vendí más en el Buen Fin que el fin de semana anterior?'],
    ['¿Cómo me fue en el Buen Fin contra la semana pasada?'],
    ['¿Cómo me fue en el Buen Fin comparado con un fin de semana normal?'],
    ['¿Me funcionó el Buen Fin?'],
    ['¿Valió la pena el Buen Fin?'],
    // Since 2026-12-06; before, out of the domain, or the holiday's sales alone.
    ['¿El Buen Fin me ayudó?'],
    ['¿Vendí más en el Buen Fin?'],
  ])('%s: the holiday against the same days a week earlier', (question) => {
    // Buen Fin 2026 is Friday 13 to Monday 16 November.
    expect(periods(question)).toEqual({
      range: { from: '2026-11-13', to: '2026-11-16' },
      base: { from: '2026-11-06', to: '2026-11-09' },
    });
  });

  it('a puente against the same days a week earlier, asked whether it paid off', () => {
    // The Revolución's puente of 2026, Saturday 14 to Monday 16 November. Before 2026-12-06, the
    // coming year's puentes listed.
    for (const question of [
      '¿Valió la pena abrir en el puente?',
      '¿Cómo me fue en el puente contra la semana anterior?',
    ])
      expect(understand(question, FRIDAY, null), question).toMatchObject({
        intent: 'sales_comparison',
        range: { from: '2026-11-14', to: '2026-11-16' },
        base: { from: '2026-11-07', to: '2026-11-09' },
      });
  });

  // Since 2026-12-07; before, the whole puente with its Monday under way (a day without sales),
  // and "anterior" said of the base read as the puente before (28 September to 1 October).
  it('a puente under way: its closed days against the same days a week earlier', () => {
    const monday = '2030-11-18';
    for (const question of [
      '¿Cómo me fue el puente comparado con el fin de semana anterior?',
      '¿Me sirvió el puente de la Revolución?',
      '¿El puente me fue mejor o peor que un fin de semana normal?',
    ])
      expect(understand(question, monday, null, { hour: 14 }), question).toMatchObject({
        intent: 'sales_comparison',
        range: { from: '2030-11-16', to: '2030-11-17' },
        base: { from: '2030-11-09', to: '2030-11-10' },
        endsYesterday: true,
      });
    // Buen Fin 2030, Friday 15 to Monday 18 November; after the corte Z, the whole of it.
    expect(understand('¿Me funcionó el Buen Fin?', monday, null)).toMatchObject({
      range: { from: '2030-11-15', to: '2030-11-17' },
      base: { from: '2030-11-08', to: '2030-11-10' },
    });
    expect(understand('¿Me funcionó el Buen Fin?', monday, null, { todayClosed: true })).toMatchObject({
      range: { from: '2030-11-15', to: '2030-11-18' },
      base: { from: '2030-11-08', to: '2030-11-11' },
    });
    // "pasado" on the puente itself is still the one before.
    expect(understand('¿cuánto vendí el puente pasado?', monday, null)).toMatchObject({
      range: { from: '2030-09-28', to: '2030-10-01' },
    });
  });

  it('the same period a year back: calendar days for a month, the same weekdays for a week', () => {
    // Friday 27: this month is the 1st to Thursday 26; its year-ago base, the same calendar days.
    expect(periods('¿cómo voy este mes contra el mismo mes del año pasado?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2025-11-01', to: '2025-11-26' },
    });
    // A whole month keeps its last day: February 2025 ends on the 28th.
    expect(periods('¿vendí más en febrero que el mismo mes del año anterior?').base).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    // 52 weeks back, so Monday is compared with a Monday: 17–23 November 2025.
    expect(periods('¿cómo me fue la semana pasada contra la misma semana del año pasado?')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      base: { from: '2025-11-17', to: '2025-11-23' },
    });
    // No period asked: the unit's own (before, the whole of 2025 against 2024), this month so far
    // as above; the day, asked "¿cómo voy?", today under way, Friday 27 against Friday 28 November
    // 2025 (since 2026-12-07; before, the last closed day, Thursday 26), and asked in the past the
    // last closed day.
    expect(periods('¿cómo voy contra el mismo día del año pasado?')).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2025-11-28', to: '2025-11-28' },
    });
    expect(periods('¿cómo me fue contra el mismo día del año pasado?')).toEqual({
      range: { from: '2026-11-26', to: '2026-11-26' },
      base: { from: '2025-11-27', to: '2025-11-27' },
    });
    expect(periods('¿cómo voy contra el mismo mes del año pasado?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2025-11-01', to: '2025-11-26' },
    });
    // "la misma fecha": the calendar date (before, "fecha" folded to "fexa" and was never read).
    expect(periods('¿cómo voy contra la misma fecha del año pasado?')).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2025-11-27', to: '2025-11-27' },
    });
  });

  it('"el del año pasado" is the period asked a year back; on 1 January "diciembre del año pasado" too', () => {
    // Before 2026-12-07, "contra el del año pasado" and, on 1 January, "contra diciembre del año
    // pasado" (read as the December just gone, the one asked) fell back on the month before.
    const decembers = {
      range: { from: '2029-12-01', to: '2029-12-31' },
      base: { from: '2028-12-01', to: '2028-12-31' },
    };
    for (const question of [
      '¿Cómo me fue este diciembre contra el del año pasado?',
      '¿cómo me fue en diciembre comparado con diciembre del año pasado?',
      '¿Vendí más este diciembre que el del año pasado?',
    ])
      expect(periods(question, '2030-01-01'), question).toEqual(decembers);
    // A week asked, "la del año pasado" is 52 weeks back, Monday with Monday, as "la misma semana".
    expect(periods('¿cómo me fue la semana pasada contra la del año pasado?')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      base: { from: '2025-11-17', to: '2025-11-23' },
    });
  });

  // Since 2026-12-07; before, this week's four days against the whole month before.
  it('"la misma semana del mes pasado" is the same weekdays 4 weeks back', () => {
    expect(periods('¿Cuánto vendí esta semana contra la misma semana del mes pasado?', '2030-05-10')).toEqual(
      {
        range: { from: '2030-05-06', to: '2030-05-09' },
        base: { from: '2030-04-08', to: '2030-04-11' },
      },
    );
  });

  // Since 2026-12-07; before, the period's total alone.
  it('"¿vendí más ayer?" asked yes or no compares, against the base a comparison reads', () => {
    expect(periods('¿Vendí más ayer?', '2030-02-15')).toEqual({
      range: { from: '2030-02-14', to: '2030-02-14' },
      base: { from: '2030-02-07', to: '2030-02-07' },
    });
    expect(periods('¿Vendimos menos esta semana?', '2030-02-15')).toEqual({
      range: { from: '2030-02-11', to: '2030-02-14' },
      base: { from: '2030-02-04', to: '2030-02-07' },
    });
    // An amount to reach, a ranking or a dish are not.
    for (const question of ['¿Vendí más de 50 mil ayer?', '¿Qué mes vendí más?', '¿Vendí más cerveza ayer?'])
      expect(understand(question, '2030-02-15', null), question).not.toMatchObject({
        intent: 'sales_comparison',
      });
  });

  // Since 2026-12-07; before, 1–14 April against the 14 days just before.
  it('a quarter under way is set against the same days of the quarter before', () => {
    for (const question of [
      '¿Cómo me fue este trimestre contra el anterior?',
      '¿Vendí más este trimestre que el pasado?',
    ])
      expect(periods(question, '2030-04-15'), question).toEqual({
        range: { from: '2030-04-01', to: '2030-04-14' },
        base: { from: '2030-01-01', to: '2030-01-14' },
      });
    expect(periods('¿Cómo me fue el trimestre pasado contra el anterior?', '2030-04-15')).toEqual({
      range: { from: '2030-01-01', to: '2030-03-31' },
      base: { from: '2029-10-01', to: '2029-12-31' },
    });
  });

  it('a change "de octubre a diciembre" is the last month against the first, both over', () => {
    // Before 2026-12-07, October to December against July to September ("¿cuánto crecí …?").
    for (const question of [
      '¿Cuánto crecí de octubre a diciembre?',
      '¿cómo cambiaron mis ventas de octubre a diciembre?',
    ])
      expect(periods(question, '2030-01-01'), question).toEqual({
        range: { from: '2029-12-01', to: '2029-12-31' },
        base: { from: '2029-10-01', to: '2029-10-31' },
      });
    // The last month under way: its closed days against as many of the first's (since 2026-12-07;
    // before, October 1 to December 11 against the 72 days before).
    expect(periods('¿Cuánto crecí de octubre a diciembre?', '2029-12-12')).toEqual({
      range: { from: '2029-12-01', to: '2029-12-11' },
      base: { from: '2029-10-01', to: '2029-10-11' },
    });
    // The sales of those months, asked with no change, are the three months, as before.
    expect(understand('¿cuánto vendí de octubre a diciembre?', '2030-01-01', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2029-10-01', to: '2029-12-31' },
    });
  });

  it("a year-ago day with no day asked is today's once its corte Z is in", () => {
    const understood = understand('¿cómo voy contra el mismo día del año pasado?', FRIDAY, null, {
      todayClosed: true,
    });
    expect(understood).toMatchObject({
      intent: 'sales_comparison',
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2025-11-28', to: '2025-11-28' },
    });
  });

  it.each([
    ['¿mi negocio va creciendo?'],
    ['¿estoy creciendo?'],
    ['¿mis ventas van para arriba o para abajo?'],
    ['¿cómo va la tendencia de mis ventas?'],
    ['¿vendo más que antes?'],
  ])('%s: a trend, the last 28 closed days against the 28 before, not yesterday', (question) => {
    expect(periods(question)).toEqual({
      range: { from: '2026-10-30', to: '2026-11-26' },
      base: { from: '2026-10-02', to: '2026-10-29' },
    });
    // A period named keeps its own base.
    expect(periods('¿crecí este mes?')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
  });

  it('on a Monday, with no closed day this week yet, the week is today alone', () => {
    expect(periods('¿Cómo voy contra la semana pasada?', '2026-11-23')).toEqual({
      range: { from: '2026-11-23', to: '2026-11-23' },
      base: { from: '2026-11-16', to: '2026-11-16' },
    });
  });
});

describe('the comparison answer', () => {
  // Each period's days (coverage.ts) not read: the answer compares the totals alone.
  const NO_DAYS = { ok: false, status: 404, code: 'SVC_ERR_404', message: 'not here' };
  const summary = (total: number, covers: number) => ({
    attributes: {
      total_sales_cents: total,
      covers_total: covers,
      tables_served_total: 10,
      vs_previous_period: {
        total_sales_pct_change: null,
        covers_pct_change: null,
        avg_ticket_pct_change: null,
      },
    },
  });

  /** Each period's summary by its first date; the days read not there (NO_DAYS). */
  const summariesByPeriod = (reads: Record<string, { attributes: object }>) =>
    (async (read: string, query: Record<string, string>) =>
      read === 'sales-by-day'
        ? NO_DAYS
        : {
            ok: true,
            result: {
              ...reads[query.date_from!]!,
              meta: { period: {}, snapshot_date: '2026-11-27T01:00:00.000-06:00' },
            },
          }) as unknown as ReturnType<typeof fakeReader>;

  it('leads with the covers when the question asks for them', async () => {
    const reads: Record<string, ReturnType<typeof summary>> = {
      '2026-11-23': summary(1_017_500, 220),
      '2026-11-16': summary(1_000_000, 200),
    };
    const answer = await answerWithRules({
      question: '¿Cuántos comensales tuve contra la semana pasada?',
      today: FRIDAY,
      previous: null,
      reader: summariesByPeriod(reads),
      requiredPlanOf: () => 'growth',
    });
    expect(answer.intent).toBe('sales_comparison');
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    // (220 − 200) / 200 = 10 %; sales (1,017,500 − 1,000,000) / 1,000,000 = 1.75 % → 1.8.
    expect(figures).toEqual({
      covers_total: 220,
      base_covers_total: 200,
      covers_pct_change: 10,
      total_sales_cents: 1_017_500,
      total_sales_pct_change: 1.8,
    });
    expect(answer.answer).toBe(
      'Del lunes 23 de noviembre al jueves 26 de noviembre (hasta ayer: hoy todavía no cierra) atendiste 220 comensales, 10.0% más que del lunes 16 de noviembre al jueves 19 de noviembre (200). La venta subió 1.8%, a $10,175.00.',
    );
  });

  it('leads with a type of sales when the question names it', async () => {
    // Before 2026-12-06, the whole sales alone, the drinks asked unsaid.
    const reads = {
      '2026-10-01': {
        attributes: { ...summary(13_987_255, 3_000).attributes, beverage_sales_cents: 1_590_000 },
      },
      '2026-09-01': {
        attributes: { ...summary(14_158_670, 3_100).attributes, beverage_sales_cents: 1_650_000 },
      },
    };
    const answer = await answerWithRules({
      question: '¿Cuánto vendí de bebidas en octubre contra septiembre?',
      today: FRIDAY,
      previous: null,
      reader: summariesByPeriod(reads),
      requiredPlanOf: () => 'growth',
    });
    expect(answer.intent).toBe('sales_comparison');
    const change = pctChange(1_590_000, 1_650_000)!;
    const total = pctChange(13_987_255, 14_158_670)!;
    expect(Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]))).toEqual({
      beverage_sales_cents: 1_590_000,
      base_beverage_sales_cents: 1_650_000,
      beverage_sales_pct_change: change,
      total_sales_cents: 13_987_255,
      total_sales_pct_change: total,
    });
    expect(answer.answer).toBe(
      `Del jueves 1 de octubre al sábado 31 de octubre vendiste ${money(1_590_000)} de bebidas con IVA, ${shownPct(change)} menos que del martes 1 de septiembre al miércoles 30 de septiembre (${money(1_650_000)}). Tu venta total, ${money(13_987_255)}, bajó ${shownPct(total)}.`,
    );
  });

  /** Both weeks' summaries with tables and their ticket (the summary's own rule, total ÷ tables). */
  const withTables = (total: number, covers: number, tables: number) => ({
    attributes: {
      ...summary(total, covers).attributes,
      tables_served_total: tables,
      avg_ticket_cents: Math.round(total / tables),
    },
  });
  const ticketWeeks = {
    '2026-11-23': withTables(1_017_500, 220, 11),
    '2026-11-16': withTables(1_000_000, 200, 10),
  } as Record<string, ReturnType<typeof withTables>>;
  const ticketReader = summariesByPeriod(ticketWeeks);
  const pct = (now: number, before: number) => Math.round((1000 * (now - before)) / before) / 10;

  it('leads with the ticket when the question asks whether it rose', async () => {
    const answer = await askOnFriday('¿Subió el ticket promedio contra la semana pasada?', ticketReader);
    expect(answer.intent).toBe('sales_comparison');
    const [now, before] = [ticketWeeks['2026-11-23']!.attributes, ticketWeeks['2026-11-16']!.attributes];
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    expect(figures).toEqual({
      avg_ticket_cents: now.avg_ticket_cents,
      tables_served_total: 11,
      base_avg_ticket_cents: before.avg_ticket_cents,
      avg_ticket_pct_change: pct(now.avg_ticket_cents, before.avg_ticket_cents),
      total_sales_cents: now.total_sales_cents,
      total_sales_pct_change: pct(now.total_sales_cents, before.total_sales_cents),
      tables_served_pct_change: pct(11, 10),
    });
    // $10,175.00 over 11 tables is $925.00, 7.5 % under $1,000.00 while the tables rose 10 %.
    expect(answer.answer).toBe(
      'Del lunes 23 de noviembre al jueves 26 de noviembre (hasta ayer: hoy todavía no cierra) tu ticket promedio fue de $925.00 por mesa (11 mesas), 7.5% menos que del lunes 16 de noviembre al jueves 19 de noviembre ($1,000.00). La venta subió 1.8%, a $10,175.00, y las mesas subieron 10.0%.',
    );
  });

  it('compares the ticket per diner when asked so', async () => {
    const answer = await askOnFriday('¿Bajó el ticket por persona contra la semana pasada?', ticketReader);
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    // Per diner: 1,017,500 / 220 = 4,625 against 1,000,000 / 200 = 5,000.
    expect(figures.ticket_per_cover_cents).toBe(Math.round(1_017_500 / 220));
    expect(figures.base_ticket_per_cover_cents).toBe(1_000_000 / 200);
    expect(answer.answer).toContain(
      'tu ticket promedio fue de $46.25 por persona (220 comensales), 7.5% menos que',
    );
    expect(answer.answer).toContain('y los comensales subieron 10.0%.');
  });

  // Since 2026-12-08; before, the diners per table ("Son 3 personas por mesa").
  it('compares the ticket per person when «¿y por persona?» follows the ticket compared', async () => {
    const first = await askOnFriday('¿Subió el ticket promedio contra la semana pasada?', ticketReader);
    const next = await answerWithRules({
      question: '¿y por persona?',
      today: FRIDAY,
      previous: first.state,
      reader: ticketReader,
      requiredPlanOf: () => 'growth',
    });
    expect(next.intent).toBe('sales_comparison');
    expect(next.answer).toContain(
      'tu ticket promedio fue de $46.25 por persona (220 comensales), 7.5% menos que',
    );
  });

  // Since 2026-12-08; before, how many came: "atendiste 220 comensales, 10.0% más".
  it('compares what each diner spends when asked whether people spend less', async () => {
    const answer = await askOnFriday('¿La gente está gastando menos que la semana pasada?', ticketReader);
    expect(answer.answer).toContain(
      'tu ticket promedio fue de $46.25 por persona (220 comensales), 7.5% menos que',
    );
  });

  it("keeps the day told of in the imperfect as the conversation's", () => {
    // Since 2026-12-07; before, "¿y cuánto vendió todo el día?" after it read today's.
    const question = '¿Cuánto llevaba el viernes pasado a esta hora?';
    const understood = understand(question, FRIDAY, null);
    expect(understood).toMatchObject({
      intent: 'sales_comparison',
      base: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(stateAfter(understood, null, question)?.range).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    const ownDay = '¿Cómo voy contra el viernes pasado?';
    expect(stateAfter(understand(ownDay, FRIDAY, null), null, ownDay)?.range).toEqual({
      from: FRIDAY,
      to: FRIDAY,
    });
  });

  it('compares the ticket when a base follows the ticket up in a conversation', async () => {
    // Since 2026-12-07; before, "¿subió o bajó contra…?" read the base as the period asked, and
    // "¿y contra…?" after the ticket compared the sales.
    const asked = { today: FRIDAY, reader: ticketReader, requiredPlanOf: () => 'growth' };
    // The state "¿Cuál es mi ticket promedio esta semana?" leaves (rules.ts stateAfter).
    const question = '¿Cuál es mi ticket promedio esta semana?';
    const understood = understand(question, FRIDAY, null);
    const previous = stateAfter(understood, null, question)!;
    expect(previous).toEqual({
      intent: 'avg_ticket',
      range: { from: '2026-11-23', to: '2026-11-26' },
      question,
    });
    const [now, before] = [ticketWeeks['2026-11-23']!.attributes, ticketWeeks['2026-11-16']!.attributes];
    for (const followUp of ['¿Subió o bajó contra la semana pasada?', '¿Y contra la semana anterior?']) {
      const next = await answerWithRules({ ...asked, question: followUp, previous });
      const figures = Object.fromEntries(next.figures.map((figure) => [figure.key, figure.value]));
      expect(figures, followUp).toMatchObject({
        avg_ticket_cents: now.avg_ticket_cents,
        base_avg_ticket_cents: before.avg_ticket_cents,
        avg_ticket_pct_change: pct(now.avg_ticket_cents, before.avg_ticket_cents),
      });
    }
  });

  it('reads the summary of both periods and quotes both totals', async () => {
    const reads: Record<string, ReturnType<typeof summary>> = {
      '2026-11-23': summary(1_017_500, 220),
      '2026-11-16': summary(1_000_000, 200),
    };
    const reader = fakeReader({});
    const byPeriod = (async (read, query) => {
      reader.calls.push(`${read} ${query.date_from}…${query.date_to}`);
      if (read === 'sales-by-day') return NO_DAYS;
      const given = reads[query.date_from!]!;
      return {
        ok: true,
        result: { ...given, meta: { period: {}, snapshot_date: '2026-11-27T01:00:00.000-06:00' } },
      };
    }) as typeof reader;
    const answer = await askOnFriday('¿Cómo voy contra la semana pasada?', byPeriod);
    expect(reader.calls).toEqual([
      'intelligence-sales-summary 2026-11-23…2026-11-26',
      'intelligence-sales-summary 2026-11-16…2026-11-19',
      'sales-by-day 2026-11-23…2026-11-26',
      'sales-by-day 2026-11-16…2026-11-19',
    ]);
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    // (1,017,500 − 1,000,000) / 1,000,000 = 1.75 % → 1.8 (the endpoint's rounding, half away from zero).
    expect(figures).toEqual({
      total_sales_cents: 1_017_500,
      base_total_sales_cents: 1_000_000,
      total_sales_pct_change: 1.8,
      covers_pct_change: 10,
    });
    // "contra la semana pasada" asked this week through today, still open: the answer says it stops
    // at yesterday (before 2026-12-06, unsaid of a comparison).
    expect(answer.answer).toBe(
      'Del lunes 23 de noviembre al jueves 26 de noviembre (hasta ayer: hoy todavía no cierra) vendiste $10,175.00 con IVA, 1.8% más que del lunes 16 de noviembre al jueves 19 de noviembre ($10,000.00). Los comensales subieron 10.0%.',
    );
    // "¿Cuánto vendí de más…?" asks the amount between them too (since 2026-12-06).
    const more = await askOnFriday('¿Cuánto vendí de más contra la semana pasada?', byPeriod);
    const gap = 1_017_500 - 1_000_000;
    expect(more.figures.find((figure) => figure.key === 'total_sales_difference_cents')?.value).toBe(gap);
    expect(more.answer).toContain('($10,000.00). Son $175.00 más. Los comensales subieron 10.0%.');
  });
});

/** Friday 27 at 15:00, still open: its live sales, 12.5 % over last Friday at the same hour. */
const LIVE = {
  as_of: '2026-11-27T15:00:00.000-06:00',
  total_sales_cents: 2_345_000,
  covers_so_far: null,
  tables_so_far: null,
  avg_ticket_cents: null,
  vs_same_time_yesterday: { sales_pct_change: 12.5 },
  forecast_sales_cents: null,
  forecast_sales_basis: null,
  pace_pct: null,
};

describe('today against the same weekday a week earlier', () => {
  /** Friday asked with today open: no built day, the live sales against last Friday. */
  const askLive = (question: string, comparison: Record<string, unknown>) => {
    expect(periods(question)).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: '2026-11-20', to: '2026-11-20' },
    });
    const reader = fakeReader({
      '/api/v1/intelligence/sales/summary': { attributes: {}, hasData: false },
      'internal:sales-by-day': { attributes: { days: [] }, hasData: false },
      '/api/v1/live/sales/today': { attributes: LIVE, meta: { comparison } },
    });
    return answerWithRules({
      question,
      today: FRIDAY,
      previous: null,
      reader,
      requiredPlanOf: () => 'growth',
    });
  };

  it('is the live sales against that day at the same hour, not "today has not closed"', async () => {
    const answered = await askLive('¿Cómo vamos hoy contra el viernes pasado?', {
      date: '2026-11-20',
      sales_so_far_cents: null,
    });
    expect(answered.answer).toMatch(
      /llevas \$23,450\.00 vendidos con IVA\. Vas 12\.5% arriba contra el viernes 20 de noviembre a la misma hora\.$/,
    );
  });

  it('names what that day had sold by the same hour, and answers "a esta hora" of it', async () => {
    // Before, that day's peak hour ("hora"); "¿cómo voy contra …?" without "hoy", last Friday
    // against the Friday before it.
    for (const question of [
      '¿Cuánto llevaba el viernes pasado a esta hora?',
      '¿Cuánto vendí el viernes pasado a la misma hora?',
      '¿Cómo voy contra el viernes pasado?',
    ]) {
      const answered = await askLive(question, { date: '2026-11-20', sales_so_far_cents: 2_084_444 });
      expect(answered.answer).toMatch(
        /Vas 12\.5% arriba contra el viernes 20 de noviembre a la misma hora \(\$20,844\.44\)\.$/,
      );
      expect(answered.figures).toContainEqual(
        expect.objectContaining({ key: 'base_sales_so_far_cents', value: 2_084_444 }),
      );
    }
  });

  it("against yesterday: the same live comparison, and yesterday's whole day said beside it", async () => {
    const thursday = '2026-11-26';
    const closedDays = fakeReader({
      '/api/v1/intelligence/sales/summary': { attributes: { total_sales_cents: 4_100_000 } },
    });
    const todayOpen = fakeReader({
      '/api/v1/intelligence/sales/summary': { attributes: {}, hasData: false },
      'internal:sales-by-day': { attributes: { days: [] }, hasData: false },
      '/api/v1/live/sales/today': {
        attributes: LIVE,
        meta: { comparison: { date: '2026-11-20', sales_so_far_cents: null } },
      },
    });
    // Yesterday's summary has its corte Z; today's has none yet.
    const reader = (<K extends ReadId>(read: K, query: Record<string, string>) =>
      read === 'intelligence-sales-summary' && query.date_from === thursday
        ? closedDays(read, query)
        : todayOpen(read, query)) as IntelligenceReader;
    const question = '¿Cómo voy contra ayer?';
    expect(periods(question)).toEqual({
      range: { from: FRIDAY, to: FRIDAY },
      base: { from: thursday, to: thursday },
    });
    const answered = await answerWithRules({
      question,
      today: FRIDAY,
      previous: null,
      reader,
      requiredPlanOf: () => 'growth',
    });
    expect(answered.answer).toMatch(
      /llevas \$23,450\.00 vendidos con IVA\. Vas 12\.5% arriba contra el viernes 20 de noviembre a la misma hora\. Ayer, jueves 26 de noviembre, cerraste el día con \$41,000\.00 con IVA; a esta hora te comparo con el mismo día de la semana pasada y no con ayer, porque cada día de la semana vende distinto\.$/,
    );
    expect(answered.figures.find((figure) => figure.key === 'base_total_sales_cents')?.value).toBe(4_100_000);
  });

  // Since 2026-12-06; before, "Hoy todavía no cierras el día".
  it('against any other past day: the same live comparison, then that whole day or that it has none', async () => {
    const day = '2026-02-14';
    const ask = (base: FakeRead) => {
      const closedDays = fakeReader({ '/api/v1/intelligence/sales/summary': base });
      const todayOpen = fakeReader({
        '/api/v1/intelligence/sales/summary': { attributes: {}, hasData: false },
        'internal:sales-by-day': { attributes: { days: [] }, hasData: false },
        '/api/v1/live/sales/today': {
          attributes: LIVE,
          meta: { comparison: { date: '2026-11-20', sales_so_far_cents: null } },
        },
      });
      const reader = (<K extends ReadId>(read: K, query: Record<string, string>) =>
        read === 'intelligence-sales-summary' && query.date_from === day
          ? closedDays(read, query)
          : todayOpen(read, query)) as IntelligenceReader;
      return answerWithRules({
        question: '¿Cómo voy contra el 14 de febrero?',
        today: FRIDAY,
        previous: null,
        reader,
        requiredPlanOf: () => 'growth',
      });
    };
    const closed = await ask({ attributes: { total_sales_cents: 3_900_000 } });
    expect(closed.answer).toMatch(
      /Vas 12\.5% arriba contra el viernes 20 de noviembre a la misma hora\. El sábado 14 de febrero cerraste el día con \$39,000\.00 con IVA; a la misma hora solo te comparo con el mismo día de la semana pasada, que es el que leo hora por hora en vivo\.$/,
    );
    const none = await ask({ attributes: {}, hasData: false });
    expect(none.answer).toMatch(/ Del sábado 14 de febrero no tengo ventas cerradas para compararlo\.$/);
  });

  it('asked what is left to beat a day, the gap to its whole sales', async () => {
    const friday = '2026-11-20';
    const askGap = (
      live: typeof LIVE & { open_ordered_cents?: number; projected_day_total_cents?: number },
      question = '¿Cuánto me falta para ganarle al viernes pasado?',
    ) => {
      const closedDays = fakeReader({
        '/api/v1/intelligence/sales/summary': { attributes: { total_sales_cents: 4_100_000 } },
      });
      const todayOpen = fakeReader({
        '/api/v1/intelligence/sales/summary': { attributes: {}, hasData: false },
        'internal:sales-by-day': { attributes: { days: [] }, hasData: false },
        '/api/v1/live/sales/today': {
          attributes: live,
          meta: { comparison: { date: friday, sales_so_far_cents: null } },
        },
      });
      const reader = (<K extends ReadId>(read: K, query: Record<string, string>) =>
        read === 'intelligence-sales-summary' && query.date_from === friday
          ? closedDays(read, query)
          : todayOpen(read, query)) as IntelligenceReader;
      return answerWithRules({
        question,
        today: FRIDAY,
        previous: null,
        reader,
        requiredPlanOf: () => 'growth',
      });
    };
    const answered = await askGap(LIVE);
    const left = 4_100_000 - LIVE.total_sales_cents!;
    const quoted = Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]));
    expect(quoted).toMatchObject({ base_total_sales_cents: 4_100_000, left_to_beat_day_cents: left });
    expect(answered.answer).toContain(
      ` El viernes 20 de noviembre cerraste el día con ${money(4_100_000)} con IVA. Para ganarle te faltan ${money(left)} con IVA.`,
    );
    // What the open tables already ordered is said apart: not charged yet.
    const ordered = await askGap({ ...LIVE, open_ordered_cents: 600_000 });
    expect(ordered.answer).toContain(
      `Para ganarle te faltan ${money(left)} con IVA (${money(left - 600_000)} cuando cobres lo que ya pidieron tus mesas abiertas).`,
    );
    // Asked in the future (since 2026-12-06; before, next Friday's forecast): Hoy's projection too.
    const projected = 3_800_000;
    const ahead = await askGap(
      { ...LIVE, projected_day_total_cents: projected },
      '¿Voy a llegar a lo del viernes pasado?',
    );
    expect(ahead.intent).toBe('sales_comparison');
    expect(ahead.answer).toContain(
      `Para ganarle te faltan ${money(left)} con IVA. A este ritmo (el del viernes 20 de noviembre a la misma hora) cerrarías en ${money(projected)}, ${money(4_100_000 - projected)} abajo de ese día.`,
    );
  });
});
