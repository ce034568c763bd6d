/**
 * The dashboard's pages, in the order of the navigation. A page is a component that gets the hash
 * route's parameters and reads the chosen branch from useDashboard().

 */
import type { FunctionComponent } from 'preact';
import { Alertas } from './alertas.tsx';
import { Asistente } from './asistente.tsx';
import { Bitacora } from './bitacora.tsx';
import { Caja } from './caja.tsx';
import { Captura } from './captura.tsx';
import { Compras } from './compras.tsx';
import { Costos } from './costos.tsx';
import { Desarrolladores } from './desarrolladores.tsx';
import { Hoy } from './hoy.tsx';
import { Menu } from './menu.tsx';
import { Ventas } from './ventas.tsx';

export interface PageProps {
  params: URLSearchParams;
}

export interface PageEntry {
  /** The hash route: `#/<path>`. */
  path: string;
  label: string;
  component: FunctionComponent<PageProps>;
}

export const PAGES: readonly PageEntry[] = [
  { path: 'hoy', label: 'Hoy', component: Hoy },
  { path: 'ventas', label: 'Ventas', component: Ventas },
  { path: 'menu', label: 'Menú', component: Menu },
  { path: 'caja', label: 'Caja', component: Caja },
  { path: 'costos', label: 'Costos', component: Costos },
  { path: 'compras', label: 'Compras', component: Compras },
  { path: 'captura', label: 'Captura', component: Captura },
  { path: 'alertas', label: 'Alertas', component: Alertas },
  { path: 'bitacora', label: 'Bitácora', component: Bitacora },
  { path: 'asistente', label: 'Asistente', component: Asistente },
  { path: 'desarrolladores', label: 'Desarrolladores', component: Desarrolladores },
];
