/**
 * "¿A quién le compro más?", "¿cuánto le pago a mis proveedores?", "¿cuánto le compré a Carnes Don
 * Pepe?": the food-cost read's purchases by supplier (`by_supplier`, costs/food-cost.ts), the same
 * rows for every door. Before 2026-12-05 these read the purchase suggestions, the payroll or
 * nothing.
 */
import type { FoodCostAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
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

function rowWords(row: SupplierRow, place: number, answer: Answer): string {
  const key = `supplier_${place}`;
  const name = answer.name(key, `Proveedor ${place}`, row.supplier_name);
  const cents = answer.money(`${key}_purchases_cents`, `Compras a ${row.supplier_name}`, row.purchases_cents);
  const share =
    row.pct_of_purchases === null
      ? ''
      : `, ${answer.pct(`${key}_pct_of_purchases`, `Parte de tus compras de ${row.supplier_name}`, row.pct_of_purchases)} de tus compras`;
  return `${name} (${cents} en ${answer.count(`${key}_purchases_count`, `Compras a ${row.supplier_name}`, row.purchases_count)} ${row.purchases_count === 1 ? 'compra' : 'compras'}${share})`;
}

export function suppliersAnswer(body: FoodCostAttributes, context: ComposeContext, answer: Answer): string {
  const rows = body.by_supplier;
  if (rows.length === 0)
    return `${sentence(when(context))} no tengo compras capturadas: captúralas en el back office (Compras) con su proveedor y te digo a quién le compras y cuánto.`;
  const named = namedSupplier(rows, context.question);
  if (named !== null)
    return `${sentence(when(context))} le compraste a ${rowWords(named, rows.indexOf(named) + 1, answer)}, antes de IVA.`;
  const total = rows.reduce((sum, row) => sum + row.purchases_cents, 0);
  const all = answer.money('purchases_total_cents', 'Compras del periodo', total);
  const [first, ...rest] = rows.slice(0, 3).map((row, index) => rowWords(row, index + 1, answer));
  const others = rows.length - 3;
  const more = others > 0 ? [`${others} ${others === 1 ? 'proveedor más' : 'proveedores más'}`] : [];
  const followers = [...rest, ...more];
  const after =
    rest.length > 0 ? ` Le ${followers.length === 1 ? 'sigue' : 'siguen'} ${list(followers)}.` : '';
  return `${sentence(`${when(context)} le compraste ${all} a ${answer.count('suppliers_count', 'Proveedores', rows.length)} ${rows.length === 1 ? 'proveedor' : 'proveedores'}, antes de IVA; a quien más, ${first}.`)}${after}`;
}
