/**
 * The dashboard's shell in a real browser (Debian's Chromium driven by playwright-core) against the
 * local stack: the period carried from page to page in the address, a reversed range refused in
 * Spanish before any request, the old period's figures dimmed while the new ones load, a failed
 * refresh on Hoy keeping its figures with a notice, Hoy reloaded with its reads beside the
 * account's (each asked for once), the skip link, the focus and the title on navigation, the first
 * invalid field of a refused capture, and axe-core (WCAG 2.2 A and AA) with no serious or critical
 * violation on any page, at the phone's size and the desktop's.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { BUSINESS_DATE, EXPECTED, endOfDayCalls, setupCalls } from '../../fixtures/end-of-day.ts';
import { axeViolations, smallTargets } from '../../support/axe.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
  wide: { width: 1440, height: 900 },
} as const;
/** The sizes every page is checked at (axe, targets, no sideways scroll); `wide` is Menú's chart's too. */
const PAGE_SIZES = ['phone', 'desktop'] as const;
const WAIT = { timeout: 20_000 };
const PASSWORD = 'una-contraseña-larga';
const DAY = `desde=${BUSINESS_DATE}&hasta=${BUSINESS_DATE}`;
const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

let stack: TestStack;
let browser: Browser;
const email = `duena-${randomUUID()}@taqueria.test`;
let branchId = '';
let apiKey = '';
/** What the live updates of today add up to: Hoy's "Vendido hasta ahora". */
let liveTotalCents = 0;

beforeAll(async () => {
  await ensureWebBuilds();
  stack = await startTestStack();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A context that lets the test inject axe-core's script (the app's CSP allows no inline script). */
async function open(size: keyof typeof SIZES): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: SIZES[size], locale: 'es-MX', bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT.timeout);
  return { context, page };
}

/**
 * The chart names drawn past their chart's edges (clipped: "Bebib" for "Bebidas"), and how many
 * names were drawn at all, so a page without a chart does not pass for one whose names fit.
 */
async function chartNames(page: Page): Promise<{ drawn: number; outside: string[] }> {
  return page.$$eval('.chart svg', (charts) => {
    const outside: string[] = [];
    let drawn = 0;
    for (const chart of charts) {
      const frame = chart.getBoundingClientRect();
      for (const text of chart.querySelectorAll('text')) {
        const box = text.getBoundingClientRect();
        if (box.width === 0) continue;
        drawn += 1;
        const past = box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1;
        if (past || box.bottom > frame.bottom + 1) outside.push(text.textContent ?? '');
      }
    }
    return { drawn, outside };
  });
}

async function signIn(page: Page, create: boolean) {
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.getByRole('button', { name: create ? 'Crear cuenta' : 'Entrar' }).click();
  // The issuer is on the same origin: signed in is the app's layout (or its first branch), not a URL.
  if (create) await page.getByRole('heading', { name: 'Crea tu primera sucursal' }).waitFor();
  else await page.locator('nav').waitFor();
}

