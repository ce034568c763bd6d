/**
 * Captura: what the POS never sends (docs/backoffice.md): purchases, expenses, payroll, inventory
 * counts, recipes and suppliers. Each form is checked in the browser by the very schema the API
 * uses (shared/domain/schemas/backoffice.ts), its messages in Spanish (lib/validation.ts), then
 * sent with an X-Idempotency-Key, so a retry after a dropped connection never records it twice.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  BACKOFFICE_SCHEMAS,
  type BackofficeResource,
  lineTotalCents,
} from '../../../../shared/domain/schemas/backoffice.ts';
import { formatMoney } from '../lib/format.ts';
import { centsOf, type FieldErrors, futureDates, quantityOf, validate } from '../lib/validation.ts';
import { Card, ErrorBox, Page, useBranchToday } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { setRouteParams } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';
import './portal.css';

type Kind = 'text' | 'date' | 'money' | 'quantity' | 'int' | 'select';

interface Field {
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

interface Lines {
  name: string;
  label: string;
  fields: Field[];
  /** Members computed from the others (a purchase line's total). */
  derive?: (line: Record<string, unknown>) => Record<string, unknown>;
}

interface Form {
  resource: BackofficeResource;
  label: string;
  /** The confirmation, agreeing with the label's gender ("Gasto guardado", "Compra guardada"). */
  saved: string;
  hint: string;
  fields: Field[];
  lines?: Lines;
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

export const FORMS: readonly Form[] = [
  {
    resource: 'purchases',
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
      derive: (line) =>
        typeof line.quantity === 'number' && typeof line.unit_cost_cents === 'number'
          ? { total_cents: lineTotalCents(line.quantity, line.unit_cost_cents) }
          : {},
    },
  },
  {
    resource: 'expenses',
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
  },
  {
    resource: 'payroll',
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
  },
  {
    resource: 'inventory-counts',
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
  },
  {
    resource: 'recipes',
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
  },
  {
    resource: 'suppliers',
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
  },
];

/** The names of the form's fields that cannot be after today. */
const pastOnlyDates = (form: Form) =>
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

export function Captura(props: PageProps) {
  const chosen = FORMS.find((form) => form.resource === props.params.get('forma')) ?? FORMS[0]!;
  return (
    <Page
      title="Captura"
      subtitle="Lo que el punto de venta no sabe: compras, gastos, nómina, inventario y recetas."
    >
      <nav class="chips" aria-label="Qué capturar">
        {FORMS.map((form) => (
          <button
            type="button"
            key={form.resource}
            class={form === chosen ? 'chip active' : 'chip'}
            aria-pressed={form === chosen}
            onClick={() => setRouteParams({ forma: form.resource })}
          >
            {form.label}
          </button>
        ))}
      </nav>
      <CaptureForm key={chosen.resource} form={chosen} />
    </Page>
  );
}

/** Errors of members the form has no input for (a recipe's item, named by any of three fields). */
function unplaced(form: Form, lineCount: number, errors: FieldErrors): [string, string][] {
  const placed = new Set(form.fields.map((field) => field.name));
  if (form.lines) {
    placed.add(form.lines.name);
    for (let index = 0; index < lineCount; index++) {
      placed.add(`${form.lines.name}.${index}.total_cents`);
      for (const field of form.lines.fields) placed.add(`${form.lines.name}.${index}.${field.name}`);
    }
  }
  return Object.entries(errors).filter(([name]) => !placed.has(name));
}

