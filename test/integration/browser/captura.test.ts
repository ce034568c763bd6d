/**
 * Captura's recent captures in a real browser (Debian's Chromium driven by playwright-core) against
 * the local stack: a purchase captured is listed, edited (the new record first, then the old one
 * deleted; a failed delete keeps both and a retry settles it without a duplicate) and deleted after
 * the question, each step checked against the API's own list; axe-core (WCAG 2.2 A and AA) finds no
 * serious or critical violation with the list on screen and while editing, at both sizes.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTotalCents } from '#shared/domain/schemas/backoffice.ts';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { axeViolations } from '../../support/axe.ts';
import {
  launchChromium,
  money,
  openPage,
  type Size,
  settled,
  signIn as signInOwner,
} from '../../support/dashboard-browser.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';

let stack: TestStack;
let browser: Browser;
const owner = { email: `duena-${randomUUID()}@captura.test`, branchName: 'Taquería Capturada' };
let branchId = '';
let apiKey = '';

beforeAll(async () => {
  await ensureWebBuilds();
  stack = await startTestStack();
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const open = (size: Size) => openPage(browser, size);

/** Signs up and creates the branch (the first time), or signs in. */
async function signIn(page: Page, create: boolean) {
  const created = await signInOwner(page, stack.url, owner, create);
  if (created) ({ apiKey, branchId } = created);
}

/** The branch's purchases as the API lists them (a week around today covers every clock). */
async function storedPurchases(): Promise<{ id: string; attributes: { total_cents: number } }[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const listed = await stack.request('GET', '/api/v1/backoffice/purchases', {
    apiKey,
    query: { date_from: day(-3), date_to: day(3) },
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data.attributes.records;
}

const SUPPLIER = 'Carnes del Norte';
const UNIT_COST = '180.50';
const unitCostCents = 18_050;

describe('Captura’s recent captures, in the browser', () => {
  beforeAll(async () => {
    const page = await open('desktop');
    await signIn(page, true);
    await page.context().close();
  }, 180_000);

  it('lists a capture, edits it (safely, even when the delete fails) and deletes it', {
    timeout: 240_000,
  }, async () => {
    const page = await open('desktop');
    await signIn(page, false);
    await page.goto(`${stack.url}/#/captura?forma=purchases`);
    await settled(page);
    const recent = page.getByTestId('recent-purchases');
    await page.getByText('Todavía no hay capturas de este tipo.').waitFor();

    // Captured: the confirmation, and the list shows it with its total.
    const firstTotal = lineTotalCents(2.5, unitCostCents);
    await page.getByLabel('Proveedor', { exact: true }).fill(SUPPLIER);
    await page.locator('[name="lines.0.ingredient"]').fill('Arrachera');
    await page.locator('[name="lines.0.quantity"]').fill('2.5');
    await page.locator('[name="lines.0.unit"]').fill('kg');
    await page.locator('[name="lines.0.unit_cost_cents"]').fill(UNIT_COST);
    await page.getByRole('button', { name: 'Guardar compra' }).click();
    await page
      .getByRole('status')
      .getByText(`Compra guardada por ${money(firstTotal)}.`)
      .waitFor();
    await recent
      .locator('li', { hasText: SUPPLIER })
      .getByText(money(firstTotal), { exact: false })
      .waitFor();
    await settled(page);
    const [first] = await storedPurchases();
    expect(first?.attributes.total_cents).toBe(firstTotal);
    expect(await axeViolations(page)).toEqual([]);

    // Editar fills the form with the record.
    await recent.locator('li').first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar compra' }).waitFor();
    expect(await page.getByLabel('Proveedor', { exact: true }).inputValue()).toBe(SUPPLIER);
    expect(await page.locator('[name="lines.0.quantity"]').inputValue()).toBe('2.5');
    expect(await page.locator('[name="lines.0.unit_cost_cents"]').inputValue()).toBe(UNIT_COST);
    expect(await axeViolations(page)).toEqual([]);

    // The delete of the old record fails: the new one is stored, both stay, and the page says so.
    const editedTotal = lineTotalCents(3, unitCostCents);
    await page.locator('[name="lines.0.quantity"]').fill('3');
    await page.route(
      `**/api/v1/backoffice/purchases/${first!.id}`,
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                error: {
                  code: 'SVC_ERR_503',
                  message: 'Service temporarily unavailable.',
                  request_id: 'req-503',
                },
              }),
            })
          : route.continue(),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page
      .getByText('Se guardó la versión nueva, pero la anterior sigue en la lista', { exact: false })
      .waitFor();
    const both = await storedPurchases();
    expect(both.map((record) => record.attributes.total_cents).sort()).toEqual(
      [firstTotal, editedTotal].sort(),
    );
    await expect.poll(() => recent.locator('li').count()).toBe(2);

    // Saving again replays the creation (same idempotency key: no third record) and deletes the old one.
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page
      .getByRole('status')
      .getByText(`Compra guardada por ${money(editedTotal)}.`)
      .waitFor();
    const edited = await storedPurchases();
    expect(edited.map((record) => record.attributes.total_cents)).toEqual([editedTotal]);
    expect(edited[0]!.id).not.toBe(first!.id);
    await expect.poll(() => recent.locator('li').count()).toBe(1);
    await recent.locator('li').getByText(money(editedTotal), { exact: false }).waitFor();
    expect(await recent.getByText(money(firstTotal), { exact: false }).count()).toBe(0);

    // Eliminar asks first: dismissed, nothing is deleted; accepted, the record is gone.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await recent.locator('li').getByRole('button', { name: 'Eliminar' }).click();
    expect(await storedPurchases()).toHaveLength(1);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(SUPPLIER);
      void dialog.accept();
    });
    await recent.locator('li').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('status').getByText('Compra eliminada.').waitFor();
    await page.getByText('Todavía no hay capturas de este tipo.').waitFor();
    expect(await storedPurchases()).toEqual([]);
    await page.context().close();
  });

  it('has no serious or critical axe violation with a capture listed, on the phone', {
    timeout: 120_000,
  }, async () => {
    const sent = await stack.request('POST', '/api/v1/backoffice/expenses', {
      apiKey,
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'expense',
          attributes: {
            branch_identifier: branchId,
            date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
            category: 'rent',
            amount_cents: 1_200_000,
            paid_with: 'transfer',
            description: 'Renta',
          },
        },
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const page = await open('phone');
    await signIn(page, false);
    await page.goto(`${stack.url}/#/captura?forma=expenses`);
    await settled(page);
    await page.getByTestId('recent-expenses').getByText(money(1_200_000), { exact: false }).waitFor();
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]!);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('recent-expenses').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar gasto' }).waitFor();
    expect(await page.getByLabel('Importe sin IVA ($)').inputValue()).toBe('12000.00');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
