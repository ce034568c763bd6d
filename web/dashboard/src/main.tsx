/** The dashboard's entry: reads config.json, then renders the app (an external module: the CSP allows no inline script). */
import { render } from 'preact';
import { App } from './app.tsx';
import { loadConfig } from './lib/config.ts';
import { routeOf } from './lib/route.ts';
import { PAGES } from './pages/registry.ts';
import './styles.css';

// The page of the address starts loading now, beside config.json, the sign-in and the account,
// instead of after them: on a slow phone that is one round trip less before the first figure.
void (PAGES.find((page) => page.path === routeOf(location.hash).path) ?? PAGES[0])?.load().catch(() => {
  // The shell loads it again when it shows the page, and says so if it still fails.
});

const root = document.getElementById('app')!;
loadConfig().then(
  (config) => render(<App config={config} />, root),
  (error: Error) => {
    root.textContent = `No se pudo cargar la configuración del tablero (${error.message}).`;
  },
);
