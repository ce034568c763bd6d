/**
 * Costos: the P&L of the period with each ratio coloured by its benchmark, a chart of the cost
 * ratios against their green and red thresholds, food cost, labor cost and the eight KPIs
 * (GET /api/v1/intelligence/pnl, /food-cost, /labor-cost, /kpis). Every amount and its ratio are of
 * the same days: the period's closed days (a day counts once its corte Z is in), named on the page.
 */
import * as Plot from '@observablehq/plot';
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import type { CostFigureName } from '../../../../shared/domain/costs/missing.ts';
import type {
  FoodCostAttributes,
  PnlAttributes,
} from '../../../../shared/domain/responses/intelligence-costs.ts';
import type { DEPARTMENTS } from '../../../../shared/domain/schemas/backoffice.ts';
import type { CategoryType } from '../../../../shared/domain/schemas/common.ts';
import { formatDate, formatMoney, formatPercent, formatPoints } from '../lib/format.ts';
import { costDaysNote } from '../lib/open-days.ts';
import type { Period } from '../lib/period.ts';
import { figureReason, incompleteNote, missingReasons } from '../lib/reasons.ts';
import { useClosedPeriod } from '../ui/closed-period.ts';
import {
  Card,
  Chart,
  Loaded,
  Loading,
  Metric,
  Metrics,
  Page,
  TONE_NAMES,
  toneOf,
  Value,
} from '../ui/components.tsx';
import { useRead } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type Status = PnlAttributes['ebitda']['ebitda_status'];
type Cents = number | null;
type Pct = number | null;

type Pnl = BodyOf<'intelligence-pnl'>;
type Kpis = BodyOf<'intelligence-kpis'>;
type FoodCost = BodyOf<'intelligence-food-cost'>;
type LaborCost = BodyOf<'intelligence-labor-cost'>;

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

const RECIPES_MISSING = 'faltan recetas o costos en el catálogo';

const moneyAndPct = (cents: Cents, pct: Pct) => (value: number) =>
  pct === null || cents === null ? formatMoney(value) : `${formatMoney(value)} · ${formatPercent(pct)}`;

