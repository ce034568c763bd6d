/**
 * Captura's forms as data (pages/captura.tsx draws them): each back-office resource's fields, how a
 * field's text becomes the API's value (attributesOf) and back (formValues, to edit a record), what
 * an edit carries over that the form has no input for (replacementOf), and a record in one line
 * (the recent captures' list). The schemas are the API's own (shared/domain/schemas/backoffice.ts).
 */
import { type BackofficeResource, lineTotalCents } from '../../../../shared/domain/schemas/backoffice.ts';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import { centsOf, quantityOf } from './validation.ts';

export type Kind = 'text' | 'date' | 'money' | 'quantity' | 'int' | 'select';

export interface Field {
  name: string;
  label: string;
  kind: Kind;
  options?: readonly (readonly [string, string])[];
  optional?: boolean;
  placeholder?: string;
  /** A date that cannot be after today (what was bought, paid or counted has happened). */
  pastOnly?: boolean;
  /** A date field left empty by default (an optional period). */
  empty?: boolean;
}

export interface Lines {
  name: string;
  label: string;
  fields: Field[];
  /** Members computed from the others (a purchase line's total). */
  derive?: (line: Record<string, unknown>) => Record<string, unknown>;
}

/** A captured record as the list route answers it: its id and its attributes. */
export type CapturedRecord = { id: string; created_at: string } & Record<string, unknown>;

export interface Form {
  resource: BackofficeResource;
  /** Listed by date (`date_from`/`date_to` required); suppliers and recipes list everything. */
  dated: boolean;
  label: string;
  /** The confirmation, agreeing with the label's gender ("Gasto guardado", "Compra guardada"). */
  saved: string;
  hint: string;
  fields: Field[];
  lines?: Lines;
  /** The record in one line, for the recent captures. */
  summary: (record: CapturedRecord) => string;
  /**
   * What an edit keeps of the record that the form has no input for (a purchase's registered
   * supplier, a line's free category, a recipe's catalog identifier), given the form's attributes.
   */
  carry?: (record: CapturedRecord, attributes: Record<string, unknown>) => Record<string, unknown>;
}

const PAID_WITH = [
  ['cash', 'Efectivo'],
  ['card', 'Tarjeta'],
  ['transfer', 'Transferencia'],
  ['credit', 'Crédito (por pagar)'],
] as const;

const CATEGORY_TYPE = [
  ['food', 'Alimentos'],
  ['beverage', 'Bebidas'],
  ['bar', 'Barra'],
  ['other', 'Otros'],
] as const;

const EXPENSE_CATEGORY = [
  ['rent', 'Renta'],
  ['utilities', 'Luz, agua y gas'],
  ['maintenance', 'Mantenimiento'],
  ['marketing', 'Publicidad'],
  ['admin', 'Administración'],
  ['other', 'Otros gastos'],
  ['depreciation', 'Depreciación'],
  ['interest', 'Intereses'],
  ['taxes', 'Impuestos'],
] as const;

const DEPARTMENT = [
  ['kitchen', 'Cocina'],
  ['floor', 'Piso (meseros)'],
  ['bar', 'Barra'],
  ['admin', 'Administración'],
  ['other', 'Otros'],
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
const shortDate = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');
const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : null);
const optionLabel = (options: readonly (readonly [string, string])[], value: unknown) =>
  options.find(([option]) => option === value)?.[1] ?? text(value);
const counted = (list: unknown, one: string, many: string) => {
  const count = Array.isArray(list) ? list.length : 0;
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
};

/** A purchase's lines as the form sent them, each keeping its free category while its ingredient stays. */
function linesWithCategories(record: CapturedRecord, attributes: Record<string, unknown>) {
  const before = (record.lines ?? []) as Record<string, unknown>[];
  return (attributes.lines as Record<string, unknown>[]).map((line, index) => {
    const old = before[index];
    return old?.category !== undefined && old.ingredient === line.ingredient
      ? { ...line, category: old.category }
      : line;
  });
}

