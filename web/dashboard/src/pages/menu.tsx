/**
 * Menú: menu engineering (GET /api/v1/intelligence/menu/engineering): the four quadrants as a
 * chart (popularity against contribution margin), then each dish with its quadrant and action.
 */
import * as Plot from '@observablehq/plot';
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { contributionBasisWords } from '../../../../shared/domain/analytics/menu-engineering.ts';
import type {
  MenuEngineeringAttributes,
  MenuEngineeringItem,
  MenuEngineeringThreshold,
  QUADRANTS as QUADRANT_IDS,
} from '../../../../shared/domain/responses/intelligence.ts';
import { formatMoney, formatMoneyWhole, formatNumber, formatPercent } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import { Card, Chart, Loaded, Metric, Metrics, Page, Value } from '../ui/components.tsx';
import { useRead } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type Quadrant = (typeof QUADRANT_IDS)[number];
type MenuItem = MenuEngineeringItem;
type MenuEngineering = BodyOf<'intelligence-menu-engineering'>;
type Placed = MenuItem & { popularity_pct: number; contribution_cents: number; quadrant: Quadrant };

export const QUADRANTS: Record<Quadrant, { label: string; color: string }> = {
  star: { label: 'Estrella', color: '#0b6e4f' },
  plowhorse: { label: 'Caballo de batalla', color: '#8a5a00' },
  puzzle: { label: 'Enigma', color: '#245a94' },
  dog: { label: 'Perro', color: '#b3261e' },
};

/** Roughly how wide a label of 10 px type is drawn (system sans): for the collision check. */
const LABEL_CHAR_PX = 6;
const LABEL_HEIGHT_PX = 13;

const shortName = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/**
 * The dishes whose names fit without touching another's, most contribution first: the others are
 * left to the list under the chart (a phone has room for few names; none may collide).
 */
function labelsThatFit(placed: readonly Placed[], scales: Scales) {
  const { x, y, frame } = scales;
  const boxes: { left: number; right: number; top: number; bottom: number }[] = [];
  const kept: Placed[] = [];
  const byContribution = [...placed].sort(
    (a, b) => (b.total_contribution_cents ?? 0) - (a.total_contribution_cents ?? 0),
  );
  for (const item of byContribution) {
    const width = shortName(item.item_name).length * LABEL_CHAR_PX;
    const cx = x(item.popularity_pct);
    const cy = y(item.contribution_cents) - 9;
    const box = {
      left: cx - width / 2,
      right: cx + width / 2,
      top: cy - LABEL_HEIGHT_PX / 2,
      bottom: cy + LABEL_HEIGHT_PX / 2,
    };
    // A name that would cross its panel's edge (at 390 px as at 1440) is left to the list too.
    const outside = box.left < frame.left || box.right > frame.right || box.top < frame.top;
    const collides = boxes.some(
      (other) =>
        box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top,
    );
    if (outside || collides) continue;
    boxes.push(box);
    kept.push(item);
  }
  return kept;
}

type Kind = MenuEngineeringThreshold['category_type'];

/** Each kind is classified on its own lines (the API's thresholds), so the chart has one panel per kind. */
const KIND_NAMES: Record<Kind, string> = { food: 'Alimentos', beverage: 'Bebidas', bar: 'Bar' };

/** A panel's scales in pixels, and its plotting area (names must stay inside it). */
interface Scales {
  x: (value: number) => number;
  y: (value: number) => number;
  frame: { left: number; right: number; top: number };
}

/** The names that fit, checked kind by kind: each kind has its own panel, so only its own names can collide. */
function labelsByKind(placed: readonly Placed[], scales: Scales) {
  const kinds = [...new Set(placed.map((item) => item.category_type))];
  return kinds.flatMap((kind) =>
    labelsThatFit(
      placed.filter((item) => item.category_type === kind),
      scales,
    ),
  );
}

/** The matrix's scales; insets keep a dot at the extremes whole and a panel's top clear for its name. */
const MATRIX_SCALES = {
  x: { label: 'Popularidad (%)', grid: true, insetLeft: 8, insetRight: 8 },
  y: {
    label: 'Margen',
    tickFormat: (cents: number) => formatMoneyWhole(cents),
    grid: true,
    ticks: 5,
    insetTop: LABEL_HEIGHT_PX + 8,
    insetBottom: 8,
  },
  color: {
    domain: Object.keys(QUADRANTS),
    range: Object.values(QUADRANTS).map((quadrant) => quadrant.color),
  },
};

