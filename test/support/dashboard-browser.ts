/**
 * What the dashboard's browser tests share: Debian's Chromium at the phone's and the desktop's size,
 * an owner who signs up and creates a branch through the real pages, money as the dashboard writes
 * it, and "the page's reads are in".
 */
import { type Browser, chromium, type Page } from 'playwright-core';

export const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
export type Size = keyof typeof SIZES;

const PASSWORD = 'una-contraseña-larga';

/** Pesos as the dashboard formats them (es-MX, non-breaking spaces). */
export const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
    .format(cents / 100)
    .replace(/ /g, '\u00a0');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}

export async function openPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[size], locale: 'es-MX', bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

export interface Owner {
  email: string;
  branchName: string;
}

/** Signs in; the first time (`create`) signs up and creates the branch, and answers its key and id. */
export async function signIn(
  page: Page,
  url: string,
  owner: Owner,
  create: boolean,
): Promise<{ apiKey: string; branchId: string } | undefined> {
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', owner.email);
  await page.fill('#password', PASSWORD);
  await page.getByRole('button', { name: create ? 'Crear cuenta' : 'Entrar' }).click();
  if (!create) {
    await page.locator('nav').waitFor();
    return undefined;
  }
  await page.getByRole('heading', { name: 'Crea tu primera sucursal' }).waitFor();
  await page.getByLabel('Nombre de la sucursal').fill(owner.branchName);
  await page.getByRole('button', { name: 'Crear sucursal' }).click();
  const apiKey = (await page.getByTestId('api-key').textContent())!.trim();
  const branchId = (await page.getByText(/Identificador de la sucursal:/).textContent())!.replace(
    /.*:\s*/,
    '',
  );
  return { apiKey, branchId };
}

/** The page's reads are in: a heading, and nothing on its way. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}
