/**
 * Costos: the P&L of the period with each ratio coloured by its benchmark, a chart of the cost
 * ratios against their green and red thresholds, food cost, labor cost and the eight KPIs
 * (GET /api/v1/intelligence/pnl, /food-cost, /labor-cost, /kpis).
 */
import * as Plot from '@observablehq/plot';
import type { KpisAttributes, KpisMeta } from '../../../../shared/domain/responses/intelligence.ts';
import type {
  FoodCostAttributes,
  FoodCostMeta,
  LaborCostAttributes,
  LaborCostMeta,
  PnlAttributes,
  PnlMeta,
} from '../../../../shared/domain/responses/intelligence-costs.ts';
import type { DEPARTMENTS } from '../../../../shared/domain/schemas/backoffice.ts';
import type { CategoryType } from '../../../../shared/domain/schemas/common.ts';
import type { ReadDocument } from '../lib/documents.ts';
import { formatMoney, formatPercent } from '../lib/format.ts';
import { incompleteNote, missingReasons, nullReason } from '../lib/reasons.ts';
import { Card, Chart, Loaded, Metric, Metrics, Page, TONE_NAMES, toneOf, Value } from '../ui/components.tsx';
import { useResource } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type Status = PnlAttributes['ebitda']['ebitda_status'];
type Cents = number | null;
type Pct = number | null;

type Pnl = ReadDocument<PnlAttributes, PnlMeta>;
type Kpis = ReadDocument<KpisAttributes, KpisMeta>;
type FoodCost = ReadDocument<FoodCostAttributes, FoodCostMeta>;
type LaborCost = ReadDocument<LaborCostAttributes, LaborCostMeta>;

const TONE_COLORS = { green: '#0b6e4f', yellow: '#8a5a00', red: '#b3261e' } as const;
const CATEGORY: Record<CategoryType, string> = {
  food: 'Alimentos',
  beverage: 'Bebidas',
  bar: 'Bar',
  other: 'Otros',
};
const DEPARTMENT: Record<(typeof DEPARTMENTS)[number], string> = {
  kitchen: 'Cocina',
  floor: 'Salón',
  bar: 'Bar',
  admin: 'Administración',
  other: 'Otros',
};

const moneyAndPct = (cents: Cents, pct: Pct) => (value: number) =>
  pct === null || cents === null ? formatMoney(value) : `${formatMoney(value)} · ${formatPercent(pct)}`;

function PnlLine(props: {
  label: string;
  cents: Cents;
  pct: Pct;
  status?: Status;
  reason: string;
  strong?: boolean;
  /** Why the ratio has no colour: an input it reads covers part of the period. */
  incomplete?: string | null;
}) {
  const tone = toneOf(props.status);
  return (
    <div class={`pnl-line ${props.strong ? 'strong' : ''} ${tone ? `tone-${tone}` : ''}`}>
      <dt>
        {props.label}
        {tone ? <span class={`badge tone-${tone}`}>{TONE_NAMES[tone]}</span> : null}
      </dt>
      <dd>
        <Value value={props.cents} format={moneyAndPct(props.cents, props.pct)} reason={props.reason} />
        {props.incomplete && props.pct !== null ? <span class="note">{props.incomplete}</span> : null}
      </dd>
    </div>
  );
}

