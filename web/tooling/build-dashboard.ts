/**
 * `npm run build:dashboard`: the owner's dashboard (web/dashboard, Vite + Preact + Observable Plot)
 * built into build/dashboard (gitignored): index.html, an external module script (the shell) and
 * one chunk per page, loaded when the page is first visited, and stylesheets, with hashed names under
 * assets/, nothing loaded from a CDN. The local server serves the folder at
 * `/` (with a generated config.json); in AWS it is the S3 origin's `dashboard/` (infra/hosting.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { DASHBOARD_BUILD_DIR } from './dashboard-config.ts';

const APP_DIR = fileURLToPath(new URL('../dashboard/', import.meta.url));

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

/** The boot script (src/boot.ts) bundled alone: one minified IIFE, no imports, for index.html. */
async function bootScript(): Promise<string> {
  const output = await build({
    root: APP_DIR,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: path.join(APP_DIR, 'src/boot.ts'), formats: ['iife'], name: 'dashboardBoot' },
      reportCompressedSize: false,
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rolldown.RolldownOutput).output[0];
  return chunk.code.trim();
}

/**
 * The boot script inline, after the `<title>` (the charset stays in the first 1,024 bytes) and
 * before every request the page makes: it runs as the parser reaches it, before any of the app's
 * scripts has arrived, and starts the account and Hoy's reads (src/boot.ts). Inline, not a file: a
 * file would be one more round trip before the reads could start. The CSP lets it run by its hash
 * (web/tooling/security-headers.ts, inlineScriptHashes).
 */
function inlineBootScript(code: string): Plugin {
  return {
    name: 'dashboard-inline-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('</title>'))
          throw new Error('index.html has no <title> to put the boot script after');
        if (code.includes('</script')) throw new Error('the boot script would end its own <script> element');
        return html.replace('</title>', () => `</title>\n    <script>${code}</script>`);
      },
    },
  };
}

/** `manifest`: also write Vite's .vite/manifest.json (the chunk graph), for the first-load measure. */
export async function buildDashboard(
  outDir = DASHBOARD_BUILD_DIR,
  options: { manifest?: boolean } = {},
): Promise<string> {
  const boot = await bootScript();
  await build({
    root: APP_DIR,
    base: '/',
    configFile: false,
    logLevel: 'warn',
    // Preact's automatic JSX runtime (no React): the page imports preact/jsx-runtime.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    plugins: [preloadLandingPage(), inlineBootScript(boot)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // No inline script but the boot script: the CSP allows scripts from the page's origin and
      // that script by its hash only.
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
