/**
 * "¿Por qué subió mi costo de alimentos?": a why that names a cost ratio answers about that ratio
 * (why-cost.ts), read as the cost answer reads it, in both periods of the why; a period without the
 * ratio is named with why, never answered with the sales. Expected figures come from the bodies sent.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { IntelligenceReader } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { BENCHMARKS } from '#shared/domain/benchmarks.ts';
import { incompleteInputSentence } from '#shared/domain/costs/coverage.ts';
import { answerWithRules, stateAfter } from '#shared/use-cases/assistant/rules.ts';

type Type = [pct: number | null, cost: number | null, sales: number | null];
const foodCost = ([ratio, cost, sales]: Type) => ({
  food_cost_pct: ratio,
  food_cost_status: null,
  beverage_cost_pct: null,
  beverage_cost_status: null,
  bar_cost_pct: null,
  bar_cost_status: null,
  by_category: [{ category: 'food', purchases_cents: 0, cost_cents: cost, sales_cents: sales }],
});
const pnl = ([ratio, cost, sales]: Type) => ({
  ventas: { total_net_sales_cents: sales },
  gastos_operativos: {
    labor_cost_pct: ratio,
    labor_cost_cents: cost,
    prime_cost_pct: null,
    prime_cost_cents: null,
  },
  // December has no payroll captured: no net profit (what sent the why to the sales before).
  utilidad_neta: { net_profit_cents: null },
});

interface Period {
  attributes: object;
  missing?: string[];
  incomplete?: object[];
  days_with_sales?: number;
}

/** Reads by read id and first date; every call is kept. */
function reader(periods: Record<string, Record<string, Period>>) {
  const calls: string[] = [];
  const read: IntelligenceReader = async (id, query) => {
    calls.push(`${id} ${query.date_from}..${query.date_to}`);
    const period = periods[id]?.[query.date_from!];
    if (period === undefined) return { ok: false, status: 404, code: 'SVC_ERR_404', message: 'no' };
    const meta = {
      period: { from: query.date_from, to: query.date_to },
      snapshot_date: '2026-12-03T01:00:00.000-06:00',
      missing: period.missing ?? [],
      incomplete: period.incomplete ?? [],
      ...(period.days_with_sales === undefined ? {} : { days_with_sales: period.days_with_sales }),
    };
    return { ok: true, result: { attributes: period.attributes, meta } as never };
  };
  return Object.assign(read, { calls });
}

const ask = async (question: string, read: IntelligenceReader) => {
  const answer = await answerWithRules({
    question,
    today: '2026-12-03',
    previous: null,
    reader: read,
    requiredPlanOf: () => 'growth',
  });
  return { ...answer, quoted: Object.fromEntries(answer.figures.map((f) => [f.key, f.value])) };
};

// Asked on Thursday December 3rd: December 1–2 against November 1–2 (the why's month rule).
const [DEC, NOV] = ['2026-12-01', '2026-11-01'];
const SALES_SUMMARY = { total_sales_cents: 9_000_000, covers_total: 300, avg_ticket_cents: 30_000 };