function PnlLine(props: {
  label: string;
  cents: Cents;
  pct: Pct;
  status?: Status;
  reason: string;
  strong?: boolean;
  sub?: boolean;
  /** Why the ratio has no colour: an input it reads covers part of the period. */
  incomplete?: string | null;
}) {
  const tone = toneOf(props.status);
  return (
    <div
      class={`pnl-line ${props.strong ? 'strong' : ''} ${props.sub ? 'sub' : ''} ${tone ? `tone-${tone}` : ''}`}
    >
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

/** A P&L figure's key (lib/reasons.ts) and its bar's name on the chart: the ratios with a benchmark. */
interface Benchmarked {
  key: string;
  chartLabel: string;
}

/** One line of the P&L: where its figures are in the answer, and whether its ratio has a benchmark. */
interface PnlRow {
  label: string;
  /** The amount's name, for why it is null (shared/domain/costs/missing.ts). */
  figure: CostFigureName;
  figures: (pnl: PnlAttributes) => { cents: Cents; pct: Pct; status?: Status };
  benchmark?: Benchmarked;
  /** A share of sales with no benchmark, for its inputs' coverage (costs/coverage.ts SHARE_INPUTS). */
  share?: 'total_cogs_pct' | 'gross_margin_pct' | 'total_opex_pct';
  strong?: boolean;
  /** A line inside a section (an expense), drawn indented. */
  sub?: boolean;
}

/**
 * One P&L row per expense line of a section, amounts only (their share of sales is not a figure of
 * the API); null as the section's total is, for the same gaps (`figure`).
 */
function expenseRows<Section>(
  lines: ReadonlyArray<readonly [string, (section: Section) => Cents]>,
  figure: CostFigureName,
  sectionOf: (pnl: PnlAttributes) => Section,
): PnlRow[] {
  return lines.map(([label, cents]) => ({
    label,
    figure,
    figures: (pnl: PnlAttributes) => ({ cents: cents(sectionOf(pnl)), pct: null }),
    sub: true,
  }));
}

/** A section of the answer holding a benchmarked ratio's amount and share of sales, and their colour. */
type RatioMembers<R extends string> = Record<`${R}_cents` | `${R}_pct`, Cents | Pct> &
  Record<`${R}_status`, Status>;

/**
 * The P&L row of a ratio with a benchmark: `<ratio>_cents`, `_pct` and `_status` of one section, its
 * benchmark key `<ratio>_pct`; `figure`, for why it is null, is the ratio's own name unless given.
 */
function ratioRow<R extends string>(
  label: string,
  ratio: R,
  chartLabel: string,
  sectionOf: (pnl: PnlAttributes) => RatioMembers<R>,
  // Payroll's ratio (labor_cost) is the one whose figure has another name (labor).
  figure: CostFigureName = ratio as CostFigureName,
): PnlRow {
  const key = `${ratio}_pct` as const;
  return {
    label,
    figure,
    figures: (pnl) => {
      const section = sectionOf(pnl);
      // Read through the two records it is, where the compiler can tell each member's type.
      const amounts: Record<`${R}_cents` | `${R}_pct`, Cents | Pct> = section;
      const colours: Record<`${R}_status`, Status> = section;
      return { cents: amounts[`${ratio}_cents`], pct: amounts[key], status: colours[`${ratio}_status`] };
    },
    benchmark: { key, chartLabel },
  };
}

/** The statement top to bottom; the chart draws the benchmarked ratios in the same order. */
const PNL_ROWS: readonly PnlRow[] = [
  {
    label: 'Ventas netas',
    figure: 'sales',
    figures: ({ ventas }) => ({ cents: ventas.total_net_sales_cents, pct: null }),
    strong: true,
  },
  ratioRow('Costo de alimentos', 'food_cost', 'Alimentos', (p) => p.costo_de_ventas),
  ratioRow('Costo de bebidas', 'beverage_cost', 'Bebidas', (p) => p.costo_de_ventas),
  ratioRow('Costo de bar', 'bar_cost', 'Bar', (p) => p.costo_de_ventas),
  {
    // Part of the cost of sales with no sales of its own, so no ratio: shown, the lines above add up.
    label: 'Otros costos (empaques y extras)',
    figure: 'other_cost',
    figures: ({ costo_de_ventas: c }) => ({ cents: c.other_cost_cents, pct: null }),
  },
  {
    label: 'Costo de ventas',
    figure: 'total_cogs',
    figures: ({ costo_de_ventas: c }) => ({ cents: c.total_cogs_cents, pct: c.total_cogs_pct }),
    share: 'total_cogs_pct',
  },
  {
    label: 'Utilidad bruta',
    figure: 'gross_profit',
    figures: ({ utilidad_bruta: u }) => ({ cents: u.gross_profit_cents, pct: u.gross_margin_pct }),
    share: 'gross_margin_pct',
    strong: true,
  },
  ratioRow('Nómina', 'labor_cost', 'Nómina', (p) => p.gastos_operativos, 'labor'),
  ratioRow('Costo primo', 'prime_cost', 'Costo primo', (p) => p.gastos_operativos),
  ...expenseRows<PnlAttributes['gastos_operativos']>(
    [
      ['Renta', (g) => g.rent_cents],
      ['Luz, agua y gas', (g) => g.utilities_cents],
      ['Mantenimiento', (g) => g.maintenance_cents],
      ['Publicidad', (g) => g.marketing_cents],
      ['Administración', (g) => g.admin_cents],
      ['Otros gastos', (g) => g.other_expenses_cents],
    ],
    'expense_line',
    (p) => p.gastos_operativos,
  ),
  {
    // The total adds the payroll listed above it, as the P&L's section does: said in its name.
    label: 'Gastos de operación (incluye nómina)',
    figure: 'total_opex',
    figures: ({ gastos_operativos: g }) => ({ cents: g.total_opex_cents, pct: g.total_opex_pct }),
    share: 'total_opex_pct',
  },
  { ...ratioRow('EBITDA', 'ebitda', 'EBITDA', (p) => p.ebitda), strong: true },
  ...expenseRows<PnlAttributes['utilidad_neta']>(
    [
      ['Depreciación', (u) => u.depreciation_cents],
      ['Intereses', (u) => u.interest_cents],
      ['Impuestos', (u) => u.taxes_cents],
    ],
    'expense_line',
    (p) => p.utilidad_neta,
  ),
  { ...ratioRow('Utilidad neta', 'net_profit', 'Utilidad neta', (p) => p.utilidad_neta), strong: true },
];

type Ratio = { label: string; pct: number; status: Status };

/** The benchmarked ratios the answer has (a null one has no bar). */
const ratiosOf = (pnl: PnlAttributes): Ratio[] =>
  PNL_ROWS.flatMap(({ benchmark, figures }) => {
    const { pct, status } = figures(pnl);
    return benchmark && pct !== null && status !== undefined
      ? [{ label: benchmark.chartLabel, pct, status }]
      : [];
  });

function RatiosChart(props: { ratios: Ratio[] }) {
  const { ratios } = props;
  return (
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
              fill: (ratio: { status: Status }) => (ratio.status ? TONE_COLORS[ratio.status] : '#9aa5b1'),
              title: (ratio: { label: string; pct: number }) => `${ratio.label}: ${formatPercent(ratio.pct)}`,
            }),
            Plot.ruleX([0]),
          ],
        })
      }
    />
  );
}

