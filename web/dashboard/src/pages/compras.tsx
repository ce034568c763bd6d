/** Compras: what to buy, grouped by supplier (GET /api/v1/intelligence/inventory/suggestions). */
import { recipeUsageNote } from '../../../../shared/domain/costs/suggestions.ts';
import type {
  InventorySuggestionsAttributes,
  InventorySuggestionsMeta,
} from '../../../../shared/domain/responses/intelligence-costs.ts';
import { formatDate, formatMoney, formatNumber } from '../lib/format.ts';
import { missingReasons } from '../lib/reasons.ts';
import { Card, Loaded, Metric, Metrics, Page } from '../ui/components.tsx';
import { useRead } from '../ui/hooks.ts';

type SuggestedItem = InventorySuggestionsAttributes['by_supplier'][number]['items'][number];

/** The items under their minimum first (what runs out soonest), each group in the API's order. */
export const belowMinimumFirst = (items: readonly SuggestedItem[]): SuggestedItem[] => [
  ...items.filter((item) => item.current_stock < item.minimum),
  ...items.filter((item) => item.current_stock >= item.minimum),
];

/**
 * Over which days "usas … al día" is a mean (costs/suggestions.ts `usageWindowWords`, as the
 * assistant says it), so it is not read as tomorrow's own use, which Mañana's prep list gives.
 */
function UsageNote(props: {
  suggestions: InventorySuggestionsAttributes;
  meta: Pick<InventorySuggestionsMeta, 'usage_from' | 'usage_days'>;
}) {
  const fromRecipes = props.suggestions.by_supplier.some((supplier) =>
    supplier.items.some((item) => item.usage_source === 'recipes'),
  );
  return fromRecipes ? <p class="note">{recipeUsageNote(props.meta)}</p> : null;
}

export function Compras() {
  const suggestions = useRead('intelligence-inventory-suggestions', {
    period: 'today',
  });
  return (
    <Page title="Compras">
      <Loaded resource={suggestions}>
        {({ data: { attributes: s, meta } }) => (
          <>
            <Metrics>
              <Metric label="Total sugerido" value={s.total_suggested_cents} format={formatMoney} reason="" />
              <Metric label="Días a cubrir" value={s.days_ahead} format={formatNumber} reason="" />
              <Metric
                label="Último conteo"
                value={meta.count_date}
                format={(date) => formatDate(date)}
                reason="falta un conteo de inventario en Captura"
              />
            </Metrics>
            <UsageNote suggestions={s} meta={meta} />
            {meta.low_stock.length > 0 ? (
              <Card title="Bajo el mínimo (primero)">
                <ul class="rows">
                  {meta.low_stock.map((item) => (
                    <li key={item.ingredient}>
                      <strong>{item.ingredient}</strong>
                      <span>
                        hay {formatNumber(item.on_hand)} {item.unit}, mínimo {formatNumber(item.minimum)}{' '}
                        {item.unit}
                        {item.supplier_name ? ` · ${item.supplier_name}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
            {s.by_supplier.length === 0 ? (
              <Card>
                <p class="empty">
                  Nada que comprar por ahora
                  {missingReasons(meta).length > 0 ? `: ${missingReasons(meta).join('; ')}` : ''}.
                </p>
              </Card>
            ) : (
              s.by_supplier.map((supplier) => (
                <Card
                  key={supplier.supplier_name}
                  title={`${supplier.supplier_name} · ${formatMoney(supplier.subtotal_cents)}`}
                >
                  <ul class="rows">
                    {belowMinimumFirst(supplier.items).map((item) => (
                      <li key={item.item_name}>
                        <strong>
                          {item.item_name}: {formatNumber(item.suggested_qty)} {item.unit}
                        </strong>
                        {item.current_stock < item.minimum ? (
                          <span class="badge tone-red">Bajo el mínimo</span>
                        ) : null}
                        <span>
                          hay {formatNumber(item.current_stock)} {item.unit} (mínimo{' '}
                          {formatNumber(item.minimum)} {item.unit}) · {formatMoney(item.unit_cost_cents)} por{' '}
                          {item.unit} · {formatMoney(item.total_cost_cents)}
                        </span>
                        <span class="action">{item.reason}</span>
                      </li>
                    ))}
                  </ul>
                </Card>
              ))
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}
