/**
 * The calendar asked of itself (calendar-days.ts): which days a question asks, and answers that name
 * each payday or holiday with what the forecast makes of it. The calendar's own dates are checked
 * against a hand-written table in test/unit/calendar; the dates here are worked out by hand too.
 */
import { describe, expect, it } from 'vitest';
import { plansFor } from '#shared/domain/assistant/answers.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

// A Friday: the next payday is Tuesday 15 December, the 31st a Thursday.
const TODAY = '2026-12-04';
const FORECAST = '/api/v1/intelligence/forecast';

/** A forecast day whose drivers are the weekday's and the given calendar ones. */
const forecastRow = (date: string, drivers: { code: string; label: string; effect_pct: number }[]) => ({
  date,
  status: 'ok',
  sales_cents: 3_000_000,
  drivers: [...drivers, { code: 'weekday', label: 'Martes', effect_pct: -12.8 }],
});
const ROWS = [
  forecastRow('2026-12-12', [{ code: 'holiday', label: 'Día de la Virgen de Guadalupe', effect_pct: 0.2 }]),
  forecastRow('2026-12-15', [{ code: 'quincena', label: 'Quincena', effect_pct: 4.4 }]),
];
const ask = (question: string, reads: Parameters<typeof askRules>[1] = {}, today = TODAY) =>
  askRules(question, reads, { today, requiredPlanOf: () => 'growth' });
const withForecast = { [FORECAST]: { attributes: { days: ROWS } } };

describe('the days a calendar question asks', () => {
  it.each([
    ['¿mañana es quincena?', '2026-12-05', '2026-12-05'],
    ['¿el lunes es día feriado?', '2026-12-07', '2026-12-07'],
    // Named without a year, the coming one (the dates module alone reads the latest).
    ['¿el 12 de diciembre es festivo?', '2026-12-12', '2026-12-12'],
    // Nothing named: the next payday's 16 days, a month of holidays.
    ['¿cuándo es la próxima quincena?', '2026-12-04', '2026-12-19'],
    ['¿qué días festivos vienen?', '2026-12-04', '2027-01-03'],
    ['¿hay días festivos la próxima semana?', '2026-12-07', '2026-12-13'],
    // A holiday named: its next days, or its latest asked in the past.
    ['¿cuándo es el buen fin?', '2027-11-12', '2027-11-15'],
    ['¿cuándo fue el buen fin?', '2026-11-13', '2026-11-16'],
    ['¿ayer fue quincena?', '2026-12-03', '2026-12-03'],
  ])('%s → %s…%s', (question, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from, to },
    });
  });

  it('leaves a figure asked of a payday to the forecast and the sales', () => {
    const plain = understand('¿cuánto voy a vender en la quincena?', TODAY, null);
    if (plain.kind !== 'answer') throw new Error(plain.kind);
    const [plan] = plansFor(
      plain.intent,
      plain.range,
      TODAY,
      plain.base,
      '¿cuánto voy a vender en la quincena?',
    );
    expect(plan?.standsAlone).toBeUndefined();
    expect(understand('¿vendo más en quincena?', TODAY, null)).toMatchObject({ intent: 'sales_total' });
  });
});

// Since 2026-12-07; before, the puente or holiday under way, "hoy".
it('reads "el próximo" asked on a holiday or a puente\'s last day as the one after today', async () => {
  // 1 October 2030: the presidential transfer, a Tuesday, the last day of its puente.
  expect(understand('¿Cuándo es el próximo puente?', '2030-10-01', null)).toMatchObject({
    range: { from: '2030-10-02' },
  });
  expect(understand('¿Cuándo es el próximo día feriado?', '2030-10-01', null)).toMatchObject({
    range: { from: '2030-10-02' },
  });
  const answered = await ask('¿Cuándo es el próximo puente?', {}, '2030-10-01');
  expect(answered.answer).toMatch(
    /^El próximo puente es del sábado 16 de noviembre al lunes 18 de noviembre/,
  );
  // In Semana Santa, its Thursday to Sunday comes first, said with what it is not (since
  // 2026-12-07; before, 1–4 May). Easter 2031 is 13 April.
  const holyWeek = await ask('¿Cuándo es el próximo puente?', {}, '2031-04-09');
  expect(holyWeek.answer).toMatch(
    /^El próximo puente es del jueves 10 de abril al domingo 13 de abril, por Semana Santa \(Jueves y Viernes Santo no son descanso obligatorio, pero muchos descansan\)\./,
  );
  // Asked without "próximo", today's own stays.
  expect(understand('¿Qué días festivos vienen?', '2030-10-01', null)).toMatchObject({
    range: { from: '2030-10-01' },
  });
});

