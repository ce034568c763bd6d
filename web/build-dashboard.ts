/**
 * `npm run build:dashboard`: the owner's dashboard (web/dashboard, Vite + Preact + Observable Plot)
 * built into build/dashboard (gitignored): index.html, an external module script (the shell) and
 * one chunk per page, loaded when the page is first visited, and stylesheets, with hashed names under
 * assets/, nothing loaded from a CDN. The local server serves the folder at
 * `/` (with a generated config.json); in AWS it is the S3 origin's `dashboard/` (infra/hosting.ts).
 */
import { fileURLToPath } from 'node:url';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';
import { DASHBOARD_BUILD_DIR } from './dashboard-config.ts';

const APP_DIR = fileURLToPath(new URL('./dashboard/', import.meta.url));

/** The page an owner lands on (`/` is `#/hoy`): its chunk is fetched beside the entry's. */
const LANDING_PAGE = '/src/pages/hoy.tsx';

/**
 * `<link rel="modulepreload">` in index.html for the landing page's chunk and its static imports,
 * so the browser fetches them beside the entry instead of after the entry has run (one round trip
 * less before Hoy's first figure). A phone that opens another page fetches those few KB for nothing.
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'dashboard-preload-landing-page',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_PAGE));
        if (!landing) throw new Error(`the landing page ${LANDING_PAGE} has no chunk of its own`);
        const files = [landing.fileName, ...landing.imports].filter((file) => !html.includes(`/${file}"`));
        return files.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/** `manifest`: also write Vite's .vite/manifest.json (the chunk graph), for the first-load measure. */
export async function buildDashboard(
  outDir = DASHBOARD_BUILD_DIR,
  options: { manifest?: boolean } = {},
): Promise<string> {
  await build({
    root: APP_DIR,
    base: '/',
    configFile: false,
    logLevel: 'warn',
    // Preact's automatic JSX runtime (no React): the page imports preact/jsx-runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    plugins: [preloadLandingPage()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // No inline script anywhere: the CSP allows scripts from the page's origin only.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      manifest: options.manifest ?? false,
    },
  });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`built ${await buildDashboard()}`);
}
