/**
 * `npm run bench -- dashboard`: how long an owner on a slow phone waits for Hoy's first figure.
 * Chromium (Debian's, through playwright-core) on a throttled profile set over the DevTools protocol
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×), the cache disabled: each run
 * reloads `#/hoy` and times from the navigation's start to the first figure on screen
 * (`.metric .value`), the dashboard served by the local stack as `npm start` serves it. The target
 * (issue 32): within 1 s.
 *
 * The time is taken in the page (noteFirstFigure), not when Playwright finds the element: its
 * waits poll at 20, 50, 100, 100 and then every 500 ms, which added up to half a second to a run.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createOwnedBranch } from '../local/owned-branch.ts';
import { buildDashboard } from '../web/tooling/build-dashboard.ts';
import {
  BENCH_TIME_ZONE,
  type BenchSuite,
  type BenchTable,
  type Timing,
  timingOf,
  withBenchStack,
} from './harness.ts';

const CHROMIUM = '/usr/bin/chromium';
const TARGET_MS = 1_000;
const PROFILE = { latencyMs: 150, downloadBps: 1_600_000, uploadBps: 750_000, cpuSlowdown: 4 };

declare global {
  interface Window {
    /** performance.now() of the frame that first paints a figure (set by noteFirstFigure). */
    firstFigureMs?: number;
  }
}

/**
 * Run in every page before its own scripts: watches the document and, once a `.metric .value` is
 * in it, notes the time of the next animation frame (the frame that paints it).
 */
function noteFirstFigure() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.metric .value')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.firstFigureMs = performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
}

/** A table opened and closed a minute ago in the branch's zone, so Hoy has a figure to show. */
async function sendLiveTable(url: string, branchId: string, apiKey: string) {
  const at = (agoMs: number) =>
    `${new Date(Date.now() - 6 * 3_600_000 - agoMs).toISOString().slice(0, 19)}-06:00`;
  for (const [attributes, ago] of [
    [{ event: 'table_opened', table_id: 'B1', covers: 2, waiter_name: 'Ana López' }, 120_000],
    [
      {
        event: 'table_closed',
        table_id: 'B1',
        total_cents: 35_000,
        payments: [{ payment_type: 'card', amount_cents: 35_000 }],
      },
      60_000,
    ],
  ] as const) {
    const response = await fetch(`${url}/api/v1/live/update`, {
      method: 'POST',
      headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json', 'X-Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        data: {
          type: 'live-update',
          attributes: { branch_identifier: branchId, occurred_at: at(ago), ...attributes },
        },
      }),
    });
    if (response.status !== 202) throw new Error(`live update: ${response.status} ${await response.text()}`);
  }
}

/** Signed in at full speed: the runs measure a returning owner opening Hoy, not the sign-in. */
async function signIn(page: Page, url: string, owner: { email: string; password: string }) {
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', owner.email);
  await page.fill('#password', owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.locator('nav').waitFor();
}

/** PROFILE over the DevTools protocol, the cache disabled, and noteFirstFigure in every page. */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBps / 8,
    uploadThroughput: PROFILE.uploadBps / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await context.addInitScript(noteFirstFigure);
}

/** Reloads `#/hoy` `runs` times; each sample is the page's time to its first figure. */
async function timeFirstFigures(page: Page, url: string, runs: number, log: (line: string) => void) {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${url}/#/hoy`);
    await page.reload();
    await page.waitForFunction(() => window.firstFigureMs !== undefined);
    samples.push(await page.evaluate(() => window.firstFigureMs!));
    log(`dashboard: run ${run + 1}/${runs}: ${samples.at(-1)!.toFixed(0)} ms`);
  }
  return timingOf(samples);
}

/** The last run's waterfall: what the first figure waited for. */
function lastRunWaterfall(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        request: new URL(resource.name).pathname.replace(/-[A-Za-z0-9_-]{8}[.]/, '.'),
        'start ms': Math.round(resource.startTime),
        'first byte after ms': Math.round(resource.responseStart - resource.startTime),
        'end ms': Math.round(resource.responseEnd),
        'KB on the wire': Number((resource.transferSize / 1024).toFixed(1)),
      };
    }),
  );
}

function dashboardTables(timing: Timing, waterfall: BenchTable['rows']): BenchTable[] {
  return [
    {
      title: "Dashboard: Hoy's first figure, throttled phone (cold cache)",
      rows: [
        {
          page: 'Hoy',
          runs: timing.samples,
          'p50 ms': Math.round(timing.p50),
          'p95 ms': Math.round(timing.p95),
          'within 1 s': timing.p95 <= TARGET_MS ? 'yes' : 'NO',
        },
      ],
      notes: [
        `Profile: ${PROFILE.latencyMs} ms added latency, ${PROFILE.downloadBps / 1e6} Mbps down, ${PROFILE.uploadBps / 1e3} kbps up, CPU ${PROFILE.cpuSlowdown}× slower (Chrome DevTools protocol), cache disabled; viewport 390 × 844.`,
        'Time from the navigation start to the animation frame that first paints a `.metric .value` (performance.now() in the page, noted by a MutationObserver), signed in already: index.html, config.json, the entry and Hoy chunks, the account and the live reads.',
      ],
    },
    {
      title: "Dashboard: the last run's requests (Resource Timing, ms from the navigation's start)",
      rows: waterfall,
      notes: [
        'index.html is the navigation itself (not listed): everything starts after it.',
        '"first byte after" is the wait for the answer to begin: the 150 ms of added latency plus the local server\'s time (which grows with the machine\'s load; in AWS each read is a Lambda of its own).',
      ],
    },
  ];
}

export const dashboardBench: BenchSuite = {
  name: 'dashboard',
  description: "Hoy's first figure on a throttled phone profile (150 ms RTT, 1.6 Mbps, 4× CPU)",
  async run({ endpoint, log, scale }) {
    await buildDashboard();
    return withBenchStack(endpoint, 'dashboard', {}, async (stack) => {
      const { profile, apiKey, owner } = await createOwnedBranch(stack, {
        name: 'Bench Taquería',
        timezone: BENCH_TIME_ZONE,
        plan: 'pro',
        ownerEmail: 'owner@bench.local',
      });
      await sendLiveTable(stack.url, profile.branch_identifier, apiKey);

      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
      try {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
        const page = await context.newPage();
        page.setDefaultTimeout(120_000);
        await signIn(page, stack.url, owner);
        await throttle(context, page);
        const timing = await timeFirstFigures(page, stack.url, Math.max(3, Math.round(7 * scale)), log);
        return dashboardTables(timing, await lastRunWaterfall(page));
      } finally {
        await browser.close();
      }
    });
  },
};
