/**
 * "¿Qué categoría vende más?" (menu-categories.ts): the menu's categories ranked by their items'
 * sales, or by what they left; every expected figure is summed here from the items set up.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const item = (
  item_name: string,
  category: string,
  net_sales_cents: number,
  total_contribution_cents: number | null,
) => ({
  item_name,
  category,
  category_type: 'food',
  quantity_sold: 10,
  net_sales_cents,
  total_contribution_cents,
  quadrant: null,
});
const ITEMS = [
  item('Pastor', 'Tacos', 3_000_000, 2_000_000),
  item('Suadero', 'Tacos', 2_000_000, 1_000_000),
  item('Horchata', 'Aguas frescas', 1_500_000, 1_300_000),
  item('Cerveza', 'Cervezas', 1_200_000, null),
  item('Michelada', 'Cervezas', 900_000, 700_000),
];
const ask = (question: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/menu/engineering': { attributes: { items: ITEMS } } },
    { today: '2026-12-03', requiredPlanOf: () => 'starter' },
  );
const all = ITEMS.reduce((sum, entry) => sum + entry.net_sales_cents, 0);

describe("the menu's categories", () => {
  it('ranks them by what their items sold (before, the dishes)', async () => {
    const answered = await ask('¿Qué categoría vende más?');
    expect(answered.intent).toBe('top_item');
    expect(answered.quoted).toMatchObject({
      category_1: 'Tacos',
      category_1_sales_cents: 5_000_000,
      category_2: 'Cervezas',
      category_2_sales_cents: 2_100_000,
      category_3: 'Aguas frescas',
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `, la categoría que más vendió fue Tacos: \\${money(5_000_000)} con IVA, el ${((5_000_000 / all) * 100).toFixed(1)}%\\. Le siguen Cervezas \\(\\${money(2_100_000)}\\) y Aguas frescas \\(\\${money(1_500_000)}\\)\\.$`,
      ),
    );
  });

  it('ranks them by what they left, an item with no cost said apart (before, the business profit)', async () => {
    const answered = await ask('¿Cuál es la categoría que más me deja?');
    expect(answered.intent).toBe('top_item');
    expect(answered.quoted).toMatchObject({
      category_1: 'Tacos',
      category_1_contribution_cents: 3_000_000,
      category_2: 'Aguas frescas',
      category_3: 'Cervezas',
      category_3_contribution_cents: 700_000,
      uncosted_items: 1,
    });
    expect(answered.answer).toMatch(
      /, la categoría que más te dejó fue Tacos: .* de margen \(lo cobrado sin IVA menos su costo\)/,
    );
    expect(answered.answer).toMatch(
      /Ojo: 1 producto no tiene costo en el catálogo y no cuenta en su margen\.$/,
    );
  });
});
