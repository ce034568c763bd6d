/**
 * index.html's inline script (web/build-dashboard.ts bundles it): starts the account and the
 * landing page's first reads as the page is parsed, while the app's scripts are still on their
 * way, so on a slow phone the reads travel beside the scripts instead of after them. The app takes
 * the answers from the shared early reads (lib/early-reads.ts); if this script does not run, the
 * entry starts the same reads itself (main.tsx).
 */
import { startBootReads } from './lib/boot-reads.ts';

startBootReads(location.hash);
