/**
 * "¿Qué platillo está creciendo más?" (dish-trend.ts): each dish's units against the equal period
 * before, from the same menu read of both, ranked by their change; a dish that sold fewer than 10
 * before is left out. Every expected figure is computed here from the items set up.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { dishTrendAsked } from '#shared/domain/assistant/dish-trend.ts';
import { pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

// Tuesday 15 August 2028: the 28 closed days are 18 July to 14 August; the 28 before, 20 June to 17 July.
const TODAY = '2028-08-15';
const item = (item_name: string, quantity_sold: number) => ({
  item_name,
  category: 'Tacos',
  category_type: 'food',
  quantity_sold,
  net_sales_cents: quantity_sold * 9_500,
  total_contribution_cents: null,
  quadrant: null,
});
const NOW = [
  item('Pastor', 460),
  item('Suadero', 300),
  item('Gringa', 90),
  item('Consomé', 30),
  item('Alambre', 8),
];
const BEFORE = [
  item('Pastor', 400),
  item('Suadero', 330),
  item('Gringa', 60),
  item('Consomé', 40),
  item('Alambre', 2),
];
const MENU = '/api/v1/intelligence/menu/engineering';
const ask = (question: string) =>
  askRules(
    question,
    {
      [`${MENU}?date_from=2028-07-18&date_to=2028-08-14`]: { attributes: { items: NOW, other_items: [] } },
      [`${MENU}?date_from=2028-06-20&date_to=2028-07-17`]: { attributes: { items: BEFORE, other_items: [] } },
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

// Since 2026-12-06; before, the best sellers of the period.
describe("the dishes' trend", () => {
  it('ranks the dishes that grew by their change in units, each against the days before', async () => {
    const answered = await ask('¿Qué platillo está creciendo más?');
    expect(answered.intent).toBe('top_item');
    const gringa = pctChange(90, 60)!;
    const pastor = pctChange(460, 400)!;
    expect(answered.quoted).toEqual({
      trend_item_1: 'Gringa',
      trend_item_1_quantity: 90,
      trend_item_1_base_quantity: 60,
      trend_item_1_pct_change: gringa,
      trend_item_2: 'Pastor',
      trend_item_2_quantity: 460,
      trend_item_2_base_quantity: 400,
      trend_item_2_pct_change: pastor,
    });
    expect(answered.answer).toBe(
      `Del martes 18 de julio al lunes 14 de agosto, el platillo que más creció fue Gringa: 90 vendidos, contra 60 del martes 20 de junio al lunes 17 de julio (${pct(gringa)} más). Le sigue Pastor (460 contra 400, ${pct(pastor)} más). Cuento piezas vendidas, y solo los platillos que vendieron al menos 10 entonces.`,
    );
  });

  it('ranks the dishes that fell when asked so, the sharpest first', async () => {
    const answered = await ask('¿Qué platillos van a la baja?');
    expect(answered.quoted).toMatchObject({
      trend_item_1: 'Consomé',
      trend_item_1_pct_change: pctChange(30, 40),
      trend_item_2: 'Suadero',
    });
  });
});

// Since 2026-12-06; before, as many days just before (Monday to Thursday against the Thursday to Sunday before).
describe("the dishes' trend of a period named", () => {
  it('sets a week under way against the same weekdays a week earlier, a month against its month', () => {
    // Friday 18 August 2028: this week is Monday 14 to Thursday 17.
    expect(understand('¿Qué platillo bajó esta semana?', '2028-08-18', null)).toMatchObject({
      intent: 'top_item',
      range: { from: '2028-08-14', to: '2028-08-17' },
      base: { from: '2028-08-07', to: '2028-08-10' },
    });
    expect(understand('¿Qué platillo subió este mes?', '2028-08-18', null)).toMatchObject({
      range: { from: '2028-08-01', to: '2028-08-17' },
      base: { from: '2028-07-01', to: '2028-07-17' },
    });
  });

  // Since 2026-12-07; before, October 1 to August 17 against as many days before, and "¿qué se
  // vende más …?" the month's best seller alone.
  it('sets a period against the base it names', () => {
    const augustAgainstJuly = {
      intent: 'top_item',
      range: { from: '2028-08-01', to: '2028-08-17' },
      base: { from: '2028-07-01', to: '2028-07-17' },
    };
    for (const question of [
      '¿Qué platillo creció de julio a agosto?',
      '¿Qué se vende más en agosto que en julio?',
      '¿Qué se vende menos este mes que el mes pasado?',
    ])
      expect(understand(question, '2028-08-18', null), question).toMatchObject(augustAgainstJuly);
    expect(dishTrendAsked('¿Qué se vende menos este mes que el mes pasado?')).toBe(-1);
    expect(dishTrendAsked('¿Qué se vende más?')).toBeNull();
  });
});
