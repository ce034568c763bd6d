/** The menu answers: the dishes of a quadrant named, with the advice in the number of dishes named. */
import { describe, expect, it } from 'vitest';
import { askRules } from './fake-reader.ts';

const dish = (item_name: string, quadrant: string, quantity_sold: number) => ({
  item_name,
  quadrant,
  quantity_sold,
});
const ask = (question: string, items: object[]) =>
  askRules(
    question,
    { '/api/v1/intelligence/menu/engineering': { attributes: { items } } },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

describe('the menu answers', () => {
  it('says the advice once, for one dish or for several', async () => {
    const one = await ask('¿Qué platillo debería quitar?', [
      dish('Flan', 'dog', 3),
      dish('Pastor', 'star', 90),
    ]);
    expect(one.answer).toMatch(
      /el candidato a salir de la carta es Flan \(se vende poco y deja poco\)\. Evalúa sacarlo de la carta o rediseñarlo\.$/,
    );
    const three = await ask('¿Qué platillo debería quitar?', [
      dish('Flan', 'dog', 3),
      dish('Consomé', 'dog', 2),
      dish('Jugo', 'dog', 4),
    ]);
    expect(three.answer).toMatch(
      /los candidatos a salir de la carta son Consomé, Flan y Jugo \(se venden poco y dejan poco\)\. Evalúa sacarlos de la carta o rediseñarlos\.$/,
    );
    expect(three.answer.match(/poco/g)).toHaveLength(2);
  });
});