describe('a why of the food cost', () => {
  const NOW: Type = [32.4, 324_000, 1_000_000];
  const BEFORE: Type = [25.2, 226_800, 900_000];
  const periods = {
    'intelligence-food-cost': {
      [DEC]: { attributes: foodCost(NOW) },
      [NOV]: { attributes: foodCost(BEFORE) },
    },
    'intelligence-pnl': { [DEC]: { attributes: pnl([null, null, 1_000_000]), missing: ['payroll'] } },
    'intelligence-sales-summary': {
      [DEC]: { attributes: SALES_SUMMARY },
      [NOV]: { attributes: SALES_SUMMARY },
    },
  };

  it('answers the food cost of both periods, each amount with its ratio, and what moved', async () => {
    const read = reader(periods);
    const answer = await ask('¿Por qué subió mi costo de alimentos este mes?', read);
    expect(answer.intent).toBe('why_change');
    expect(read.calls).toEqual([
      'intelligence-food-cost 2026-12-01..2026-12-02',
      'intelligence-food-cost 2026-11-01..2026-11-02',
    ]);
    const [costChange, salesChange] = [pctChange(NOW[1], BEFORE[1])!, pctChange(NOW[2], BEFORE[2])!];
    expect(answer.quoted).toEqual({
      food_cost_pct: NOW[0],
      food_cost_cents: NOW[1],
      food_sales_cents: NOW[2],
      base_food_cost_pct: BEFORE[0],
      base_food_cost_cents: BEFORE[1],
      base_food_sales_cents: BEFORE[2],
      food_cost_cents_pct_change: costChange,
      food_sales_cents_pct_change: salesChange,
    });
    const text = answer.answer;
    expect(text).toContain(
      `${money(NOW[1]!)}, ${pct(NOW[0]!)} de tu venta de alimentos (${money(NOW[2]!)} sin IVA), contra ${money(BEFORE[1]!)}, ${pct(BEFORE[0]!)} de tu venta de alimentos (${money(BEFORE[2]!)} sin IVA) del domingo 1`,
    );
    // The cost grew faster than the sales it divides: it leads.
    expect(costChange).toBeGreaterThan(salesChange);
    expect(text).toContain(
      `el costo subió ${pct(costChange)} (de ${money(BEFORE[1]!)} a ${money(NOW[1]!)}), más que tu venta de alimentos, que subió ${pct(salesChange)}`,
    );
    expect(text).not.toMatch(/vendiste|tu venta no|Ojo/);
  });

  // Since 2026-12-07; before, the beverages' cost, which had fallen while the bar's rose.
  it("answers the bar's cost of both periods when the why names the bar", async () => {
    const bar = ([ratio, cost, sales]: Type) => ({
      ...foodCost([null, null, null]),
      bar_cost_pct: ratio,
      by_category: [{ category: 'bar', purchases_cents: 0, cost_cents: cost, sales_cents: sales }],
    });
    const barNow: Type = [36.4, 313_200, 860_345];
    const barBefore: Type = [22.7, 188_319, 829_599];
    const read = reader({
      'intelligence-food-cost': { [DEC]: { attributes: bar(barNow) }, [NOV]: { attributes: bar(barBefore) } },
    });
    const answer = await ask('¿Por qué subió mi costo de barra?', read);
    expect(answer.quoted).toMatchObject({
      bar_cost_pct: barNow[0],
      bar_cost_cents: barNow[1],
      base_bar_cost_pct: barBefore[0],
      bar_cost_cents_pct_change: pctChange(barNow[1], barBefore[1]),
    });
    expect(answer.answer).toContain(`${pct(barNow[0]!)} de tu venta de barra`);
    expect(answer.answer).not.toMatch(/bebidas|no subió/);
  });

  // Since 2026-12-07; before, a why against the period before.
  it.each([
    ['¿Cómo voy de costo de alimentos contra lo sano?', 'food_cost'],
    ['¿Mi costo de alimentos está bien comparado con lo normal?', 'food_cost'],
    ['¿Cuánta merma tengo contra mis recetas este mes?', 'food_cost'],
    ['¿Cómo está mi costo de nómina contra lo recomendado?', 'labor_cost'],
  ])('%s sets the figure against its benchmark or recipes: %s itself', (question, intent) => {
    expect(understand(question, '2026-12-03', null)).toMatchObject({ intent });
    expect(understand('¿Mi costo de alimentos contra el mes pasado?', '2026-12-03', null)).toMatchObject({
      intent: 'why_change',
    });
  });

  it('gives the benchmark when the cost is asked against what is healthy', async () => {
    const judged = { ...foodCost(NOW), food_cost_status: 'yellow' };
    const read = reader({ 'intelligence-food-cost': { [DEC]: { attributes: judged } } });
    const answer = await ask('¿Cómo voy de costo de alimentos contra lo sano?', read);
    expect(answer.answer).toContain(
      `Está en amarillo (lo sano es menos de ${pct(BENCHMARKS.food_cost_pct.green)}`,
    );
  });

  it('answers a cost ratio asked "contra" another period with the same two periods', async () => {
    const asked = await ask('¿Cuál es mi costo de alimentos de este mes contra el pasado?', reader(periods));
    const why = await ask('¿Por qué subió mi costo de alimentos este mes?', reader(periods));
    expect(asked.intent).toBe('why_change');
    expect(asked.period).toEqual(why.period);
    expect(asked.quoted).toEqual(why.quoted);
  });

  it('sets two months over against each other asked «mayor que» or «… o …», as a why does', async () => {
    // Before 2026-12-07, November's food cost alone (and the profit's, "¿gané más … o …?").
    const OCT = '2026-10-01';
    const months = {
      'intelligence-food-cost': {
        [NOV]: { attributes: foodCost(NOW) },
        [OCT]: { attributes: foodCost(BEFORE) },
      },
    };
    const why = await ask(
      '¿Por qué subió mi costo de alimentos en noviembre contra octubre?',
      reader(months),
    );
    for (const question of [
      '¿Mi costo de alimentos de noviembre fue mayor que el de octubre?',
      '¿Tuve más costo de alimentos en noviembre o en octubre?',
    ]) {
      const asked = await ask(question, reader(months));
      expect(asked.intent, question).toBe('why_change');
      expect(asked.period).toEqual({ from: NOV, to: '2026-11-30' });
      expect(asked.quoted).toEqual(why.quoted);
      expect(asked.quoted).toMatchObject({ food_cost_pct: NOW[0], base_food_cost_pct: BEFORE[0] });
    }
  });

  // Since 2026-12-07; before, the sales of November against October's.
  it('answers «¿y contra noviembre?» after the food cost as the why of both, and stays on it', async () => {
    const month = { from: DEC, to: '2026-12-02' };
    const followed = await answerWithRules({
      question: '¿Y contra noviembre?',
      today: '2026-12-03',
      previous: { intent: 'food_cost', range: month },
      reader: reader(periods),
      requiredPlanOf: () => 'growth',
    });
    const why = await ask('¿Por qué subió mi costo de alimentos este mes?', reader(periods));
    expect(followed.intent).toBe('why_change');
    expect(followed.period).toEqual(month);
    expect(followed.figures).toEqual(why.figures);
    const state = { intent: 'food_cost', range: month };
    expect(followed.state).toEqual(state);
    expect(
      stateAfter(
        understand('¿Y contra noviembre?', '2026-12-03', state as never),
        null,
        '¿Y contra noviembre?',
      ),
    ).toEqual({ ...state, question: '¿Y contra noviembre?' });
  });

  it('says the ratio rose when the question assumed it fell', async () => {
    const answer = await ask('¿Por qué bajó mi costo de alimentos este mes?', reader(periods));
    expect(answer.answer).toContain('Ojo: tu costo de alimentos no bajó, subió.');
  });

  it('names the period it cannot compute and why, without a sales answer', async () => {
    const read = reader({
      'intelligence-food-cost': {
        [DEC]: { attributes: foodCost(NOW) },
        [NOV]: { attributes: foodCost([null, null, BEFORE[2]]), missing: ['food_purchases', 'payroll'] },
      },
    });
    const answer = await ask('¿Por qué subió mi costo de alimentos este mes?', read);
    expect(answer.answer).toMatch(
      /^No puedo decirte por qué cambió tu costo de alimentos: del domingo 1 de noviembre al lunes 2 de noviembre no lo puedo calcular porque falta capturar las compras de alimentos\./,
    );
    expect(answer.answer).not.toMatch(/nómina|vendiste/);
    expect(answer.quoted).toEqual({
      food_cost_pct: NOW[0],
      food_cost_cents: NOW[1],
      food_sales_cents: NOW[2],
    });
  });

  it('says an input that covers part of a period', async () => {
    const incomplete = { input: 'purchases' as const, covered_days: 1, period_days: 2 };
    const read = reader({
      'intelligence-food-cost': {
        [DEC]: { attributes: foodCost(NOW), incomplete: [incomplete] },
        [NOV]: { attributes: foodCost(BEFORE) },
      },
    });
    const answer = await ask('¿Por qué subió mi costo de alimentos este mes?', read);
    expect(answer.answer).toContain(
      `Ojo, del martes 1 de diciembre al miércoles 2 de diciembre (hasta ayer: hoy todavía no cierra): ${incompleteInputSentence(incomplete)}.`,
    );
  });
});

