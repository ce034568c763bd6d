/**
 * "¿Cuánto le pago a mis meseros?", "¿cuánto me cuesta cada empleado?": a department's payroll, or
 * the cost per person, from the labor read's rows (labor-parts.ts). Expected figures are computed
 * here from the rows set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules, type FakeRead } from './fake-reader.ts';

const TODAY = '2026-03-07';
const KITCHEN = { department: 'kitchen', amount_cents: 1_500_000, pct_of_sales: 15, employees: 4 };
const FLOOR = { department: 'floor', amount_cents: 1_000_000, pct_of_sales: 10, employees: 3 };
const BAR = { department: 'bar', amount_cents: 300_000, pct_of_sales: 3, employees: null };
const labor = (rows: unknown[]): Record<string, FakeRead> => ({
  '/api/v1/intelligence/labor-cost': {
    attributes: {
      total_labor_cents: 2_800_000,
      labor_cost_pct: 28,
      labor_cost_status: 'green',
      by_department: rows,
    },
  },
});
const ask = (question: string, rows: unknown[] = [KITCHEN, FLOOR, BAR]) =>
  askRules(question, labor(rows), { today: TODAY, requiredPlanOf: () => 'growth' });
// A cost asked in the present of habit ("le pago", "me cuesta") is the last whole month's.
const MONTH = 'del domingo 1 de febrero al sábado 28 de febrero';

describe('a part of the payroll', () => {
  it("says a department's amount, its share and its cost per person, beside the whole payroll", async () => {
    const answered = await ask('¿Cuánto le pago a mis meseros?');
    expect(answered.intent).toBe('labor_cost');
    const each = divideRounded(FLOOR.amount_cents, FLOOR.employees)!;
    expect(answered.quoted).toEqual({
      department_labor_cents: FLOOR.amount_cents,
      department_labor_pct: FLOOR.pct_of_sales,
      department_employees: FLOOR.employees,
      department_cost_per_employee_cents: each,
      total_labor_cents: 2_800_000,
    });
    expect(answered.answer).toBe(
      `Tu nómina de piso (meseros) ${MONTH} suma ${money(FLOOR.amount_cents)} (10.0% de tu venta sin IVA), entre 3 personas: ${money(each)} por persona en el periodo; toda tu nómina, ${money(2_800_000)}.`,
    );
  });

  it('says the headcount the payroll captured, and which department lacks one', async () => {
    // Since 2026-12-07; before, the day's diners or the payroll's amount.
    const counted = await ask('¿Cuánta gente tengo en la nómina?', [KITCHEN, FLOOR]);
    expect(counted.intent).toBe('labor_cost');
    expect(counted.quoted).toMatchObject({ employees: KITCHEN.employees + FLOOR.employees });
    expect(counted.answer).toBe(
      `Del domingo 1 de febrero al sábado 28 de febrero tu nómina capturada trae ${KITCHEN.employees + FLOOR.employees} personas: 4 de cocina y 3 de piso (meseros).`,
    );
    // "¿A cuántos empleados les pago?" (since later on 2026-12-07; before, the waiters' ranking).
    for (const question of ['¿A cuántos empleados les pago?', '¿A cuántos les pago?'])
      expect((await ask(question, [KITCHEN, FLOOR])).answer, question).toBe(counted.answer);
    const unknown = await ask('¿Cuántos empleados tengo en nómina?');
    expect(unknown.answer).toBe(
      'Del domingo 1 de febrero al sábado 28 de febrero no capturaste cuántas personas son en barra, así que no sé cuánta gente tienes en nómina. Las que sí: 4 de cocina y 3 de piso (meseros).',
    );
  });

  it('reads the waiters paid, or what they cost, as their payroll, not who sold most nor every expense', async () => {
    // Before 2026-12-06, "le pagué" read every expense of the period and "me costaron" who sold most.
    const habit = (await ask('¿Cuánto le pago a mis meseros?')).answer;
    for (const question of [
      '¿Cuánto le pagué a mis meseros el mes pasado?',
      '¿Cuánto me costaron los meseros el mes pasado?',
      '¿Cuánto gasté en meseros el mes pasado?',
    ]) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('labor_cost');
      expect(answered.answer, question).toBe(habit);
    }
  });

  it('reads what one of them earns as the payroll per person, not who sold most', async () => {
    // Before, the waiters' sales ranking ("gana"), or out of the domain for a cook.
    const waiter = await ask('¿Cuánto gana un mesero?');
    expect(waiter.intent).toBe('labor_cost');
    expect(waiter.answer).toBe((await ask('¿Cuánto le pago a mis meseros?')).answer);
    expect((await ask('¿Cuánto gana un cocinero?')).quoted).toMatchObject({
      department_cost_per_employee_cents: divideRounded(KITCHEN.amount_cents, KITCHEN.employees),
    });
  });

  it("says the hours worked and one person's pay are not kept, before the payroll", async () => {
    // Before 2026-12-06, the peak hour, the waiters' ranking, or out of the domain.
    const hours = await ask('¿Cuántas horas trabajó Diana esta semana?');
    expect(hours.intent).toBe('labor_cost');
    expect(hours.answer).toMatch(
      /^No llevo las horas que trabaja cada persona: tu punto de venta no manda entradas ni salidas, y la nómina la capturas por área y periodo, sin horas\. /,
    );
    // "mis meseros" is a department: its payroll follows the sentence.
    expect((await ask('¿Cuántas horas trabajan mis meseros?')).answer).toMatch(
      /^No llevo las horas .* Tu nómina de piso \(meseros\)/,
    );
    // With no payroll captured yet, the sentence still comes first, then why no payroll is given.
    const none = await askRules(
      '¿Cuántas horas trabajó Diana esta semana?',
      {
        '/api/v1/intelligence/labor-cost': {
          attributes: {
            total_labor_cents: null,
            labor_cost_pct: null,
            labor_cost_status: null,
            by_department: [],
          },
          meta: { missing: ['payroll'] },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(none.answer).toMatch(
      /^No llevo las horas que trabaja cada persona: .* Todavía no puedo darte tu costo de nómina/,
    );
    const named = await ask('¿Cuánto gana Diana?');
    expect(named.intent).toBe('labor_cost');
    expect(named.answer).toMatch(
      /^No llevo la nómina por persona: la capturas por área y periodo, con cuántas personas son pero sin nombres\. Tu nómina del domingo 1 de febrero/,
    );
  });

  it('says a headcount never captured, and a department with no payroll, with no number made up', async () => {
    expect((await ask('¿Cuánto le pago a la barra?')).answer).toContain(
      'suma $3,000.00 (3.0% de tu venta sin IVA) (no capturaste cuántas personas son, así que no tengo el costo por persona)',
    );
    expect((await ask('¿Cuánto me cuesta la nómina de cocina?', [FLOOR])).answer).toBe(
      `${MONTH.charAt(0).toUpperCase()}${MONTH.slice(1)} no tienes nómina capturada de cocina.`,
    );
  });

  it('divides the whole payroll by its people only when every department has its headcount', async () => {
    const known = await ask('¿Cuánto me cuesta cada empleado?', [KITCHEN, FLOOR]);
    expect(known.quoted).toMatchObject({
      employees: 7,
      cost_per_employee_cents: divideRounded(2_800_000, 7),
    });
    expect((await ask('¿Cuánto me cuesta cada empleado?')).answer).toContain(
      'no capturaste cuántas personas son',
    );
    // The whole payroll, asked as such, is the amount and its ratio as before.
    expect((await ask('¿Cuánto llevo de nómina?')).answer).toMatch(
      /^Tu nómina .* suma \$28,000\.00, 28\.0% de tu venta/,
    );
  });
});

describe('the payroll asked by the week', () => {
  it.each([
    '¿Cuánto gasto en nómina a la semana?',
    '¿Cuánto pago de nómina por semana?',
    '¿Cuánto es mi nómina semanal?',
  ])(
    '%s: the last whole month, and its average week (before, the last week read as one)',
    async (question) => {
      const answered = await ask(question, []);
      expect(answered.intent).toBe('labor_cost');
      expect(answered.period).toEqual({ from: '2026-02-01', to: '2026-02-28' });
      const weekly = divideRounded(2_800_000 * 7, 28)!;
      expect(answered.quoted).toMatchObject({ total_labor_cents: 2_800_000, labor_per_week_cents: weekly });
      expect(answered.answer).toContain(
        `En promedio, ${money(weekly)} por semana (la del mes repartida en sus 28 días, 7 de ellos).`,
      );
    },
  );

  it("spreads a month with one quincena captured over that quincena's days, a week's or a day's worth", async () => {
    // February's payroll covers its first 14 days. Before 2026-12-06, spread over all 28, half the
    // week's payroll; and "al día" had no average.
    const reads = labor([]);
    const half = {
      ...reads['/api/v1/intelligence/labor-cost']!,
      meta: { coverage: { payroll: { covered_days: 14, period_days: 28 } } },
    };
    const askHalf = (question: string) =>
      askRules(
        question,
        { '/api/v1/intelligence/labor-cost': half },
        { today: TODAY, requiredPlanOf: () => 'growth' },
      );
    const weekly = divideRounded(2_800_000 * 7, 14)!;
    expect((await askHalf('¿Cuánto pago de nómina a la semana?')).answer).toContain(
      `En promedio, ${money(weekly)} por semana (la del mes repartida en los 14 días que cubre, 7 de ellos).`,
    );
    const daily = await askHalf('¿Cuánto gasto en nómina al día?');
    expect(daily.quoted).toMatchObject({ labor_per_day_cents: divideRounded(2_800_000, 14) });
    expect(daily.answer).toContain(
      `En promedio, ${money(divideRounded(2_800_000, 14)!)} al día (la del mes repartida en los 14 días que cubre).`,
    );
  });

  it('a week named stays that week, with no average', async () => {
    const answered = await ask('¿Cuánto pagué de nómina la semana pasada?', []);
    expect(answered.period).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(answered.quoted).not.toHaveProperty('labor_per_week_cents');
  });
});

// Since 2026-12-06; before, out of the domain.
describe('the aguinaldo', () => {
  const LAW =
    'Por ley (LFT art. 87), el aguinaldo es de al menos 15 días de salario por persona, pagado antes del 20 de diciembre; a quien no cumplió el año, en proporción a lo que trabajó.';
  const UPPER =
    ' Si esa nómina lleva más que salarios (cuotas del IMSS, bonos, horas extra), el aguinaldo sale menos.';

  it("says the law, then 15 of the last whole month's days of its payroll, per person when known", async () => {
    const answered = await ask('¿Cuánto tengo que pagar de aguinaldo?', [KITCHEN, FLOOR]);
    expect(answered.intent).toBe('labor_cost');
    const estimate = divideRounded(2_800_000 * 15, 28)!;
    const each = divideRounded(estimate, 7)!;
    expect(answered.quoted).toEqual({
      payroll_cents: 2_800_000,
      aguinaldo_estimate_cents: estimate,
      employees: 7,
      aguinaldo_per_employee_cents: each,
    });
    expect(answered.answer).toBe(
      `${LAW} Con tu nómina ${MONTH}, ${money(2_800_000)} en sus 28 días, 15 días son unos ${money(estimate)}; entre tus 7 personas, unos ${money(each)} cada una.${UPPER}`,
    );
  });

  // Since 2026-12-07; before, tomorrow's staff, "va a costar" read as a day to come.
  it('reads the aguinaldo said in the future as the payroll, from the last whole month', () => {
    for (const question of ['¿Cuánto me va a costar el aguinaldo?', '¿Cuánto voy a pagar de aguinaldo?'])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'labor_cost',
        range: { from: '2026-02-01', to: '2026-02-28' },
      });
  });

  it('reads the aguinaldo after a forecast question as the payroll, not the day to come', () => {
    // Before 2026-12-06, tomorrow's staff again.
    const previous = { intent: 'forecast_staff' as const, range: { from: '2026-03-08', to: '2026-03-08' } };
    expect(understand('¿Cuánto aguinaldo tengo que pagar?', TODAY, previous)).toMatchObject({
      intent: 'labor_cost',
      range: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('says first that what was paid is not known, asked in the past', async () => {
    // Before 2026-12-06, the estimate alone, read as what was paid.
    const answered = await ask('¿Cuánto aguinaldo pagué?', [KITCHEN, FLOOR]);
    expect(answered.answer).toMatch(
      new RegExp(
        `^No sé cuánto pagaste de aguinaldo: tu nómina capturada no lo separa de los sueldos\\. Lo que sí te digo es lo que pide la ley\\. ${LAW.replace(/[().]/g, '\\$&')} Con tu nómina `,
      ),
    );
    expect(answered.quoted).toMatchObject({ aguinaldo_estimate_cents: divideRounded(2_800_000 * 15, 28) });
  });

  // Since 2026-12-07; before, "agunaldo" was the payroll alone, and the aguinaldo ended "Ojo: tus
  // ventas son de 27 de los 28 días …", of sales it does not quote.
  it('reads the aguinaldo as owners type it, and says no sales days it does not divide', async () => {
    const soldDays = (rows: unknown[]) => {
      const read = labor(rows)['/api/v1/intelligence/labor-cost']!;
      return { '/api/v1/intelligence/labor-cost': { ...read, meta: { days_with_sales: 27 } } };
    };
    const options = { today: TODAY, requiredPlanOf: () => 'growth' as const };
    const typed = await askRules('agunaldo cuanto es', soldDays([KITCHEN, FLOOR]), options);
    expect(typed.answer).toMatch(new RegExp(`^${LAW.replace(/[().]/g, '\\$&')}`));
    expect(typed.answer).not.toContain('tus costos cuentan');
    const ratio = await askRules(
      '¿Cuánto gasté de nómina el mes pasado?',
      soldDays([KITCHEN, FLOOR]),
      options,
    );
    expect(ratio.answer).toContain('Ojo: tus ventas son de 27 de los 28 días');
  });

  it("takes a department's payroll when named, and says a headcount not captured", async () => {
    const floor = await ask('¿Cuánto es el aguinaldo de mis meseros?');
    expect(floor.quoted).toMatchObject({
      payroll_cents: FLOOR.amount_cents,
      aguinaldo_estimate_cents: divideRounded(FLOOR.amount_cents * 15, 28),
    });
    expect(floor.answer).toContain(`Con tu nómina de piso (meseros) ${MONTH}, `);
    expect((await ask('¿Cuánto tengo que pagar de aguinaldo?')).answer).toContain(
      ' (no capturaste cuántas personas son, así que no lo reparto por persona).',
    );
  });
});

const payrollRead = (total: number | null) => ({
  attributes: { total_labor_cents: total, labor_cost_pct: null, labor_cost_status: null, by_department: [] },
  meta: { missing: total === null ? ['payroll'] : [] },
});
/** March's days so far with no payroll captured, February's $2,800,000.00 the last month captured. */
const askWithoutMarch = (question: string) =>
  askRules(
    question,
    {
      '/api/v1/intelligence/labor-cost?date_from=2026-03-01&date_to=2026-03-06': payrollRead(null),
      '/api/v1/intelligence/labor-cost?date_from=2026-02-01&date_to=2026-02-28': payrollRead(2_800_000),
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

// Since 2026-12-06; before, the quincena's cash sales, then "todavía no puedo darte…" first.
describe('paying the quincena', () => {
  // "… de nómina esta quincena" since 2026-12-06 (before, the capture asked for first).
  it.each([
    '¿Cuánto efectivo tengo que tener para pagar la quincena?',
    '¿Cuánto pago de nómina esta quincena?',
    // Said in the future (since 2026-12-07; before, today's floor staff).
    '¿Cuánto me va a costar la nómina de esta quincena?',
  ])(
    "%s: leads with the last month's share of a quincena when this one has none captured",
    async (question) => {
      const answered = await askWithoutMarch(question);
      expect(answered.intent).toBe('labor_cost');
      // The quincena under way, 1 to 15 March: half of February's month (before 2026-12-07, 15 of
      // its 28 days, the quincena's own days).
      const share = divideRounded(2_800_000, 2)!;
      expect(answered.quoted).toMatchObject({ last_month_labor_cents: 2_800_000, labor_share_cents: share });
      expect(answered.answer).toBe(
        `Para pagar la quincena, con el mes pasado: en febrero tu nómina sumó ${money(2_800_000)}, unos ${money(100_000)} al día; una quincena, unos ${money(share)}. Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) aún no tienes nómina capturada; captúrala en el back office (Nómina) cuando la pagues.`,
      );
    },
  );

  // Since 2026-12-07; before, the floor staff the forecast suggests for 14 days, priced per floor hour.
  it.each([
    ['¿Cuánto voy a pagar de nómina en marzo?', false],
    ['¿Cuánto me va a costar la nómina de este mes con todo y aguinaldo?', true],
  ] as const)('%s: the month under way priced at the last month captured', async (question, bonus) => {
    const answered = await askWithoutMarch(question);
    expect(answered.intent).toBe('labor_cost');
    // March's 31 days at February's $1,000.00 a day; the aguinaldo is 15 of them.
    const [month, aguinaldo] = [divideRounded(2_800_000 * 31, 28)!, divideRounded(2_800_000 * 15, 28)!];
    const withBonus = bonus
      ? `, más el aguinaldo (al menos 15 días de salario, LFT art. 87), unos ${money(aguinaldo)}: en total unos ${money(month + aguinaldo)}; si esa nómina lleva más que salarios (cuotas del IMSS, bonos, horas extra), el aguinaldo sale menos`
      : '';
    expect(answered.answer).toBe(
      `Para la nómina de marzo, con el mes pasado: en febrero tu nómina sumó ${money(2_800_000)}, unos ${money(100_000)} al día; un mes como marzo (31 días), unos ${money(month)}${withBonus}. Del domingo 1 de marzo al viernes 6 de marzo (hasta ayer: hoy todavía no cierra) aún no tienes nómina capturada; captúrala en el back office (Nómina) cuando la pagues.`,
    );
    expect(answered.quoted).toMatchObject({ month_labor_estimate_cents: month });
  });

  it("counts the last month's payroll per day its periods cover, not per calendar day", async () => {
    // February's second quincena not captured: its payroll covers the 1st to the 14th. Before
    // 2026-12-06, $2,800,000 over 28 days, half the daily payroll, and the aguinaldo half too.
    const payroll = (total: number | null, covered: number) => ({
      attributes: {
        total_labor_cents: total,
        labor_cost_pct: null,
        labor_cost_status: null,
        by_department: [],
      },
      meta: {
        missing: total === null ? ['payroll'] : [],
        coverage: { payroll: { covered_days: covered, period_days: 28 } },
      },
    });
    const reads = {
      '/api/v1/intelligence/labor-cost?date_from=2026-03-01&date_to=2026-03-06': payroll(null, 0),
      '/api/v1/intelligence/labor-cost?date_from=2026-02-01&date_to=2026-02-28': payroll(2_800_000, 14),
    };
    const options = { today: TODAY, requiredPlanOf: () => 'growth' as const };
    const quincena = await askRules('¿Cuánto necesito para pagar la quincena?', reads, options);
    const perDay = divideRounded(2_800_000, 14)!;
    // Half of a month of 28 days at that day's payroll.
    expect(quincena.quoted).toMatchObject({
      last_month_labor_day_cents: perDay,
      labor_share_cents: perDay * 14,
    });
    expect(quincena.answer).toContain(
      `en febrero (14 de sus 28 días con nómina capturada) tu nómina sumó ${money(2_800_000)}, unos ${money(perDay)} al día; una quincena, unos ${money(perDay * 14)}.`,
    );
    // The payday said by its date, ahead (since 2026-12-07; before, the last 15th's one day).
    const payday = await askRules('¿Cuánto tengo que pagar de nómina el 15?', reads, options);
    expect(payday.period).toEqual({ from: '2026-03-01', to: '2026-03-06' });
    expect(payday.answer).toBe(quincena.answer);
    // "la nómina del 15" with the future too (since 2026-12-08; before, the floor staff forecast).
    const needed = await askRules('¿Cuánto voy a necesitar para pagar la nómina del 15?', reads, options);
    expect(needed.intent).toBe('labor_cost');
    expect(needed.answer).toBe(quincena.answer);
    const aguinaldo = await askRules('¿Cuánto tengo que pagar de aguinaldo?', reads, options);
    expect(aguinaldo.quoted).toMatchObject({ aguinaldo_estimate_cents: perDay * 15 });
    expect(aguinaldo.answer).toContain(
      `${money(2_800_000)} en los 14 días que cubre, 15 días son unos ${money(perDay * 15)}`,
    );
  });
});
