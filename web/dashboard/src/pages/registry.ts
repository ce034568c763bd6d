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

export const PAGES: readonly PageEntry[] = [
  {
    path: 'hoy',
    label: 'Hoy',
    period: false,
    load: () => import('./hoy.tsx').then((m) => m.Hoy),
  },
  {
    path: 'manana',
    label: 'Mañana',
    period: false,
    load: () => import('./manana.tsx').then((m) => m.Manana),
  },
  { path: 'ventas', label: 'Ventas', period: true, load: () => import('./ventas.tsx').then((m) => m.Ventas) },
  { path: 'menu', label: 'Menú', period: true, load: () => import('./menu.tsx').then((m) => m.Menu) },
  { path: 'caja', label: 'Caja', period: true, load: () => import('./caja.tsx').then((m) => m.Caja) },
  { path: 'costos', label: 'Costos', period: true, load: () => import('./costos.tsx').then((m) => m.Costos) },
  {
    path: 'compras',
    label: 'Compras',
    period: false,
    load: () => import('./compras.tsx').then((m) => m.Compras),
  },
  {
    path: 'captura',
    label: 'Captura',
    period: false,
    load: () => import('./captura.tsx').then((m) => m.Captura),
  },
  {
    path: 'alertas',
    label: 'Alertas',
    period: true,
    load: () => import('./alertas.tsx').then((m) => m.Alertas),
  },
  {
    path: 'bitacora',
    label: 'Bitácora',
    period: true,
    load: () => import('./bitacora.tsx').then((m) => m.Bitacora),
  },
  {
    path: 'asistente',
    label: 'Asistente',
    period: false,
    load: () => import('./asistente.tsx').then((m) => m.Asistente),
  },
  {
    path: 'desarrolladores',
    label: 'Desarrolladores',
    period: false,
    load: () => import('./desarrolladores.tsx').then((m) => m.Desarrolladores),
  },
];
