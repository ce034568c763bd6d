import { describe, expect, it } from 'vitest';
import { puenteDays, questionAsRead, readDates, withMonthsSpelled } from '#shared/domain/assistant/dates.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader } from './fake-reader.ts';

// Saturday 2026-03-07 (ISO week Monday 03-02), unless a row says otherwise.
const TODAY = '2026-03-07';

describe('readDates: Spanish date expressions relative to the local today', () => {
  it.each([
    ['¿cuánto vendí hoy?', '2026-03-07', '2026-03-07'],
    ['ayer', '2026-03-06', '2026-03-06'],
    ['antier', '2026-03-05', '2026-03-05'],
    ['anteayer', '2026-03-05', '2026-03-05'],
    ['antes de ayer', '2026-03-05', '2026-03-05'],
    // "hace …": that one day, counted back from today.
    ['¿cuánto vendí hace una semana?', '2026-02-28', '2026-02-28'],
    ['hace dos días', '2026-03-05', '2026-03-05'],
    ['hace 3 semanas', '2026-02-14', '2026-02-14'],
    // A month or a year back keeps the day of the month; "el mismo día del año pasado" is the same
    // weekday 52 weeks back (Saturday 2025-03-08), as the comparisons read it.
    ['¿cuánto vendí hace un año?', '2025-03-07', '2025-03-07'],
    ['hace 2 meses', '2026-01-07', '2026-01-07'],
    ['el mismo día del año pasado', '2025-03-08', '2025-03-08'],
    ['la misma fecha del año pasado', '2025-03-07', '2025-03-07'],
    ['el mismo día de la semana pasada', '2026-02-28', '2026-02-28'],
    ['el mismo día del mes pasado', '2026-02-07', '2026-02-07'],
    // "los últimos 3 meses", "el último año": back from yesterday by the months named.
    ['los últimos 3 meses', '2025-12-07', '2026-03-06'],
    ['el último mes', '2026-02-07', '2026-03-06'],
    ['en el último año', '2025-03-07', '2026-03-06'],
    // "el día 15": a day of the month, as "el 15".
    ['¿cuánto vendí el día 5?', '2026-03-05', '2026-03-05'],
    ['el día 15', '2026-02-15', '2026-02-15'],
    ['esta semana', '2026-03-02', '2026-03-07'],
    // A span of weekdays: the latest such days ending today or before (before, the first day alone).
    ['¿cuánto vendí del lunes al miércoles?', '2026-03-02', '2026-03-04'],
    ['¿cuánto vendí de jueves a sábado?', '2026-03-05', '2026-03-07'],
    ['¿cuánto vendí del viernes al lunes?', '2026-02-27', '2026-03-02'],
    ['desde el lunes hasta el viernes de la semana pasada', '2026-02-23', '2026-02-27'],
    ['del lunes al domingo pasado', '2026-02-23', '2026-03-01'],
    ['entre el lunes y el miércoles', '2026-03-02', '2026-03-04'],
    ['de lunes a viernes la semana pasada', '2026-02-23', '2026-02-27'],
    // The one before the last (before, this week, yesterday or this month).
    ['¿cuánto vendí la semana antepasada?', '2026-02-16', '2026-02-22'],
    ['el mes antepasado', '2026-01-01', '2026-01-31'],
    ['el año antepasado', '2024-01-01', '2024-12-31'],
    // Since 2026-12-06 (before, this quincena so far): today 7 March, the last is 16–28 February.
    ['¿cómo me fue la quincena antepasada?', '2026-02-01', '2026-02-15'],
    ['la penúltima quincena', '2026-02-01', '2026-02-15'],
    // A half of a named month, the latest begun (before, this half-month).
    ['la primera quincena de febrero', '2026-02-01', '2026-02-15'],
    ['¿cuánto vendí la segunda quincena de febrero?', '2026-02-16', '2026-02-28'],
    ['la segunda quincena de marzo', '2025-03-16', '2025-03-31'],
    ['la primera quincena del mes', '2026-03-01', '2026-03-07'],
    // From a day named to today (or yesterday said), and two days named (before, one of them).
    ['desde el lunes', '2026-03-02', '2026-03-07'],
    ['¿cuánto vendí desde el martes hasta ayer?', '2026-03-03', '2026-03-06'],
    ['desde el 1', '2026-03-01', '2026-03-07'],
    ['del jueves a hoy', '2026-03-05', '2026-03-07'],
    ['¿cuánto vendí ayer y antier?', '2026-03-05', '2026-03-06'],
    ['el lunes y el martes', '2026-03-02', '2026-03-03'],
    ['el viernes y el sábado pasados', '2026-02-27', '2026-02-28'],
    ['¿cuánto vendí el viernes, sábado y domingo?', '2026-02-27', '2026-03-01'],
    // Two days apart are no span: the weekday alone, as before.
    ['el lunes y el jueves', '2026-03-02', '2026-03-02'],
    // A week of a month by its days (the 1st to the 7th, …; the last 7), a weekend by its Saturday
    // (before, the whole month, or last weekend).
    ['la primera semana de febrero', '2026-02-01', '2026-02-07'],
    ['¿cuánto vendí la última semana de febrero?', '2026-02-22', '2026-02-28'],
    ['la primera semana del mes', '2026-03-01', '2026-03-07'],
    ['el primer fin de semana de febrero', '2026-02-07', '2026-02-08'],
    ['el último fin de semana de febrero', '2026-02-28', '2026-03-01'],
    // So many days of a month from either end, and the weekday before the latest (since
    // 2026-12-06; before, the whole month, and the latest such weekday).
    ['¿cuánto vendí los primeros 10 días de febrero?', '2026-02-01', '2026-02-10'],
    ['los últimos cinco días de febrero', '2026-02-24', '2026-02-28'],
    ['el penúltimo sábado', '2026-02-21', '2026-02-21'],
    // Since 2026-12-06 (before, the latest, or the week before last): "antepasado" as "penúltimo".
    ['¿cuánto vendí el sábado antepasado?', '2026-02-21', '2026-02-21'],
    ['¿cómo me fue el fin de semana antepasado?', '2026-02-21', '2026-02-22'],
    // A weekday of a month by its order (since 2026-12-06; before, the latest such weekday).
    ['¿cuánto vendí el segundo sábado de febrero?', '2026-02-14', '2026-02-14'],
    ['el último viernes de febrero', '2026-02-27', '2026-02-27'],
    ['el primer lunes del mes', '2026-03-02', '2026-03-02'],
    // "la última quincena" is the last whole one, as "la quincena pasada".
    ['en la última quincena', '2026-02-16', '2026-02-28'],
    // So many weeks of days to yesterday, as "los últimos 14 días".
    ['las últimas dos semanas', '2026-02-21', '2026-03-06'],
    ['la semana pasada', '2026-02-23', '2026-03-01'],
    // A weekday of it is that day (since 2026-12-08; before, the whole week).
    ['el martes de la semana pasada', '2026-02-24', '2026-02-24'],
    ['el domingo de la semana anterior', '2026-03-01', '2026-03-01'],
    // A week's worth ("a la semana", as "al mes"): the last whole week, not this week so far.
    ['¿cuánto vendo a la semana?', '2026-02-23', '2026-03-01'],
    // With a period named, that period (since 2026-12-06; before, the last whole week).
    ['¿cuánto vendí en febrero por semana?', '2026-02-01', '2026-02-28'],
    // "el año" alone is this one (since 2026-12-06; before, no period: today or yesterday).
    ['¿cómo cerré el año?', '2026-01-01', '2026-03-07'],
    ['¿cuánto me dejó el año?', '2026-01-01', '2026-03-07'],
    ['¿cuánto vendí a la semana este año?', '2026-01-01', '2026-03-07'],
    ['¿cuánto pago de nómina por semana?', '2026-02-23', '2026-03-01'],
    ['¿cuántos clientes tengo cada semana?', '2026-02-23', '2026-03-01'],
    ['este mes', '2026-03-01', '2026-03-07'],
    ['el mes pasado', '2026-02-01', '2026-02-28'],
    ['los últimos 3 días', '2026-03-04', '2026-03-06'],
    ['los ultimos quince dias', '2026-02-20', '2026-03-06'],
    ['la última semana', '2026-02-28', '2026-03-06'],
    // "el martes": the latest Tuesday before today; "el martes pasado": last week's Tuesday.
    ['el martes', '2026-03-03', '2026-03-03'],
    ['el martes pasado', '2026-02-24', '2026-02-24'],
    ['el sábado', '2026-02-28', '2026-02-28'],
    ['el miercoles', '2026-03-04', '2026-03-04'],
    // An explicit date without a year is the latest one not after today.
    ['el 15 de noviembre', '2025-11-15', '2025-11-15'],
    ['el 6 de marzo', '2026-03-06', '2026-03-06'],
    ['el 6 de marzo de 2025', '2025-03-06', '2025-03-06'],
    ['del 1 al 15 de noviembre', '2025-11-01', '2025-11-15'],
    ['del 2 al 6 de marzo', '2026-03-02', '2026-03-06'],
    ['del 28 de febrero al 3 de marzo', '2026-02-28', '2026-03-03'],
    ['en octubre', '2025-10-01', '2025-10-31'],
    // A month to another, and the days since a month or a day: to today.
    ['¿cuánto vendí de enero a febrero?', '2026-01-01', '2026-02-28'],
    ['entre noviembre y enero', '2025-11-01', '2026-01-31'],
    ['de diciembre de 2024 a marzo de 2025', '2024-12-01', '2025-03-31'],
    ['desde enero', '2026-01-01', '2026-03-07'],
    ['¿cuánto he vendido desde el 15 de febrero?', '2026-02-15', '2026-03-07'],
    ['desde octubre', '2025-10-01', '2026-03-07'],
    ['de febrero a la fecha', '2026-02-01', '2026-03-07'],
    ['del 1 de febrero a hoy', '2026-02-01', '2026-03-07'],
    // Quarters and halves of the calendar year; an ordinal without a year is the latest begun.
    ['el primer trimestre', '2026-01-01', '2026-03-07'],
    ['el segundo trimestre', '2025-04-01', '2025-06-30'],
    ['el cuarto trimestre', '2025-10-01', '2025-12-31'],
    ['el trimestre pasado', '2025-10-01', '2025-12-31'],
    ['este semestre', '2026-01-01', '2026-03-07'],
    ['el segundo semestre del año pasado', '2025-07-01', '2025-12-31'],
    ['el tercer trimestre de 2024', '2024-07-01', '2024-09-30'],
    // Pairs of months, January–February first (since 2026-12-07; before, no period read).
    ['¿cuánto vendí en el bimestre?', '2026-03-01', '2026-03-07'],
    ['el bimestre pasado', '2026-01-01', '2026-02-28'],
    ['el segundo bimestre de 2025', '2025-03-01', '2025-04-30'],
    // "ahora" is when it is asked, not a day (since 2026-12-07; before, today instead of the month).
    ['¿y cuánto es mi utilidad de febrero ahora?', '2026-02-01', '2026-02-28'],
    // The year's last quarter or half, named by "último" with a year; without one, the last months
    // back from yesterday, as "el último mes" (since 2026-12-07; before, yesterday or the whole year).
    ['el último trimestre del año pasado', '2025-10-01', '2025-12-31'],
    ['el ultimo trimestre de 2024', '2024-10-01', '2024-12-31'],
    ['el último trimestre del año', '2025-10-01', '2025-12-31'],
    ['el último semestre del año', '2025-07-01', '2025-12-31'],
    ['¿cuánto vendí en el último trimestre?', '2025-12-07', '2026-03-06'],
    ['el ultimo semestre', '2025-09-07', '2026-03-06'],
    // Semana Santa: Palm Sunday to Easter Sunday (Easter 2025: 20 April; 2026's has not begun).
    ['en semana santa', '2025-04-13', '2025-04-20'],
    ['en marzo', '2026-03-01', '2026-03-07'],
    ['en febrero de 2025', '2025-02-01', '2025-02-28'],
    ['este año', '2026-01-01', '2026-03-07'],
    ['el año pasado', '2025-01-01', '2025-12-31'],
    ['mi mejor día del año', '2026-01-01', '2026-03-07'],
    // A year in figures is that whole year; the current one to today. A month or a day of it is theirs.
    ['¿cuánto vendí en 2025?', '2025-01-01', '2025-12-31'],
    ['¿cuánto vendí el 2024?', '2024-01-01', '2024-12-31'],
    ['en el año 2024', '2024-01-01', '2024-12-31'],
    ['mi peor día de 2026', '2026-01-01', '2026-03-07'],
    ['en noviembre de 2025', '2025-11-01', '2025-11-30'],
    // A month's year in words is that year's month, not the whole year.
    ['en noviembre del año pasado', '2025-11-01', '2025-11-30'],
    ['del 1 al 15 de noviembre del año pasado', '2025-11-01', '2025-11-15'],
    ['el 15 de Noviembre del ano anterior', '2025-11-15', '2025-11-15'],
    ['en febrero de este año', '2026-02-01', '2026-02-28'],
    // The year said before its month (since 2026-12-06; before, that whole year).
    ['¿cuánto vendí el año pasado en junio?', '2025-06-01', '2025-06-30'],
    ['¿cómo me fue el año pasado el 10 de mayo?', '2025-05-10', '2025-05-10'],
    ['¿cuánto vendí este año en febrero?', '2026-02-01', '2026-02-28'],
    // Days without their month: this month's, or last month's when the first is still ahead.
    ['¿cuánto vendí el 5?', '2026-03-05', '2026-03-05'],
    ['para el 12', '2026-02-12', '2026-02-12'],
    ['el lunes 2', '2026-03-02', '2026-03-02'],
    ['mi peor día del mes', '2026-03-01', '2026-03-07'],
    ['del 1 al 6', '2026-03-01', '2026-03-06'],
    ['del 20 al 28', '2026-02-20', '2026-02-28'],
    // "¿cómo va el día?" is the day under way.
    ['¿cómo va el día?', '2026-03-07', '2026-03-07'],
    // A day and its year said after it (before 2026-12-06, that whole year).
    ['¿cómo me fue el 12 de diciembre el año pasado?', '2025-12-12', '2025-12-12'],
    // A part of today (before 2026-12-06, yesterday's whole day).
    ['¿cuánto vendí esta mañana?', '2026-03-07', '2026-03-07'],
    ['¿cómo va la tarde?', '2026-03-07', '2026-03-07'],
  ])('%s → %s … %s', (text, from, to) => {
    expect(readDates(text, TODAY)).toMatchObject({ kind: 'range', range: { from, to } });
  });

  it('reads a puente as its long weekend, Saturday to the Monday of rest', () => {
    // Asked on Thursday 3 December 2026: the latest is the Revolución's, 14–16 November.
    expect(readDates('¿cuánto vendí el puente?', '2026-12-03')).toMatchObject({
      range: { from: '2026-11-14', to: '2026-11-16' },
    });
    expect(readDates('¿cómo me fue el puente de Benito Juárez?', '2026-12-03')).toMatchObject({
      range: { from: '2026-03-14', to: '2026-03-16' },
    });
    // "el fin de semana largo" is the puente (before, last weekend).
    expect(readDates('¿cómo me fue el fin de semana largo?', '2026-12-03')).toMatchObject({
      range: { from: '2026-11-14', to: '2026-11-16' },
    });
    // "el finde largo", "el fin largo" too (since 2026-12-06; before, last weekend).
    for (const said of ['¿cómo me fue el finde largo?', '¿cuánto vendí el fin largo?'])
      expect(readDates(said, '2026-12-03')).toMatchObject({
        range: { from: '2026-11-14', to: '2026-11-16' },
      });
    // On the Sunday of the Constitución's puente, it is under way: Saturday to today.
    expect(readDates('¿cómo va el puente?', '2026-02-01')).toMatchObject({
      range: { from: '2026-01-31', to: '2026-02-01' },
    });
    // Named by its month or its day of rest (since 2026-12-06; before, "de mayo" was not read and
    // any puente was the latest Monday one): the day of rest with its weekend.
    expect(readDates('¿cuánto vendí en el puente de mayo?', '2027-05-15')).toMatchObject({
      range: { from: '2027-05-01', to: '2027-05-02' },
    });
    expect(readDates('¿cuánto vendí en el puente de mayo?', '2027-04-15')).toMatchObject({
      range: { from: '2026-05-01', to: '2026-05-03' },
    });
    expect(readDates('¿cómo me fue el puente de noviembre?', '2027-05-15')).toMatchObject({
      range: { from: '2026-11-14', to: '2026-11-16' },
    });
    expect(readDates('¿cómo me fue en el puente de Navidad?', '2027-05-15')).toMatchObject({
      range: { from: '2026-12-25', to: '2026-12-27' },
    });
    expect(readDates('¿cuánto vendí el puente del 1 de mayo?', '2026-05-20')).toMatchObject({
      range: { from: '2026-05-01', to: '2026-05-03' },
    });
    // A Tuesday's puente reaches back to Saturday (1 October 2024, the presidential transfer).
    expect(readDates('¿cómo me fue en el puente de octubre?', '2024-10-10')).toMatchObject({
      range: { from: '2024-09-28', to: '2024-10-01' },
    });
    // Alone, only a long weekend counts: 1 May 2027 fell on a Saturday, so the latest is Semana
    // Santa's Thursday to Sunday (since 2026-12-07; before, Benito Juárez's, 13–15 March).
    expect(readDates('¿cuánto vendí en el puente?', '2027-05-15')).toMatchObject({
      range: { from: '2027-03-25', to: '2027-03-28' },
    });
    expect(readDates('¿cuánto vendí en el puente de marzo?', '2027-05-15')).toMatchObject({
      range: { from: '2027-03-25', to: '2027-03-28' },
    });
    // A forecast's "fin de semana largo" in Semana Santa is its Thursday to Sunday, not May's.
    expect(puenteDays('el fin de semana largo', '2031-04-09', 'next')?.range).toEqual({
      from: '2031-04-10',
      to: '2031-04-13',
    });
    // The Día de la Revolución alone is still its Monday.
    expect(readDates('el día de la Revolución', '2026-12-03')).toMatchObject({
      range: { from: '2026-11-16', to: '2026-11-16' },
    });
  });

  it('reads "el martes" on a Tuesday as the previous one, and across a year boundary', () => {
    expect(readDates('el martes', '2026-03-10')).toMatchObject({ range: { from: '2026-03-03' } });
    expect(readDates('la semana pasada', '2026-01-02')).toMatchObject({
      range: { from: '2025-12-22', to: '2025-12-28' },
    });
    expect(readDates('el mes pasado', '2026-01-15')).toMatchObject({
      range: { from: '2025-12-01', to: '2025-12-31' },
    });
  });

  it("reads a day without a year as the latest past one even when next year's is nearer", () => {
    // Asked on 2026-11-23: chrono alone picks 2027-03-06 (nearer); the owner means last March.
    expect(readDates('¿cuánto vendí el 6 de marzo?', '2026-11-23')).toMatchObject({
      kind: 'range',
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
    expect(readDates('el 2 de enero', '2026-11-23')).toMatchObject({ range: { from: '2026-01-02' } });
  });

  it.each([
    // Thursday 2026-12-03: "este" is this week's, ahead or behind; "próximo" the next one.
    ['¿cuánto vendo este sábado?', 'future', '2026-12-05'],
    ['¿cuánto vendí este lunes?', 'range', '2026-11-30'],
    ['¿cuánto llevo este jueves?', 'range', '2026-12-03'],
    ['el próximo sábado', 'future', '2026-12-05'],
    ['el siguiente jueves', 'future', '2026-12-10'],
    ['el martes que viene', 'future', '2026-12-08'],
    ['el viernes que entra', 'future', '2026-12-04'],
    ['el sábado próximo', 'future', '2026-12-05'],
  ])('%s: a %s day, %s', (question, kind, date) => {
    expect(readDates(question, '2026-12-03')).toEqual({
      kind,
      range: { from: date, to: date },
      phrase: expect.any(String),
    });
  });

  it('reads the days of no month said ahead when last month has not them, and two days in a row', () => {
    // 23 December: November has no 31st, so "del 24 al 31" is this month's, ahead; "el 24 y el 25"
    // two days (since 2026-12-07; before, nothing read, or the 24th alone).
    expect(readDates('¿cuánto voy a vender del 24 al 31?', '2029-12-23')).toMatchObject({
      kind: 'future',
      range: { from: '2029-12-24', to: '2029-12-31' },
    });
    expect(readDates('¿cuánto vendí del 24 al 30?', '2029-12-23')).toMatchObject({
      range: { from: '2029-11-24', to: '2029-11-30' },
    });
    expect(readDates('¿cuánto vendí el 10 y el 11?', '2029-12-23')).toMatchObject({
      range: { from: '2029-12-10', to: '2029-12-11' },
    });
    // Two days apart are no range: the first, as before.
    expect(readDates('el 10 y el 15', '2029-12-23')).toMatchObject({
      range: { from: '2029-12-10', to: '2029-12-10' },
    });
  });

  it('reports the future, and ends a range reaching past today at today', () => {
    expect(readDates('mañana', TODAY)).toMatchObject({ kind: 'future', range: { from: '2026-03-08' } });
    expect(readDates('del 1 al 31 de marzo', TODAY)).toMatchObject({
      kind: 'range',
      range: { from: '2026-03-01', to: '2026-03-07' },
    });
  });

  it.each([
    // The latest days of the holiday that have begun (today is 7 March 2026).
    ['¿cuánto vendí en Navidad?', '2025-12-25', '2025-12-25', 'christmas'],
    ['¿y en nochebuena?', '2025-12-24', '2025-12-24', 'christmas_eve'],
    ['ventas de año nuevo', '2026-01-01', '2026-01-01', 'new_year'],
    ['el día de las madres', '2025-05-10', '2025-05-10', 'mothers_day'],
    // Movable: Easter 2025 was 20 April, Father's Day the third Sunday of June.
    ['el viernes santo', '2025-04-18', '2025-04-18', 'good_friday'],
    ['el dia del padre', '2025-06-15', '2025-06-15', 'fathers_day'],
    // Buen Fin 2025: Friday 14 to Monday 17 November (Revolution Day, the third Monday).
    ['¿cómo me fue en el Buen Fin?', '2025-11-14', '2025-11-17', 'buen_fin'],
    ['el día de la Virgen', '2025-12-12', '2025-12-12', 'guadalupe'],
    // The year said after it (before 2026-12-06, the latest whatever the year said).
    ['¿cuánto vendí en año nuevo del año pasado?', '2025-01-01', '2025-01-01', 'new_year'],
    ['el Buen Fin de 2024', '2024-11-15', '2024-11-18', 'buen_fin'],
    ['el día de la Virgen el año pasado', '2025-12-12', '2025-12-12', 'guadalupe'],
    // Since 2026-12-06 (before, yesterday): the Noche Mexicana, and the fiestas patrias's two days.
    ['¿cuánto vendí en la noche mexicana?', '2025-09-15', '2025-09-15', 'independence_eve'],
    // Since 2026-12-06 (before, the 25th and the 1st): the dinners are the nights before.
    ['¿cuánto vendí en la cena de Navidad?', '2025-12-24', '2025-12-24', 'christmas_eve'],
    ['la cena de año nuevo', '2025-12-31', '2025-12-31', 'new_years_eve'],
    ['¿cómo me fue en las fiestas patrias?', '2025-09-15', '2025-09-16', 'independence_eve'],
    ['las fiestas patrias de 2024', '2024-09-15', '2024-09-16', 'independence_eve'],
  ])('%s → %s … %s (%s)', (text, from, to, holiday) => {
    expect(readDates(text, TODAY)).toMatchObject({ kind: 'range', range: { from, to }, holiday });
  });

  it('reads a holiday said "pasada" on its own day as the one before (since 2026-12-06)', () => {
    expect(readDates('¿cuánto vendí la nochebuena pasada?', '2026-12-24')).toMatchObject({
      range: { from: '2025-12-24', to: '2025-12-24' },
    });
    // Today's, said plainly; and "la Navidad pasada" the day after it is the one just gone.
    expect(readDates('¿cuánto vendí en nochebuena?', '2026-12-24')).toMatchObject({
      range: { from: '2026-12-24', to: '2026-12-24' },
    });
    expect(readDates('¿cuánto vendí la navidad pasada?', '2026-12-26')).toMatchObject({
      range: { from: '2026-12-25', to: '2026-12-25' },
    });
  });

  // Since 2026-12-08; before, the whole Monday-to-Sunday week.
  it("reads the weekend of a holiday as that week's Saturday and Sunday, ahead for a forecast", () => {
    // Día de las Madres 2031 is Saturday 10 May; Día del Padre is Sunday 15 June.
    expect(readDates('¿cómo me fue el fin de semana del día de las madres?', '2031-05-11')).toMatchObject({
      range: { from: '2031-05-10', to: '2031-05-11' },
    });
    expect(
      understand('¿Cuánto voy a vender el fin de semana del día del padre?', '2031-06-10', null),
    ).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2031-06-14', to: '2031-06-15' },
    });
    expect(readDates('la semana del día de las madres', '2031-05-11')).toMatchObject({
      range: { from: '2031-05-05', to: '2031-05-11' },
    });
  });

  // Since 2026-12-08; before, the last whole quincena, read as one just begun.
  it('reads the day of the quincena the day after it as that payday', () => {
    // Saturday 14 June 2031: the 15th is a Sunday, so paid Friday the 13th.
    expect(understand('¿Cuánto vendí el día de quincena?', '2031-06-14', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2031-06-13', to: '2031-06-13' },
    });
  });

  // Since 2026-12-08; before, yesterday against the whole of last week.
  it('compares a day with a weekday of last week, that one day', () => {
    expect(
      understand('¿Cuánto vendí ayer contra el martes de la semana pasada?', '2031-01-15', null),
    ).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2031-01-14', to: '2031-01-14' },
      base: { from: '2031-01-07', to: '2031-01-07' },
    });
  });

  it('reads holidays named together as their days, a year back and ahead too', () => {
    expect(
      understand('¿Cómo me fue en las fiestas patrias contra el año pasado?', TODAY, null),
    ).toMatchObject({
      range: { from: '2025-09-15', to: '2025-09-16' },
      base: { from: '2024-09-15', to: '2024-09-16' },
    });
    expect(understand('¿Cuánto voy a vender en las fiestas patrias?', '2026-09-10', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-09-15', to: '2026-09-16' },
    });
  });

  // Since 2026-12-08; before, Viernes Santo alone, the last Thursday and Friday, or the habit of
  // Thursdays (Easter 2031 is 13 April; 2030's was 21 April).
  it('reads Jueves and Viernes Santo said together as both days', () => {
    const both = (from: string, to: string) => ({ range: { from, to }, holiday: 'holy_thursday' });
    for (const said of [
      'jueves y viernes santo',
      'el jueves y el viernes santo',
      'jueves santo y viernes santo',
    ])
      expect(readDates(`¿cuánto vendí ${said}?`, '2031-04-01')).toMatchObject(
        both('2030-04-18', '2030-04-19'),
      );
    expect(understand('¿Me conviene cerrar jueves y viernes santo?', '2031-04-01', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2031-04-10', to: '2031-04-11' },
    });
    // The weekdays alone are still the last Thursday and Friday.
    expect(readDates('el jueves y el viernes', '2031-04-01')).toMatchObject({
      range: { from: '2031-03-27', to: '2031-03-28' },
    });
  });

  // Since 2026-12-06 (before, yesterday; "fin de año" alone, Nochevieja, is unchanged).
  it.each([
    ['¿cómo me fue en las fiestas decembrinas?', '2029-12-12', '2029-12-31'],
    ['¿cuánto vendí en las fiestas de fin de año?', '2029-12-24', '2029-12-31'],
    ['¿cómo me fue en las fiestas navideñas?', '2029-12-24', '2029-12-31'],
    ['¿cuánto vendí en fin de año?', '2029-12-31', '2029-12-31'],
    // "las fiestas" alone: whichever began last, the decembrinas in January, the patrias in October.
    ['¿cómo me fue en las fiestas?', '2029-12-12', '2029-12-31'],
  ])('on 2 January, %s → %s … %s', (text, from, to) => {
    expect(readDates(text, '2030-01-02')).toMatchObject({ kind: 'range', range: { from, to } });
  });

  it('reads "las fiestas" alone as the fiestas patrias in October, and as days to come', () => {
    expect(readDates('¿cómo me fue en las fiestas?', '2029-10-02')).toMatchObject({
      range: { from: '2029-09-15', to: '2029-09-16' },
    });
    expect(readDates('¿cuánto vendí en las fiestas de mi hija?', '2030-01-02')).toBeNull();
    // Under way on 20 December: the days left of this year's, not next year's.
    expect(understand('¿Cuánto voy a vender en las fiestas?', '2029-12-20', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2029-12-20', to: '2029-12-31' },
    });
  });

  // Since 2026-12-06 (before, the last 7 days, or the days of the new year so far).
  it.each([
    ['¿cómo me fue en la última semana del año?', '2029-12-25', '2029-12-31'],
    ['¿cuánto vendí el último sábado del año?', '2029-12-29', '2029-12-29'],
    ['¿cuánto vendí los últimos 5 días del año?', '2029-12-27', '2029-12-31'],
    ['¿cómo me fue el último fin de semana del año pasado?', '2029-12-29', '2029-12-30'],
    ['¿cuánto vendí la última semana de 2028?', '2028-12-25', '2028-12-31'],
    ['¿cuánto vendí la primera semana del año?', '2030-01-01', '2030-01-02'],
  ])("on 2 January, %s → %s … %s: the year's first or last days", (text, from, to) => {
    expect(readDates(text, '2030-01-02')).toMatchObject({ kind: 'range', range: { from, to } });
  });

  // Since 2026-12-06 (before, the quincena's days so far, or yesterday).
  it('reads "el día de quincena" as the latest payday, the Friday before on a weekend', () => {
    expect(readDates('¿cuánto vendí el día de quincena?', '2029-12-03')).toMatchObject({
      range: { from: '2029-11-30', to: '2029-11-30' },
    });
    // 15 December 2029 is a Saturday: paid on Friday the 14th.
    expect(readDates('¿cómo me fue el día de la quincena?', '2029-12-17')).toMatchObject({
      range: { from: '2029-12-14', to: '2029-12-14' },
    });
    expect(readDates('¿cuánto vendí el día de pago?', '2029-12-17')).toMatchObject({
      range: { from: '2029-12-14', to: '2029-12-14' },
    });
    // What is paid, not a day's sales.
    expect(readDates('¿cuánto necesito para la nómina del día de pago?', '2029-12-03')).toBeNull();
  });

  // Since 2026-12-06 (before, nothing read).
  it('reads "el fin" alone as the weekend, not "el fin de mes" nor the Buen Fin', () => {
    const monday = '2029-12-03';
    const weekend = { from: '2029-12-01', to: '2029-12-02' };
    expect(readDates('¿cuánto me dejaron de propina el fin?', monday)).toMatchObject({ range: weekend });
    expect(readDates('¿cómo me fue el fin pasado?', monday)).toMatchObject({ range: weekend });
    expect(readDates('¿cómo me fue en el Buen Fin?', monday)).toMatchObject({
      range: { from: '2029-11-16', to: '2029-11-19' },
    });
    expect(readDates('¿cuánto vendí el fin de mes?', monday)).toBeNull();
  });

  it("reads this year's holiday not begun as days to come", () => {
    expect(readDates('la Navidad de este año', TODAY)).toMatchObject({
      kind: 'future',
      range: { from: '2026-12-25', to: '2026-12-25' },
    });
  });

  it('leaves a name that is also a person or a place to the rest of the question', () => {
    expect(readDates('¿cuánto vendió Guadalupe ayer?', TODAY)).toMatchObject({
      range: { from: '2026-03-06' },
    });
    expect(readDates('¿cuánto vendió Guadalupe?', TODAY)).toBeNull();
    expect(readDates('la sucursal Benito Juárez', TODAY)).toBeNull();
    // "un buen fin de semana" is a good weekend, not Buen Fin (before, November's four days).
    expect(readDates('¿fue un buen fin de semana?', TODAY)).toMatchObject({
      range: { from: '2026-02-28', to: '2026-03-01' },
    });
    expect(readDates('¿fue un buen fin de semana?', TODAY)).not.toHaveProperty('holiday');
  });

  it('marks days read without their month, and skips a month that lacks the day', () => {
    expect(readDates('el 12', TODAY)).toMatchObject({ monthless: true });
    // 7 March: February has no 30th, so "el 30" is January's.
    expect(readDates('¿cuánto vendí el 30?', TODAY)).toMatchObject({ range: { from: '2026-01-30' } });
    // A table number is not a day.
    expect(readDates('¿cuánto vendió la mesa 12?', TODAY)).toBeNull();
  });

  it('takes the coming day when only it has the weekday said with the number', () => {
    // Wednesday 23 December 2026: the 25th is a Friday, 25 November was a Wednesday.
    const wednesday = '2026-12-23';
    expect(readDates('¿cuánto vendo el viernes 25?', wednesday)).toMatchObject({
      kind: 'future',
      range: { from: '2026-12-25', to: '2026-12-25' },
    });
    expect(readDates('¿cuánto vendí el miércoles 25?', wednesday)).toMatchObject({
      kind: 'range',
      range: { from: '2026-11-25' },
    });
    // 21 December is a Monday and 21 January a Thursday: neither is a Tuesday, so the latest 21st.
    expect(readDates('¿cuánto vendí el martes 21?', wednesday)).toMatchObject({
      range: { from: '2026-12-21' },
    });
    // With its month: 25 December 2026 is a Friday, 2025's a Thursday.
    expect(readDates('¿cuánto vendo el viernes 25 de diciembre?', wednesday)).toMatchObject({
      kind: 'future',
      range: { from: '2026-12-25' },
    });
    expect(readDates('¿cuánto vendí el jueves 25 de diciembre?', wednesday)).toMatchObject({
      range: { from: '2025-12-25' },
    });
    expect(readDates('¿cuánto vendo el 25 de diciembre?', wednesday)).toMatchObject({
      range: { from: '2025-12-25' },
    });
  });

  it('reads the week of a holiday as its Monday-to-Sunday week', () => {
    // Before 2026-12-06, the holiday's own day.
    expect(readDates('¿cuánto vendí la semana de Navidad?', '2027-01-20')).toEqual({
      kind: 'range',
      range: { from: '2026-12-21', to: '2026-12-27' },
      phrase: expect.any(String),
      // The holiday named, so a forecast reads the week around the coming one (since 2026-12-07).
      holidayWeek: 'christmas',
    });
    // Buen Fin 2026 runs Friday 13 to Monday 16 November: the week of its Friday.
    expect(readDates('¿cómo me fue la semana del Buen Fin?', '2027-01-20')).toMatchObject({
      range: { from: '2026-11-09', to: '2026-11-15' },
    });
  });

  it('reads "la semana del" a day as the Monday-to-Sunday week around it', () => {
    // Before 2026-12-06, "la semana" alone: this week.
    expect(readDates('¿cuánto vendí en la semana del 14 de febrero?', '2027-03-02')).toMatchObject({
      range: { from: '2027-02-08', to: '2027-02-14' },
      weekOf: { day: '2027-02-14', monthless: false },
    });
    expect(readDates('¿cómo me fue la semana del 14?', '2027-03-02')).toMatchObject({
      range: { from: '2027-02-08', to: '2027-02-14' },
    });
    // "el fin de semana del" a day: that week's Saturday and Sunday (before, its whole week).
    expect(readDates('¿cuánto vendí el fin de semana del 1 de mayo?', '2027-05-15')).toMatchObject({
      range: { from: '2027-05-01', to: '2027-05-02' },
      phrase: 'fin de semana del 1 de mayo',
    });
    // "semana santa del año pasado": the one before the latest begun (before, the latest).
    expect(readDates('¿cómo me fue en semana santa del año pasado?', '2027-05-15')).toMatchObject({
      range: { from: '2026-03-29', to: '2026-04-05' },
    });
    // Easter Saturday and Sunday of the Semana Santa latest begun (since 2026-12-07; before, the
    // latest Saturday or Sunday). Easter 2031 is 13 April, Palm Sunday 6 April; 2030's, 21 April.
    expect(readDates('¿cuánto voy a vender el domingo de pascua?', '2031-04-09')).toMatchObject({
      kind: 'future',
      range: { from: '2031-04-13', to: '2031-04-13' },
    });
    expect(readDates('¿y el sábado de gloria?', '2031-04-09')).toMatchObject({
      kind: 'future',
      range: { from: '2031-04-12', to: '2031-04-12' },
    });
    expect(readDates('¿cuánto vendí el domingo de resurrección?', '2031-04-01')).toMatchObject({
      kind: 'range',
      range: { from: '2030-04-21', to: '2030-04-21' },
    });
    // A range after it is the range.
    expect(readDates('la semana del 7 al 13 de febrero', '2027-03-02')).toMatchObject({
      range: { from: '2027-02-07', to: '2027-02-13' },
    });
    // A forecast asks the week around the coming one, from today when under way.
    for (const [question, range] of [
      ['¿cuánto voy a vender la semana del 8 de marzo?', { from: '2027-03-08', to: '2027-03-14' }],
      ['¿cuánto voy a vender la semana del 3?', { from: '2027-03-02', to: '2027-03-07' }],
    ] as const)
      expect(understand(question, '2027-03-02', null), question).toMatchObject({
        intent: 'forecast_sales',
        range,
      });
    // A holiday's week too: the coming Christmas's, Monday 24 to Sunday 30 December 2029, and the
    // rest of it once under way (since 2026-12-07; before, 2028's week, answered as closed days).
    for (const [today, range] of [
      ['2029-12-23', { from: '2029-12-24', to: '2029-12-30' }],
      ['2029-12-26', { from: '2029-12-26', to: '2029-12-30' }],
    ] as const)
      expect(understand('¿Cuánto voy a vender la semana de Navidad?', today, null), today).toMatchObject({
        intent: 'forecast_sales',
        range,
      });
    // Asked in the past, the latest: 2028's.
    expect(understand('¿cuánto vendí la semana de navidad?', '2029-12-23', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2028-12-25', to: '2028-12-31' },
    });
  });

  it('reads the fixed feasts an owner names as their date', () => {
    // Before 2026-12-06, no day: yesterday's answer.
    expect(readDates('¿cuánto vendí el día de Reyes?', TODAY)).toMatchObject({
      range: { from: '2026-01-06', to: '2026-01-06' },
    });
    expect(readDates('¿cómo me fue el día de los Santos Reyes?', '2027-01-20')).toMatchObject({
      range: { from: '2027-01-06' },
    });
    expect(readDates('¿cuánto vendí el día de la Candelaria?', TODAY)).toMatchObject({
      range: { from: '2026-02-02', to: '2026-02-02' },
    });
    // Since 2026-12-07 (before, no day): the Día del Maestro, Halloween; "Todos Santos" and the
    // presidential transfer by the names owners give them.
    expect(readDates('¿cuánto vendí el día del maestro?', '2030-05-20')).toMatchObject({
      range: { from: '2030-05-15', to: '2030-05-15' },
    });
    expect(readDates('¿cuánto vendí en halloween?', '2030-11-03')).toMatchObject({
      range: { from: '2030-10-31', to: '2030-10-31' },
    });
    expect(readDates('cuanto vendi en dia de todos santos', '2030-11-03')).toMatchObject({
      range: { from: '2030-11-01', to: '2030-11-01' },
      holiday: 'all_saints',
    });
    expect(readDates('¿cómo me fue en el cambio de presidente?', '2030-10-02')).toMatchObject({
      range: { from: '2030-10-01', to: '2030-10-01' },
      holiday: 'presidential_transfer',
    });
  });

  // Since 2026-12-06 (before, yesterday or tomorrow): seasons an owner names, as their dates.
  it.each([
    ['¿cómo me fue en las posadas?', '2030-01-02', '2029-12-16', '2029-12-24'],
    ['¿cuánto vendí en la temporada de posadas?', '2030-01-02', '2029-12-16', '2029-12-24'],
    ['¿cómo me fue en el Guadalupe-Reyes?', '2030-01-10', '2029-12-12', '2030-01-06'],
    ['¿cuánto vendí en la Guadalupana?', '2030-01-10', '2029-12-12', '2029-12-12'],
    ['¿cuánto vendí entre Navidad y Año Nuevo?', '2030-01-10', '2029-12-25', '2030-01-01'],
    // "en Reyes", "para Reyes": the feast; "Juan Reyes" alone stays a name.
    ['¿cuánto vendí para Reyes?', '2030-01-10', '2030-01-06', '2030-01-06'],
  ])('reads %s on %s as %s … %s', (question, today, from, to) => {
    expect(readDates(question, today)).toMatchObject({ kind: 'range', range: { from, to } });
  });

  it('forecasts Reyes and the days between Navidad and Año Nuevo ahead', () => {
    expect(understand('¿Cuánto voy a vender en Reyes?', '2029-12-27', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2030-01-06', to: '2030-01-06' },
    });
    expect(understand('¿Cuánto voy a vender entre Navidad y Año Nuevo?', '2029-12-27', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2029-12-27', to: '2030-01-01' },
    });
    expect(readDates('¿cuánto vendió Juan Reyes?', '2029-12-27')).toBeNull();
  });

  it('forecasts the posadas ahead, and the days left of them once under way', () => {
    expect(understand('¿Cuánto voy a vender en las posadas?', '2029-12-12', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2029-12-16', to: '2029-12-24' },
    });
    // A range said under way is forecast from today to its last day (before 2026-12-06, today alone).
    for (const question of [
      '¿Cuánto voy a vender en las posadas?',
      '¿Cuánto voy a vender del 16 al 24 de diciembre?',
    ])
      expect(understand(question, '2029-12-20', null), question).toMatchObject({
        intent: 'forecast_sales',
        range: { from: '2029-12-20', to: '2029-12-24' },
      });
  });

  it('reads last year said before a holiday as that holiday a year back', () => {
    // Before 2026-12-06, this year's: "el año pasado" before the name went unread.
    expect(readDates('¿cómo me fue el año pasado en Navidad?', '2029-12-26')).toMatchObject({
      range: { from: '2028-12-25', to: '2028-12-25' },
    });
    expect(readDates('¿cuánto vendí el año pasado en el Buen Fin?', '2029-12-26')).toMatchObject({
      range: { from: '2028-11-17', to: '2028-11-20' },
    });
  });

  it('returns null when the question names no period', () => {
    expect(readDates('¿cuánto vendí?', TODAY)).toBeNull();
    expect(readDates('¿quién es mi mejor mesero?', TODAY)).toBeNull();
  });
});

