/**
 * Menú: menu engineering (GET /api/v1/intelligence/menu/engineering): the four quadrants as a
 * chart (popularity against contribution margin), then each dish with its quadrant and action.
 */
import * as Plot from '@observablehq/plot';
import { formatMoney, formatMoneyWhole, formatNumber, formatPercent } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import {
  Card,
  Chart,
  Loaded,
  Metric,
  Metrics,
  Page,
  PeriodPicker,
  usePeriod,
  Value,
} from '../ui/components.tsx';
import { useResource } from '../ui/hooks.ts';
import type { PageProps } from './registry.ts';

type Quadrant = 'star' | 'puzzle' | 'plowhorse' | 'dog';

type ClassifiedType = 'food' | 'beverage' | 'bar';

interface MenuItem {
  category_type: ClassifiedType;
  item_name: string;
  category: string | null;
  quantity_sold: number;
  popularity_pct: number | null;
  unit_price_cents: number | null;
  contribution_cents: number | null;
  total_contribution_cents: number | null;
  quadrant: Quadrant | null;
  quadrant_label: string | null;
  action: string;
}

interface MenuEngineering {
  data: {
    attributes: {
      summary: { stars_count: number; puzzles_count: number; plowhorses_count: number; dogs_count: number };
      items: MenuItem[];
      thresholds: {
        category_type: ClassifiedType;
        popularity_threshold_pct: number | null;
        contribution_threshold_cents: number | null;
      }[];
      other_items: { item_name: string; quantity_sold: number; net_sales_cents: number }[];
    };
    meta: { snapshot_date: string | null };
  };
}

export const QUADRANTS: Record<Quadrant, { label: string; color: string }> = {
  star: { label: 'Estrella', color: '#0b6e4f' },
  plowhorse: { label: 'Caballo de batalla', color: '#c98a00' },
  puzzle: { label: 'Enigma', color: '#2f6fb3' },
  dog: { label: 'Perro', color: '#b3261e' },
};

/** Each kind is classified on its own lines (the API's thresholds), so the chart has one panel per kind. */
const KIND_NAMES: Record<ClassifiedType, string> = { food: 'Alimentos', beverage: 'Bebidas', bar: 'Bar' };

export function Menu(props: PageProps) {
  const period = usePeriod(props.params);
  const menu = useResource<MenuEngineering>('/api/v1/intelligence/menu/engineering', {
    date_from: period.from,
    date_to: period.to,
  });
  return (
    <Page title="Menú">
      <PeriodPicker period={period} />
      <Loaded resource={menu}>
        {({ data: { attributes: m, meta } }) => {
          const placed = m.items.filter(
            (
              item,
            ): item is MenuItem & {
              popularity_pct: number;
              contribution_cents: number;
              quadrant: Quadrant;
            } => item.quadrant !== null && item.popularity_pct !== null && item.contribution_cents !== null,
          );
          return (
            <>
              <Metrics>
                <Metric label="Estrellas" value={m.summary.stars_count} format={formatNumber} reason="" />
                <Metric
                  label="Caballos de batalla"
                  value={m.summary.plowhorses_count}
                  format={formatNumber}
                  reason=""
                />
                <Metric label="Enigmas" value={m.summary.puzzles_count} format={formatNumber} reason="" />
                <Metric label="Perros" value={m.summary.dogs_count} format={formatNumber} reason="" />
              </Metrics>
              <Card title="Matriz del menú">
                {placed.length === 0 ? (
                  <p class="empty">
                    Sin platillos que ubicar:{' '}
                    {nullReason(meta, 'faltan costos de los platillos (recetas o catálogo)')}.
                  </p>
                ) : (
                  <Chart
                    label="Platillos por popularidad y margen de contribución, en cuatro cuadrantes"
                    deps={[placed]}
                    render={(width) => {
                      const lines = m.thresholds.filter((line) =>
                        placed.some((item) => item.category_type === line.category_type),
                      );
                      return Plot.plot({
                        width,
                        height: Math.max(lines.length, 1) * Math.min(320, Math.max(220, width * 0.5)),
                        marginLeft: 64,
                        fy: { label: null, tickFormat: (kind: ClassifiedType) => KIND_NAMES[kind] },
                        x: { label: 'Popularidad (%)', grid: true },
                        y: {
                          label: 'Margen',
                          tickFormat: (cents: number) => formatMoneyWhole(cents),
                          grid: true,
                          ticks: 5,
                        },
                        color: {
                          domain: Object.keys(QUADRANTS),
                          range: Object.values(QUADRANTS).map((quadrant) => quadrant.color),
                        },
                        marks: [
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
                            title: (item: MenuItem) =>
                              `${item.item_name}: ${QUADRANTS[item.quadrant!].label}, ${formatPercent(item.popularity_pct!)}, ${formatMoney(item.contribution_cents!)}`,
                          }),
                          Plot.text(placed, {
                            fy: 'category_type',
                            x: 'popularity_pct',
                            y: 'contribution_cents',
                            text: (item: MenuItem) =>
                              item.item_name.length > 16 ? `${item.item_name.slice(0, 15)}…` : item.item_name,
                            dy: -9,
                            fontSize: 10,
                            lineWidth: 10,
                          }),
                        ],
                      });
                    }}
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
              <Card title="Platillos y acciones">
                {m.items.length === 0 ? (
                  <p class="empty">Sin platillos vendidos: {nullReason(meta)}.</p>
                ) : (
                  <ul class="rows">
                    {m.items.map((item) => (
                      <li key={item.item_name}>
                        <strong>{item.item_name}</strong>{' '}
                        {item.quadrant ? (
                          <span class={`badge quadrant-${item.quadrant}`}>
                            {QUADRANTS[item.quadrant].label}
                          </span>
                        ) : null}
                        <span>
                          {formatNumber(item.quantity_sold)} vendidos · margen{' '}
                          <Value
                            value={item.contribution_cents}
                            format={formatMoney}
                            reason="sin costo del platillo"
                          />
                        </span>
                        <span class="action">{item.action}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {m.other_items.length > 0 ? (
                  <p class="note">
                    Empaques y extras (no se clasifican):{' '}
                    {m.other_items
                      .map((item) => `${item.item_name} (${formatNumber(item.quantity_sold)})`)
                      .join(', ')}
                    .
                  </p>
                ) : null}
              </Card>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