export const FORMS: readonly Form[] = [
  {
    resource: 'purchases',
    dated: true,
    label: 'Compra',
    saved: 'Compra guardada',
    hint: 'Lo que compraste a un proveedor: cuenta para el costo de alimentos y bebidas. Los importes van sin IVA; el IVA de la factura se anota aparte y no es costo.',
    fields: [
      { name: 'date', label: 'Fecha', kind: 'date', pastOnly: true },
      { name: 'supplier_name', label: 'Proveedor', kind: 'text', placeholder: 'p. ej. Carnes del Norte' },
      { name: 'paid_with', label: 'Forma de pago', kind: 'select', options: PAID_WITH },
      { name: 'invoice_number', label: 'Factura (opcional)', kind: 'text', optional: true },
      { name: 'iva_cents', label: 'IVA de la factura (opcional, $)', kind: 'money', optional: true },
    ],
    lines: {
      name: 'lines',
      label: 'Insumos',
      fields: [
        { name: 'ingredient', label: 'Insumo', kind: 'text', placeholder: 'p. ej. Arrachera' },
        { name: 'category_type', label: 'Tipo', kind: 'select', options: CATEGORY_TYPE },
        { name: 'quantity', label: 'Cantidad', kind: 'quantity', placeholder: 'p. ej. 2.5' },
        { name: 'unit', label: 'Unidad', kind: 'text', placeholder: 'p. ej. kg' },
        {
          name: 'unit_cost_cents',
          label: 'Costo unitario sin IVA ($)',
          kind: 'money',
          placeholder: 'p. ej. 180.50',
        },
      ],
      // Only from two numbers: a quantity typed as words ("dos") is the schema's to refuse in
      // Spanish on its field, not an exception that leaves the form without a word.
      derive: (line) =>
        Number.isFinite(line.quantity) && Number.isFinite(line.unit_cost_cents)
          ? { total_cents: lineTotalCents(line.quantity as number, line.unit_cost_cents as number) }
          : {},
    },
    summary: (record) =>
      joined(
        shortDate(record.date),
        text(record.supplier_name),
        money(record.total_cents),
        counted(record.lines, 'insumo', 'insumos'),
      ),
    carry: (record, attributes) => ({
      // The registered supplier stays while its name does (a new name is a supplier by name).
      ...(record.supplier_id !== undefined && attributes.supplier_name === record.supplier_name
        ? { supplier_id: record.supplier_id }
        : {}),
      lines: linesWithCategories(record, attributes),
    }),
  },
  {
    resource: 'expenses',
    dated: true,
    label: 'Gasto',
    saved: 'Gasto guardado',
    hint: 'Renta, servicios, mantenimiento… entran al estado de resultados. Si el gasto paga un periodo (la renta del mes, el recibo de luz), anota el periodo que cubre y se reparte por día.',
    fields: [
      { name: 'date', label: 'Fecha', kind: 'date', pastOnly: true },
      { name: 'category', label: 'Concepto', kind: 'select', options: EXPENSE_CATEGORY },
      { name: 'amount_cents', label: 'Importe sin IVA ($)', kind: 'money', placeholder: 'p. ej. 12,000' },
      { name: 'paid_with', label: 'Forma de pago', kind: 'select', options: PAID_WITH },
      {
        name: 'description',
        label: 'Descripción (opcional)',
        kind: 'text',
        optional: true,
        placeholder: 'p. ej. Renta de noviembre',
      },
      {
        name: 'period_from',
        label: 'Periodo que cubre: desde (opcional)',
        kind: 'date',
        optional: true,
        empty: true,
      },
      {
        name: 'period_to',
        label: 'Periodo que cubre: hasta (opcional)',
        kind: 'date',
        optional: true,
        empty: true,
      },
    ],
    summary: (record) =>
      joined(
        shortDate(record.date),
        optionLabel(EXPENSE_CATEGORY, record.category),
        text(record.description),
        money(record.amount_cents),
      ),
  },
  {
    resource: 'payroll',
    dated: true,
    label: 'Nómina',
    saved: 'Nómina guardada',
    hint: 'Lo pagado a un área en un periodo (hasta 92 días): da el costo de mano de obra.',
    fields: [
      { name: 'period_from', label: 'Desde', kind: 'date', pastOnly: true },
      { name: 'period_to', label: 'Hasta', kind: 'date', pastOnly: true },
      { name: 'department', label: 'Área', kind: 'select', options: DEPARTMENT },
      { name: 'amount_cents', label: 'Importe ($)', kind: 'money', placeholder: 'p. ej. 18,500' },
      { name: 'employees', label: 'Personas (opcional)', kind: 'int', optional: true },
    ],
    summary: (record) =>
      joined(
        `${shortDate(record.period_from)} al ${shortDate(record.period_to)}`,
        optionLabel(DEPARTMENT, record.department),
        money(record.amount_cents),
      ),
  },
  {
    resource: 'inventory-counts',
    dated: true,
    label: 'Conteo de inventario',
    saved: 'Conteo de inventario guardado',
    hint: 'Lo que hay en almacén hoy: da el consumo real y las sugerencias de compra.',
    fields: [{ name: 'date', label: 'Fecha', kind: 'date', pastOnly: true }],
    lines: {
      name: 'items',
      label: 'Insumos contados',
      fields: [
        { name: 'ingredient', label: 'Insumo', kind: 'text', placeholder: 'p. ej. Arrachera' },
        { name: 'unit', label: 'Unidad', kind: 'text', placeholder: 'p. ej. kg' },
        { name: 'on_hand', label: 'Existencia', kind: 'quantity' },
        { name: 'minimum', label: 'Mínimo', kind: 'quantity', optional: true },
        { name: 'unit_cost_cents', label: 'Costo unitario ($)', kind: 'money' },
        { name: 'category_type', label: 'Tipo', kind: 'select', options: CATEGORY_TYPE },
        { name: 'supplier_name', label: 'Proveedor (opcional)', kind: 'text', optional: true },
      ],
    },
    summary: (record) =>
      joined(shortDate(record.date), counted(record.items, 'insumo contado', 'insumos contados')),
  },
  {
    resource: 'recipes',
    dated: false,
    label: 'Receta',
    saved: 'Receta guardada',
    hint: 'Los insumos de un platillo: dan el costo teórico del menú.',
    fields: [
      { name: 'item_name', label: 'Platillo (como en el menú)', kind: 'text', optional: true },
      { name: 'item_sku', label: 'SKU (opcional)', kind: 'text', optional: true },
    ],
    lines: {
      name: 'ingredients',
      label: 'Insumos por porción',
      fields: [
        { name: 'ingredient', label: 'Insumo', kind: 'text', placeholder: 'p. ej. Tortilla' },
        { name: 'quantity', label: 'Cantidad', kind: 'quantity', placeholder: 'p. ej. 0.15' },
        { name: 'unit', label: 'Unidad', kind: 'text', placeholder: 'p. ej. kg' },
      ],
    },
    summary: (record) =>
      joined(
        text(record.item_name) ?? text(record.item_sku) ?? 'Platillo del catálogo',
        counted(record.ingredients, 'insumo', 'insumos'),
      ),
    // The catalog item stays while the form names it as the record did.
    carry: (record, attributes) =>
      record.item_identifier !== undefined &&
      attributes.item_name === record.item_name &&
      attributes.item_sku === record.item_sku
        ? { item_identifier: record.item_identifier }
        : {},
  },
  {
    resource: 'suppliers',
    dated: false,
    label: 'Proveedor',
    saved: 'Proveedor guardado',
    hint: 'Con sus días de entrega, para agrupar las sugerencias de compra.',
    fields: [
      { name: 'name', label: 'Nombre', kind: 'text', placeholder: 'p. ej. Carnes del Norte' },
      { name: 'contact_name', label: 'Contacto (opcional)', kind: 'text', optional: true },
      { name: 'phone', label: 'Teléfono (opcional)', kind: 'text', optional: true },
      { name: 'email', label: 'Correo (opcional)', kind: 'text', optional: true },
      { name: 'lead_time_days', label: 'Días de entrega (opcional)', kind: 'int', optional: true },
    ],
    summary: (record) =>
      joined(
        text(record.name),
        text(record.contact_name),
        typeof record.lead_time_days === 'number' ? `entrega en ${record.lead_time_days} días` : null,
      ),
  },
];

