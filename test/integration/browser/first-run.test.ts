/**
 * A newcomer's first run in a real browser (Debian's Chromium driven by playwright-core) against
 * the local stack offering a demo, as `npm start` does: after signing up they choose "Ver la
 * demostración" (a banner then says it is the demo, with the way to a branch of their own) or
 * "Crear mi sucursal"; a branch the POS has sent nothing shows "Conecta tu punto de venta" on its
 * figure pages (its curl, sent as is, makes it a branch with data); axe-core finds no serious or
 * critical violation on these screens at the phone's size and the desktop's.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { createOwnedBranch } from '../../../local/owned-branch.ts';
import { axeViolations } from '../../support/axe.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
const PASSWORD = 'una-contraseña-larga';
const DEMO_NAME = 'Demo Taquería';
const TIMEZONE = 'America/Mexico_City';

let stack: TestStack;
let browser: Browser;
let demoBranchId = '';

/** Yesterday in the branch's time zone: a closed day the ingest takes. */
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date(Date.now() - 86_400_000));

beforeAll(async () => {
  await ensureWebBuilds();
  stack = await startTestStack();
  // The demo, as npm start makes it: a branch in an organization of its own, with a day of sales.
  const demo = await createOwnedBranch(stack, {
    name: DEMO_NAME,
    timezone: TIMEZONE,
    plan: 'enterprise',
    ownerEmail: `demo-${randomUUID()}@demo.local`,
  });
  demoBranchId = demo.profile.branch_identifier;
  stack.demo.offer({ organizationId: demo.organizationId, name: DEMO_NAME });
  const sent = await stack.request('POST', '/api/v1/ingest/sales', {
    apiKey: demo.apiKey,
    idempotencyKey: randomUUID(),
    body: {
      data: {
        type: 'sales',
        attributes: {
          branch_identifier: demoBranchId,
          date: yesterday(),
          shift: 'all_day',
          closing_type: 'zout',
          total_sales_cents: 41_000,
        },
      },
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function open(size: keyof typeof SIZES): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[size], locale: 'es-MX', bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Signs up a new account on the local issuer's page: the choice is its first screen. */
async function signUp(page: Page) {
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', `nuevo-${randomUUID()}@taqueria.test`);
  await page.fill('#password', PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('heading', { name: 'Bienvenido al tablero', level: 1 }).waitFor();
}

/**
 * Runs `action` (which opens a figure page) and waits for that page's emptiness check to answer: its
 * ingest status read, asked for before the action so the answer cannot slip by.
 */
async function checked(page: Page, action: () => Promise<unknown>) {
  const status = page.waitForResponse((response) => response.url().includes('/api/v1/ingest/status'));
  await action();
  expect((await status).status()).toBe(200);
  await page.locator('h1').first().waitFor();
}

const go = (page: Page, path: string) => () =>
  page.evaluate((hash) => {
    location.hash = hash;
  }, `#/${path}`);

/** Waits for the locator; a failure says what the page showed instead. */
async function shown(page: Page, locator: Locator) {
  await locator.waitFor().catch(async (error: Error) => {
    throw new Error(`${error.message}\n${await page.locator('body').innerText()}`);
  });
}

/** Creates a branch with the form (after the choice or from the banner); returns its id and key. */
async function createBranch(page: Page, name: string) {
  await page.getByLabel('Nombre de la sucursal').fill(name);
  await expect.poll(() => page.getByLabel('Zona horaria').inputValue()).toBe(TIMEZONE);
  await page.getByRole('button', { name: 'Crear sucursal' }).click();
  const apiKey = (await page.getByTestId('api-key').textContent())!.trim();
  const branchId = (await page.getByText(/Identificador de la sucursal:/).textContent())!.replace(
    /.*:\s*/,
    '',
  );
  return { apiKey, branchId };
}

/** The account as the API answers it, with the page's own token. */
async function accountOf(page: Page) {
  return page.evaluate(async () => {
    const stored = Object.values(sessionStorage).find((value) => value.includes('accessToken'));
    const token = stored ? (JSON.parse(stored) as { accessToken: string }).accessToken : '';
    const response = await fetch('/api/v1/account', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as {
      data: {
        attributes: { organization: { id: string } | null; branches: { branch_identifier: string }[] };
      };
    };
  });
}

describe('a newcomer’s first run, in the browser', () => {
  it('joins the demo when asked, says so, and leaves it for a branch of their own', async () => {
    const page = await open('desktop');
    await signUp(page);
    expect(await axeViolations(page)).toEqual([]);
    await checked(page, () => page.getByRole('button', { name: 'Ver la demostración' }).click());
    const banner = page.getByRole('complementary', { name: 'Demostración' });
    await shown(page, banner);
    expect(await banner.textContent()).toContain('Estás viendo la demostración');
    expect(await page.getByRole('heading', { name: 'Conecta tu punto de venta' }).count()).toBe(0);
    expect((await accountOf(page)).data.attributes.branches.map((b) => b.branch_identifier)).toEqual([
      demoBranchId,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByRole('link', { name: 'Crear mi sucursal' }).click();
    await page.getByText('Al crearla dejas la demostración').waitFor();
    const own = await createBranch(page, 'Taquería de Ana');
    await checked(page, () => page.getByRole('button', { name: 'Ya la guardé, continuar' }).click());
    await shown(page, page.getByRole('heading', { name: 'Conecta tu punto de venta' }));
    expect(await banner.count()).toBe(0);
    const account = (await accountOf(page)).data.attributes;
    expect(account.branches.map((b) => b.branch_identifier)).toEqual([own.branchId]);
    await page.context().close();
  });

  it('creates a branch at once when asked; its figure pages show how to connect the POS', async () => {
    const page = await open('phone');
    await signUp(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Crear mi sucursal' }).click();
    await page.getByRole('heading', { name: 'Crea tu primera sucursal' }).waitFor();
    const own = await createBranch(page, 'Taquería del Centro');
    await checked(page, () => page.getByRole('button', { name: 'Ya la guardé, continuar' }).click());
    await shown(page, page.getByRole('heading', { name: 'Conecta tu punto de venta' }));
    const account = (await accountOf(page)).data.attributes;
    expect(account.organization).not.toBeNull();
    expect(account.branches.map((b) => b.branch_identifier)).toEqual([own.branchId]);

    // Another figure page shows the same panel (one component for all of them).
    await checked(page, go(page, 'ventas'));
    await shown(page, page.getByRole('heading', { name: 'Conecta tu punto de venta' }));
    const curl = (await page.getByTestId('connect-curl').textContent())!;
    expect(curl).toContain(own.branchId);
    expect(await page.getByRole('link', { name: 'Desarrolladores' }).first().getAttribute('href')).toBe(
      '#/desarrolladores',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The panel's curl, sent as it reads with the branch's key, makes it a branch with data.
    const url = /curl -X POST '([^']+)'/.exec(curl)![1]!;
    const body = JSON.parse(/-d '(.*)'$/m.exec(curl)![1]!);
    const sent = await stack.request('POST', new URL(url).pathname, {
      apiKey: own.apiKey,
      idempotencyKey: randomUUID(),
      body,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await page.getByRole('button', { name: 'Ya envié datos: revisar de nuevo' }).click();
    await page.getByRole('heading', { name: 'Conecta tu punto de venta' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Ventas', level: 1 }).waitFor();

    // Hoy, with nothing live from the POS today: said once above the figures, not under each of
    // them (since 2026-12-06; before, the same sentence under eleven figures), and only the day's
    // forecast shown, not thirteen figures reading "sin datos" (since 2026-12-07).
    await page.evaluate(() => {
      location.hash = '#/hoy';
    });
    await shown(page, page.getByText('Aún no llega nada del POS hoy', { exact: false }));
    await page
      .locator('.metric', { hasText: 'Pronóstico del día' })
      .getByText('sin pronóstico de hoy', { exact: false })
      .waitFor();
    expect(await page.getByText('Vendido hasta ahora').count()).toBe(0);
    expect(await page.locator('.card', { hasText: 'Salón' }).count()).toBe(0);
    // Today's live alerts only, with where the closed days' are (since 2026-12-07).
    const live = page.locator('.card', { hasText: 'Alertas de hoy, en vivo' });
    await live.getByText('Ninguna alerta en vivo hoy.').waitFor();
    expect(await live.getByRole('link', { name: 'Alertas' }).getAttribute('href')).toBe('#/alertas');
    expect(
      await page.getByText('el POS no ha enviado hoy actualizaciones en vivo ni un corte X').count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
