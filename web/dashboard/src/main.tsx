/** The dashboard's entry: reads config.json, then renders the app (an external module: the CSP allows no inline script). */
import { render } from 'preact';
import { App } from './app.tsx';
import { loadConfig } from './lib/config.ts';
import './styles.css';

const root = document.getElementById('app')!;
loadConfig().then(
  (config) => render(<App config={config} />, root),
  (error: Error) => {
    root.textContent = `No se pudo cargar la configuración del tablero (${error.message}).`;
  },
);
