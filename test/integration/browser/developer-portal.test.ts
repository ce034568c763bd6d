/**
 * Desarrolladores and Captura in a real browser (playwright-core driving Debian's chromium) at the
 * phone's size, against the real local stack: sign up, create a branch, generate a key (the old
 * one stops), send a day with it over plain HTTP, capture a purchase and see food cost move,
 * register a webhook and see its deliveries, create an app client and call the API with its
 * token; a manager sees the API's refusal instead of keys, an accountant cannot revoke.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putMember } from '#shared/storage/organization-store.ts';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { endOfDayCalls, setupCalls } from '../../fixtures/end-of-day.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';
import { asUser, userSession } from '../../support/user-tokens.ts';

const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 30_000 };
const DAY = '2026-03-06';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  await ensureWebBuilds();
  stack = await startTestStack({ keyCacheTtlMs: 0 });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A phone-sized page that fails the test on a console error or a request outside the origin. */
async function phonePage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(stack.url)) problems.push(`outside request: ${request.url()}`);
  });
  return { page, problems };
}

/**
 * Signs a new user up and waits for the signed-in dashboard (a new account's first-branch form):
 * until then the sign-in is still finishing, and its last step rewrites the address
 * (web/dashboard/src/lib/auth.ts), so a navigation made meanwhile is lost.
 */
async function signUp(page: Page, email: string) {
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', email);
  await page.fill('#password', 'correct horse');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre de la sucursal').waitFor();
}

const ping = async (apiKey: string) =>
  (await fetch(`${stack.url}/api/v1/ping`, { headers: { 'X-API-Key': apiKey } })).status;

async function foodCost(branchId: string, apiKey: string) {
  const answer = await stack.request('GET', '/api/v1/intelligence/food-cost', {
    apiKey,
    query: { branch_identifier: branchId, date_from: DAY, date_to: DAY },
  });
  expect(answer.status).toBe(200);
  return {
    built: answer.body.data.meta.snapshot_date !== null,
    pct: answer.body.data.attributes.food_cost_pct as number | null,
  };
}

async function noHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

