/** The dashboard's entry: reads config.json, then renders the app (an external module: the CSP allows no inline script). */
import { render } from 'preact';
import { App, preloadPage } from './app.tsx';
import { startBootReads } from './lib/boot-reads.ts';
import { loadConfig } from './lib/config.ts';
import { routeOf } from './lib/route.ts';
import { PAGES } from './pages/registry.ts';
import './styles.css';

// The page of the address starts loading now, and the account and the page's first reads are
// asked for, beside config.json instead of after it and after one another: on a slow phone that is
// two round trips less before the first figure (lib/boot-reads.ts).
const landing = PAGES.find((page) => page.path === routeOf(location.hash).path) ?? PAGES[0]!;
preloadPage(landing);
startBootReads(landing);

const root = document.getElementById('app')!;
loadConfig().then(
  (config) => render(<App config={config} />, root),
  (error: Error) => {
    root.textContent = `No se pudo cargar la configuración del tablero (${error.message}).`;
  },
);