/** The names of the form's fields that cannot be after today. */
export const pastOnlyDates = (form: Form) =>
  form.fields.filter((field) => field.pastOnly).map((field) => field.name);

/** One form field's value as the schema takes it (undefined for an empty optional one). */
function fieldValue(field: Field, raw: FormDataEntryValue | null): unknown {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '' && field.optional) return undefined;
  switch (field.kind) {
    case 'money':
      return centsOf(text);
    case 'quantity':
      return quantityOf(text);
    case 'int':
      return text === '' ? undefined : Number(text);
    default:
      return text;
  }
}

/** The form as the API's attributes: fields, then each line with its derived members. */
export function attributesOf(form: Form, data: FormData, lineCount: number, branchId: string) {
  const attributes: Record<string, unknown> = { branch_identifier: branchId };
  for (const field of form.fields) {
    const value = fieldValue(field, data.get(field.name));
    if (value !== undefined) attributes[field.name] = value;
  }
  if (form.lines) {
    const { lines } = form;
    attributes[lines.name] = Array.from({ length: lineCount }, (_, index) => {
      const line: Record<string, unknown> = {};
      for (const field of lines.fields) {
        const value = fieldValue(field, data.get(`${lines.name}.${index}.${field.name}`));
        if (value !== undefined) line[field.name] = value;
      }
      return { ...line, ...(lines.derive?.(line) ?? {}) };
    });
  }
  return attributes;
}