describe('a why of the payroll', () => {
  it('reads the P&L line of both periods: the amount, its ratio and the net sales it divides', async () => {
    // Payroll down 5 %, net sales down 20 %: the ratio rose because the sales fell more.
    const NOW: Type = [29.7, 1_900_000, 6_400_000];
    const BEFORE: Type = [25.0, 2_000_000, 8_000_000];
    const read = reader({
      'intelligence-pnl': { [DEC]: { attributes: pnl(NOW) }, [NOV]: { attributes: pnl(BEFORE) } },
    });
    const answer = await ask('¿Por qué subió mi nómina este mes?', read);
    expect(read.calls).toEqual([
      'intelligence-pnl 2026-12-01..2026-12-02',
      'intelligence-pnl 2026-11-01..2026-11-02',
    ]);
    const [costChange, salesChange] = [pctChange(NOW[1], BEFORE[1])!, pctChange(NOW[2], BEFORE[2])!];
    expect(answer.quoted).toMatchObject({
      labor_cost_pct: NOW[0],
      base_labor_cost_pct: BEFORE[0],
      labor_cost_cents: NOW[1],
      base_labor_cost_cents: BEFORE[1],
      total_net_sales_cents: NOW[2],
      base_total_net_sales_cents: BEFORE[2],
    });
    expect(Math.abs(salesChange)).toBeGreaterThan(Math.abs(costChange));
    expect(answer.answer).toContain(`${pct(NOW[0]!)} de tu venta sin IVA (${money(NOW[2]!)})`);
    expect(answer.answer).toContain(
      `tu venta sin IVA bajó ${pct(salesChange)} (de ${money(BEFORE[2]!)} a ${money(NOW[2]!)}), más que la nómina, que bajó ${pct(costChange)}`,
    );
  });
});

// Since 2026-12-07; before unsaid, so a base of 23 days of sales read as a rise of the whole month.
describe('a why whose base sold on fewer days than its costs count', () => {
  it('says so of that period, as a lone cost figure does', async () => {
    const read = reader({
      'intelligence-food-cost': {
        [DEC]: { attributes: foodCost([32.4, 324_000, 1_000_000]), days_with_sales: 2 },
        [NOV]: { attributes: foodCost([25.2, 226_800, 900_000]), days_with_sales: 1 },
      },
    });
    const answer = await ask('¿Por qué subió mi costo de alimentos este mes?', read);
    expect(answer.answer).toContain(
      ' Ojo: tus ventas del domingo 1 de noviembre al lunes 2 de noviembre son de 1 de los 2 días (los que tienen corte Z con venta); tus costos cuentan los 2.',
    );
    expect(answer.quoted).toMatchObject({ base_days_with_sales: 1, base_period_days: 2 });
    expect(answer.quoted).not.toHaveProperty('days_with_sales');
  });
});
