/**
 * "¿A quién le compro más?", "¿cuánto le pago a mis proveedores?", "¿cuánto le compré a Carnes Don
 * Pepe?": the food-cost read's purchases by supplier (`by_supplier`, costs/food-cost.ts), the same
 * rows for every door. Before 2026-12-05 these read the purchase suggestions, the payroll or
 * nothing.
 */
import type { FoodCostAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { asksSupplierPrice } from './supplier-words.ts';
import { normalize } from './text.ts';

type SupplierRow = FoodCostAttributes['by_supplier'][number];

/** The supplier the question names by the words of its name, or null. */
function namedSupplier(rows: readonly SupplierRow[], question: string): SupplierRow | null {
  const text = ` ${normalize(question)} `;
  return (
    rows.find((row) =>
      ` ${normalize(row.supplier_name)} `
        .split(' ')
        .filter((word) => word.length > 3)
        .some((word) => text.includes(` ${word} `)),
    ) ?? null
  );
}

/** A supplier's row, each figure filed: its name, amount, purchases and share of all purchases. */
function rowFigures(row: SupplierRow, place: number, answer: Answer) {
  const key = `supplier_${place}`;
  const count = answer.count(`${key}_purchases_count`, `Compras a ${row.supplier_name}`, row.purchases_count);
  return {
    name: answer.name(key, `Proveedor ${place}`, row.supplier_name),
    cents: answer.money(`${key}_purchases_cents`, `Compras a ${row.supplier_name}`, row.purchases_cents),
    purchases: `${count} ${row.purchases_count === 1 ? 'compra' : 'compras'}`,
    share:
      row.pct_of_purchases === null
        ? null
        : `${answer.pct(`${key}_pct_of_purchases`, `Parte de tus compras de ${row.supplier_name}`, row.pct_of_purchases)} de tus compras`,
  };
}

/** "Carnes Don Pepe ($12,000.00 en 4 compras, 48.0% de tus compras)": a row in a list. */
function rowWords(row: SupplierRow, place: number, answer: Answer): string {
  const { name, cents, purchases, share } = rowFigures(row, place, answer);
  return `${name} (${cents} en ${purchases}${share === null ? '' : `, ${share}`})`;
}

/** "¿Cuánto le debo…?": no read keeps what was paid to a supplier, only what was bought from it. */
const NOT_PAID_KEPT = 'No llevo cuánto les has pagado, solo lo que les compraste. ';
/** "¿Cuál es mi proveedor más caro?": no read sets one supplier's price of an item beside another's. */
const PRICES_NOT_COMPARED =
  'No comparo lo que cada proveedor te cobra por el mismo insumo; lo que sí sé es a quién le compras más. ';
const asksDebt = (question: string) =>
  /\b(debo|debemos|adeudo|pendiente de pago)\b/.test(normalize(question));

export function suppliersAnswer(body: FoodCostAttributes, context: ComposeContext, answer: Answer): string {
  const rows = body.by_supplier;
  if (rows.length === 0)
    return `${sentence(when(context))} no tengo compras capturadas: captúralas en el back office (Compras) con su proveedor y te digo a quién le compras y cuánto.`;
  const named = namedSupplier(rows, context.question);
  const debt = asksDebt(context.question)
    ? NOT_PAID_KEPT
    : asksSupplierPrice(context.question)
      ? PRICES_NOT_COMPARED
      : '';
  if (named !== null) {
    const { name, cents, purchases, share } = rowFigures(named, rows.indexOf(named) + 1, answer);
    return `${debt}${sentence(`${when(context)} le compraste ${cents} a ${name} en ${purchases}${share === null ? '' : `, el ${share}`}, antes de IVA.`)}`;
  }
  const total = rows.reduce((sum, row) => sum + row.purchases_cents, 0);
  const all = answer.money('purchases_total_cents', 'Compras del periodo', total);
  const [first, ...rest] = rows.slice(0, 3).map((row, index) => rowWords(row, index + 1, answer));
  const others = rows.length - 3;
  const more = others > 0 ? [`${others} ${others === 1 ? 'proveedor más' : 'proveedores más'}`] : [];
  const followers = [...rest, ...more];
  const after =
    rest.length > 0 ? ` Le ${followers.length === 1 ? 'sigue' : 'siguen'} ${list(followers)}.` : '';
  return `${debt}${sentence(`${when(context)} le compraste ${all} a ${answer.count('suppliers_count', 'Proveedores', rows.length)} ${rows.length === 1 ? 'proveedor' : 'proveedores'}, antes de IVA; a quien más, ${first}.`)}${after}`;
}