/** Each kind's panel: its dishes by popularity and margin, its threshold lines, the names that fit. */
function drawMatrix(width: number, placed: Placed[], thresholds: readonly MenuEngineeringThreshold[]) {
  const lines = thresholds.filter((line) => placed.some((item) => item.category_type === line.category_type));
  const options = {
    width,
    height: Math.max(lines.length, 1) * Math.min(320, Math.max(220, width * 0.5)),
    marginLeft: 64,
    // The kind's name is written inside its panel (below), not in a right margin that clips it.
    fy: { axis: null, label: null },
    ...MATRIX_SCALES,
  };
  const marks = [
    Plot.ruleX(lines, {
      x: 'popularity_threshold_pct',
      fy: 'category_type',
      stroke: '#777',
      strokeDasharray: '4,3',
    }),
    Plot.ruleY(lines, {
      y: 'contribution_threshold_cents',
      fy: 'category_type',
      stroke: '#777',
      strokeDasharray: '4,3',
    }),
    Plot.dot(placed, {
      fy: 'category_type',
      x: 'popularity_pct',
      y: 'contribution_cents',
      fill: 'quadrant',
      r: 5,
      title: (item: Placed) =>
        `${item.item_name}: ${QUADRANTS[item.quadrant].label}, ${formatPercent(item.popularity_pct)}, ${formatMoney(item.contribution_cents)}`,
    }),
  ];
  // First without names, for the scales; then with the names that do not collide.
  const bare = Plot.plot({ ...options, marks });
  const xScale = bare.scale('x')!;
  const yScale = bare.scale('y')!;
  const [left, right] = xScale.range as [number, number];
  const scales: Scales = {
    x: xScale.apply as (value: number) => number,
    y: yScale.apply as (value: number) => number,
    // Below the kind's name, written at the panel's top left.
    frame: { left, right, top: Math.min(...(yScale.range as number[])) + LABEL_HEIGHT_PX + 4 },
  };
  return Plot.plot({
    ...options,
    marks: [
      ...marks,
      Plot.text(lines, {
        fy: 'category_type',
        frameAnchor: 'top-left',
        text: (line: MenuEngineeringThreshold) => KIND_NAMES[line.category_type],
        dx: 4,
        dy: 2,
        fontWeight: 'bold',
        fontSize: 11,
      }),
      Plot.text(labelsByKind(placed, scales), {
        fy: 'category_type',
        x: 'popularity_pct',
        y: 'contribution_cents',
        text: (item: Placed) => shortName(item.item_name),
        dy: -9,
        fontSize: 10,
      }),
    ],
  });
}

function QuadrantCounts(props: { summary: MenuEngineeringAttributes['summary'] }) {
  const { summary } = props;
  return (
    <Metrics>
      <Metric label="Estrellas" value={summary.stars_count} format={formatNumber} reason="" />
      <Metric label="Caballos de batalla" value={summary.plowhorses_count} format={formatNumber} reason="" />
      <Metric label="Enigmas" value={summary.puzzles_count} format={formatNumber} reason="" />
      <Metric label="Perros" value={summary.dogs_count} format={formatNumber} reason="" />
    </Metrics>
  );
}

function MatrixCard(props: { menu: MenuEngineering; placed: Placed[] }) {
  const { attributes: m, meta } = props.menu.data;
  const { placed } = props;
  return (
    <Card title="Matriz del menú">
      {placed.length === 0 ? (
        <p class="empty">
          Sin platillos que ubicar: {nullReason(meta, 'faltan costos de los platillos (recetas o catálogo)')}.
        </p>
      ) : (
        <Chart
          label="Platillos por popularidad y margen de contribución, en cuatro cuadrantes"
          deps={[placed]}
          render={(width) => drawMatrix(width, placed, m.thresholds)}
        />
      )}
      <ul class="legend">
        {Object.entries(QUADRANTS).map(([key, quadrant]) => (
          <li key={key}>
            <span class={`swatch quadrant-${key}`} aria-hidden="true" />
            {quadrant.label}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function DishRows(props: { items: readonly MenuItem[] }) {
  return (
    <ul class="rows">
      {props.items.map((item) => (
        <li key={item.item_name}>
          <strong>{item.item_name}</strong>{' '}
          {item.quadrant ? (
            <span class={`badge quadrant-${item.quadrant}`}>{QUADRANTS[item.quadrant].label}</span>
          ) : null}
          <span>
            {formatNumber(item.quantity_sold)} vendidos · margen{' '}
            <Value value={item.contribution_cents} format={formatMoney} reason="sin costo del platillo" />
          </span>
          <span class="action">{item.action}</span>
        </li>
      ))}
    </ul>
  );
}

/** Packaging and extras: sold, but outside the quadrants and the kinds' lines. */
function OtherItems(props: { items: MenuEngineeringAttributes['other_items'] }) {
  if (props.items.length === 0) return null;
  return (
    <>
      <h3>Empaques y extras</h3>
      <p class="note">No se clasifican en cuadrantes ni cuentan para las líneas de cada tipo.</p>
      <ul class="rows">
        {props.items.map((item) => (
          <li key={item.item_sku ?? item.item_name}>
            <strong>{item.item_name}</strong>
            <span>
              {formatNumber(item.quantity_sold)} vendidos · ventas {formatMoney(item.net_sales_cents)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function MenuFigures(props: { menu: MenuEngineering }) {
  const { attributes: m, meta } = props.menu.data;
  const placed = m.items.filter(
    (item): item is Placed =>
      item.quadrant !== null && item.popularity_pct !== null && item.contribution_cents !== null,
  );
  return (
    <>
      <QuadrantCounts summary={m.summary} />
      <MatrixCard menu={props.menu} placed={placed} />
      <Card title="Platillos y acciones">
        {m.items.length === 0 ? (
          <p class="empty">Sin platillos vendidos: {nullReason(meta)}.</p>
        ) : (
          <>
            <p class="note">Margen por unidad: {contributionBasisWords(m.contribution_basis)}.</p>
            <DishRows items={m.items} />
          </>
        )}
        <OtherItems items={m.other_items} />
      </Card>
    </>
  );
}

export function Menu(props: PageProps) {
  const { period } = props;
  const menu = useRead('intelligence-menu-engineering', {
    date_from: period.from,
    date_to: period.to,
  });
  return (
    <Page title="Menú">
      <Loaded resource={menu}>{(document) => <MenuFigures menu={document} />}</Loaded>
    </Page>
  );
}