// Since 2026-12-08; before, "El próximo puente es del sábado 28 de septiembre al martes 1 de
// octubre … Faltan 46 días", the one under way named as coming, the count to the next.
it('says a puente under way is the one you are in, and counts to the next', async () => {
  const answered = await ask('¿Cuánto falta para el puente?', {}, '2030-10-01');
  expect(answered.answer).toMatch(
    /^Estás en el puente del sábado 28 de septiembre al martes 1 de octubre, por .*\. El próximo es del sábado 16 de noviembre al lunes 18 de noviembre, por .*\. Faltan 46 días\.$/,
  );
});

describe('the calendar answers', () => {
  it('say the next payday with its effect in the forecast', async () => {
    const answered = await ask('¿Cuándo es la próxima quincena?', withForecast);
    expect(answered.answer).toBe(
      'La próxima quincena es el martes 15 de diciembre (tu pronóstico le da +4%).',
    );
    expect(answered.quoted).toEqual({ calendar_effect_pct: 4 });
    expect(answered.calls).toEqual([`${FORECAST}?days=14`]);
  });

  // Since 2026-12-06; before, "¿cuánto falta para Navidad?" read as the forecast's miss of last
  // Christmas, "¿cuántos días faltan para Navidad?" out of the domain.
  it('count the days until a holiday or the next payday when asked how long is left', async () => {
    const christmas = await ask('¿Cuánto falta para Navidad?', withForecast);
    // Friday 4 to Friday 25 December: 21 days.
    expect(christmas.answer).toBe(
      'Navidad es el viernes 25 de diciembre, descanso obligatorio. Faltan 21 días.',
    );
    expect(christmas.quoted).toEqual({ days_until: 21 });
    expect((await ask('¿Cuántos días me faltan para Navidad?', withForecast)).quoted).toEqual({
      days_until: 21,
    });
    expect((await ask('¿Cuántos días faltan para la quincena?', withForecast)).answer).toBe(
      'La próxima quincena es el martes 15 de diciembre (tu pronóstico le da +4%). Faltan 11 días.',
    );
    // What is missing to pay it is the payroll's, not the calendar's.
    expect(understand('¿Cuánto me falta para pagar la quincena?', TODAY, null)).toMatchObject({
      intent: 'labor_cost',
    });
  });

  it('answer yes or no for one day, and name the next', async () => {
    expect((await ask('¿Mañana es quincena?', withForecast)).answer).toBe(
      'No: mañana, sábado 5 de diciembre, no es quincena. La próxima es el martes 15 de diciembre (tu pronóstico le da +4%).',
    );
    expect((await ask('¿El 12 de diciembre es festivo?', withForecast)).answer).toBe(
      // A "no" to the law's question first (since 2026-12-07; before, "Sí: … que no es descanso obligatorio").
      'No es descanso obligatorio, pero sí una fecha especial: el sábado 12 de diciembre es el Día de la Virgen de Guadalupe (sin efecto en tu pronóstico).',
    );
    // Two days in one, the day of rest first (before 2026-12-06: "es el Buen Fin, que no es
    // descanso obligatorio y Día de la Revolución, descanso obligatorio").
    expect((await ask('¿El lunes es feriado?', {}, '2029-11-15')).answer).toBe(
      'Sí: el lunes 19 de noviembre es el Día de la Revolución, descanso obligatorio; también es el Buen Fin, que no es descanso obligatorio.',
    );
    expect((await ask('¿El 25 es festivo?', withForecast)).answer).toBe(
      'Sí: el viernes 25 de diciembre es Navidad, descanso obligatorio.',
    );
  });

  it('list the holidays to come, runs of days as one', async () => {
    expect((await ask('¿Qué días festivos vienen?', withForecast)).answer).toBe(
      'Del viernes 4 de diciembre al domingo 3 de enero de 2027 vienen: el sábado 12 de diciembre, Día de la Virgen de Guadalupe (sin efecto en tu pronóstico); el jueves 24 de diciembre, Nochebuena; el viernes 25 de diciembre, Navidad, descanso obligatorio; el jueves 31 de diciembre, Fin de Año; y el viernes 1 de enero de 2027, Año Nuevo, descanso obligatorio.',
    );
    expect((await ask('¿Qué festivos hubo el mes pasado?')).answer).toBe(
      'Del domingo 1 de noviembre al lunes 30 de noviembre hubo: el domingo 1 de noviembre, Día de Todos los Santos; el lunes 2 de noviembre, Día de Muertos; del viernes 13 de noviembre al lunes 16 de noviembre, el Buen Fin; y el lunes 16 de noviembre, Día de la Revolución, descanso obligatorio.',
    );
  });

  it('say, of a payday a weekend moved, where it went', async () => {
    // Saturday 15 May 2027 (before 2026-12-06, "no es quincena" and the next one alone).
    expect((await ask('¿Hoy es quincena?', {}, '2027-05-15')).answer).toBe(
      'No: hoy, sábado 15 de mayo, no es quincena: como cae en sábado, se adelantó a ayer, viernes 14 de mayo. La próxima es el lunes 31 de mayo.',
    );
    expect((await ask('¿El domingo 15 de agosto es quincena?', {}, '2027-05-15')).answer).toMatch(
      /no es quincena: como cae en domingo, se adelantó al viernes 13 de agosto\./,
    );
  });

  // Since 2026-12-06 (before, the coming month's holidays listed). From Friday 4 December 2026:
  // Navidad and Año Nuevo are Fridays (to the Sunday after), the Constitución's Monday is 1 February
  // 2027 (from Saturday 30 January); 1 May 2027 is a Saturday, its weekend no longer than any.
  it('name the puentes: a day of rest with its weekend, three days or more', async () => {
    expect((await ask('¿Cuándo es el próximo puente?')).answer).toBe(
      'El próximo puente es del viernes 25 de diciembre al domingo 27 de diciembre, por Navidad.',
    );
    expect((await ask('¿Cuántos días faltan para el próximo fin de semana largo?')).answer).toBe(
      'El próximo puente es del viernes 25 de diciembre al domingo 27 de diciembre, por Navidad. Faltan 21 días.',
    );
    expect((await ask('¿Qué puentes hay el próximo mes?')).answer).toBe(
      'Del viernes 1 de enero de 2027 al domingo 31 de enero de 2027 vienen: del viernes 1 de enero de 2027 al domingo 3 de enero de 2027, por Año Nuevo y del sábado 30 de enero de 2027 al lunes 1 de febrero de 2027, por el Día de la Constitución.',
    );
    expect((await ask('¿Hay puente en mayo?')).answer).toBe(
      'Del sábado 1 de mayo de 2027 al lunes 31 de mayo de 2027 no hay puente (un descanso obligatorio pegado al fin de semana). El próximo es del jueves 16 de septiembre de 2027 al domingo 19 de septiembre de 2027, por el Día de la Independencia.',
    );
    expect((await ask('¿Cuándo fue el último puente?')).answer).toBe(
      'El último puente fue del sábado 14 de noviembre al lunes 16 de noviembre, por el Día de la Revolución.',
    );
  });

  it('say a payday the weekend moved, and a holiday by its name', async () => {
    // 15 August 2027 is a Sunday: paid on Friday the 13th.
    expect((await ask('¿Cuándo cae la quincena en agosto?')).answer).toBe(
      'Del domingo 1 de agosto de 2027 al martes 31 de agosto de 2027 la quincena cae el viernes 13 de agosto de 2027, adelantada del domingo 15 de agosto de 2027 y el martes 31 de agosto de 2027.',
    );
    const mothers = await ask('¿Cuándo es el Día de las Madres?', withForecast);
    expect(mothers.answer).toBe('El Día de las Madres es el lunes 10 de mayo de 2027.');
    // Past the forecast's days, and before today, it is not read.
    expect(mothers.calls).toEqual([]);
    expect((await ask('¿Cuándo fue el Buen Fin?', withForecast)).calls).toEqual([]);
  });

  it('stand without the forecast: a plan without it, or a branch too young', async () => {
    const refused = { [FORECAST]: { status: 403 } };
    const answered = await ask('¿Cuándo es la próxima quincena?', refused);
    expect(answered.answer).toBe('La próxima quincena es el martes 15 de diciembre.');
    expect(answered.figures).toEqual([]);
    const young = {
      [FORECAST]: {
        attributes: { days: [{ date: '2026-12-15', status: 'insufficient_history', drivers: [] }] },
      },
    };
    expect((await ask('¿Cuándo es la próxima quincena?', young)).answer).toBe(
      'La próxima quincena es el martes 15 de diciembre.',
    );
  });

  // Since 2026-12-06; before, out of the domain, or the payroll's figures with "meseros".
  it('say what a day of rest pays worked (LFT art. 75), and what any other day does', async () => {
    const triple =
      'a quien lo trabaje le pagas, además de su salario de ese día, un salario doble (art. 75): tres salarios en total.';
    // Tuesday 15 September 2026: the Noche del Grito is no day of rest; the 16th is.
    const eve = await ask('¿Le tengo que pagar doble a los meseros que trabajen hoy?', {}, '2026-09-15');
    expect(eve.intent).toBe('forecast_sales');
    expect(eve.answer).toBe(
      'No: hoy, martes 15 de septiembre, es la Noche del Grito, pero no es descanso obligatorio (LFT art. 74), así que se paga el salario normal; solo a quien trabaje su día de descanso semanal le toca además un salario doble (art. 73). El próximo descanso obligatorio es mañana, miércoles 16 de septiembre, el Día de la Independencia.',
    );
    expect((await ask('¿Le pago doble a los que trabajen mañana?', {}, '2026-09-15')).answer).toBe(
      `Sí: mañana, miércoles 16 de septiembre, es el Día de la Independencia, descanso obligatorio (LFT art. 74): ${triple}`,
    );
    expect((await ask('¿Cuánto se paga un día festivo?')).answer).toBe(
      `Un día de descanso obligatorio (LFT art. 74) se paga triple: ${triple} El próximo es el viernes 25 de diciembre, Navidad.`,
    );
    expect((await ask('¿Pago doble el domingo?')).answer).toMatch(
      /^No: el domingo 6 de diciembre no es descanso obligatorio .*; por trabajar en domingo le toca una prima dominical de al menos 25% de su salario \(art\. 71\)\. El próximo descanso obligatorio es el viernes 25 de diciembre, Navidad\.$/,
    );
    expect((await ask('¿Hay que pagar doble este mes?')).answer).toBe(
      `Del viernes 4 de diciembre al jueves 31 de diciembre hay un descanso obligatorio (LFT art. 74): el viernes 25 de diciembre, Navidad; ${triple}`,
    );
    // A day of rest named by its holiday or its date, worked (since 2026-12-07; before, the payroll
    // of last year's 25 December), and "descanso obligatorio" asked of a day (before, the forecast).
    // Asked how much, no "Sí" before the rule (since 2026-12-08).
    const christmas = `El viernes 25 de diciembre es Navidad, descanso obligatorio (LFT art. 74): ${triple}`;
    for (const question of [
      '¿Cuánto le pago a un mesero si trabaja en Navidad?',
      '¿Cuánto le pago a un mesero si trabaja el 25 de diciembre?',
    ])
      expect((await ask(question)).answer, question).toBe(christmas);
    expect((await ask('¿Hoy es día de descanso obligatorio?', {}, '2026-11-16')).answer).toBe(
      'Sí: hoy, lunes 16 de noviembre, es el Día de la Revolución, descanso obligatorio; también es el Buen Fin, que no es descanso obligatorio.',
    );
    // Paid "de más" for working a day gone (since 2026-12-06; before, an expense named «mas»).
    const paid = await ask('¿Cuánto le pagué de más a los meseros por trabajar ayer?', {}, '2026-11-17');
    expect(paid.intent).toBe('forecast_sales');
    expect(paid.answer).toBe(
      'El lunes 16 de noviembre fue el Día de la Revolución, descanso obligatorio (LFT art. 74): a quien lo trabajó le correspondía, además de su salario de ese día, un salario doble (art. 75): tres salarios en total.',
    );
  });
});

