/**
 * "¿Está alto?" after the cancellations (losses-judged.ts): the period's cancellations and discounts
 * as shares of its sales with IVA, judged by the daily alerts' thresholds; expected figures are
 * computed from the fixture's amounts.
 */
import { describe, expect, it } from 'vitest';
import { ratioPct } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { ALERT_THRESHOLDS } from '#shared/domain/benchmarks.ts';
import { askRules } from './fake-reader.ts';

const NONE = { people: [], unnamed_count: 0 };
const losses = (cancellations: number, discounts: number) => ({
  cancellations_count: 21,
  cancellations_cents: cancellations,
  discounts_count: 42,
  discounts_cents: discounts,
  courtesies_count: 0,
  courtesies_cents: 0,
  cancellations_by_person: NONE,
  discounts_by_person: NONE,
});
const ask = (question: string, lost: object, sales: number | null) =>
  askRules(
    question,
    {
      'internal:cancellations-and-discounts': { attributes: lost },
      '/api/v1/intelligence/alerts': { attributes: {} },
      ...(sales === null
        ? {}
        : { '/api/v1/intelligence/sales/summary': { attributes: { total_sales_cents: sales } } }),
    },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

describe('whether the losses are high', () => {
  it('says each as a share of the sales, coloured as the alerts colour it', async () => {
    const [cancelled, discounted, sales] = [160_500, 1_800_000, 37_840_650];
    const answered = await ask(
      '¿Son muchas cancelaciones las de ayer?',
      losses(cancelled, discounted),
      sales,
    );
    const [cancelledPct, discountedPct] = [ratioPct(cancelled, sales)!, ratioPct(discounted, sales)!];
    // 0.4 % is under the cancellations' 2 %; 4.8 % is between the discounts' 3 % and 5 %.
    expect(cancelledPct).toBeLessThan(ALERT_THRESHOLDS.cancellations_high.green);
    expect(discountedPct).toBeGreaterThan(ALERT_THRESHOLDS.discounts_high.green);
    expect(discountedPct).toBeLessThanOrEqual(ALERT_THRESHOLDS.discounts_high.red);
    expect(answered.answer).toContain(
      `Contra tu venta de esos días (${money(sales)} con IVA), tus cancelaciones son el ${pct(cancelledPct)}, en verde (lo sano es menos de 2%; arriba de 4% es rojo) y tus descuentos son el ${pct(discountedPct)}, en amarillo (lo sano es menos de 3%; arriba de 5% es rojo).`,
    );
    expect(answered.quoted).toMatchObject({
      cancellations_pct: cancelledPct,
      discounts_pct: discountedPct,
      total_sales_cents: sales,
    });
  });

  it('gives the shares when the percentage is asked (since 2026-12-07)', async () => {
    // Before, the count and amount alone.
    const [cancelled, discounted, sales] = [160_500, 1_800_000, 37_840_650];
    const answered = await ask(
      '¿Qué porcentaje de mis ventas se va en descuentos?',
      losses(cancelled, discounted),
      sales,
    );
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.quoted).toMatchObject({
      discounts_pct: ratioPct(discounted, sales)!,
      total_sales_cents: sales,
    });
  });

  it('says it cannot tell without the sales, and reads no sales when not asked', async () => {
    const judged = await ask('¿está alto lo que se canceló ayer?', losses(1_000, 0), null);
    expect(judged.answer).toContain('No tengo la venta de esos días');
    const plain = await ask('¿Cuánto se canceló ayer?', losses(1_000, 0), 5_000_000);
    expect(plain.calls.some((call) => call.includes('sales/summary'))).toBe(false);
    expect(plain.answer).not.toContain('Contra tu venta');
  });
});
