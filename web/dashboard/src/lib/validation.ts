/**
 * The API's own request schemas (shared/domain/schemas), run in the browser before a capture is
 * sent, with their issues said in Spanish: the same rules, so a form the page accepts is a body the
 * API accepts (and the API still checks it). The schemas' English messages are translated here; an
 * unknown one falls back to a sentence by the issue's kind.
 */
import * as z from 'zod/mini';

/** Issues by field path (`lines.0.quantity`), Spanish, first one per field. */
export type FieldErrors = Record<string, string>;

const CUSTOM: [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/^must not be empty/, 'No puede quedar vacío.'],
  [
    /^must be a number from ([\d.]+) to ([\d,]+)/,
    (match) => `Escribe un número de ${match[1]} a ${match[2]}.`,
  ],
  [
    /^must be 0 or a number from ([\d.]+) to ([\d,]+)/,
    (match) => `Escribe 0 o un número de ${match[1]} a ${match[2]}.`,
  ],
  [/^must be at most ([\d,]+) cents/, (match) => `El importe puede ser como máximo ${pesos(match[1]!)}.`],
  [/^brings the document's/, 'La suma de los renglones pasa del máximo de una captura: divídela en dos.'],
  [/^times on_hand must be at most/, 'El valor del insumo (existencia × costo) pasa del máximo.'],
  [/^must be an integer number of cents ≥ 0/, 'Escribe un importe de 0 o más, con hasta dos decimales.'],
  [/^must be an integer number of cents/, 'Escribe un importe con hasta dos decimales.'],
  [/^must equal quantity × unit_cost_cents/, 'El total debe ser cantidad × costo unitario.'],
  [/^is required \(or supplier_id/, 'Escribe el proveedor.'],
  [/^must not be before period_from/, 'El fin del periodo no puede ser antes del inicio.'],
  [
    /^must be at most (\d+) days after period_from/,
    (match) => `El periodo puede durar como máximo ${match[1]} días: divide la nómina.`,
  ],
  [/^is required with period_/, 'Escribe las dos fechas del periodo que cubre, o ninguna.'],
  [
    /^must be within (\d+) days of date/,
    (match) => `El periodo debe quedar a no más de ${match[1]} días de la fecha del gasto.`,
  ],
  [/^repeats items/, 'Este insumo (con la misma unidad) ya está en el conteo.'],
  [/^is required \(or item_sku/, 'Indica el platillo: nombre, SKU o identificador.'],
  [/^must be a date in YYYY-MM-DD/, 'Elige una fecha.'],
  [/^must be a real calendar date/, 'Esa fecha no existe.'],
  [/^must be a UUID/, 'Debe ser un identificador (UUID).'],
];

/** "9,999,999" cents as the owner reads money: $99,999.99. */
function pesos(groupedCents: string): string {
  const cents = Number(groupedCents.replaceAll(',', ''));
  return `$${(cents / 100).toLocaleString('es-MX', { minimumFractionDigits: 2 })}`;
}

function spanish(issue: z.core.$ZodIssue, input: unknown): string {
  // An empty required field: say it is required, not the rule its value would have to follow.
  if (issue.code === 'invalid_type' && input === undefined) return 'Es obligatorio.';
  // Typed but not a number ("dos", "2 kg"): said, never dropped.
  if (typeof input === 'number' && Number.isNaN(input))
    return 'Escribe un número, como 2.5 o 180.50 (sin unidades).';
  for (const [pattern, text] of CUSTOM) {
    const match = issue.message.match(pattern);
    if (match) return typeof text === 'string' ? text : text(match);
  }
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? 'Es obligatorio.' : 'Este dato no tiene el tipo esperado.';
    case 'too_small':
      if (issue.origin === 'array') return `Agrega al menos ${issue.minimum}.`;
      if (issue.origin === 'string') return 'Es obligatorio.';
      return `Debe ser al menos ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `Máximo ${issue.maximum} renglones.`;
      return `Debe ser como máximo ${issue.maximum}.`;
    case 'invalid_value':
      return 'Elige una opción de la lista.';
    case 'invalid_format':
      return 'El formato no es válido.';
    case 'not_multiple_of':
      return 'Debe ser un número entero.';
    default:
      return 'Revisa este dato.';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  return value;
}

/** The parsed value, or the Spanish errors by field. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= spanish(issue, valueAt(input, issue.path));
  }
  return { ok: false, errors };
}

/**
 * Pesos as typed (`1,250.50`, `$80`) → integer cents; undefined for an empty field, NaN for what is
 * not an amount with up to two decimals (the schema then says it in Spanish).
 */
export function centsOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole, fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/** A decimal quantity as typed (`2.5`, `2,5`); undefined when empty. */
export function quantityOf(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * The date fields that say a day after today: what was bought, spent, paid or counted has happened
 * (a period an expense covers may run ahead, and is not among them). Checked before any request.
 */
export function futureDates(
  values: Record<string, unknown>,
  names: readonly string[],
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === 'string' && value > today) errors[name] = 'No puede ser una fecha posterior a hoy.';
  }
  return errors;
}