// Since 2026-12-07; before, the forecast of the next payday 16 days on, refused as too far.
describe('whether the forecast counts the calendar', () => {
  it('names the days with what the forecast makes of each, then how it counts them', async () => {
    const answered = await ask('¿El pronóstico toma en cuenta la quincena?', withForecast);
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.answer).toBe(
      'La próxima quincena es el martes 15 de diciembre (tu pronóstico le da +4%). Sí: el pronóstico toma cada quincena (el 15 y el último día del mes; en sábado o domingo, el viernes antes) con lo que ha movido tus ventas en las que ha visto, y +5% mientras ha visto pocas.',
    );
  });

  it("says a holiday's default from the forecaster's own table, none for most", async () => {
    const mothers = await ask('¿El pronóstico toma en cuenta el Día de las Madres?');
    expect(mothers.answer).toMatch(
      / Sí: el pronóstico lo toma con lo que ha movido tus ventas las veces que lo ha visto, y si no lo ha visto, \+20% por omisión\.$/,
    );
    const all = await ask('¿El pronóstico considera los días festivos?');
    expect(all.answer).toMatch(
      /en uno que no ha visto, su efecto por omisión \(de −30% a \+20%, o ninguno\)\.$/,
    );
  });

  it('reads "es quincena" said alone as today, its payday moved to the Friday said', async () => {
    // Saturday 15 May 2027: paid the Friday before.
    const answered = await ask('Es quincena, ¿el pronóstico ya lo toma en cuenta?', {}, '2027-05-15');
    expect(answered.answer).toMatch(
      /^No: hoy, sábado 15 de mayo, no es quincena: como cae en sábado, se adelantó a ayer, viernes 14 de mayo\. .* Sí: el pronóstico toma cada quincena/,
    );
  });
});

// Since 2026-12-07; before, last year's day ("no tengo el corte Z…"), the forecast's effect unsaid.
it("reads a holiday's effect asked as its coming day with the forecast's effect", async () => {
  for (const question of [
    '¿Cómo afecta el Día de la Virgen a mis ventas?',
    '¿Cuánto sube la venta el día de la Virgen?',
  ])
    expect(understand(question, TODAY, null), question).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-12', to: '2026-12-12' },
    });
  const answered = await ask('¿Cómo afecta el Día de la Virgen a mis ventas?', withForecast);
  expect(answered.answer).toMatch(/sábado 12 de diciembre/);
  expect(answered.answer).toMatch(/pronóstico/);
  // What it sold stays that day's sales.
  expect(understand('¿Cuánto vendí el día de la Virgen?', TODAY, null)).toMatchObject({
    intent: 'sales_total',
  });
});