describe('Desarrolladores and Captura, in the browser', () => {
  it('lets the owner run the developer portal and capture, end to end', { timeout: 180_000 }, async () => {
    const { page, problems } = await phonePage();
    const email = `duena-${randomUUID()}@example.mx`;
    await signUp(page, email);

    // The first branch, and its key shown once.
    await page.getByLabel('Nombre de la sucursal').fill('Cantina Portal');
    await page.getByRole('button', { name: 'Crear sucursal' }).click();
    await page.getByTestId('api-key').waitFor(WAIT);
    const firstKey = (await page.getByTestId('api-key').textContent())!.trim();
    expect(firstKey).toMatch(/^svc_test_/);
    await page.getByRole('button', { name: 'Ya la guardé, continuar' }).click();

    // Desarrolladores: the key listed by its last four; a new one revokes it.
    await page.goto(`${stack.url}/#/desarrolladores`);
    await expect
      .poll(() => page.getByTestId('api-keys').textContent(), { timeout: 30_000 })
      .toContain(firstKey.slice(-4));
    await noHorizontalScroll(page);
    // Rotating asks first: dismissed, nothing changes; accepted, the new key is shown.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Generar llave nueva (rotar)' }).click();
    expect(await ping(firstKey)).toBe(200);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Generar llave nueva (rotar)' }).click();
    await page.getByTestId('new-api-key').waitFor(WAIT);
    expect(question).toMatch(/se revoca/);
    const apiKey = (await page.getByTestId('new-api-key').textContent())!.trim();
    expect(apiKey).not.toBe(firstKey);
    expect(await ping(firstKey)).toBe(401);
    expect(await ping(apiKey)).toBe(200);
    await page.getByRole('button', { name: 'Ya la guardé' }).click();

    const branchId = (
      await stack.request('GET', '/api/v1/account', {
        headers: asUser(await userSession(stack.url, email, 'signin')),
      })
    ).body.data.attributes.branches[0].branch_identifier as string;

    // A day sent with the new key over plain HTTP, as a POS would.
    for (const call of [...setupCalls(branchId), ...endOfDayCalls(branchId)]) {
      const sent = await fetch(`${stack.url}${call.path}`, {
        method: 'POST',
        headers: {
          'X-API-Key': apiKey,
          'Content-Type': 'application/json',
          'X-Idempotency-Key': call.idempotencyKey,
        },
        body: JSON.stringify(call.body),
      });
      expect(sent.status, call.path).toBeLessThan(300);
    }
    // The day is built (its zout triggered the aggregation): sales, and no purchase yet.
    await expect.poll(async () => (await foodCost(branchId, apiKey)).built, { timeout: 60_000 }).toBe(true);
    expect((await foodCost(branchId, apiKey)).pct).toBeNull();

    // Captura: the browser refuses what the API's schema refuses, in Spanish, then a purchase.
    await page.goto(`${stack.url}/#/captura?forma=purchases`);
    const form = page.getByTestId('capture-purchases');
    await form.getByRole('button', { name: 'Guardar compra' }).click();
    await expect
      .poll(() => form.getByRole('alert').first().textContent(), WAIT)
      .toMatch(/Escribe|obligatorio|vacío/);
    await form.locator('input[name="date"]').fill(DAY);
    await form.locator('input[name="supplier_name"]').fill('Carnes del Norte');
    await form.locator('input[name="lines.0.ingredient"]').fill('Arrachera');
    await form.locator('input[name="lines.0.quantity"]').fill('10');
    await form.locator('input[name="lines.0.unit"]').fill('kg');
    await form.locator('input[name="lines.0.unit_cost_cents"]').fill('250.50');
    await form.getByRole('button', { name: 'Guardar compra' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('$2,505.00');
    await expect.poll(async () => (await foodCost(branchId, apiKey)).pct, { timeout: 60_000 }).not.toBeNull();
    await noHorizontalScroll(page);

    // A webhook (a receiver on this machine) and its deliveries after a test.
    await page.goto(`${stack.url}/#/desarrolladores`);
    const receiver = `${stack.url}/nowhere`;
    await page.locator('input[name="url"]').fill(receiver);
    await page.locator('input[name="event"][value="snapshot.completed"]').check();
    // A short secret is said by the page in Spanish (no browser bubble), on the focused field.
    await page.locator('input[name="secret"]').fill('corto');
    await page.getByRole('button', { name: 'Registrar webhook' }).click();
    await page
      .getByRole('alert')
      .getByText('Secreto para firmar (16 caracteres o más): debe tener al menos 16 caracteres (tiene 5).')
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('secret');
    await page.locator('input[name="secret"]').fill('un-secreto-largo-de-prueba');
    await page.getByRole('button', { name: 'Registrar webhook' }).click();
    await expect
      .poll(() => page.getByTestId('webhooks').textContent(), { timeout: 30_000 })
      .toContain(receiver);
    await page.getByRole('button', { name: 'Probar' }).click();
    await expect
      .poll(() => page.getByTestId('deliveries').textContent(), { timeout: 60_000 })
      .toContain('snapshot.completed');

    // An app client, and a call to the API with its token.
    await page.getByLabel('Nombre del cliente').fill('POS Acme');
    await page.locator('input[name="scope"][value="intelligence.read"]').check();
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByTestId('new-client-id').waitFor(WAIT);
    const clientId = (await page.getByTestId('new-client-id').textContent())!.trim();
    const secret = (await page.getByTestId('new-client-secret').textContent())!.trim();
    const tokenEndpoint = (await page.getByTestId('token-endpoint').textContent())!.trim();
    const token = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const read = await fetch(
      `${stack.url}/api/v1/intelligence/food-cost?branch_identifier=${branchId}&date_from=${DAY}&date_to=${DAY}`,
      {
        headers: { Authorization: `Bearer ${accessToken}` },
      },
    );
    expect(read.status).toBe(200);

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a manager the API’s refusal instead of keys, and refuses an accountant’s revocation', async () => {
    const owner = await userSession(stack.url, `dueno-${randomUUID()}@example.mx`);
    const created = await stack.request('POST', '/api/v1/account/branches', {
      headers: asUser(owner),
      body: {
        data: { type: 'branch', attributes: { name: 'Sucursal Roles', timezone: 'America/Mexico_City' } },
      },
    });
    const branchId = created.body.data.id as string;
    const account = await stack.request('GET', '/api/v1/account', { headers: asUser(owner) });
    const organizationId = account.body.data.attributes.organization.id as string;

    const { page, problems } = await phonePage();
    const managerEmail = `gerente-${randomUUID()}@example.mx`;
    await signUp(page, managerEmail);
    const manager = await userSession(stack.url, managerEmail, 'signin');
    await putMember(stack.deps, {
      organization_id: organizationId,
      user_sub: manager.sub,
      role: 'manager',
      created_at: new Date().toISOString(),
    });
    await page.goto(`${stack.url}/#/desarrolladores`);
    await page.reload();
    // Polled on the whole page's text, so a failure shows what the manager saw instead.
    await expect.poll(() => page.locator('main').innerText(), { timeout: 30_000 }).toContain('Solo el dueño');
    expect(await page.getByTestId('refused').first().textContent()).toContain('Solo el dueño');
    expect(await page.getByTestId('api-keys').count()).toBe(0);
    // The browser logs the refused requests (403) as console errors; nothing else may appear.
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);

    const accountant = await userSession(stack.url, `contador-${randomUUID()}@example.mx`);
    await putMember(stack.deps, {
      organization_id: organizationId,
      user_sub: accountant.sub,
      role: 'accountant',
      created_at: new Date().toISOString(),
    });
    const keys = await stack.request('GET', '/api/v1/developer/api-keys', {
      headers: asUser(owner, branchId),
    });
    const revoke = await stack.request('DELETE', `/api/v1/developer/api-keys/${keys.body.data[0].id}`, {
      headers: asUser(accountant, branchId),
    });
    expect(revoke.status).toBe(403);
    await page.context().close();
  });
});
