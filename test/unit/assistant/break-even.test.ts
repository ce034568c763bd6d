/**
 * "¿Cuánto tengo que vender para no perder?": the break-even of the period from its P&L (fixed costs
 * over the gross margin), per day too, and the period's sales against it. The expected figures are
 * computed here from the P&L set up, in integers.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange } from '#shared/domain/analytics/rounding.ts';
import { asksOpenDecision } from '#shared/domain/assistant/forecast-open.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';
import { NOVEMBER_FIXED_CENTS, NOVEMBER_PNL, NOVEMBER_POINT_CENTS } from './pnl-fixture.ts';

const PNL = NOVEMBER_PNL;
// Last month, the default window: its payroll and expenses are captured.
const TODAY = '2026-12-03';
const WINDOW_WORDS = 'Del domingo 1 de noviembre al lunes 30 de noviembre';
const DAYS = 30;

const ask = (question: string, pnl: object = PNL) =>
  askRules(
    question,
    { '/api/v1/intelligence/pnl': { attributes: pnl } },
    {
      today: TODAY,
      requiredPlanOf: () => 'growth',
    },
  );

describe('the break-even', () => {
  const fixed = NOVEMBER_FIXED_CENTS;
  const point = NOVEMBER_POINT_CENTS;

  it.each([
    ['¿Cuánto tengo que vender para no perder?'],
    ['¿cuál es mi punto de equilibrio?'],
    ['¿cuánto necesito vender al mes para cubrir mis gastos?'],
  ])('%s: fixed costs over the gross margin, last month, the sales against it', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('break_even');
    expect(answered.calls).toEqual(['/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30']);
    const gap = pctChange(120_000_000, point)!;
    expect(answered.quoted).toEqual({
      break_even_sales_cents: point,
      break_even_day_sales_cents: divideRounded(point, DAYS),
      fixed_costs_cents: fixed,
      gross_margin_pct: 70,
      total_net_sales_cents: 120_000_000,
      sales_vs_break_even_pct: gap,
    });
    expect(answered.answer).toBe(
      `${WINDOW_WORDS} tu punto de equilibrio fue de ${money(point)} de venta sin IVA (${money(divideRounded(point, DAYS)!)} al día): tus gastos fijos, ${money(fixed)} (nómina, gastos de operación, depreciación e intereses), entre lo que te deja cada peso vendido después del costo de ventas (tu margen bruto, ${pct(70)}). Vendiste ${money(120_000_000)} sin IVA, ${pct(gap)} arriba de tu punto de equilibrio.`,
    );
  });

  it('says a loss when the sales fell short, and no number without the fixed costs', async () => {
    const short = { ...PNL, gastos_operativos: { total_opex_cents: 90_000_000 } };
    expect((await ask('¿cuál es mi punto de equilibrio?', short)).answer).toMatch(
      /abajo de tu punto de equilibrio: en ese periodo perdiste dinero antes de impuestos\.$/,
    );
    const unknown = { ...PNL, gastos_operativos: { total_opex_cents: null } };
    const answered = await ask('¿cuál es mi punto de equilibrio?', unknown);
    expect(answered.quoted).toEqual({});
    expect(answered.answer).toMatch(/^Todavía no puedo darte tu punto de equilibrio/);
  });

  it('gives no break-even of trillions when what a peso leaves rounds to 0.0 %', async () => {
    // 1 cent of gross profit on $1.2 million: under 0.05 % (before 2026-12-06, a 17-digit break-even).
    const thin = { ...PNL, utilidad_bruta: { gross_profit_cents: 1, gross_margin_pct: 0 } };
    const answered = await ask('¿cuál es mi punto de equilibrio?', thin);
    expect(answered.quoted).toEqual({});
    expect(answered.answer).toBe(
      `${WINDOW_WORDS} tu costo de ventas se llevó casi toda tu venta sin IVA: con ese margen ninguna venta cubre tus gastos fijos.`,
    );
  });
});

describe('the break-even of the month under way', () => {
  const fixed = 61_000_000 + 2_500_000 + 700_000;
  const point = Number((2n * BigInt(fixed) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n));
  // December's first two days: sales, no payroll nor expenses yet.
  const DECEMBER = {
    ...PNL,
    ventas: { total_net_sales_cents: 7_300_000 },
    gastos_operativos: { total_opex_cents: null },
    utilidad_neta: { depreciation_cents: null, interest_cents: null, taxes_cents: null },
  };
  const askMonth = (question: string, sold = 7_300_000) =>
    askRules(
      question,
      {
        '/api/v1/intelligence/pnl?date_from=2026-12-01&date_to=2026-12-02': {
          attributes: { ...DECEMBER, ventas: { total_net_sales_cents: sold } },
        },
        '/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30': { attributes: PNL },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );

  it("sets the sales so far against the month's break-even from last month's costs", async () => {
    // Before 2026-12-06, the payroll's capture asked for alone.
    const answered = await askMonth('¿Cuánto me falta para llegar al punto de equilibrio este mes?');
    expect(answered.intent).toBe('break_even');
    const need = divideRounded(point * 31, 30)!;
    const left = need - 7_300_000;
    expect(answered.quoted).toMatchObject({
      month_break_even_sales_cents: need,
      total_net_sales_cents: 7_300_000,
      left_to_break_even_cents: left,
      left_to_break_even_day_cents: divideRounded(left, 29),
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Todavía no puedo darte tu punto de equilibrio .* Con tus costos de noviembre, este mes \\(31 días\\) te pide unos \\${money(need)} de venta sin IVA; del martes 1 de diciembre al miércoles 2 de diciembre llevas \\${money(7_300_000)}: te faltan \\${money(left)}, unos \\${money(divideRounded(left, 29)!)} al día en los 29 días que quedan\\.$`,
      ),
    );
    const over = await askMonth('¿Ya pasé mi punto de equilibrio este mes?', need + 100);
    expect(over.answer).toMatch(/: ya lo pasaste por \$1\.00\.$/);
    // November's payroll covering part of it: said after (since 2026-12-06; before, not at all).
    const short = await askRules(
      '¿Cuánto me falta para llegar al punto de equilibrio este mes?',
      {
        '/api/v1/intelligence/pnl?date_from=2026-12-01&date_to=2026-12-02': { attributes: DECEMBER },
        '/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30': {
          attributes: PNL,
          meta: { incomplete: [{ input: 'payroll', covered_days: 15, period_days: 30 }] },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(short.answer).toMatch(
      / Ojo, tus costos de noviembre están incompletos: la nómina capturada cubre 15 de 30 días, así que este punto de equilibrio sale más bajo de lo que es\.$/,
    );
  });
});

describe("the month's break-even on its first day", () => {
  it("gives the month's need from last month's costs before the 1st closes, not a refusal", async () => {
    // Tuesday 1 December before its corte Z: no closed day of the month. Before 2026-12-06, "Hoy
    // todavía no cierras el día" alone.
    const fixed = 61_000_000 + 2_500_000 + 700_000;
    const point = Number((2n * BigInt(fixed) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n));
    const answered = await askRules(
      '¿Cuánto me falta para llegar al punto de equilibrio este mes?',
      {
        '/api/v1/intelligence/pnl?date_from=2026-12-01&date_to=2026-12-01': {
          attributes: {
            ...PNL,
            ventas: { total_net_sales_cents: null },
            gastos_operativos: { total_opex_cents: null },
            utilidad_neta: { depreciation_cents: null, interest_cents: null, taxes_cents: null },
          },
          hasData: false,
        },
        '/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30': { attributes: PNL },
      },
      { today: '2026-12-01', requiredPlanOf: () => 'growth' },
    );
    const need = divideRounded(point * 31, 30)!;
    expect(answered.quoted).toMatchObject({
      month_break_even_sales_cents: need,
      month_break_even_day_cents: divideRounded(need, 31),
    });
    expect(answered.answer).toBe(
      `Con tus costos de noviembre, este mes (31 días) te pide unos ${money(need)} de venta sin IVA, unos ${money(divideRounded(need, 31)!)} al día; aún no llevas días cerrados: hoy cuenta con su corte Z.`,
    );
  });
});

describe('the sales a profit goal asks', () => {
  const fixed = 61_000_000 + 2_500_000 + 700_000;
  const covering = (costs: number) =>
    Number((2n * BigInt(costs) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n));
  const point = covering(fixed);

  it('adds the goal to the fixed costs over the gross margin, and sets the sales against it', async () => {
    // Before 2026-12-06, the break-even alone, the 50 mil unread.
    const answered = await ask('¿Cuánto tengo que vender para ganar 50 mil?');
    expect(answered.intent).toBe('break_even');
    const need = covering(fixed + 5_000_000);
    expect(answered.quoted).toMatchObject({
      profit_goal_cents: 5_000_000,
      sales_for_profit_goal_cents: need,
      sales_for_profit_goal_day_cents: divideRounded(need, DAYS),
      profit_goal_sales_gap_cents: 120_000_000 - need,
      break_even_sales_cents: point,
    });
    expect(answered.answer).toBe(
      `${WINDOW_WORDS}, para ganar ${money(5_000_000)} antes de impuestos necesitabas vender ${money(need)} sin IVA (${money(divideRounded(need, DAYS)!)} al día): tus gastos fijos, ${money(fixed)} (nómina, gastos de operación, depreciación e intereses), más esa ganancia, entre lo que te deja cada peso vendido después del costo de ventas (tu margen bruto, ${pct(70)}). Vendiste ${money(120_000_000)} sin IVA, ${money(120_000_000 - need)} más: la alcanzaste. Sin ganancia, tu punto de equilibrio fue de ${money(point)} (${money(divideRounded(point, DAYS)!)} al día).`,
    );
  });

  it('takes the share of a goal said per year, and says when the sales fell short', async () => {
    const answered = await ask('¿Cuánto necesito vender para que me queden 1.2 millones al año?');
    const share = Math.round((120_000_000 * DAYS) / 365);
    const need = covering(fixed + share);
    expect(answered.quoted).toMatchObject({ profit_goal_cents: share, profit_goal_said_cents: 120_000_000 });
    expect(answered.answer).toContain(
      `para ganar ${money(share)} (tu meta de ${money(120_000_000)} al año, en proporción a ${DAYS} días) antes de impuestos necesitabas vender ${money(need)} sin IVA`,
    );
    const short = await ask('¿Cuánto tengo que vender para ganar 300 mil al mes?');
    expect(short.answer).toContain(
      `Vendiste ${money(120_000_000)} sin IVA, ${money(covering(fixed + 30_000_000) - 120_000_000)} menos: no la alcanzaste.`,
    );
  });
});

describe('the break-even of days to come', () => {
  const fixed = 61_000_000 + 2_500_000 + 700_000;
  const point = Number((2n * BigInt(fixed) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n));
  const day = (date: string, sales: number) => ({
    date,
    status: 'ok' as const,
    sales_cents: sales,
    sales_low_cents: sales - 400_000,
    sales_high_cents: sales + 500_000,
    covers: 200,
    covers_low: 180,
    covers_high: 230,
    drivers: [],
  });
  // Thursday 3: tomorrow Friday 4, the weekend Saturday 5 and Sunday 6.
  const DAYS_AHEAD = [
    day('2026-12-04', 4_500_000),
    day('2026-12-05', 5_200_000),
    day('2026-12-06', 3_900_000),
  ];
  const askAhead = (question: string) =>
    askRules(
      question,
      {
        '/api/v1/intelligence/pnl': { attributes: PNL },
        '/api/v1/intelligence/forecast': {
          attributes: { days: DAYS_AHEAD },
          meta: { sales_basis: 'without_iva' },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );

  it("sets a day's forecast against last month's break-even per day, the same figure as the month's", async () => {
    // Before, "eso todavía no pasa".
    const answered = await askAhead('¿Cuánto necesito vender mañana para no perder?');
    expect(answered.intent).toBe('forecast_sales');
    const need = divideRounded(point, DAYS)!;
    const expected = DAYS_AHEAD[0]!.sales_cents;
    expect(answered.quoted).toMatchObject({
      sales_cents: expected,
      break_even_sales_cents: need,
      fixed_costs_cents: fixed,
      gross_margin_pct: 70,
      forecast_minus_break_even_cents: expected - need,
      forecast_vs_break_even_pct: pctChange(expected, need),
    });
    expect(answered.answer).toContain(
      ` Para no perder, con tus costos de noviembre un día te pide unos ${money(need)} de venta sin IVA (tus gastos fijos del mes, ${money(fixed)}, entre tu margen bruto, ${pct(70)}, repartidos en sus ${DAYS} días); lo que espero queda ${money(expected - need)} arriba (${pct(pctChange(expected, need)!)}).`,
    );
    expect(answered.calls).toContain('/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30');
  });

  it("says last month's costs are incomplete when its payroll covers part of it", async () => {
    // Before 2026-12-06, the understated break-even said plainly.
    const answered = await askRules(
      '¿Me conviene abrir mañana?',
      {
        '/api/v1/intelligence/pnl': {
          attributes: PNL,
          meta: { incomplete: [{ input: 'payroll', covered_days: 15, period_days: 30 }] },
        },
        '/api/v1/intelligence/forecast': {
          attributes: { days: DAYS_AHEAD },
          meta: { sales_basis: 'without_iva' },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.answer).toMatch(
      / Ojo, tus costos de noviembre están incompletos: la nómina capturada cubre 15 de 30 días, así que este punto de equilibrio sale más bajo de lo que es\.$/,
    );
    expect(answered.quoted).toMatchObject({ payroll_covered_days: 15, payroll_period_days: 30 });
  });

  // Since 2026-12-06; before, out of the domain, and the forecast alone.
  it('answers whether to open, or whether a day will make money, with the same break-even', async () => {
    const need = divideRounded(point, DAYS)!;
    for (const question of ['¿Me conviene abrir mañana?', '¿Voy a ganar dinero mañana?']) {
      const answered = await askAhead(question);
      expect(answered.intent).toBe('forecast_sales');
      expect(answered.quoted).toMatchObject({
        break_even_sales_cents: need,
        forecast_minus_break_even_cents: DAYS_AHEAD[0]!.sales_cents - need,
      });
    }
    expect((await askAhead('¿Voy a ganar dinero mañana?')).answer).toMatch(
      /^No pronostico tu utilidad: .* Para no perder, con tus costos de noviembre un día te pide/,
    );
    // A day of rest asked: what working it pays, which last month's costs do not hold.
    const christmas = await askRules(
      '¿Me conviene abrir mañana?',
      {
        '/api/v1/intelligence/pnl': { attributes: PNL },
        '/api/v1/intelligence/forecast': {
          attributes: { days: [day('2026-12-25', 2_000_000)] },
          meta: { sales_basis: 'without_iva' },
        },
      },
      { today: '2026-12-24', requiredPlanOf: () => 'growth' },
    );
    expect(christmas.answer).toMatch(
      / Ojo: mañana, viernes 25 de diciembre, es descanso obligatorio: a quien lo trabaje le pagas triple \(LFT art\. 75\), y tus costos de noviembre no lo llevan\.$/,
    );
  });

  it('says what opening adds against what it costs: the fixed costs are paid either way', async () => {
    // Before 2026-12-07, the break-even alone, as if closing the day saved its share of the rent.
    const hours = (date: string, payroll: number) => ({
      date,
      status: 'ok',
      hours: [],
      staff_hours_suggested: 10,
      labor_cost_projected_cents: payroll,
      labor_cost_pct_projected: null,
    });
    const askOpening = (date: string, sales: number, payroll: number, today: string) =>
      askRules(
        '¿Me conviene abrir mañana?',
        {
          '/api/v1/intelligence/pnl': { attributes: PNL },
          '/api/v1/intelligence/forecast': {
            attributes: { days: [day(date, sales)] },
            meta: { sales_basis: 'without_iva' },
          },
          '/api/v1/intelligence/forecast/hours': { attributes: hours(date, payroll) },
        },
        { today, requiredPlanOf: () => 'growth' },
      );
    // Christmas, a day of rest by law: its salary is paid open or closed (LFT art. 74), so opening
    // adds the double of art. 75, 2 × $5,000.00, against 70 % of $25,000.00 (since 2026-12-08;
    // before, the whole triple).
    const christmas = await askOpening('2026-12-25', 2_500_000, 500_000, '2026-12-24');
    const left = Math.round((2_500_000 * 84_000_000) / 120_000_000);
    expect(christmas.quoted).toMatchObject({
      opening_gross_cents: left,
      opening_payroll_cents: 2 * 500_000,
      opening_net_cents: left - 2 * 500_000,
    });
    expect(christmas.answer).toContain(
      ` Para decidir si abrir: la renta y los demás gastos fijos los pagas abras o no. Ese día te dejaría unos ${money(left)} sobre su costo de ventas (tu margen bruto de noviembre sobre lo que espero), y sus horas en piso, a tu nómina entera por hora en piso, te costarían ${money(1_000_000)} (el doble que se suma al salario del día: es descanso obligatorio y ese salario lo pagas abras o no): abrir te deja unos ${money(left - 1_000_000)} más de lo que te cuesta.`,
    );
    // An ordinary day whose payroll is more than what its sales leave: said the other way round.
    const slow = await askOpening('2026-12-04', 300_000, 400_000, TODAY);
    const slowLeft = Math.round((300_000 * 84_000_000) / 120_000_000);
    expect(slow.answer).toContain(
      `sus horas en piso, a tu nómina entera por hora en piso, te costarían ${money(400_000)}: abrir te cuesta unos ${money(400_000 - slowLeft)} más de lo que te deja.`,
    );
  });

  // Since 2026-12-06; before, the latest 25th's break-even, or last Christmas's: a day gone.
  it.each([
    ['¿Me conviene abrir el 25?', '2026-12-25'],
    ['¿Vale la pena abrir en Navidad?', '2026-12-25'],
    ['¿Me conviene abrir el 24?', '2026-12-24'],
    // Said the other way (since 2026-12-07; before, out of the domain, or "Sí, tu pronóstico lo da
    // por abierto" to an either-or, with no break-even).
    ['¿Debo cerrar el 25?', '2026-12-25'],
    ['¿Cierro en Navidad o abro?', '2026-12-25'],
    ['¿Cuánto pierdo si abro en Navidad?', '2026-12-25'],
  ])('reads whether to open %s of the day to come, %s', (question, date) => {
    // On 12 December: both within the two weeks forecast.
    expect(understand(question, '2026-12-12', null)).toMatchObject({
      kind: 'answer',
      intent: 'forecast_sales',
      range: { from: date, to: date },
    });
  });

  // Since 2026-12-07; before, "Sí, tu pronóstico lo da por abierto" to an either-or.
  it('reads "¿abro el viernes santo o cierro?" as the decision', () => {
    expect(asksOpenDecision('¿Abro el viernes santo o cierro?')).toBe(true);
    expect(asksOpenDecision('¿Cierro en Navidad o abro?')).toBe(true);
    expect(asksOpenDecision('¿Abro el domingo?')).toBe(false);
  });

  // Since 2026-12-06; before, refused until the day's corte Z.
  it("sets today's forecast against a day's break-even until its corte, then the day's sales", async () => {
    const today = day(TODAY, 4_100_000);
    const question = '¿Cuánto necesito vender hoy para salir tablas?';
    const answered = await askRules(
      question,
      {
        '/api/v1/intelligence/pnl': { attributes: PNL },
        '/api/v1/intelligence/forecast': {
          attributes: { days: [today, ...DAYS_AHEAD] },
          meta: { sales_basis: 'without_iva' },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    const need = divideRounded(point, DAYS)!;
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.period).toEqual({ from: TODAY, to: TODAY });
    expect(answered.quoted).toMatchObject({
      sales_cents: today.sales_cents,
      break_even_sales_cents: need,
      forecast_minus_break_even_cents: today.sales_cents - need,
    });
    expect(understand(question, TODAY, null, { todayClosed: true })).toMatchObject({
      intent: 'break_even',
      range: { from: TODAY, to: TODAY },
    });
  });

  it("sets the days' forecast against the sales a profit goal asks of them", async () => {
    const answered = await askAhead('¿Cuánto tengo que vender el fin de semana para ganar 10 mil?');
    const daysFixed = divideRounded(fixed * 2, DAYS)!;
    const need = Number(
      (2n * BigInt(daysFixed + 1_000_000) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n),
    );
    const expected = DAYS_AHEAD[1]!.sales_cents + DAYS_AHEAD[2]!.sales_cents;
    expect(answered.quoted).toMatchObject({
      profit_goal_cents: 1_000_000,
      sales_for_profit_goal_cents: need,
      forecast_minus_profit_goal_sales_cents: expected - need,
    });
    expect(answered.answer).toContain(
      ` Para ganar ${money(1_000_000)} antes de impuestos, esos 2 días te piden unos ${money(need)} de venta sin IVA (sus gastos fijos más esa ganancia, entre tu margen bruto); lo que espero queda ${money(expected - need)} ${expected >= need ? 'arriba' : 'abajo'} (${pct(pctChange(expected, need)!)}).`,
    );
  });

  it('reads a goal of the month under way as its days to come, the profit shared by the days forecast', async () => {
    // Before 2026-12-06, the break-even of the month's closed days (none on its first day).
    const answered = await askAhead('¿Cuánto tengo que vender este mes para ganar 50 mil?');
    expect(answered.intent).toBe('forecast_sales');
    const days = DAYS_AHEAD.length;
    // "este mes" from today, Thursday 3, to the 31st: 29 days, 3 of them forecast here.
    const share = Math.round((5_000_000 * days) / 29);
    const need = Number(
      (2n * BigInt(divideRounded(fixed * days, DAYS)! + share) * 120_000_000n + 84_000_000n) /
        (2n * 84_000_000n),
    );
    expect(answered.quoted).toMatchObject({
      break_even_sales_cents: divideRounded(point * days, DAYS),
      profit_goal_cents: share,
      profit_goal_said_cents: 5_000_000,
      sales_for_profit_goal_cents: need,
    });
    expect(answered.answer).toContain(
      `Para ganar ${money(share)} (tu meta de ${money(5_000_000)}, en proporción a ${days} días) antes de impuestos, esos ${days} días te piden unos ${money(need)}`,
    );
    expect((await askAhead('¿Cuánto tengo que vender esta semana para no perder?')).intent).toBe(
      'forecast_sales',
    );
    // The month under way named by its name is this month (since 2026-12-06; before, its closed
    // days' break-even, none on its first day).
    const named = await askAhead('¿Cuánto tengo que vender en diciembre para ganar 50 mil?');
    expect(named.intent).toBe('forecast_sales');
    expect(named.quoted).toEqual(answered.quoted);
    // Navidad is past the forecast's 14 days: no day of rest said of days the break-even leaves out.
    expect(named.answer).not.toContain('descanso obligatorio');
  });

  it('reads a goal said in the past, or of a weekend said past, as the past break-even', async () => {
    for (const question of [
      '¿Cuánto tenía que vender el fin de semana para no perder?',
      '¿Cuánto tengo que vender el fin de semana pasado para no perder?',
    ])
      expect((await askAhead(question)).intent).toBe('break_even');
  });

  it('names the plan when the costs may not be read, and quotes no break-even', async () => {
    const refused = await askRules(
      '¿Cuánto necesito vender mañana para no perder?',
      {
        '/api/v1/intelligence/pnl': { status: 403 },
        '/api/v1/intelligence/forecast': {
          attributes: { days: DAYS_AHEAD },
          meta: { sales_basis: 'without_iva' },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'pro' },
    );
    expect(refused.answer).toMatch(/Por qué|sin IVA \(entre/);
    expect(refused.answer).toContain('la tienes desde el plan Pro');
    expect(refused.quoted).not.toHaveProperty('break_even_sales_cents');
  });

  it.each([
    '¿Cuánto tengo que vender este fin de semana para no perder?',
    // A goal of "el fin de semana" is the coming one (before, last weekend's break-even).
    '¿Cuánto tengo que vender el fin de semana para no perder?',
  ])("sets several days' forecast against their days of break-even: %s", async (question) => {
    const answered = await askAhead(question);
    const need = divideRounded(point * 2, DAYS)!;
    const expected = DAYS_AHEAD[1]!.sales_cents + DAYS_AHEAD[2]!.sales_cents;
    expect(answered.quoted).toMatchObject({
      break_even_sales_cents: need,
      forecast_minus_break_even_cents: expected - need,
    });
    expect(answered.answer).toContain(`esos 2 días te piden unos ${money(need)} de venta sin IVA`);
  });
});