/** A value as its input shows it, the inverse of fieldValue: 18050 cents → "180.50". */
function fieldText(field: Field, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.kind === 'money' && typeof value === 'number') return (value / 100).toFixed(2);
  return String(value);
}

/** A record as the form's initial texts, by input name (`lines.0.quantity`), to edit it. */
export function formValues(form: Form, record: CapturedRecord): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) values[field.name] = fieldText(field, record[field.name]);
  if (form.lines) {
    const { lines } = form;
    const rows = (record[lines.name] ?? []) as Record<string, unknown>[];
    rows.forEach((row, index) => {
      for (const field of lines.fields) {
        values[`${lines.name}.${index}.${field.name}`] = fieldText(field, row[field.name]);
      }
    });
  }
  return values;
}

/** How many lines the record has (at least one: a form with lines shows one to fill). */
export function lineCountOf(form: Form, record: CapturedRecord | null): number {
  if (!form.lines) return 0;
  const rows = record?.[form.lines.name];
  return Array.isArray(rows) && rows.length > 0 ? rows.length : 1;
}

/** The attributes to send when the form replaces a record: the form's, plus what it carries over. */
export function replacementOf(
  form: Form,
  record: CapturedRecord,
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  return { ...attributes, ...(form.carry?.(record, attributes) ?? {}) };
}

/** The newest captures first (by when they were captured, not their date), at most `max`. */
export function recentFirst(records: readonly CapturedRecord[], max: number): CapturedRecord[] {
  return [...records]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1))
    .slice(0, max);
}

/**
 * The attributes to send again when the API refused a carried `supplier_id` (the supplier was
 * deleted or edited since: its id is gone): without it, the purchase keeps the supplier's name.
 * Undefined when the refusal was about something else. A refused request stores nothing, so the
 * same idempotency key serves the second try.
 */
export function withoutStaleSupplier(
  refusal: { status: number; field: string | null },
  attributes: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (refusal.status !== 422 || refusal.field !== 'data.attributes.supplier_id') return undefined;
  if (attributes.supplier_id === undefined) return undefined;
  const { supplier_id: _gone, ...rest } = attributes;
  return rest;
}
