/**
 * Captura's forms as data (web/dashboard/src/lib/capture-forms.ts): a record put back in its form
 * and sent again is the same record, an edit keeps what the form cannot show, the recent list is
 * in capture order, and a record reads in one line.
 */
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_SCHEMAS, lineTotalCents } from '../../../shared/domain/schemas/backoffice.ts';
import {
  attributesOf,
  type CapturedRecord,
  FORMS,
  formValues,
  lineCountOf,
  recentFirst,
  replacementOf,
  withoutStaleSupplier,
} from '../../../web/dashboard/src/lib/capture-forms.ts';
import { formatMoney } from '../../../web/dashboard/src/lib/format.ts';
import { validate } from '../../../web/dashboard/src/lib/validation.ts';

const BRANCH = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const formOf = (resource: string) => FORMS.find((form) => form.resource === resource)!;

/** The form filled as `formValues` fills it, as the browser would hand it over. */
function filled(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const purchaseLines = [
  {
    ingredient: 'Arrachera',
    category_type: 'food',
    category: 'Carnes',
    quantity: 2.5,
    unit: 'kg',
    unit_cost_cents: 1_999,
  },
  { ingredient: 'Cerveza', category_type: 'beverage', quantity: 24, unit: 'pz', unit_cost_cents: 1_850 },
].map((line) => ({ ...line, total_cents: lineTotalCents(line.quantity, line.unit_cost_cents) }));

const purchase: CapturedRecord = {
  id: '01JQAAAAAAAAAAAAAAAAAAAAAA',
  created_at: '2026-03-03T10:00:00.000-06:00',
  date: '2026-03-03',
  supplier_name: 'Carnes del Norte',
  supplier_id: '01JQSUPPLIERAAAAAAAAAAAAAA',
  paid_with: 'credit',
  invoice_number: 'F-1200',
  iva_cents: 12_345,
  lines: purchaseLines,
  total_cents: purchaseLines.reduce((sum, line) => sum + line.total_cents, 0),
};

describe('a record put back in its form', () => {
  it('is sent again as the record it was, with what the form has no input for', () => {
    const form = formOf('purchases');
    const values = formValues(form, purchase);
    expect(values.iva_cents).toBe('123.45');
    const sent = attributesOf(form, filled(values), lineCountOf(form, purchase), BRANCH);
    const { id: _id, created_at: _at, total_cents: _total, ...captured } = purchase;
    expect(replacementOf(form, purchase, sent)).toEqual({ branch_identifier: BRANCH, ...captured });
  });

  it('drops the registered supplier when the name changes, and a line category when its ingredient does', () => {
    const form = formOf('purchases');
    const values = {
      ...formValues(form, purchase),
      supplier_name: 'Otro proveedor',
      'lines.0.ingredient': 'Res',
    };
    const sent = replacementOf(form, purchase, attributesOf(form, filled(values), 2, BRANCH));
    expect(sent.supplier_id).toBeUndefined();
    expect((sent.lines as { category?: string }[]).map((line) => line.category)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('keeps amounts to the cent and leaves empty what the record did not have', () => {
    const form = formOf('expenses');
    const expense: CapturedRecord = {
      id: '01JQEXPENSEAAAAAAAAAAAAAAA',
      created_at: '2026-03-01T09:00:00.000-06:00',
      date: '2026-03-01',
      category: 'rent',
      amount_cents: 1_205_050,
      paid_with: 'transfer',
    };
    const values = formValues(form, expense);
    expect(values.period_from).toBe('');
    const sent = attributesOf(form, filled(values), lineCountOf(form, expense), BRANCH);
    const { id: _id, created_at: _at, ...captured } = expense;
    expect(replacementOf(form, expense, sent)).toEqual({ branch_identifier: BRANCH, ...captured });
  });

  it('keeps a recipe’s catalog item only while the form names it the same way', () => {
    const form = formOf('recipes');
    const recipe: CapturedRecord = {
      id: '01JQRECIPEAAAAAAAAAAAAAAAA',
      created_at: '2026-03-01T09:00:00.000-06:00',
      item_identifier: '0b9f6a52-3a1c-4c55-9a43-7d3c1b2a9e10',
      item_name: 'Tacos al pastor',
      ingredients: [{ ingredient: 'Tortilla', quantity: 0.15, unit: 'kg' }],
    };
    const values = formValues(form, recipe);
    const same = replacementOf(form, recipe, attributesOf(form, filled(values), 1, BRANCH));
    expect(same.item_identifier).toBe(recipe.item_identifier);
    const renamed = { ...values, item_name: 'Gringas' };
    expect(
      replacementOf(form, recipe, attributesOf(form, filled(renamed), 1, BRANCH)).item_identifier,
    ).toBeUndefined();
  });
});

describe('a carried supplier that is gone', () => {
  it('is dropped when the API refuses it, keeping the name; other refusals are not retried', () => {
    const form = formOf('purchases');
    const sent = replacementOf(
      form,
      purchase,
      attributesOf(form, filled(formValues(form, purchase)), 2, BRANCH),
    );
    const retry = withoutStaleSupplier({ status: 422, field: 'data.attributes.supplier_id' }, sent);
    expect(retry).toBeDefined();
    expect(retry!.supplier_id).toBeUndefined();
    expect(retry!.supplier_name).toBe(purchase.supplier_name);
    expect(withoutStaleSupplier({ status: 422, field: 'data.attributes.date' }, sent)).toBeUndefined();
    expect(withoutStaleSupplier({ status: 503, field: null }, sent)).toBeUndefined();
    const { supplier_id: _id, ...byName } = sent;
    expect(
      withoutStaleSupplier({ status: 422, field: 'data.attributes.supplier_id' }, byName),
    ).toBeUndefined();
  });
});

describe('the recent captures', () => {
  it('come newest captured first, whatever their date or UTC offset', () => {
    const at = (id: string, created_at: string, date: string): CapturedRecord => ({ id, created_at, date });
    const records = [
      at('a', '2026-03-05T10:00:00.000-06:00', '2026-03-05'),
      at('b', '2026-03-05T11:30:00.000-05:00', '2026-02-20'),
      at('c', '2026-03-05T10:45:00.000-06:00', '2026-03-01'),
    ];
    // 11:30 at −05:00 is 10:30 at −06:00: between a and c.
    expect(recentFirst(records, 10).map((record) => record.id)).toEqual(['c', 'b', 'a']);
    expect(recentFirst(records, 2).map((record) => record.id)).toEqual(['c', 'b']);
  });

  it('read in one line, in Spanish, with their amounts', () => {
    expect(formOf('purchases').summary(purchase)).toContain(formatMoney(purchase.total_cents as number));
    expect(formOf('purchases').summary(purchase)).toContain('Carnes del Norte');
    const payroll: CapturedRecord = {
      id: 'p',
      created_at: '2026-03-01T09:00:00.000-06:00',
      period_from: '2026-02-16',
      period_to: '2026-02-28',
      department: 'kitchen',
      amount_cents: 1_850_000,
    };
    const line = formOf('payroll').summary(payroll);
    expect(line).toContain('Cocina');
    expect(line).toContain(formatMoney(1_850_000));
    expect(line).not.toContain('kitchen');
  });
});

describe('a quantity that is not a number', () => {
  it('is told in Spanish on its field, never dropped', () => {
    const form = formOf('purchases');
    const values = { ...formValues(form, purchase), 'lines.0.quantity': 'dos kilos' };
    const sent = attributesOf(form, filled(values), lineCountOf(form, purchase), BRANCH);
    const checked = validate(BACKOFFICE_SCHEMAS.purchases.attributes, sent);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['lines.0.quantity']).toBe('Escribe un número, como 2.5 o 180.50 (sin unidades).');
  });
});