export function Costos(props: PageProps) {
  const { period } = props;
  const query = { date_from: period.from, date_to: period.to };
  const pnl = useResource<Pnl>('/api/v1/intelligence/pnl', query);
  const kpis = useResource<Kpis>('/api/v1/intelligence/kpis', query);
  const food = useResource<FoodCost>('/api/v1/intelligence/food-cost', query);
  const labor = useResource<LaborCost>('/api/v1/intelligence/labor-cost', query);
  return (
    <Page title="Costos">
      <Card title="Estado de resultados">
        <Loaded resource={pnl}>
          {({ data: { attributes: p, meta } }) => {
            const reason = nullReason(meta);
            const ratios = [
              {
                label: 'Alimentos',
                pct: p.costo_de_ventas.food_cost_pct,
                status: p.costo_de_ventas.food_cost_status,
              },
              {
                label: 'Bebidas',
                pct: p.costo_de_ventas.beverage_cost_pct,
                status: p.costo_de_ventas.beverage_cost_status,
              },
              {
                label: 'Bar',
                pct: p.costo_de_ventas.bar_cost_pct,
                status: p.costo_de_ventas.bar_cost_status,
              },
              {
                label: 'Nómina',
                pct: p.gastos_operativos.labor_cost_pct,
                status: p.gastos_operativos.labor_cost_status,
              },
              {
                label: 'Costo primo',
                pct: p.gastos_operativos.prime_cost_pct,
                status: p.gastos_operativos.prime_cost_status,
              },
              { label: 'EBITDA', pct: p.ebitda.ebitda_pct, status: p.ebitda.ebitda_status },
              {
                label: 'Utilidad neta',
                pct: p.utilidad_neta.net_profit_pct,
                status: p.utilidad_neta.net_profit_status,
              },
            ].filter((ratio): ratio is { label: string; pct: number; status: Status } => ratio.pct !== null);
            const missing = missingReasons(meta);
            return (
              <>
                {missing.length > 0 ? <p class="note">Incompleto: {missing.join('; ')}.</p> : null}
                <dl class="pnl">
                  <PnlLine
                    label="Ventas netas"
                    cents={p.ventas.total_net_sales_cents}
                    pct={null}
                    reason={reason}
                    strong
                  />
                  <PnlLine
                    label="Costo de alimentos"
                    incomplete={incompleteNote('food_cost_pct', meta)}
                    cents={p.costo_de_ventas.food_cost_cents}
                    pct={p.costo_de_ventas.food_cost_pct}
                    status={p.costo_de_ventas.food_cost_status}
                    reason={reason}
                  />
                  <PnlLine
                    label="Costo de bebidas"
                    incomplete={incompleteNote('beverage_cost_pct', meta)}
                    cents={p.costo_de_ventas.beverage_cost_cents}
                    pct={p.costo_de_ventas.beverage_cost_pct}
                    status={p.costo_de_ventas.beverage_cost_status}
                    reason={reason}
                  />
                  <PnlLine
                    label="Costo de bar"
                    incomplete={incompleteNote('bar_cost_pct', meta)}
                    cents={p.costo_de_ventas.bar_cost_cents}
                    pct={p.costo_de_ventas.bar_cost_pct}
                    status={p.costo_de_ventas.bar_cost_status}
                    reason={reason}
                  />
                  <PnlLine
                    label="Costo de ventas"
                    cents={p.costo_de_ventas.total_cogs_cents}
                    pct={p.costo_de_ventas.total_cogs_pct}
                    reason={reason}
                  />
                  <PnlLine
                    label="Utilidad bruta"
                    cents={p.utilidad_bruta.gross_profit_cents}
                    pct={p.utilidad_bruta.gross_margin_pct}
                    reason={reason}
                    strong
                  />
                  <PnlLine
                    label="Nómina"
                    incomplete={incompleteNote('labor_cost_pct', meta)}
                    cents={p.gastos_operativos.labor_cost_cents}
                    pct={p.gastos_operativos.labor_cost_pct}
                    status={p.gastos_operativos.labor_cost_status}
                    reason={reason}
                  />
                  <PnlLine
                    label="Costo primo"
                    incomplete={incompleteNote('prime_cost_pct', meta)}
                    cents={p.gastos_operativos.prime_cost_cents}
                    pct={p.gastos_operativos.prime_cost_pct}
                    status={p.gastos_operativos.prime_cost_status}
                    reason={reason}
                  />
                  <PnlLine
                    label="Gastos de operación"
                    cents={p.gastos_operativos.total_opex_cents}
                    pct={p.gastos_operativos.total_opex_pct}
                    reason={reason}
                  />
                  <PnlLine
                    label="EBITDA"
                    incomplete={incompleteNote('ebitda_pct', meta)}
                    cents={p.ebitda.ebitda_cents}
                    pct={p.ebitda.ebitda_pct}
                    status={p.ebitda.ebitda_status}
                    reason={reason}
                    strong
                  />
                  <PnlLine
                    label="Utilidad neta"
                    incomplete={incompleteNote('net_profit_pct', meta)}
                    cents={p.utilidad_neta.net_profit_cents}
                    pct={p.utilidad_neta.net_profit_pct}
                    status={p.utilidad_neta.net_profit_status}
                    reason={reason}
                    strong
                  />
                </dl>
                {ratios.length > 0 ? (
                  <Chart
                    label="Porcentajes del estado de resultados contra su referencia, en verde, amarillo o rojo"
                    deps={[ratios]}
                    render={(width) =>
                      Plot.plot({
                        width,
                        height: 40 + ratios.length * 30,
                        marginLeft: 96,
                        x: { label: '% de las ventas', grid: true },
                        y: { label: null, domain: ratios.map((ratio) => ratio.label) },
                        marks: [
                          Plot.barX(ratios, {
                            x: 'pct',
                            y: 'label',
                            fill: (ratio: { status: Status }) =>
                              ratio.status ? TONE_COLORS[ratio.status] : '#9aa5b1',
                            title: (ratio: { label: string; pct: number }) =>
                              `${ratio.label}: ${formatPercent(ratio.pct)}`,
                          }),
                          Plot.ruleX([0]),
                        ],
                      })
                    }
                  />
                ) : null}
              </>
            );
          }}
        </Loaded>
      </Card>
      <Card title="Indicadores clave">
        <Loaded resource={kpis}>
          {({ data: { attributes: k, meta } }) => (
            <Metrics>
              {k.kpis.map((kpi) => (
                <Metric
                  key={kpi.key}
                  label={kpi.label}
                  value={kpi.value}
                  format={kpi.unit === 'cents' ? formatMoney : formatPercent}
                  reason={nullReason(meta)}
                  tone={toneOf(kpi.status)}
                  note={
                    (kpi.value === null ? null : incompleteNote(kpi.key, meta)) ??
                    (kpi.benchmark_green === null
                      ? null
                      : `verde ${kpi.unit === 'cents' ? formatMoney(kpi.benchmark_green) : formatPercent(kpi.benchmark_green)}`)
                  }
                />
              ))}
            </Metrics>
          )}
        </Loaded>
      </Card>
      <Card title="Costo de alimentos">
        <Loaded resource={food}>
          {({ data: { attributes: f, meta } }) => (
            <>
              <Metrics>
                <Metric
                  label="Real"
                  value={f.food_cost_pct}
                  format={formatPercent}
                  reason={nullReason(meta)}
                  tone={toneOf(f.food_cost_status)}
                  note={f.food_cost_pct === null ? null : incompleteNote('food_cost_pct', meta)}
                />
                <Metric
                  label="Teórico (recetas)"
                  value={f.theoretical_food_cost_pct}
                  format={formatPercent}
                  reason={nullReason(meta, 'faltan recetas o costos en el catálogo')}
                />
                <Metric
                  label="Diferencia"
                  value={f.food_cost_variance_pct}
                  format={formatPercent}
                  reason={nullReason(meta, 'faltan recetas o costos en el catálogo')}
                />
                <Metric
                  label="Días de inventario"
                  value={f.inventory_days}
                  format={(days) => `${days.toFixed(1)} días`}
                  reason={nullReason(meta, 'falta un conteo de inventario en Captura')}
                />
              </Metrics>
              <ul class="rows">
                {f.by_category.map((category) => (
                  <li key={category.category}>
                    <strong>{CATEGORY[category.category]}</strong>
                    <span>
                      costo{' '}
                      <Value value={category.cost_cents} format={formatMoney} reason={nullReason(meta)} /> ·
                      ventas{' '}
                      <Value value={category.sales_cents} format={formatMoney} reason={nullReason(meta)} /> ·{' '}
                      <Value value={category.cost_pct} format={formatPercent} reason={nullReason(meta)} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Loaded>
      </Card>
      <Card title="Costo de nómina">
        <Loaded resource={labor}>
          {({ data: { attributes: l, meta } }) => (
            <>
              <Metrics>
                <Metric
                  label="Nómina"
                  value={l.total_labor_cents}
                  format={formatMoney}
                  reason={nullReason(meta)}
                />
                <Metric
                  label="% de las ventas"
                  value={l.labor_cost_pct}
                  format={formatPercent}
                  reason={nullReason(meta)}
                  tone={toneOf(l.labor_cost_status)}
                  note={l.labor_cost_pct === null ? null : incompleteNote('labor_cost_pct', meta)}
                />
              </Metrics>
              {l.by_department.length === 0 ? (
                <p class="empty">
                  Sin nómina por área: {nullReason(meta, 'falta la nómina del periodo en Captura')}.
                </p>
              ) : (
                <ul class="rows">
                  {l.by_department.map((department) => (
                    <li key={department.department}>
                      <strong>{DEPARTMENT[department.department]}</strong>
                      <span>
                        {formatMoney(department.amount_cents)} ·{' '}
                        <Value
                          value={department.pct_of_sales}
                          format={formatPercent}
                          reason={nullReason(meta)}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Loaded>
      </Card>
    </Page>
  );
}