function CaptureForm(props: { form: Form }) {
  const { form } = props;
  const { api, branch } = useDashboard();
  const today = useBranchToday();
  const [lineCount, setLineCount] = useState(form.lines ? 1 : 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<Error | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per capture: a retry of the same one (a dropped connection) is answered, not repeated.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const formElement = useRef<HTMLFormElement>(null);
  // A refused submit takes the owner to the first field to fix.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(element: HTMLFormElement) {
    setSaved(null);
    setError(null);
    const attributes = attributesOf(form, new FormData(element), lineCount, branch.branch_identifier);
    const schema = BACKOFFICE_SCHEMAS[form.resource];
    const checked = validate(schema.attributes, attributes);
    const future = futureDates(attributes, pastOnlyDates(form), today);
    if (!checked.ok || Object.keys(future).length > 0) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...future });
      setAttempt((value) => value + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.request(`/api/v1/backoffice/${form.resource}`, {
        method: 'POST',
        branchId: branch.branch_identifier,
        idempotencyKey,
        body: { data: { type: schema.type, attributes } },
      });
      const total = Array.isArray(attributes.lines)
        ? (attributes.lines as { total_cents?: number }[]).reduce(
            (sum, line) => sum + (line.total_cents ?? 0),
            0,
          )
        : typeof attributes.amount_cents === 'number'
          ? attributes.amount_cents
          : null;
      setSaved(`${form.saved}${total === null ? '' : ` por ${formatMoney(total)}`}.`);
      setIdempotencyKey(crypto.randomUUID());
      element.reset();
      setLineCount(form.lines ? 1 : 0);
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, name: string) => {
    const message = errors[name];
    const common = {
      name,
      id: `f-${name}`,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `e-${name}` : undefined,
    };
    return (
      <div key={name} class="field">
        <label htmlFor={`f-${name}`}>{field.label}</label>
        {field.kind === 'select' ? (
          <select {...common}>
            {field.options!.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        ) : field.kind === 'date' ? (
          <input
            {...common}
            type="date"
            defaultValue={field.empty ? undefined : today}
            max={field.pastOnly ? today : undefined}
          />
        ) : (
          <input
            {...common}
            type="text"
            inputMode={
              field.kind === 'money' || field.kind === 'quantity'
                ? 'decimal'
                : field.kind === 'int'
                  ? 'numeric'
                  : 'text'
            }
            placeholder={field.placeholder}
          />
        )}
        {message ? (
          <small class="field-error" id={`e-${name}`} role="alert">
            {message}
          </small>
        ) : null}
      </div>
    );
  };

  return (
    <Card title={form.label}>
      <p>{form.hint}</p>
      <form
        ref={formElement}
        class="form capture"
        noValidate
        data-testid={`capture-${form.resource}`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        {form.fields.map((field) => input(field, field.name))}
        {form.lines ? (
          <fieldset class="lines">
            <legend>{form.lines.label}</legend>
            {errors[form.lines.name] ? (
              <small class="field-error" role="alert">
                {errors[form.lines.name]}
              </small>
            ) : null}
            {Array.from({ length: lineCount }, (_, index) => (
              <div class="line" key={index}>
                {form.lines!.fields.map((field) =>
                  input(field, `${form.lines!.name}.${index}.${field.name}`),
                )}
                {errors[`${form.lines!.name}.${index}.total_cents`] ? (
                  <small class="field-error" role="alert">
                    {errors[`${form.lines!.name}.${index}.total_cents`]}
                  </small>
                ) : null}
              </div>
            ))}
            <p class="actions">
              <button type="button" onClick={() => setLineCount(lineCount + 1)}>
                + Agregar renglón
              </button>
              {lineCount > 1 ? (
                <button type="button" onClick={() => setLineCount(lineCount - 1)}>
                  Quitar el último
                </button>
              ) : null}
            </p>
          </fieldset>
        ) : null}
        {unplaced(form, lineCount, errors).map(([name, message]) => (
          <small class="field-error" role="alert" key={name}>
            {message}
          </small>
        ))}
        {error ? <ErrorBox error={error} /> : null}
        {saved ? (
          <p class="saved" role="status">
            {saved}
          </p>
        ) : null}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Guardando…' : `Guardar ${form.label.toLowerCase()}`}
        </button>
      </form>
    </Card>
  );
}
