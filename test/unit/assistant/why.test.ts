/**
 * "¿Por qué bajó la utilidad?": equal calendar periods (a month against the month before, a week or
 * a day against a week earlier), the lead in the direction the figures went (whatever the question
 * assumed), and the drivers split by sign: those that moved the figure the way it went, largest
 * first, then those that pushed against it. The effects are derived here from the bodies sent.
 */
import { describe, expect, it } from 'vitest';
import { pctChange, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { classify } from '#shared/domain/assistant/intents.ts';
import type { IntelligenceReader } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';

const summary = (sales: number, covers: number, ticket: number) => ({
  total_sales_cents: sales,
  covers_total: covers,
  tables_served_total: 300,
  avg_ticket_cents: ticket,
});
interface Pnl {
  sales: number;
  food: [sales: number, cost: number, pct: number];
  labor: number;
  rent: number;
  net: number;
}
const pnl = ({ sales, food, labor, rent, net }: Pnl) => ({
  ventas: {
    total_net_sales_cents: sales,
    food_sales_cents: food[0],
    beverage_sales_cents: null,
    bar_sales_cents: null,
  },
  costo_de_ventas: {
    food_cost_cents: food[1],
    food_cost_pct: food[2],
    beverage_cost_cents: null,
    beverage_cost_pct: null,
    bar_cost_cents: null,
    bar_cost_pct: null,
    other_cost_cents: 0,
  },
  gastos_operativos: {
    labor_cost_cents: labor,
    rent_cents: rent,
    utilities_cents: null,
    maintenance_cents: null,
    marketing_cents: null,
    admin_cents: null,
    other_expenses_cents: null,
  },
  utilidad_neta: { depreciation_cents: null, interest_cents: null, taxes_cents: null, net_profit_cents: net },
});

/** A reader answering the period starting `current` with `now`, any other with `before`. */
/** Days of a period, both ends: every day of the fixture's periods opened unless `closedNow`. */
const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

function reader(
  current: string,
  now: [object, Pnl],
  before: [object, Pnl],
  incompleteNow: object[] = [],
  closedNow = 0,
): IntelligenceReader {
  return async (read, query) => {
    const isNow = query.date_from === current;
    const [sales, costs] = isNow ? now : before;
    const attributes = read === 'intelligence-pnl' ? pnl(costs) : sales;
    const meta = {
      period: { from: query.date_from, to: query.date_to },
      snapshot_date: '2026-11-27T01:00:00.000-06:00',
      missing: isNow ? [] : ['payroll'],
      incomplete: isNow ? incompleteNow : [],
      days_with_sales: daysOf(query.date_from!, query.date_to!) - (isNow ? closedNow : 0),
    };
    return { ok: true, result: { attributes, meta } as never };
  };
}

const ask = (question: string, today: string, read: IntelligenceReader) =>
  answerWithRules({ question, today, previous: null, reader: read, requiredPlanOf: () => 'growth' });

describe('which periods a why compares', () => {
  const periods = (question: string, today: string) => {
    const understood = understand(question, today, null);
    if (understood.kind !== 'answer') throw new Error(understood.kind);
    return { range: understood.range, base: understood.base };
  };

  it('"el mes pasado" is the calendar month, against the calendar month before', () => {
    // The case, asked on December 1st: November against 2–31 October before.
    expect(periods('¿por qué bajó la utilidad el mes pasado?', '2026-12-01')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-30' },
      base: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(periods('¿por qué bajaron mis ventas en marzo?', '2026-04-10')).toEqual({
      range: { from: '2026-03-01', to: '2026-03-31' },
      base: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('this month so far against the same days of the month before; a day or a week a week earlier', () => {
    expect(periods('¿Por qué bajó la utilidad este mes?', '2026-11-27')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-26' },
      base: { from: '2026-10-01', to: '2026-10-26' },
    });
    expect(periods('¿por qué bajaron las ventas ayer?', '2026-11-27')).toEqual({
      range: { from: '2026-11-26', to: '2026-11-26' },
      base: { from: '2026-11-19', to: '2026-11-19' },
    });
    expect(periods('¿por qué bajaron las ventas la semana pasada?', '2026-11-27')).toEqual({
      range: { from: '2026-11-16', to: '2026-11-22' },
      base: { from: '2026-11-09', to: '2026-11-15' },
    });
  });

  it('against the base the question names, as the comparison reads it', () => {
    // Asked on Saturday December 5th: before, a day against the same weekday a week earlier whatever
    // base was named ("ayer que antier" was Thursday the 3rd against the 26th).
    for (const question of ['¿por qué vendí menos ayer que antier?', '¿por qué ayer vendí más que antier?'])
      expect(periods(question, '2026-12-05')).toEqual({
        range: { from: '2026-12-04', to: '2026-12-04' },
        base: { from: '2026-12-03', to: '2026-12-03' },
      });
    // "que la semana pasada" makes the week so far the period asked, against the same days of the last.
    const week = {
      range: { from: '2026-11-30', to: '2026-12-04' },
      base: { from: '2026-11-23', to: '2026-11-27' },
    };
    expect(periods('¿por qué vendí menos que la semana pasada?', '2026-12-05')).toEqual(week);
    expect(periods('¿vendí menos que la semana pasada?', '2026-12-05')).toEqual(week);
    expect(periods('¿por qué el 15 vendí más que el 14?', '2026-12-05')).toEqual({
      range: { from: '2026-11-15', to: '2026-11-15' },
      base: { from: '2026-11-14', to: '2026-11-14' },
    });
  });

  it('of a figure that needs the payroll, a base named alone keeps the last whole month', () => {
    const november = {
      range: { from: '2026-11-01', to: '2026-11-30' },
      base: { from: '2026-10-01', to: '2026-10-31' },
    };
    expect(periods('¿por qué bajó la utilidad comparado con el mes pasado?', '2026-12-05')).toEqual(november);
    expect(periods('¿por qué bajó la utilidad en octubre contra agosto?', '2026-12-05')).toEqual({
      range: { from: '2026-10-01', to: '2026-10-31' },
      base: { from: '2026-08-01', to: '2026-08-31' },
    });
  });

  it('a weekend against the weekend before, as the comparison takes it', () => {
    // Asked on Thursday December 3rd: Saturday 28 and Sunday 29 against 21 and 22, not the 26–27.
    const weekend = {
      range: { from: '2026-11-28', to: '2026-11-29' },
      base: { from: '2026-11-21', to: '2026-11-22' },
    };
    expect(periods('¿por qué bajaron las ventas el finde?', '2026-12-03')).toEqual(weekend);
    expect(periods('¿por qué subió mi venta el fin de semana pasado?', '2026-12-03')).toEqual(weekend);
    expect(periods('¿cómo me fue el fin de semana vs el anterior?', '2026-12-03')).toEqual(weekend);
  });

  it('the why and the comparison of a weekend quote one change of the sales', async () => {
    // The weekend, the one before it, and the Thursday and Friday just before it (a wrong base).
    const [now, before, thursday] = [
      summary(10_748_550, 700, 30_000),
      summary(11_439_000, 720, 31_000),
      summary(9_751_200, 650, 29_000),
    ];
    const byStart: Record<string, object> = {
      '2026-11-28': now,
      '2026-11-21': before,
      '2026-11-26': thursday,
    };
    const read: IntelligenceReader = async (id, query) => {
      // No P&L, and no days read (every day of both weekends opened: nothing to say of them).
      if (id === 'intelligence-pnl' || id === 'sales-by-day')
        return { ok: false, status: 404, code: 'SVC_ERR_404', message: 'no' };
      const attributes = byStart[query.date_from!];
      const meta = {
        period: { from: query.date_from, to: query.date_to },
        snapshot_date: '2026-12-01',
        missing: [],
      };
      return { ok: true, result: { attributes, meta } as never };
    };
    const change = pctChange(now.total_sales_cents, before.total_sales_cents);
    for (const question of [
      '¿por qué bajaron las ventas el finde?',
      '¿cómo me fue el fin de semana vs el anterior?',
    ]) {
      const answer = await ask(question, '2026-12-03', read);
      const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
      expect(figures, answer.answer).toMatchObject({
        total_sales_cents: now.total_sales_cents,
        base_total_sales_cents: before.total_sales_cents,
        total_sales_pct_change: change,
      });
    }
  });
});

describe('why', () => {
  it.each([
    '¿Por qué bajó la utilidad?',
    '¿por qué bajaron mis ventas?',
    '¿a qué se debe que gané menos?',
    '¿Por qué subió mi costo de alimentos?',
  ])('%s asks for the drivers', (question) => {
    expect(classify(question)?.intent).toBe('why_change');
  });

  it('"¿por qué no cuadra la caja?" is not a why of the P&L', () => {
    expect(classify('¿por qué no cuadra la caja?')?.intent).toBe('cash_variance');
  });

  // Sales up 5 %, but food cost from 30 % to 36 % of food sales, payroll and rent up: profit fell.
  const NOW: Pnl = {
    sales: 8_400_000,
    food: [6_000_000, 2_160_000, 36],
    labor: 2_300_000,
    rent: 2_100_000,
    net: 1_840_000,
  };
  const BEFORE: Pnl = {
    sales: 8_000_000,
    food: [5_600_000, 1_680_000, 30],
    labor: 2_000_000,
    rent: 2_000_000,
    net: 2_320_000,
  };

  it('names the causes of a fall by size, and a sales rise only as what pushed against it', async () => {
    const read = reader(
      '2026-11-01',
      [summary(9_000_000, 900, 30_000), NOW],
      [summary(8_571_429, 880, 28_571), BEFORE],
    );
    const answer = await ask('¿Por qué bajó la utilidad este mes?', '2026-11-27', read);
    expect(answer.intent).toBe('why_change');
    expect(answer.period).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    const text = answer.answer;
    // Effects in cents on the profit, from the bodies: the ratio at this period's food sales, the
    // amounts one to one, the sales at the base period's food cost per peso of food.
    const effects = {
      food: ((BEFORE.food[2] - NOW.food[2]) / 100) * NOW.food[0],
      labor: BEFORE.labor - NOW.labor,
      rent: BEFORE.rent - NOW.rent,
      sales: NOW.sales - BEFORE.sales - BEFORE.food[1] * (NOW.food[0] / BEFORE.food[0] - 1),
    };
    expect(effects.sales).toBeGreaterThan(0);
    const [causes, against] = text.split('En sentido contrario');
    const where = {
      food: causes!.indexOf('el costo de alimentos subió de 30.0% a 36.0% de tu venta de alimentos'),
      labor: causes!.indexOf('la nómina subió de $20,000.00 a $23,000.00'),
      rent: causes!.indexOf('la renta subió de $20,000.00 a $21,000.00'),
    };
    for (const position of Object.values(where)) expect(position, text).toBeGreaterThan(0);
    const order = (['food', 'labor', 'rent'] as Array<keyof typeof where>).sort(
      (a, b) => Math.abs(effects[b]) - Math.abs(effects[a]),
    );
    expect(order.map((name) => where[name])).toEqual(Object.values(where).sort((a, b) => a - b));
    expect(causes).not.toMatch(/las ventas subieron/);
    expect(against).toMatch(/las ventas subieron 5\.0%/);
    expect(text).toMatch(/Incompleto: la nómina/);
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    expect(figures).toMatchObject({
      net_profit_cents: NOW.net,
      base_net_profit_cents: BEFORE.net,
      food_cost_pct: 36,
      base_food_cost_pct: 30,
      labor_cost_cents: NOW.labor,
      base_labor_cost_cents: BEFORE.labor,
      total_sales_pct_change: 5,
    });
  });

  it('says a line at 0 is none captured, not a cost that vanished', async () => {
    // The rent of the month not captured yet: 0 in the P&L, not a rent that went away.
    const read = reader(
      '2026-11-01',
      [summary(9_000_000, 900, 30_000), { ...NOW, rent: 0 }],
      [summary(8_571_429, 880, 28_571), BEFORE],
    );
    const answer = await ask('¿Por qué subió la utilidad este mes?', '2026-11-27', read);
    // Since 2026-12-06 the line is left out of both sides, said, and the causes read without it
    // (before, "la renta bajó de $20,000.00 a $0.00 (nada capturado en esos días)" led the causes).
    const [now, before] = [18_400 * 100, (23_200 + 20_000) * 100];
    const quoted = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    expect(quoted).toMatchObject({
      net_profit_without_uncaptured_cents: now,
      base_net_profit_without_uncaptured_cents: before,
      net_profit_without_uncaptured_pct_change: pctChange(now, before),
    });
    expect(answer.answer).toContain(
      ` Ojo: no comparo la renta (nada capturado del domingo 1 de noviembre al jueves 26 de noviembre): sin esa línea en ninguno de los dos, tu utilidad fue ${money(now)} contra ${money(before)} (${pct(pctChange(now, before)!)} menos): no subió, bajó. Lo que la bajó, de mayor a menor: `,
    );
    expect(answer.answer).not.toContain('la renta bajó');
  });

  it('leaves out a line captured over part of the period, not a cost that fell', async () => {
    // Half the month's payroll captured (13 of its 26 days). Before 2026-12-06, "la nómina bajó de
    // $20,000.00 a $11,500.00" led what raised the profit.
    const half = { ...NOW, labor: NOW.labor / 2, net: NOW.net + NOW.labor / 2 };
    const read = reader(
      '2026-11-01',
      [summary(9_000_000, 900, 30_000), half],
      [summary(8_571_429, 880, 28_571), BEFORE],
      [{ input: 'payroll', covered_days: 13, period_days: 26 }],
    );
    const answer = await ask('¿Por qué subió la utilidad este mes?', '2026-11-27', read);
    const [now, before] = [half.net + half.labor, BEFORE.net + BEFORE.labor];
    expect(answer.answer).toContain(
      ` Ojo: no comparo la nómina (solo 13 de sus 26 días capturados del domingo 1 de noviembre al jueves 26 de noviembre): sin esa línea en ninguno de los dos, tu utilidad fue ${money(now)} contra ${money(before)} (${pct(Math.abs(pctChange(now, before)!))} menos): no subió, bajó.`,
    );
    expect(answer.answer).not.toContain('la nómina bajó');
  });

  it('says lines short over the same days once, together', async () => {
    // Since 2026-12-07; before, "(solo 13 de sus 26 días capturados del …)" after each line.
    const half = {
      ...NOW,
      labor: NOW.labor / 2,
      rent: NOW.rent / 2,
      net: NOW.net + (NOW.labor + NOW.rent) / 2,
    };
    const read = reader(
      '2026-11-01',
      [summary(9_000_000, 900, 30_000), half],
      [summary(8_571_429, 880, 28_571), BEFORE],
      [
        { input: 'payroll', covered_days: 13, period_days: 26 },
        { input: 'expenses', covered_days: 13, period_days: 26 },
      ],
    );
    const answer = await ask('¿Por qué subió la utilidad este mes?', '2026-11-27', read);
    expect(answer.answer).toContain(
      ' Ojo: no comparo la nómina y la renta (solo 13 de sus 26 días capturados del domingo 1 de noviembre al jueves 26 de noviembre): ',
    );
  });

  it('says the profit rose when the question assumed it fell, and lists what raised it', async () => {
    // The periods swapped: the same drivers, every sign the other way.
    const read = reader(
      '2026-11-01',
      [summary(8_571_429, 880, 28_571), BEFORE],
      [summary(9_000_000, 900, 30_000), NOW],
    );
    const answer = await ask('¿Por qué bajó la utilidad el mes pasado?', '2026-12-01', read);
    expect(answer.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(answer.answer).toMatch(/Ojo: tu utilidad no bajó, subió\./);
    const [causes, against] = answer.answer.split('En sentido contrario');
    expect(causes).toMatch(
      /Lo que la subió, de mayor a menor: el costo de alimentos bajó de 36\.0% a 30\.0%/,
    );
    expect(against).toMatch(/las ventas bajaron 4\.8%/);
  });

  it('a sales question leads with the sales and explains them by diners and what each spent', async () => {
    // The two factors multiply back to the sales: 900 diners at $103.33 against 1,000 at $100.00.
    const read = reader(
      '2026-11-01',
      [summary(9_300_000, 900, 31_000), NOW],
      [summary(10_000_000, 1_000, 33_333), BEFORE],
    );
    const reads: string[] = [];
    const counted: IntelligenceReader = (id, query) => {
      reads.push(id);
      return read(id, query);
    };
    const answer = await ask('¿Por qué bajaron mis ventas este mes?', '2026-11-27', counted);
    // The two periods' summaries only: the sales' answer quotes no P&L figure (before, both P&Ls read).
    expect(reads).toEqual(['intelligence-sales-summary', 'intelligence-sales-summary']);
    const perCover = pctChangeOfRatios(9_300_000, 900, 10_000_000, 1_000)!;
    expect(answer.answer).toMatch(/vendiste \$93,000\.00, contra \$100,000\.00 del jueves 1 de octubre/);
    expect(answer.answer).toMatch(/Lo que la bajó, de mayor a menor: 10\.0% menos comensales\./);
    expect(answer.answer).toContain(
      `En sentido contrario (evitó que bajara más): cada comensal gastó ${pct(perCover)} más`,
    );
    expect(answer.figures.find((figure) => figure.key === 'spend_per_cover_pct_change')?.value).toBe(
      perCover,
    );
    // The base's P&L lacks its payroll (the reader's meta), which no sales figure depends on.
    expect(answer.answer).not.toContain('Incompleto');
  });

  // Since 2026-12-07; before, the day before, so a rise against last Thursday was explained as a
  // fall against Wednesday.
  it('after the sales compared, "¿por qué?" keeps the comparison\'s base', () => {
    const today = '2031-02-28';
    for (const [asked, base] of [
      ['¿Subieron o bajaron mis ventas?', '2031-02-20'],
      ['¿Vendí más ayer que antier?', '2031-02-26'],
    ] as const) {
      const compared = understand(asked, today, null);
      expect(compared).toMatchObject({ range: { from: '2031-02-27' }, base: { from: base, to: base } });
      const previous = {
        intent: 'sales_comparison' as const,
        range: { from: '2031-02-27', to: '2031-02-27' },
      };
      expect(understand('¿Por qué?', today, { ...previous, question: asked }), asked).toMatchObject({
        intent: 'why_change',
        range: previous.range,
        base: { from: base, to: base },
      });
    }
    // The day named again, no base of its own, keeps the comparison's; one named, its own.
    const sameDay = { intent: 'sales_comparison' as const, range: { from: '2031-04-01', to: '2031-04-01' } };
    const day = { ...sameDay, question: '¿Vendí más hoy que ayer?' };
    const options = { todayClosed: true };
    expect(understand('¿Por qué bajó hoy?', '2031-04-01', day, options)).toMatchObject({
      base: { from: '2031-03-31', to: '2031-03-31' },
    });
    expect(
      understand('¿Por qué vendí menos hoy que el martes pasado?', '2031-04-01', day, options),
    ).toMatchObject({ base: { from: '2031-03-25', to: '2031-03-25' } });
  });

  // Since 2026-12-07; before, the profit's why, and "¿por qué?" alone was out of the domain.
  it('after the sales compared, "¿por qué bajó?" and "¿por qué?" are the sales\' why', async () => {
    const read = reader(
      '2026-11-01',
      [summary(9_300_000, 900, 31_000), NOW],
      [summary(10_000_000, 1_000, 33_333), BEFORE],
    );
    const asked = await ask('¿Por qué bajaron mis ventas este mes?', '2026-11-27', read);
    const previous = { intent: 'sales_comparison' as const, range: { from: '2026-11-01', to: '2026-11-26' } };
    for (const question of ['¿Por qué bajó?', '¿Por qué?']) {
      const followed = await answerWithRules({
        question,
        today: '2026-11-27',
        previous,
        reader: read,
        requiredPlanOf: () => 'growth',
      });
      // The conversation's period is inherited whole: its "hasta ayer" was said before.
      expect(followed.answer, question).toBe(
        asked.answer.replace(' (hasta ayer: hoy todavía no cierra)', ''),
      );
    }
  });

  it('says when the two periods are not as long, and the sales per day of each', async () => {
    // February (28 days) against January (31): before 2026-12-06, "menos" with no word of the days.
    const read = reader(
      '2027-02-01',
      [summary(9_300_000, 900, 31_000), NOW],
      [summary(10_000_000, 1_000, 33_333), BEFORE],
    );
    const answer = await ask('¿Por qué bajaron mis ventas en febrero?', '2027-03-02', read);
    const [day, baseDay] = [Math.round(9_300_000 / 28), Math.round(10_000_000 / 31)];
    // The change of the exact ratios, as every per-day change (since 2026-12-07, of the open days).
    const change = pctChangeOfRatios(9_300_000, 28, 10_000_000, 31)!;
    expect(answer.answer).toMatch(
      new RegExp(
        ` Ojo: del lunes 1 de febrero al domingo 28 de febrero abriste 28 días \\(con corte Z y venta\\) y del viernes 1 de enero al domingo 31 de enero, 31: por día abierto vendiste \\${money(day)} contra \\${money(baseDay)}, ${pct(change)} más\\.$`,
      ),
    );
    // As long: nothing said.
    expect((await ask('¿Por qué bajaron mis ventas este mes?', '2026-11-27', read)).answer).not.toContain(
      'Ojo:',
    );
  });

  // Since 2026-12-07; before, "las ventas bajaron" and nothing of a day whose corte Z was not in.
  it('says when a period opened fewer days, after the profit’s why too', async () => {
    // 1 to 26 November against 1 to 26 October, the 26th's corte Z not in: 25 days against 26.
    const read = reader(
      '2026-11-01',
      [summary(9_000_000, 900, 30_000), NOW],
      [summary(8_571_429, 880, 28_571), BEFORE],
      [],
      1,
    );
    const change = pctChangeOfRatios(9_000_000, 25, 8_571_429, 26)!;
    const expected = ` Ojo: del domingo 1 de noviembre al jueves 26 de noviembre abriste 25 días (con corte Z y venta) y del jueves 1 de octubre al lunes 26 de octubre, 26: por día abierto vendiste ${money(Math.round(9_000_000 / 25))} contra ${money(Math.round(8_571_429 / 26))}, ${pct(change)} más.`;
    for (const question of [
      '¿Por qué bajó la utilidad este mes?',
      '¿Por qué subieron mis ventas este mes?',
    ]) {
      const answer = await ask(question, '2026-11-27', read);
      expect(answer.answer, question).toContain(expected);
      expect(answer.figures.find((figure) => figure.key === 'days_with_sales')?.value).toBe(25);
    }
  });

  it('without diners, by tables and the ticket per table, which multiply back to the sales', async () => {
    const noCovers = (sales: number, tables: number) => ({
      total_sales_cents: sales,
      covers_total: null,
      tables_served_total: tables,
      avg_ticket_cents: Math.round(sales / tables),
    });
    const read = reader('2026-11-01', [noCovers(4_660_500, 89), NOW], [noCovers(4_738_450, 79), BEFORE]);
    const answer = await ask('¿Por qué bajaron mis ventas este mes?', '2026-11-27', read);
    const tables = pctChange(89, 79)!;
    const ticket = pctChange(Math.round(4_660_500 / 89), Math.round(4_738_450 / 79))!;
    expect(answer.answer).toContain(
      `Lo que la bajó, de mayor a menor: el ticket promedio por mesa bajó ${pct(Math.abs(ticket))}.`,
    );
    expect(answer.answer).toContain(`En sentido contrario (evitó que bajara más): ${pct(tables)} más mesas`);
  });
});
