/**
 * index.html's inline script (web/tooling/build-dashboard.ts bundles it): starts the account and the
 * landing page's first reads as the page is parsed, while the app's scripts are still on their
 * way, so on a slow phone the reads travel beside the scripts instead of after them. The app takes
 * the answers from the shared early reads (lib/early-reads.ts); if this script does not run, the
 * entry starts the same reads itself (main.tsx).
 */
import { startBootReads } from './lib/boot-reads.ts';

startBootReads(location.hash);

// index.html's "Cargando…" is replaced by the app. If the app's scripts never arrive (a lost
// connection, a blocked script), the page says so instead of loading forever.
const SCRIPTS_MISSING_MS = 20_000;
setTimeout(() => {
  const boot = document.querySelector('#app > .boot');
  if (boot) {
    boot.textContent = 'El tablero no terminó de cargar: revisa tu conexión a internet y recarga la página.';
    boot.setAttribute('role', 'alert');
  }
}, SCRIPTS_MISSING_MS);