/**
 * A cost of sales below zero, as the counts and purchases make it: a warning in words (never a
 * colour) naming the types and what to check (meta.negative_cost).
 */
export function negativeCostNote(types: readonly CategoryType[] | null | undefined): string | null {
  if (!types || types.length === 0) return null;
  const names = types.map((type) => CATEGORY[type].toLowerCase()).join(', ');
  return (
    `Atención: el costo de ${names} sale negativo en el periodo: el conteo final vale más que el ` +
    'inicial más lo comprado. Revisa si falta capturar una compra o si un conteo tiene un error.'
  );
}

function Statement(props: { pnl: Pnl }) {
  const { attributes: p, meta } = props.pnl.data;
  const ratios = ratiosOf(p);
  const missing = missingReasons(meta);
  const negative = negativeCostNote(meta.negative_cost);
  const salesDays = costDaysNote(meta);
  return (
    <>
      {missing.length > 0 ? <p class="note">Incompleto: {missing.join('; ')}.</p> : null}
      {salesDays ? <p class="note">{salesDays}</p> : null}
      {negative ? (
        <p class="note warning" role="status">
          {negative}
        </p>
      ) : null}
      <dl class="pnl">
        {PNL_ROWS.map((row) => {
          const figures = row.figures(p);
          return (
            <PnlLine
              key={row.label}
              label={row.label}
              incomplete={
                row.benchmark || row.share ? incompleteNote(row.benchmark?.key ?? row.share!, meta) : null
              }
              cents={figures.cents}
              pct={figures.pct}
              status={figures.status}
              reason={figureReason(meta, row.figure)}
              strong={row.strong}
              sub={row.sub}
            />
          );
        })}
      </dl>
      {ratios.length > 0 ? <RatiosChart ratios={ratios} /> : null}
    </>
  );
}

const formatByUnit = (unit: string) => (unit === 'cents' ? formatMoney : formatPercent);

function KpiMetrics(props: { kpis: Kpis }) {
  const { attributes: k, meta } = props.kpis.data;
  return (
    <Metrics>
      {k.kpis.map((kpi) => (
        <Metric
          key={kpi.key}
          label={kpi.label}
          value={kpi.value}
          format={formatByUnit(kpi.unit)}
          reason={figureReason(meta, kpi.key)}
          tone={toneOf(kpi.status)}
          note={
            (kpi.value === null ? null : incompleteNote(kpi.key, meta)) ??
            (kpi.benchmark_green === null ? null : `verde ${formatByUnit(kpi.unit)(kpi.benchmark_green)}`)
          }
        />
      ))}
    </Metrics>
  );
}

