/**
 * alertsByTitle (shared/domain/alert-groups.ts): the grouping the assistant's "(5 veces)" and
 * Alertas' folded repeats both read. Expected groups are the fixture's alerts, picked by hand.
 */
import { describe, expect, it } from 'vitest';
import { alertsByTitle } from '#shared/domain/alert-groups.ts';

const alert = (type: string, title: string | undefined, message: string) => ({ type, title, message });

describe('alerts grouped by title', () => {
  it('keeps each title once, in the order first met, its repeats in the order given', () => {
    const newest = alert('food_cost_high', 'Costo de alimentos alto (7 días)', '30.8 %');
    const sales = alert('sales_down', 'Ventas abajo', '−12 %');
    const older = alert('food_cost_high', 'Costo de alimentos alto (7 días)', '30.9 %');
    const month = alert('food_cost_high', 'Costo de alimentos alto (mes a la fecha)', '30.8 %');
    expect(alertsByTitle([newest, sales, older, month])).toEqual([[newest, older], [sales], [month]]);
  });

  it('tells the same title of two types apart, and a live alert by its message', () => {
    const cash = alert('cash_variance_high', 'Diferencia', 'a');
    const discount = alert('discounts_high', 'Diferencia', 'a');
    const live = [
      alert('sales_down', undefined, 'Hoy vas abajo'),
      alert('sales_down', undefined, 'Hoy vas abajo'),
    ];
    expect(alertsByTitle([cash, discount, ...live])).toEqual([[cash], [discount], live]);
  });
});
