/**
 * The dashboard's pages, in the order of the navigation. Each is loaded when first visited (a
 * dynamic import: its own chunk), so the first page does not carry the others, nor Observable Plot
 * unless it charts. A page with `period: true` reads closed days: the shell shows the period picker
 * above it and hands it the checked period.
 */
import type { FunctionComponent } from 'preact';
import type { PageProps } from '../ui/page-props.ts';

export interface PageEntry {
  /** The hash route: `#/<path>`. */
  path: string;
  label: string;
  /** Whether the page reads a period of closed days (the shell's picker). */
  period: boolean;
  load(): Promise<FunctionComponent<PageProps>>;
}

/** A page of the navigation that reads no period of closed days. */
function page(path: string, label: string, load: PageEntry['load']): PageEntry {
  return { path, label, period: false, load };
}

/** A page that reads a period of closed days: the shell shows the period picker above it. */
function periodPage(path: string, label: string, load: PageEntry['load']): PageEntry {
  return { path, label, period: true, load };
}

export const PAGES: readonly PageEntry[] = [
  page('hoy', 'Hoy', () => import('./hoy.tsx').then((m) => m.Hoy)),
  page('manana', 'Mañana', () => import('./manana.tsx').then((m) => m.Manana)),
  periodPage('ventas', 'Ventas', () => import('./ventas.tsx').then((m) => m.Ventas)),
  periodPage('menu', 'Menú', () => import('./menu.tsx').then((m) => m.Menu)),
  periodPage('caja', 'Caja', () => import('./caja.tsx').then((m) => m.Caja)),
  periodPage('costos', 'Costos', () => import('./costos.tsx').then((m) => m.Costos)),
  page('compras', 'Compras', () => import('./compras.tsx').then((m) => m.Compras)),
  page('captura', 'Captura', () => import('./captura.tsx').then((m) => m.Captura)),
  periodPage('alertas', 'Alertas', () => import('./alertas.tsx').then((m) => m.Alertas)),
  periodPage('bitacora', 'Bitácora', () => import('./bitacora.tsx').then((m) => m.Bitacora)),
  page('asistente', 'Asistente', () => import('./asistente.tsx').then((m) => m.Asistente)),
  page('desarrolladores', 'Desarrolladores', () =>
    import('./desarrolladores.tsx').then((m) => m.Desarrolladores),
  ),
];