/** A cost's share of sales, coloured by its benchmark, with a note when an input covers part of the period. */
function RatioMetric(props: {
  label: string;
  /** The ratio's figure name (lib/reasons.ts), for why it is null or incomplete. */
  ratio: string;
  pct: Pct;
  status: Status;
  meta: FoodCost['data']['meta'] | LaborCost['data']['meta'];
}) {
  return (
    <Metric
      label={props.label}
      value={props.pct}
      format={formatPercent}
      reason={figureReason(props.meta, props.ratio)}
      tone={toneOf(props.status)}
      note={props.pct === null ? null : incompleteNote(props.ratio, props.meta)}
    />
  );
}

function FoodCostFigures(props: { food: FoodCost }) {
  const { attributes: f, meta } = props.food.data;
  return (
    <>
      <Metrics>
        <RatioMetric
          label="Real"
          ratio="food_cost_pct"
          pct={f.food_cost_pct}
          status={f.food_cost_status}
          meta={meta}
        />
        <Metric
          label="Teórico (recetas)"
          value={f.theoretical_food_cost_pct}
          format={formatPercent}
          reason={figureReason(meta, 'category_sales', RECIPES_MISSING)}
        />
        <Metric
          label="Diferencia"
          value={f.food_cost_variance_pct}
          format={formatPoints}
          reason={figureReason(meta, 'food_cost_pct', RECIPES_MISSING)}
        />
        <Metric
          label="Días de inventario"
          value={f.inventory_days}
          format={(days) => `${days.toFixed(1)} días`}
          reason={figureReason(meta, 'inventory_days', 'falta un conteo de inventario en Captura')}
        />
      </Metrics>
      <ul class="rows">
        {f.by_category.map((category) => (
          <CategoryCostRow key={category.category} category={category} meta={meta} />
        ))}
      </ul>
    </>
  );
}

/**
 * A category type's cost, sales and ratio. `other` (packaging, extras) has no sales of its own: its
 * sales and ratio are null by design (docs/computation-rules.md), so the row says so instead.
 */
function CategoryCostRow(props: {
  category: FoodCostAttributes['by_category'][number];
  meta: FoodCost['data']['meta'];
}) {
  const { category, meta } = props;
  const type = category.category;
  const cost = (
    <Value value={category.cost_cents} format={formatMoney} reason={figureReason(meta, `${type}_cost`)} />
  );
  return (
    <li>
      <strong>{CATEGORY[type]}</strong>
      {type === 'other' ? (
        <span>costo {cost} · empaques y extras, sin venta propia</span>
      ) : (
        <span>
          costo {cost} · ventas{' '}
          <Value
            value={category.sales_cents}
            format={formatMoney}
            reason={figureReason(meta, 'category_sales')}
          />{' '}
          ·{' '}
          <Value
            value={category.cost_pct}
            format={formatPercent}
            reason={figureReason(meta, `${type}_cost_pct`)}
          />
        </span>
      )}
    </li>
  );
}

/**
 * The period's purchases by supplier (the food-cost read's `by_supplier`, the rows the assistant
 * names for "¿a quién le compro más?"), most bought first, before IVA.
 */
