/**
 * Captura's browser check (web/dashboard/src/lib/validation.ts): the API's own back-office schemas
 * with their issues in Spanish, and pesos typed by a person turned into the integer cents the API
 * takes.
 */
import { describe, expect, it } from 'vitest';
import { MAX_MEASURE, MAX_ROW_CENTS, MIN_MEASURE } from '#shared/domain/limits.ts';
import { BACKOFFICE_SCHEMAS } from '#shared/domain/schemas/backoffice.ts';
import { centsOf, futureDates, quantityOf, validate } from '../../web/dashboard/src/lib/validation.ts';

const BRANCH = '7f3e2b1a-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('capture validation', () => {
  it('turns pesos into cents, refusing more than two decimals', () => {
    expect(centsOf('250.50')).toBe(25_050);
    expect(centsOf('$1,250.5')).toBe(125_050);
    expect(centsOf('80')).toBe(8_000);
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('12.345')).toBeNaN();
    expect(centsOf('doce')).toBeNaN();
    expect(quantityOf('2,5')).toBe(2.5);
  });

  it('accepts what the API accepts', () => {
    const checked = validate(BACKOFFICE_SCHEMAS.expenses.attributes, {
      branch_identifier: BRANCH,
      date: '2026-03-06',
      category: 'rent',
      amount_cents: 1_500_000,
      paid_with: 'transfer',
    });
    expect(checked.ok).toBe(true);
  });

  it('says in Spanish what the schema refuses, by field', () => {
    const checked = validate(BACKOFFICE_SCHEMAS.purchases.attributes, {
      branch_identifier: BRANCH,
      date: '2026-02-30',
      paid_with: 'cash',
      lines: [
        {
          ingredient: ' ',
          category_type: 'food',
          quantity: 0,
          unit: 'kg',
          unit_cost_cents: Number.NaN,
          total_cents: 0,
        },
      ],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      date: 'Esa fecha no existe.',
      'lines.0.ingredient': 'No puede quedar vacío.',
      'lines.0.quantity': 'Escribe un número de 0.0001 a 100,000.',
      // Typed but not a number: told as such, before any rule of the amount.
      'lines.0.unit_cost_cents': 'Escribe un número, como 2.5 o 180.50 (sin unidades).',
    });
  });

  it('says the largest amount in pesos, and the measured range', () => {
    const checked = validate(BACKOFFICE_SCHEMAS['inventory-counts'].attributes, {
      branch_identifier: BRANCH,
      date: '2026-03-01',
      items: [
        {
          ingredient: 'Res',
          unit: 'kg',
          on_hand: 1e-200,
          unit_cost_cents: MAX_ROW_CENTS + 1,
          category_type: 'food',
        },
      ],
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        'items.0.on_hand': `Escribe 0 o un número de ${MIN_MEASURE} a ${MAX_MEASURE.toLocaleString('en-US')}.`,
        'items.0.unit_cost_cents': `El importe puede ser como máximo $${(MAX_ROW_CENTS / 100).toLocaleString('es-MX', { minimumFractionDigits: 2 })}.`,
      },
    });
  });

  it('names the payroll period rules in Spanish', () => {
    const checked = validate(BACKOFFICE_SCHEMAS.payroll.attributes, {
      branch_identifier: BRANCH,
      period_from: '2026-03-15',
      period_to: '2026-03-01',
      department: 'kitchen',
      amount_cents: 100,
    });
    expect(checked).toEqual({
      ok: false,
      errors: { period_to: 'El fin del periodo no puede ser antes del inicio.' },
    });
  });

  it('says an empty required amount is required, not how to write it', () => {
    const checked = validate(BACKOFFICE_SCHEMAS.expenses.attributes, {
      branch_identifier: BRANCH,
      date: '2026-03-06',
      category: 'rent',
      paid_with: 'transfer',
    });
    expect(checked).toEqual({ ok: false, errors: { amount_cents: 'Es obligatorio.' } });
  });

  it('asks for both ends of the period an expense covers, or neither', () => {
    const checked = validate(BACKOFFICE_SCHEMAS.expenses.attributes, {
      branch_identifier: BRANCH,
      date: '2026-03-06',
      category: 'rent',
      amount_cents: 1_500_000,
      paid_with: 'transfer',
      period_from: '2026-03-01',
    });
    expect(checked).toEqual({
      ok: false,
      errors: { period_to: 'Escribe las dos fechas del periodo que cubre, o ninguna.' },
    });
  });

  it('refuses the chosen dates after today, and only those', () => {
    const today = '2026-03-06';
    const values = { date: '2026-03-07', period_from: '2026-03-06', period_to: '2026-04-30' };
    expect(futureDates(values, ['date', 'period_from'], today)).toEqual({
      date: 'No puede ser una fecha posterior a hoy.',
    });
  });
});
