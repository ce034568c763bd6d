/** The small pieces every page is made of: cards, figures, "sin datos", errors, loading states, charts. */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { businessToday } from '../../../../shared/domain/business-day.ts';
import type { STATUS_COLOURS } from '../../../../shared/domain/responses/common.ts';
import { ApiError } from '../lib/api.ts';
import { SignInError } from '../lib/auth.ts';
import { type FetchState, viewOf } from '../lib/fetch-state.ts';
import { FormInvalid } from '../lib/form-check.ts';
import { formatTime } from '../lib/format.ts';
import { useDashboard } from './context.ts';

/** The period picker the shell hands the page, shown under its heading (null on pages without one). */
export const PeriodSlot = createContext<ComponentChildren>(null);

/** Set by the shell when the owner follows a link: the next page's heading takes the focus. */
let focusNextHeading = false;
export const focusHeadingOnNextPage = () => {
  focusNextHeading = true;
};

export function Page(props: {
  title: string;
  subtitle?: ComponentChildren;
  actions?: ComponentChildren;
  children: ComponentChildren;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const period = useContext(PeriodSlot);
  useEffect(() => {
    if (!focusNextHeading) return;
    focusNextHeading = false;
    heading.current?.focus();
  }, []);
  return (
    <section class="page" aria-labelledby="page-title">
      <header class="page-header">
        <div>
          <h1 id="page-title" tabIndex={-1} ref={heading}>
            {props.title}
          </h1>
          {props.subtitle ? <p class="subtitle">{props.subtitle}</p> : null}
        </div>
        {props.actions ? <div class="page-actions">{props.actions}</div> : null}
      </header>
      {period}
      {props.children}
    </section>
  );
}

/** A card; `level` 1 when it is the page itself (Crear sucursal), so every screen has one h1. */
export function Card(props: { title?: string; children: ComponentChildren; class?: string; level?: 1 | 2 }) {
  const Heading = props.level === 1 ? 'h1' : 'h2';
  return (
    <article class={`card ${props.class ?? ''}`}>
      {props.title ? <Heading class="card-title">{props.title}</Heading> : null}
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
    return <span class="no-data">sin datos{props.reason ? <small>{props.reason}</small> : null}</span>;
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
  // A figure the page cannot show ("sin datos") takes no colour, whatever status came with it.
  const tone = props.value === null || props.value === undefined ? null : props.tone;
  return (
    <div class={`metric ${tone ? `tone-${tone}` : ''}`}>
      <span class="label">{props.label}</span>
      <Value value={props.value} format={props.format} reason={props.reason} />
      {tone ? <span class="visually-hidden">{` (${TONE_NAMES[tone]})`}</span> : null}
      {props.note ? <span class="note">{props.note}</span> : null}
    </div>
  );
}

export function Metrics(props: { children: ComponentChildren }) {
  return <div class="metrics">{props.children}</div>;
}

export type Tone = (typeof STATUS_COLOURS)[number];

/** An error in Spanish (by the API's code), with the request id for support; never the API's English. */
export function ErrorBox(props: { error: Error; title?: string }) {
  const { error } = props;
  return (
    <div class="error" role="alert">
      <strong>{props.title ?? spanishMessage(error)}</strong>
      {props.title ? <span>{spanishMessage(error)}</span> : null}
      {error instanceof ApiError && error.requestId ? (
        <small>
          Folio para soporte: <code>{error.requestId}</code>
        </small>
      ) : null}
    </div>
  );
}

/** The sentence for any error: the API's in Spanish by code; ours are Spanish already; else a generic one. */
export function spanishMessage(error: Error): string {
  if (error instanceof ApiError || error instanceof FormInvalid) return error.message;
  if (error instanceof SignInError) return 'No se pudo completar el inicio de sesión: vuelve a intentar.';
  return 'Algo salió mal en el tablero: recarga la página.';
}

/** How long "Cargando…" stays alone before it also says what may be wrong. */
const SLOW_LOAD_MS = 15_000;

/** "Cargando…", and after SLOW_LOAD_MS why it may not end, with a way out: never a wait without a word. */
export function Loading(props: { label?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p class="loading" role="status" aria-busy="true">
      {props.label ?? 'Cargando…'}
      {slow ? (
        <small>
          {' '}
          Está tardando más de lo normal: revisa tu conexión.{' '}
          <button type="button" class="link" onClick={() => location.reload()}>
            Recargar la página
          </button>
        </small>
      ) : null}
    </p>
  );
}

/**
 * Renders `children(data)` once loaded. While another period loads, the old figures are dimmed and
 * marked as being replaced; a failed refresh keeps the last good figures with a notice of when they
 * were read (lib/fetch-state.ts says when each applies).
 */
export function Loaded<T>(props: { resource: FetchState<T>; children: (data: T) => ComponentChildren }) {
  const { branch } = useDashboard();
  const view = viewOf(props.resource);
  if (view.kind === 'error') return <ErrorBox error={view.error} />;
  if (view.kind === 'loading') return <Loading />;
  return (
    <div class={view.stale ? 'loaded stale' : 'loaded'} aria-busy={view.loading ? 'true' : undefined}>
      {view.stale ? (
        <p class="replacing" role="status">
          Cargando las cifras del periodo nuevo…
        </p>
      ) : null}
      {view.refreshError ? (
        <div class="notice" role="status">
          <strong>No se pudo actualizar.</strong>{' '}
          {view.readAt
            ? `Estas cifras son de las ${formatTime(new Date(view.readAt).toISOString(), branch.timezone)}.`
            : ''}{' '}
          {spanishMessage(view.refreshError)}
          {view.refreshError instanceof ApiError && view.refreshError.requestId ? (
            <small>
              {' '}
              Folio: <code>{view.refreshError.requestId}</code>
            </small>
          ) : null}
        </div>
      ) : null}
      <div class="figures" inert={view.stale ? true : undefined}>
        {props.children(view.data)}
      </div>
    </div>
  );
}

/** The branch's business today, as the API's `period=today` counts it (its zone and cutoff hour). */
export function useBranchToday(): string {
  const { branch } = useDashboard();
  return businessToday(new Date(), branch.timezone, branch.business_day_cutoff_hour);
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
    // The container (role="img") carries the chart's text; Plot's own labels inside would be read
    // as stray fragments (and Plot's aria-label on <g> is not allowed there).
    chart.setAttribute('aria-hidden', 'true');
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

/** A benchmark badge (bien, atención, alerta), or nothing without a status. */
export function StatusBadge(props: { status: string | null | undefined }) {
  const tone = toneOf(props.status);
  return tone ? <span class={`badge tone-${tone}`}>{TONE_NAMES[tone]}</span> : null;
}
