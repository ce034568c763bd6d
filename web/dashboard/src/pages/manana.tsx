/**
 * Mañana: tomorrow planned from the forecast the service stored (GET /intelligence/forecast,
 * /forecast/hours, /forecast/items, /forecast/accuracy; docs/forecast-api.md): the day with its
 * interval and drivers and against the usual day of the week ahead (forecast-reads/outlook.ts, as
 * the assistant says it), the next 7 days, the hours with the staff they need, the prep list to
 * print (its dishes, then what they need by the recipes) and how the forecast has done beside
 * simply repeating last week (under a week of stored forecasts, replayed on the closed days:
 * /forecast/backtest).
 */

import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { MIN_SCORED_DAYS } from '../../../../shared/domain/forecast/score.ts';
import {
  beatenWords,
  dayAheadSales,
  type ReplayScore,
  replayQuery,
  replayToShow,
  wantsReplay,
} from '../../../../shared/domain/forecast-reads/day-ahead.ts';
import {
  type DayOutlook,
  dayOutlook,
  OUTLOOK_WORDS,
} from '../../../../shared/domain/forecast-reads/outlook.ts';
import {
  driversInWords,
  INTERVAL_MEANING,
  intervalInWords,
  salesBasisInWords,
} from '../../../../shared/domain/forecast-reads/words.ts';
import type { ForecastAttributes } from '../../../../shared/domain/responses/forecast.ts';
import {
  addDays,
  formatChange,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../lib/format.ts';
import { restDayPay } from '../lib/rest-day.ts';
import { Card, Loaded, Metric, Metrics, Page, useBranchToday } from '../ui/components.tsx';
import { useRead } from '../ui/hooks.ts';

type Hours = BodyOf<'intelligence-forecast-hours'>;
type Items = BodyOf<'intelligence-forecast-items'>;
type Accuracy = BodyOf<'intelligence-forecast-accuracy'>;
type SalesBasis = BodyOf<'intelligence-forecast'>['data']['meta']['sales_basis'];
type Day = ForecastAttributes['days'][number];

const NO_NUMBER = 'aún no hay pronóstico: hacen falta 14 días cerrados';

/** "Ventas esperadas, sin IVA": the forecast's sales basis, since Ventas and Hoy show totals with IVA. */
const salesLabel = (label: string, basis: SalesBasis) => {
  const words = salesBasisInWords(basis);
  return words === null ? label : `${label}, ${words}`;
};

/** "Contra tu día abierto promedio de los próximos 7 días ($39,373.12): +31.4 %, un día fuerte." */
function OutlookLine(props: { outlook: DayOutlook | null }) {
  const { outlook } = props;
  if (outlook === null) return null;
  return (
    <p class="subtitle">
      Contra tu día abierto promedio de los próximos 7 días ({formatMoney(outlook.mean)}):{' '}
      {formatChange(outlook.change)}, {OUTLOOK_WORDS.sales[outlook.verdict]}.
    </p>
  );
}

function TomorrowCard(props: {
  day: Day | undefined;
  days: readonly Day[];
  today: string;
  basis: SalesBasis;
}) {
  const day = props.day;
  if (day === undefined) return null;
  const closed = day.status === 'closed';
  const driver = driversInWords(day.drivers);
  return (
    <Card title={`Mañana, ${formatDate(day.date)}`}>
      {closed ? <p class="empty">Cerrado: no se espera venta.</p> : null}
      <Metrics>
        <Metric
          label={salesLabel('Ventas esperadas', props.basis)}
          value={day.sales_cents}
          format={formatMoney}
          reason={closed ? 'cerrado' : NO_NUMBER}
          note={
            day.sales_low_cents !== null && day.sales_high_cents !== null
              ? `${intervalInWords(formatMoney(day.sales_low_cents), formatMoney(day.sales_high_cents))}; ${INTERVAL_MEANING}`
              : null
          }
        />
        <Metric
          label="Comensales esperados"
          value={day.covers}
          format={formatNumber}
          reason={closed ? 'cerrado' : NO_NUMBER}
          note={
            day.covers_low !== null && day.covers_high !== null
              ? intervalInWords(formatNumber(day.covers_low), formatNumber(day.covers_high))
              : null
          }
        />
      </Metrics>
      {driver ? <p class="subtitle">Por qué: {driver}.</p> : null}
      <OutlookLine outlook={dayOutlook(day, props.days, props.today, 'sales')} />
    </Card>
  );
}

function WeekStrip(props: { days: readonly Day[]; basis: SalesBasis }) {
  return (
    <Card title={salesLabel('Próximos 7 días', props.basis)}>
      <ul class="rows">
        {props.days.map((day) => (
          <li key={day.date}>
            <strong>{formatDate(day.date)}</strong>
            <span>
              {day.status === 'closed'
                ? 'cerrado'
                : day.sales_cents === null
                  ? 'sin pronóstico'
                  : `${formatMoney(day.sales_cents)} · ${formatNumber(day.covers ?? 0)} comensales`}
            </span>
            {driversInWords(day.drivers) ? <span class="action">{driversInWords(day.drivers)}</span> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function HoursCard(props: { hours: Hours }) {
  const { attributes: day, meta } = props.hours.data;
  const source =
    meta.staffing.source === 'setting'
      ? 'con tu meta de ventas por hora-persona'
      : meta.staffing.source === 'own'
        ? 'con las ventas por mesero y hora de tus horas más llenas de los últimos días'
        : (meta.staffing.reason ?? '');
  return (
    <Card title={salesLabel('Por hora y personal sugerido', meta.sales_basis)}>
      {day.hours.length === 0 ? <p class="empty">Sin horas pronosticadas para ese día.</p> : null}
      <ul class="rows">
        {day.hours.map((hour) => (
          <li key={hour.hour}>
            <strong>{hour.hour}</strong>
            <span>
              {formatMoney(hour.sales_cents)} · {formatNumber(hour.covers)} comensales
            </span>
            <span class="action">
              {hour.staff_suggested === null ? 'personal: sin datos' : `${hour.staff_suggested} en piso`}
            </span>
          </li>
        ))}
      </ul>
      <Metrics>
        <Metric
          label="Horas-persona sugeridas"
          value={day.staff_hours_suggested}
          format={formatNumber}
          reason={meta.staffing.reason ?? ''}
          note={source}
        />
        <Metric
          label="Nómina de las horas sugeridas"
          value={day.labor_cost_projected_cents}
          format={formatMoney}
          reason={meta.staffing.labor_cost_reason ?? ''}
          note={restDayPay(day.date, day.labor_cost_projected_cents)}
        />
        <Metric
          label="Nómina sobre la venta esperada"
          value={day.labor_cost_pct_projected}
          format={formatPercent}
          reason={meta.staffing.labor_cost_reason ?? ''}
        />
      </Metrics>
    </Card>
  );
}

function PrepList(props: { items: Items }) {
  const { items, other_items: others } = props.items.data.attributes;
  return (
    <Card title="Qué preparar" class="prep-list">
      <button type="button" class="chip" onClick={() => window.print()}>
        Imprimir lista
      </button>
      {items.length === 0 ? <p class="empty">Sin lista: aún no hay pronóstico de platillos.</p> : null}
      <ul class="rows">
        {[...items, ...others].map((item) => (
          <li key={item.product_id}>
            <strong>
              {item.name}: {formatNumber(item.quantity)}
            </strong>
            <span>
              entre {formatNumber(item.quantity_low)} y {formatNumber(item.quantity_high)}
              {item.intermittent ? ' · se vende pocos días' : ''}
            </span>
          </li>
        ))}
      </ul>
      {items.length === 0 ? null : <IngredientList items={props.items} />}
    </Card>
  );
}

/** What the list's items need by the recipes (forecast-reads/ingredients.ts), and which have none. */
function IngredientList(props: { items: Items }) {
  const { ingredients, items_without_recipe: withoutRecipe } = props.items.data.attributes;
  return (
    <>
      <h3>Insumos, según tus recetas</h3>
      {ingredients.length === 0 ? (
        <p class="empty">Sin insumos: captura las recetas de tus platillos para verlos aquí.</p>
      ) : (
        <p class="note">«Hasta» es lo que usarías si cada platillo se vendiera en lo alto de su rango.</p>
      )}
      <ul class="rows">
        {ingredients.map((line) => (
          <li key={`${line.ingredient}|${line.unit}`}>
            <strong>
              {line.ingredient}: {formatNumber(line.quantity)} {line.unit}
            </strong>
            <span>
              hasta {formatNumber(line.quantity_high)} {line.unit} · {line.used_by.join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {withoutRecipe.length > 0 && ingredients.length > 0 ? (
        <p class="note">Sin receta, sus insumos no están en la lista: {withoutRecipe.join(', ')}.</p>
      ) : null}
    </>
  );
}

/** The stored forecasts' day-ahead score, or under a week of them the replay (forecast-reads/day-ahead.ts). */
function AccuracyCard(props: { accuracy: Accuracy; replay: ReplayScore | undefined }) {
  const stored = dayAheadSales(props.accuracy.data.attributes);
  const replay = wantsReplay(stored) ? replayToShow(props.replay) : undefined;
  const shown = replay ?? stored;
  const asPct = (ratio: number) => formatPercent(Math.round(ratio * 1000) / 10);
  const note = replay
    ? `repetido en ${replay.days_scored} días cerrados, cada uno con lo que se sabía la víspera`
    : stored
      ? `${stored.days_scored} días medidos`
      : null;
  return (
    <Card title="Qué tan acertado ha sido">
      <Metrics>
        <Metric
          label="Error típico del pronóstico (un día antes)"
          value={shown?.wape ?? null}
          format={asPct}
          reason={shown?.reason ?? ''}
          note={note}
        />
        <Metric
          label="Si repitieras la semana pasada"
          value={shown?.wape_naive_week ?? null}
          format={asPct}
          reason={shown?.reason ?? ''}
        />
        <Metric
          label="Con el promedio de las últimas 4 semanas"
          value={shown?.wape_naive_4w ?? null}
          format={asPct}
          reason={shown?.reason ?? ''}
        />
      </Metrics>
      {shown && beatenWords(shown) ? <p class="note">{beatenWords(shown)}</p> : null}
      {replay ? (
        <p class="note">
          Aún no hay {MIN_SCORED_DAYS} días con pronóstico guardado y venta real (hay{' '}
          {stored?.days_scored ?? 0}): estas cifras son el pronóstico repetido sobre tus días cerrados, no lo
          que dijo antes de cada uno.
        </p>
      ) : null}
    </Card>
  );
}

export function Manana() {
  const today = useBranchToday();
  const tomorrow = addDays(today, 1);
  const forecast = useRead('intelligence-forecast', { days: '9' });
  const hours = useRead('intelligence-forecast-hours', { date: tomorrow });
  const items = useRead('intelligence-forecast-items', { date: tomorrow });
  const accuracy = useRead('intelligence-forecast-accuracy', {});
  const scored = accuracy.data ? dayAheadSales(accuracy.data.data.attributes) : undefined;
  const replay = useRead(
    accuracy.data && wantsReplay(scored) ? 'intelligence-forecast-backtest' : null,
    replayQuery(today),
  );
  return (
    <Page title="Mañana">
      <Loaded resource={forecast}>
        {({ data: { attributes, meta } }) => (
          <>
            <TomorrowCard
              day={attributes.days.find((day) => day.date === tomorrow)}
              days={attributes.days}
              today={today}
              basis={meta.sales_basis}
            />
            <WeekStrip
              days={attributes.days.filter((day) => day.date > today).slice(0, 7)}
              basis={meta.sales_basis}
            />
          </>
        )}
      </Loaded>
      <Loaded resource={hours}>{(document) => <HoursCard hours={document} />}</Loaded>
      <Loaded resource={items}>{(document) => <PrepList items={document} />}</Loaded>
      <Loaded resource={accuracy}>
        {(document) => <AccuracyCard accuracy={document} replay={replay.data?.data.attributes.sales} />}
      </Loaded>
    </Page>
  );
}