function SupplierRows(props: { food: FoodCost }) {
  const rows = props.food.data.attributes.by_supplier;
  if (rows.length === 0)
    return <p class="empty">Sin compras capturadas en el periodo (Captura → Compras).</p>;
  return (
    <ul class="rows">
      {rows.map((row) => (
        <li key={row.supplier_name}>
          <strong>{row.supplier_name}</strong>
          <span>
            {formatMoney(row.purchases_cents)} · {row.purchases_count}{' '}
            {row.purchases_count === 1 ? 'compra' : 'compras'}
            {row.pct_of_purchases === null ? '' : ` · ${formatPercent(row.pct_of_purchases)} de tus compras`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The IVA the period's purchases state (the food-cost read's `purchases_iva`), the figure the
 * assistant subtracts from the IVA collected on sales; with how many state none.
 */
function PurchasesIva(props: { food: FoodCost }) {
  const iva = props.food.data.attributes.purchases_iva;
  if (iva.purchases_count === 0) return null;
  const none =
    iva.without_iva_count === 0
      ? null
      : `${iva.without_iva_count} de ${iva.purchases_count} sin IVA capturado (exentas, a tasa 0 % o sin capturar)`;
  return (
    <Metrics>
      <Metric
        label="IVA de tus compras"
        value={iva.iva_cents}
        format={formatMoney}
        reason="sin compras"
        note={none ?? 'El acreditable de tus compras'}
      />
    </Metrics>
  );
}

function LaborCostFigures(props: { labor: LaborCost }) {
  const { attributes: l, meta } = props.labor.data;
  return (
    <>
      <Metrics>
        <Metric
          label="Nómina"
          value={l.total_labor_cents}
          format={formatMoney}
          reason={figureReason(meta, 'labor')}
        />
        <RatioMetric
          label="% de las ventas"
          ratio="labor_cost_pct"
          pct={l.labor_cost_pct}
          status={l.labor_cost_status}
          meta={meta}
        />
      </Metrics>
      {l.by_department.length === 0 ? (
        <p class="empty">
          Sin nómina por área: {figureReason(meta, 'labor', 'falta la nómina del periodo en Captura')}.
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
                  reason={figureReason(meta, 'sales')}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What the page says of the days it reads when today is not closed yet. */
function OpenTodayNote(props: { range: Period | null; today: string }) {
  if (props.range === null) {
    return (
      <p class="note" role="status">
        Hoy ({formatDate(props.today)}) aún no cierra: el estado de resultados y los costos se calculan con el
        corte Z del día, y aparecen al cerrar. Las ventas de hoy en vivo están en la página Hoy.
      </p>
    );
  }
  return (
    <p class="note" role="status">
      Del {formatDate(props.range.from)} al {formatDate(props.range.to)}: hoy aún no cierra, así que sus
      ventas y costos se suman con su corte Z.
    </p>
  );
}

export function Costos(props: PageProps) {
  const closed = useClosedPeriod(props.period, 'intelligence-pnl');
  const query = closed.range ? { date_from: closed.range.from, date_to: closed.range.to } : {};
  // No closed day to read: no request.
  const read = <N extends 'pnl' | 'kpis' | 'food-cost' | 'labor-cost'>(name: N) =>
    closed.range ? (`intelligence-${name}` as const) : null;
  const pnl = useRead(read('pnl'), query);
  const kpis = useRead(read('kpis'), query);
  const food = useRead(read('food-cost'), query);
  const labor = useRead(read('labor-cost'), query);
  const note = closed.openToday ? <OpenTodayNote range={closed.range} today={closed.openToday} /> : null;
  if (closed.pending || closed.range === null) {
    return (
      <Page title="Costos">
        <Card title="Estado de resultados">{closed.pending ? <Loading /> : note}</Card>
      </Page>
    );
  }
  return (
    <Page title="Costos">
      <Card title="Estado de resultados">
        {note}
        <Loaded resource={pnl}>{(document) => <Statement pnl={document} />}</Loaded>
      </Card>
      <Card title="Indicadores clave">
        <Loaded resource={kpis}>{(document) => <KpiMetrics kpis={document} />}</Loaded>
      </Card>
      <Card title="Costo de alimentos">
        <Loaded resource={food}>{(document) => <FoodCostFigures food={document} />}</Loaded>
      </Card>
      <Card title="Compras por proveedor, sin IVA">
        <Loaded resource={food}>
          {(document) => (
            <>
              <SupplierRows food={document} />
              <PurchasesIva food={document} />
            </>
          )}
        </Loaded>
      </Card>
      <Card title="Costo de nómina">
        <Loaded resource={labor}>{(document) => <LaborCostFigures labor={document} />}</Loaded>
      </Card>
    </Page>
  );
}
