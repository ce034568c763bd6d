/**
 * `npm run screenshots`: every page of the dashboard, at phone (390 × 844) and desktop (1280 × 900)
 * size, saved as docs/screenshots/<page>-<phone|desktop>.png. It starts its own stack (DynamoDB Local
 * on a free port, the local stack, the built dashboard), loads simulated weeks of a taquería into a
 * demo branch as `npm start -- --demo` does, signs its owner in through the local issuer's page in
 * Debian's Chromium (playwright-core), and photographs each page of the navigation over the last
 * seven simulated days.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { storeDemoForecasts } from '../local/demo-forecast.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { createOwnedBranch } from '../local/owned-branch.ts';
import { TAQUERIA } from '../local/simulator/concepts.ts';
import { simulate } from '../local/simulator/run.ts';
import { createPosClientSender } from '../local/simulator/sender.ts';
import { startLocalStack } from '../local/stack.ts';
import { createTerminalLogger, terminalLogLevel } from '../local/terminal-logger.ts';
import { buildDashboard } from '../web/tooling/build-dashboard.ts';

const OUT_DIR = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
/** Four weeks: every page has a closed week to show and last week to compare with. */
const DAYS = 28;
const SEED = 7;
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

await buildDashboard();
const dynamo = await startDynamoDbLocal();
// As `npm start`: warnings and errors as plain lines, not one JSON line a simulated request.
const stack = await startLocalStack({
  endpoint: dynamo.endpoint,
  tableName: `screenshots-${randomUUID()}`,
  logger: createTerminalLogger(terminalLogLevel(false)),
});
try {
  const { profile, apiKey, owner } = await createOwnedBranch(stack, {
    name: 'Demo Taquería',
    timezone: TAQUERIA.timezone,
    plan: 'enterprise',
    ownerEmail: 'owner@demo.local',
  });
  const branchId = profile.branch_identifier;
  const { email, password } = owner;

  console.log(`screenshots: simulating ${DAYS} days…`);
  const result = await simulate({
    seed: SEED,
    days: DAYS,
    branches: [
      {
        branchId,
        concept: TAQUERIA,
        index: 0,
        sender: createPosClientSender({ baseUrl: stack.url, branchId, apiKey }),
      },
    ],
  });
  await stack.pipeline?.drain();
  // Hoy's pace: today's forecast as yesterday's close would have stored it (npm start's demo too).
  await storeDemoForecasts(stack.deps, branchId);
  const to = result.branches[0]!.to;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);

  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, locale: 'es-MX', deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      await page.goto(`${stack.url}/`);
      await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
      await page.fill('#email', email);
      await page.fill('#password', password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.locator('nav').waitFor();
      const paths = await page.$$eval('nav a[href^="#/"]', (links) =>
        links
          .map((link) => link.getAttribute('href')!.split('?')[0]!)
          .filter((href) => href !== '#/nueva-sucursal'),
      );
      for (const path of paths) {
        await page.goto(`${stack.url}/${path}?desde=${from}&hasta=${to}`);
        await page.locator('h1').first().waitFor();
        await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
        // Charts draw after their container is measured.
        await page.waitForTimeout(300);
        const file = `${OUT_DIR}${path.slice(2)}-${size}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshots: ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.close();
  await dynamo.stop();
}
