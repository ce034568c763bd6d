/**
 * The dashboard's entry: reads config.json, then renders the app (an external module: the CSP
 * allows no inline script but index.html's boot script, by its hash).
 */
import { render } from 'preact';
import { App, preloadPage } from './app.tsx';
import { startBootReads } from './lib/boot-reads.ts';
import { loadConfig } from './lib/config.ts';
import { routeOf } from './lib/route.ts';
import { PAGES } from './pages/registry.ts';
import './styles.css';

// The page of the address starts loading now. The account and the page's first reads were asked
// for by index.html's boot script as the page was parsed (boot.ts); any it did not start (the script
// blocked, an old index.html) start here, still beside config.json (lib/boot-reads.ts).
const landing = PAGES.find((page) => page.path === routeOf(location.hash).path) ?? PAGES[0]!;
preloadPage(landing);
startBootReads(location.hash);

const root = document.getElementById('app')!;
loadConfig().then(
  (config) => render(<App config={config} />, root),
  (error: Error) => {
    root.textContent = `No se pudo cargar la configuración del tablero (${error.message}).`;
  },
);
