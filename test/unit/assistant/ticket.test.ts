/**
 * The average ticket: per table as the sales summary gives it, per diner when the question asks
 * "por persona" (the summary's total over its covers, with both said).
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money } from '#shared/domain/assistant/format.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, fakeReader } from './fake-reader.ts';

const SUMMARY = {
  total_sales_cents: 4_434_500,
  covers_total: 229,
  tables_served_total: 78,
  avg_ticket_cents: divideRounded(4_434_500, 78),
  avg_pax: 2.9,
};
const ask = (question: string, attributes: object = SUMMARY) =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/summary': { attributes } },
    { today: '2026-12-03', requiredPlanOf: () => 'starter' },
  );

describe('the average ticket', () => {
  it.each([['¿cuál fue mi ticket promedio ayer?'], ['¿cuánto consumió cada mesa ayer?']])(
    '%s: per table unless asked per person',
    async (question) => {
      const answered = await ask(question);
      expect(answered.quoted.avg_ticket_cents).toBe(SUMMARY.avg_ticket_cents);
      expect(answered.answer).toContain(`${money(SUMMARY.avg_ticket_cents!)} por mesa`);
    },
  );

  it('says one bill is not kept before the average, when the highest is asked', async () => {
    // Before, "alto" read as a typo of the cash's "faltó": the till's shortfall answered.
    for (const question of ['¿Cuál fue el ticket más alto de ayer?', '¿Cuál fue la cuenta más alta ayer?']) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('avg_ticket');
      expect(answered.answer).toMatch(
        /^No guardo cada cuenta por separado, así que no sé cuál fue la más alta ni la más baja; te doy el promedio\. /,
      );
      expect(answered.answer).toContain(`${money(SUMMARY.avg_ticket_cents!)} por mesa`);
    }
  });

  it('is per table unless asked per person', async () => {
    const answered = await ask('¿cuál fue mi ticket promedio ayer?');
    expect(answered.quoted.avg_ticket_cents).toBe(SUMMARY.avg_ticket_cents);
    expect(answered.answer).toContain(`${money(SUMMARY.avg_ticket_cents!)} por mesa`);
  });

  it.each([
    ['¿cuál fue mi ticket promedio por persona ayer?'],
    ['¿cuánto gasta cada cliente en promedio por comensal?'],
    // Asked as each person's, not as a count of diners.
    ['¿cuánto gastó cada persona ayer?'],
    ['¿cuál fue mi venta por comensal ayer?'],
  ])('%s: the sales over the covers, both said', async (question) => {
    const answered = await ask(question);
    const perCover = divideRounded(SUMMARY.total_sales_cents, SUMMARY.covers_total)!;
    expect(answered.quoted).toEqual({
      ticket_per_cover_cents: perCover,
      total_sales_cents: SUMMARY.total_sales_cents,
      covers_total: SUMMARY.covers_total,
    });
    expect(answered.answer).toBe(
      `Tu ticket promedio por persona el miércoles 2 de diciembre fue de ${money(perCover)}: ${money(SUMMARY.total_sales_cents)} con IVA entre 229 comensales.`,
    );
  });

  it('"¿y por persona?" after the ticket is the ticket per diner, not the diners', async () => {
    // Since 2026-12-07; before, the day's covers and tables.
    const yesterday = { from: '2026-12-02', to: '2026-12-02' };
    const answered = await answerWithRules({
      question: '¿Y por persona?',
      today: '2026-12-03',
      previous: { intent: 'avg_ticket', range: yesterday },
      reader: fakeReader({ '/api/v1/intelligence/sales/summary': { attributes: SUMMARY } }),
      requiredPlanOf: () => 'starter',
    });
    expect(answered.intent).toBe('avg_ticket');
    expect(answered.answer).toMatch(
      new RegExp(
        `^Tu ticket promedio por persona el miércoles 2 de diciembre fue de \\${money(divideRounded(SUMMARY.total_sales_cents, SUMMARY.covers_total)!)}`,
      ),
    );
  });

  it('without covers, asked per person, gives the ticket per table rather than a guess', async () => {
    const answered = await ask('¿cuál fue mi ticket promedio por persona ayer?', {
      ...SUMMARY,
      covers_total: null,
    });
    expect(answered.quoted.ticket_per_cover_cents).toBeUndefined();
    expect(answered.quoted.avg_ticket_cents).toBe(SUMMARY.avg_ticket_cents);
    expect(answered.answer).toMatch(
      /^Tu punto de venta no mandó comensales .* así que no tengo el ticket por persona\. Tu ticket promedio/,
    );
  });
});