/** The page's figures are in: no read on its way, the heading drawn. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/** A live table opened and closed a minute ago (the branch's today), as a POS would send it. */
async function sendLiveTable(tableId: string, totalCents: number) {
  const at = (offsetMs: number) =>
    `${new Date(Date.now() - 6 * 3_600_000 - offsetMs).toISOString().slice(0, 19)}-06:00`;
  for (const [attributes, when] of [
    [{ event: 'table_opened', table_id: tableId, covers: 2, waiter_name: 'Ana López' }, 120_000],
    [
      {
        event: 'table_closed',
        table_id: tableId,
        total_cents: totalCents,
        payments: [{ payment_type: 'card', amount_cents: totalCents }],
      },
      60_000,
    ],
  ] as const) {
    const sent = await stack.request('POST', '/api/v1/live/update', {
      apiKey,
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'live-update',
          attributes: { branch_identifier: branchId, occurred_at: at(when), ...attributes },
        },
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  }
  liveTotalCents += totalCents;
}

/** The branch every test reads: created in the dashboard, a closed day and a live table sent with its key. */
async function createBranch() {
  {
    const { context, page } = await open('desktop');
    await signIn(page, true);
    await page.getByLabel('Nombre de la sucursal').fill('Taquería del Periodo');
    await page.getByRole('button', { name: 'Crear sucursal' }).click();
    apiKey = (await page.getByTestId('api-key').textContent())!.trim();
    branchId = (await page.getByText(/Identificador de la sucursal:/).textContent())!.replace(/.*:\s*/, '');
    for (const call of [...setupCalls(branchId), ...endOfDayCalls(branchId)]) {
      const sent = await stack.request('POST', call.path, {
        apiKey,
        idempotencyKey: call.idempotencyKey,
        body: call.body,
      });
      expect(sent.status, call.path).toBeLessThan(300);
    }
    await stack.pipeline!.drain();
    await sendLiveTable('M1', 35_000);
    await context.close();
  }
}

describe('the dashboard shell, in the browser', () => {
  beforeAll(createBranch, 180_000);

  it('carries the period from page to page and refuses a reversed range before any request', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await open('desktop');
    await signIn(page, false);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/intelligence/')) reads.push(request.url());
    });

    // Two dates chosen on Ventas…
    await page.goto(`${stack.url}/#/ventas`);
    await settled(page);
    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Elegir fechas…' });
    await page.getByLabel('Desde').fill(BUSINESS_DATE);
    await page.getByLabel('Hasta').fill(BUSINESS_DATE);
    await page.getByRole('button', { name: 'Ver' }).click();
    await expect.poll(() => page.url(), WAIT).toContain(`#/ventas?${DAY}`);
    const sales = page.locator('.metric', { hasText: 'Ventas totales' });
    await sales.getByText(money(EXPECTED.net_sales_cents)).waitFor();

    // …are Caja's days after following its link, with the day's cash.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Caja' }).click();
    await expect.poll(() => page.url(), WAIT).toContain(`#/caja?${DAY}`);
    await page
      .locator('.ledger div', { hasText: 'Ventas en efectivo' })
      .getByText(money(EXPECTED.cash.cash_sales_cents))
      .waitFor();
    // The new page's heading has the focus and names the document.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Caja');
    expect(await page.title()).toContain('Caja');

    // A preset chosen on Caja goes to Costos as the same preset.
    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Mes pasado' });
    await expect.poll(() => page.url(), WAIT).toContain('#/caja?periodo=mes-pasado');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Costos' }).click();
    await expect.poll(() => page.url(), WAIT).toContain('#/costos?periodo=mes-pasado');
    expect(await page.getByLabel('Periodo', { exact: true }).inputValue()).toBe('mes-pasado');

    // "Desde" after "Hasta": a Spanish message on Desde, which takes the focus; nothing is asked.
    await settled(page);
    const before = reads.length;
    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Elegir fechas…' });
    await page.getByLabel('Desde').fill(BUSINESS_DATE);
    await page.getByLabel('Hasta').fill('2026-03-02');
    await page.getByRole('button', { name: 'Ver' }).click();
    await page.getByRole('alert').getByText('“Desde” es posterior a “Hasta”', { exact: false }).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'desde',
    );
    expect(reads.slice(before)).toEqual([]);
    expect(page.url()).toContain('periodo=mes-pasado');

    // The same range typed into the address: the message, and still no request.
    await page.goto(`${stack.url}/#/ventas?desde=${BUSINESS_DATE}&hasta=2026-03-02`);
    await page.getByText('“Desde” es posterior a “Hasta”', { exact: false }).waitFor();
    expect(reads.filter((url) => url.includes('date_to=2026-03-02'))).toEqual([]);
    await context.close();
  });

  it('dims the old period while the new one loads, and never shows it as the new', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await open('desktop');
    await signIn(page, false);
    await page.goto(`${stack.url}/#/ventas?${DAY}`);
    const sales = page.locator('.metric', { hasText: 'Ventas totales' });
    await sales.getByText(money(EXPECTED.net_sales_cents)).waitFor();

    // The next summary is held until the page has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/intelligence/sales/summary**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Ayer' });
    const summary = page.locator('.card', { hasText: 'Resumen' });
    await summary.locator('.loaded.stale').waitFor();
    await summary.getByText('Cargando las cifras del periodo nuevo…').waitFor();
    expect(await summary.locator('.loaded.stale').getByText(money(EXPECTED.net_sales_cents)).count()).toBe(1);
    release();
    await summary.locator('.loaded:not(.stale)').waitFor();
    expect(await summary.getByText(money(EXPECTED.net_sales_cents)).count()).toBe(0);
    // A day without its corte Z says so once, not "$0.00 −100 %" and "sin datos" under each figure.
    await summary.getByText(/^Sin corte Z del .+: sus ventas se cuentan cuando llegue\.$/).waitFor();
    expect(await summary.locator('.metric').count()).toBe(0);
    await page.unroute('**/api/v1/intelligence/sales/summary**');
    await context.close();
  });

  it('keeps Hoy’s figures when a refresh fails, with the time of the last good read', async () => {
    const { context, page } = await open('phone');
    await signIn(page, false);
    await page.goto(`${stack.url}/#/hoy`);
    const sold = page.locator('.metric', { hasText: 'Vendido hasta ahora' });
    await sold.getByText(money(liveTotalCents)).waitFor();

    await page.route(
      '**/api/v1/live/sales/today**',
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'SVC_ERR_503',
              message: 'Service temporarily unavailable.',
              request_id: 'req-refresh-503',
              docs: 'https://example.test/docs#errors',
            },
          }),
        }),
      { times: 1 },
    );
    // The cash read of this refresh never answers (a phone's lost connection): it must not hold
    // the button, whose next tap sends it afresh.
    let cashReads = 0;
    await page.route('**/api/v1/live/cash/balance**', async (route) => {
      cashReads += 1;
      if (cashReads > 1) await route.continue();
    });
    const refresh = page.getByRole('button', { name: 'Actualizar' });
    await refresh.click();
    const notice = page.locator('.notice');
    await notice.getByText('No se pudo actualizar.').waitFor();
    await notice.getByText(/Estas cifras son de las \d{2}:\d{2}/).waitFor();
    await notice.getByText('req-refresh-503').waitFor();
    expect(await sold.getByText(money(liveTotalCents)).count()).toBe(1);
    expect(await page.getByText('Service temporarily unavailable.').count()).toBe(0);

    expect(await refresh.getAttribute('aria-busy')).toBe('true');

    // The next refresh answers: the notice goes, the new table counts, the cash read is in.
    await sendLiveTable('M2', 12_550);
    await refresh.click();
    await sold.getByText(money(liveTotalCents)).waitFor();
    expect(await notice.count()).toBe(0);
    await page.locator('button[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(cashReads).toBe(2);
    await page.unroute('**/api/v1/live/cash/balance**');
    await context.close();
  }, 120_000);

  it("shows the closed day first once today's corte Z is in, axe-clean", async () => {
    const { context, page } = await open('phone');
    await signIn(page, false);
    // Today's summary as the API answers it once a zout closed the day: a snapshot, the day's sales.
    const closed = { total: 1_234_550, withoutIva: 1_064_267, covers: 41 };
    await page.route('**/api/v1/intelligence/sales/summary**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.meta.snapshot_date = new Date().toISOString();
      Object.assign(body.data.attributes, {
        total_sales_cents: closed.total,
        total_sales_no_iva_cents: closed.withoutIva,
        covers_total: closed.covers,
      });
      await route.fulfill({ response, json: body });
    });
    // Hoy is open since the sign-in, its summary read: a reload reads it again, now closed.
    await page.reload();
    const card = page.locator('.card', { hasText: 'Día cerrado (corte Z)' });
    await card.getByText(money(closed.total)).waitFor();
    await card.getByText(`con IVA; ${money(closed.withoutIva)} sin IVA`).waitFor();
    // No forecast of today was stored before the day in this branch: said, not a number.
    await card.getByText('sin un pronóstico de hoy guardado antes del día').waitFor();
    // The live figures the close leaves without a number say the day closed, not "no day to
    // project from" (this branch has no same weekday last week, and its day is over).
    const projection = page.locator('.metric', { hasText: 'Proyección del día' });
    await projection
      .getByText('el día ya cerró: su venta y el pronóstico están arriba, en el corte Z')
      .waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing live today: the close says so once above the live figures, none of them under each.
    await page.route('**/api/v1/live/sales/today**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.meta.sources.sales.feed = 'none';
      const live = body.data.attributes as Record<string, unknown>;
      for (const [key, value] of Object.entries(live)) if (typeof value === 'number') live[key] = null;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page
      .getByText(
        'El POS no envió actualizaciones en vivo hoy: las cifras del día son las de su corte Z, arriba.',
      )
      .waitFor();
    await settled(page);
    // The closed-day card holds the day: no live card of figures all "sin datos" below it (since
    // 2026-12-07; before, nine of them).
    await page.locator('.card', { hasText: 'Día cerrado (corte Z)' }).waitFor();
    expect(await page.locator('.card', { hasText: 'Ventas del día' }).count()).toBe(0);
    expect(await page.locator('.card', { hasText: 'Salón' }).count()).toBe(0);
    expect(await page.getByText('el POS no ha enviado hoy', { exact: false }).count()).toBe(0);
    await page.unroute('**/api/v1/live/sales/today**');
    await page.unroute('**/api/v1/intelligence/sales/summary**');
    await context.close();
  }, 120_000);

  it('reloads Hoy without waiting for the account, each read asked for once', async () => {
    const { context, page } = await open('phone');
    await signIn(page, false);
    const sold = page.locator('.metric', { hasText: 'Vendido hasta ahora' });
    await sold.getByText(money(liveTotalCents)).waitFor();

    // The account is held until Hoy's sales read is asked for: a shell that waited for the account
    // first would get it only when the wait gives up.
    const salesAsked = page
      .waitForRequest('**/api/v1/live/sales/today**', { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    let salesBeforeAccount: boolean | null = null;
    await page.route('**/api/v1/account', async (route) => {
      salesBeforeAccount = await salesAsked;
      await route.continue();
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    await page.reload();
    await sold.getByText(money(liveTotalCents)).waitFor();
    await settled(page);

    expect(salesBeforeAccount).toBe(true);
    // Beside Hoy's reads, the empty-branch check's one ingest status read (a new tab asks again),
    // and today's summary, which says whether today's corte Z is in (ui/closed-day.tsx).
    expect(reads.toSorted()).toEqual([
      '/api/v1/account',
      '/api/v1/ingest/status',
      '/api/v1/intelligence/sales/summary',
      '/api/v1/live/alerts/active',
      '/api/v1/live/cash/balance',
      '/api/v1/live/sales/today',
    ]);
    await context.close();
  }, 120_000);

  it('has a skip link first, and takes a refused capture to its first field to fix', async () => {
    const { context, page } = await open('phone');
    await signIn(page, false);
    // A fresh load (not a link followed, which gives the heading the focus): Tab starts at the top.
    await page.goto(`${stack.url}/#/captura`);
    await page.reload();
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saltar al contenido');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');

    await page.getByLabel('Proveedor', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar compra' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'));
    expect(focused).toBe('true');
    await context.close();
  });

  for (const size of ['phone', 'wide'] as const) {
    it(`draws Menú's chart names inside the chart at ${SIZES[size].width} px`, async () => {
      const { context, page } = await open(size);
      await signIn(page, false);
      await page.goto(`${stack.url}/#/menu?${DAY}`);
      await settled(page);
      // The chart is drawn once its container has a width (a ResizeObserver), after the data.
      await page.locator('.chart svg text').first().waitFor();
      const names = await chartNames(page);
      expect(names.drawn).toBeGreaterThan(0);
      expect(names.outside).toEqual([]);
      await context.close();
    });
  }

  for (const size of PAGE_SIZES) {
    it(`has no serious or critical axe violation on any page at the ${size}'s size`, async () => {
      const { context, page } = await open(size);
      await signIn(page, false);
      await page.locator('nav').waitFor();
      const paths = await page.$$eval('nav a[href^="#/"]', (links) =>
        links.map((link) => link.getAttribute('href')!.split('?')[0]!),
      );
      expect(paths.length).toBeGreaterThanOrEqual(11);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(`${stack.url}/${path}?${DAY}`);
        await settled(page);
        const width = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
        expect(width[0], `${path} scrolls sideways`).toBeLessThanOrEqual(width[1]!);
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
        for (const target of await smallTargets(page)) found.push(`${path}: under 24 × 24 px: ${target}`);
      }
      expect(found).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
