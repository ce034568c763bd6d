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
  category_type = 'food',
) => ({
  item_name,
  category,
  category_type,
  quantity_sold: 10,
  net_sales_cents,
  total_contribution_cents,
  quadrant: null,
});
const ITEMS = [
  item('Pastor', 'Tacos', 3_000_000, 2_000_000),
  item('Suadero', 'Tacos', 2_000_000, 1_000_000),
  item('Horchata', 'Aguas frescas', 1_500_000, 1_300_000, 'beverage'),
  item('Cerveza', 'Cervezas', 1_200_000, null, 'bar'),
  item('Michelada', 'Cervezas', 900_000, 700_000, 'bar'),
];
const ask = (question: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/menu/engineering': { attributes: { items: ITEMS, other_items: [] } } },
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

  // Since 2026-12-06; before, «tacos o bebidas» ranked the dishes and answered one side.
  it('sets two parts of the menu against each other, either or, by their sales with IVA', async () => {
    const answered = await ask('¿Qué vendí más, tacos o bebidas?');
    expect(answered.intent).toBe('top_item');
    expect(answered.quoted).toMatchObject({ part_a_sales_cents: 5_000_000, part_b_sales_cents: 1_500_000 });
    const share = (cents: number) => `${((cents / all) * 100).toFixed(1)}%`;
    expect(answered.answer).toMatch(
      new RegExp(
        ` vendiste más Tacos que bebidas: Tacos, \\${money(5_000_000)}, el ${share(5_000_000)} de tu menú, contra bebidas, \\${money(1_500_000)}, el ${share(1_500_000)} \\(con IVA`,
      ),
    );
    const categories = await ask('¿Qué se vende más: las aguas frescas o las cervezas?');
    expect(categories.quoted).toMatchObject({ part_a_sales_cents: 1_500_000, part_b_sales_cents: 2_100_000 });
    expect(categories.answer).toMatch(/ vendiste más Cervezas que Aguas frescas: Cervezas, /);
  });

  it('leaves two dishes to their units, and says a course the menu has none of', async () => {
    const dishes = await ask('¿Qué vendí más, el pastor o el suadero?');
    expect(dishes.quoted).toMatchObject({ dish_a_quantity: 10, dish_b_quantity: 10 });
    expect(dishes.answer).toMatch(/vendiste lo mismo de «pastor» que de «suadero»/);
    // A part against the dishes a word names: their sales (since 2026-12-06); nothing sold, said.
    const mixed = await ask('¿Qué vendí más, pastor o bebidas?');
    expect(mixed.quoted).toMatchObject({ part_a_sales_cents: 3_000_000, part_b_sales_cents: 1_500_000 });
    expect(mixed.answer).toMatch(/ vendiste más «pastor» que bebidas: «pastor», /);
    const unsold = await ask('¿Qué vendí más, pozole o bebidas?');
    expect(unsold.answer).toMatch(
      new RegExp(
        ` no encuentro «pozole» entre tus categorías ni tus platillos vendidos\\. De bebidas vendiste \\${money(1_500_000)}, el ${((1_500_000 / all) * 100).toFixed(1)}% de tu menú \\(con IVA`,
      ),
    );
    const missing = await ask('¿Qué vendí más, postres o tacos?');
    expect(missing.answer).toBe(
      'No encuentro «postres» entre las categorías de tu menú (Tacos, Aguas frescas, Cervezas), así que no te doy esa comparación.',
    );
  });
});