describe('a month shortened as a phone types it', () => {
  it.each([
    ['¿cuánto vendí en nov?', '¿cuánto vendí en noviembre?'],
    ['¿cuánto vendí de oct a nov?', '¿cuánto vendí de octubre a noviembre?'],
    ['¿cuánto vendí del 1 al 15 de Nov.?', '¿cuánto vendí del 1 al 15 de noviembre?'],
    ['¿Cuánto gasté en sept?', '¿Cuánto gasté en septiembre?'],
    ['¿cuánto vendí en dic?', '¿cuánto vendí en diciembre?'],
  ])('%s reads as %s', (typed, spelled) => {
    expect(withMonthsSpelled(typed)).toBe(spelled);
  });

  // Since 2026-12-07; before, the 28th alone, 2028's Semana Santa, the puente under way, the
  // whole puente and no day.
  it('reads days as an owner names them beside a base, a year, a puente or a clause', () => {
    const on = (text: string) => readDates(text, '2030-03-16');
    expect(on('contra el 16 al 28 de febrero')).toMatchObject({
      range: { from: '2030-02-16', to: '2030-02-28' },
    });
    expect(on('en semana santa del año pasado')).toMatchObject({
      range: { from: '2029-03-25', to: '2029-04-01' },
    });
    expect(on('¿qué tal el puente pasado?')).toMatchObject({
      range: { from: '2030-02-02', to: '2030-02-04' },
    });
    expect(on('el puente')).toMatchObject({ range: { from: '2030-03-16' }, through: '2030-03-18' });
    expect(on('el lunes 18 que es puente')).toMatchObject({ phrase: 'el lunes 18', monthless: true });
    const forecast = { intent: 'forecast_sales' as const, range: { from: '2030-03-17', to: '2030-03-17' } };
    expect(understand('¿y el lunes que es festivo?', '2030-03-16', forecast)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2030-03-18', to: '2030-03-18' },
    });
    expect(
      understand('¿Cuánta gente voy a tener el lunes 18 que es puente?', '2030-03-16', null),
    ).toMatchObject({
      intent: 'forecast_covers',
      range: { from: '2030-03-18', to: '2030-03-18' },
    });
  });

  // Since 2026-12-07; before, last Sunday alone, "en promedio … en 1 días abiertos".
  it('reads a weekday said with "un" beside an average or a habit as that weekday\'s habit', () => {
    expect(questionAsRead('¿Cuánto vendo en promedio un domingo?')).toBe(
      '¿Cuánto vendo en promedio los domingos?',
    );
    expect(questionAsRead('¿cuánta gente viene un viernes normal?')).toBe(
      '¿cuánta gente viene los viernes normal?',
    );
    expect(questionAsRead('¿Cuánto vendí un domingo de octubre?')).toBe(
      '¿Cuánto vendí un domingo de octubre?',
    );
    // "en domingo" with a habit word too (since 2026-12-08; before, the last Sunday alone).
    expect(questionAsRead('¿cuánto vendo normalmente en domingo?')).toBe(
      '¿cuánto vendo normalmente en los domingos?',
    );
    expect(questionAsRead('¿cuánto vendo en domingo?')).toBe('¿cuánto vendo en domingo?');
  });

  it('is a month only after a word that dates it, never inside a word nor alone', () => {
    for (const question of [
      '¿qué hago para vender más?',
      '¿cuánto vendí de mariscos?',
      '¿cuánto vendí en el mar?',
      '¿cómo va la novia?',
    ])
      expect(withMonthsSpelled(question), question).toBe(question);
  });

  it('reaches the answer: "de oct a nov" is those two months, not a dish', async () => {
    const answered = await answerWithRules({
      question: '¿cuánto vendí de oct a nov?',
      today: '2026-12-03',
      previous: null,
      reader: fakeReader({}),
      requiredPlanOf: () => 'starter',
    });
    expect(answered.intent).toBe('sales_total');
    expect(answered.period).toEqual({ from: '2026-10-01', to: '2026-11-30' });
  });
});
