/** The small pieces every page is made of: cards, figures, "sin datos", errors, the period picker, charts. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../lib/api.ts';
import { addDays, businessDateOf, formatDate } from '../lib/format.ts';
import { useDashboard } from './context.ts';
import { setRouteParams } from './hooks.ts';

export function Page(props: { title: string; subtitle?: ComponentChildren; children: ComponentChildren }) {
  return (
    <section class="page">
      <header class="page-header">
        <h1>{props.title}</h1>
        {props.subtitle ? <p class="subtitle">{props.subtitle}</p> : null}
      </header>
      {props.children}
    </section>
  );
}

export function Card(props: { title?: string; children: ComponentChildren; class?: string }) {
  return (
    <article class={`card ${props.class ?? ''}`}>
      {props.title ? <h2>{props.title}</h2> : null}
      {props.children}
    </article>
  );
}

/** A figure, or "sin datos" with the reason when the API answered null (never a 0 it did not say). */
export function Value<T>(props: {
  value: T | null | undefined;
  format: (value: T) => string;
  reason: string;
}) {
  if (props.value === null || props.value === undefined) {
    return (
      <span class="no-data" title={props.reason}>
        sin datos<small>{props.reason}</small>
      </span>
    );
  }
  return <span class="value">{props.format(props.value)}</span>;
}

export function Metric<T>(props: {
  label: string;
  value: T | null | undefined;
  format: (value: T) => string;
  reason: string;
  note?: ComponentChildren;
  tone?: Tone | null;
}) {
  return (
    <div class={`metric ${props.tone ? `tone-${props.tone}` : ''}`}>
      <span class="label">{props.label}</span>
      <Value value={props.value} format={props.format} reason={props.reason} />
      {props.note ? <span class="note">{props.note}</span> : null}
    </div>
  );
}

export function Metrics(props: { children: ComponentChildren }) {
  return <div class="metrics">{props.children}</div>;
}

export type Tone = 'green' | 'yellow' | 'red';

/** The error envelope in Spanish, with the API's detail and request id for support. */
export function ErrorBox(props: { error: Error }) {
  const { error } = props;
  return (
    <div class="error" role="alert">
      <strong>{error.message}</strong>
      {error instanceof ApiError ? (
        <small>
          {error.detail}
          {error.requestId ? ` (solicitud ${error.requestId})` : ''}
        </small>
      ) : null}
    </div>
  );
}

export function Loading() {
  return (
    <p class="loading" aria-busy="true">
      Cargando…
    </p>
  );
}

/** Renders `children(data)` once loaded; the error or "Cargando…" otherwise. */
export function Loaded<T>(props: {
  resource: { data: T | null; error: Error | null; loading: boolean };
  children: (data: T) => ComponentChildren;
}) {
  const { data, error, loading } = props.resource;
  if (error) return <ErrorBox error={error} />;
  if (data === null || (loading && data === null)) return <Loading />;
  return <>{props.children(data)}</>;
}

/** The branch's current calendar date (its time zone). */
export function useBranchToday(): string {
  const { branch } = useDashboard();
  return businessDateOf(new Date(), branch.timezone);
}

export interface Period {
  from: string;
  to: string;
}

const PRESETS = [
  { id: 'ayer', label: 'Ayer', days: 1 },
  { id: '7', label: '7 días', days: 7 },
  { id: '30', label: '30 días', days: 30 },
  { id: '90', label: '90 días', days: 90 },
] as const;

/**
 * The closed days a page reads: `?desde=&hasta=` in the hash route, else the last 7 days before
 * today (today is still open: its numbers come from the live endpoints, on Hoy).
 */
export function usePeriod(params: URLSearchParams): Period {
  const today = useBranchToday();
  const from = params.get('desde');
  const to = params.get('hasta');
  if (from && to && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to)) return { from, to };
  return { from: addDays(today, -7), to: addDays(today, -1) };
}

export function PeriodPicker(props: { period: Period }) {
  const today = useBranchToday();
  const { period } = props;
  const choose = (days: number) =>
    setRouteParams({ desde: addDays(today, -days), hasta: addDays(today, -1) });
  return (
    <div class="period">
      <fieldset class="presets">
        <legend class="visually-hidden">Periodo</legend>
        {PRESETS.map((preset) => {
          const active = period.to === addDays(today, -1) && period.from === addDays(today, -preset.days);
          return (
            <button
              type="button"
              key={preset.id}
              class={active ? 'chip active' : 'chip'}
              aria-pressed={active}
              onClick={() => choose(preset.days)}
            >
              {preset.label}
            </button>
          );
        })}
      </fieldset>
      <form
        class="dates"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setRouteParams({ desde: String(form.get('desde')), hasta: String(form.get('hasta')) });
        }}
      >
        <label>
          Desde <input type="date" name="desde" value={period.from} max={today} required />
        </label>
        <label>
          Hasta <input type="date" name="hasta" value={period.to} max={today} required />
        </label>
        <button type="submit" class="chip">
          Ver
        </button>
      </form>
      <p class="period-text">
        {period.from === period.to
          ? formatDate(period.from)
          : `Del ${formatDate(period.from)} al ${formatDate(period.to, { year: true })}`}
      </p>
    </div>
  );
}

/**
 * An Observable Plot chart, drawn at the width of its container (and again when it changes: a phone
 * turned sideways). `render` gets the width and returns Plot's element.
 */
export function Chart(props: { render: (width: number) => Element; label: string; deps: unknown[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      setWidth((previous) => (Math.abs(previous - next) > 8 ? next : previous));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = container.current;
    if (!element || width === 0) return;
    const chart = props.render(width);
    element.replaceChildren(chart);
    return () => chart.remove();
  }, [width, ...props.deps]);
  return <div class="chart" ref={container} role="img" aria-label={props.label} />;
}

/** A benchmark status (green, yellow, red) as the API names it, or from a value and its thresholds. */
export function toneOf(status: string | null | undefined): Tone | null {
  return status === 'green' || status === 'yellow' || status === 'red' ? status : null;
}

export const TONE_NAMES: Record<Tone, string> = { green: 'bien', yellow: 'atención', red: 'alerta' };
