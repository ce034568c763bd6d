/**
 * Mañana in a real browser (Debian's Chromium driven by playwright-core) against the local stack: a
 * branch with 60 closed days (cubes) and the pipeline's forecast run shows tomorrow's figures and
 * interval exactly as GET /intelligence/forecast answers them, the 7-day strip, the hours with their
 * staff and the prep list with its ingredients; no sideways scroll and no serious or critical axe-core violation (WCAG
 * 2.2 A and AA), at the phone's size and the desktop's.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, cutoffHourOf } from '#shared/domain/business-day.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { replayQuery } from '#shared/domain/forecast-reads/day-ahead.ts';
import { dayOutlook, OUTLOOK_WORDS } from '#shared/domain/forecast-reads/outlook.ts';
import { DEFAULT_SETTINGS } from '#shared/domain/settings.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { refreshForecast } from '#shared/use-cases/forecast/refresh.ts';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { axeViolations } from '../../support/axe.ts';
import { captureRecord } from '../../support/calls.ts';
import {
  launchChromium,
  money,
  openPage,
  SIZES,
  type Size,
  settled,
  signIn as signInOwner,
} from '../../support/dashboard-browser.ts';
import { dayCubes, soldItem } from '../../support/forecast-cubes.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';

let stack: TestStack;
let browser: Browser;
const owner = { email: `duena-${randomUUID()}@manana.test`, branchName: 'Taquería de Mañana' };
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

/** 60 closed days up to the branch's yesterday, as cubes, and the pipeline's forecast run. */
async function seedForecast() {
  const profile = (await getBranchProfile(stack.deps, branchId))!;
  const today = businessToday(new Date(), profile.timezone, cutoffHourOf(profile));
  for (let index = 0; index < 60; index += 1) {
    const date = addDays(today, index - 60)!;
    const noIva = 1_800_000 + ((index * 3) % 7) * 150_000;
    const covers = Math.round(noIva / 22_000);
    const cubes = dayCubes({
      date,
      salesNoIvaCents: noIva,
      covers,
      hours: [13, 14, 20, 21].map((hour) => ({ hour, share: 0.25, waiters: 2 })),
      items: [soldItem('taco', 'Taco al pastor', 'food', covers * 2)],
    });
    const built = { built_at: new Date().toISOString(), revision: 1 };
    await writeCubes(stack.deps, branchId, date, cubes, built);
  }
  await refreshForecast(stack.deps, { branchId, profile, settings: DEFAULT_SETTINGS });
  await captureRecord(stack, { branchId, apiKey, name: owner.branchName }, 'recipes', {
    item_name: 'Taco al pastor',
    ingredients: [{ ingredient: 'Carne al pastor', quantity: 0.09, unit: 'kg' }],
  });
}

describe('Mañana', () => {
  it('shows the forecast as the API answers it, axe-clean at both sizes', async () => {
    await signIn(await open('desktop'), true);
    await seedForecast();
    const forecast = await stack.request('GET', '/api/v1/intelligence/forecast', {
      apiKey,
      query: { branch_identifier: branchId, days: '9' },
    });
    expect(forecast.status).toBe(200);
    const backtest = await stack.request('GET', '/api/v1/intelligence/forecast/backtest', {
      apiKey,
      query: { branch_identifier: branchId, ...replayQuery(forecast.body.data.attributes.days[0].date) },
    });
    const replay = backtest.body.data.attributes.sales;
    expect(replay.wape).not.toBeNull();
    for (const size of Object.keys(SIZES) as Size[]) {
      const page = await open(size);
      await signIn(page, false);
      await page.goto(`${stack.url}/#/manana`);
      await settled(page);
      const tomorrowHeading = page.getByRole('heading', { name: /^Mañana, / });
      await tomorrowHeading.waitFor();
      const card = page.locator('article', { has: tomorrowHeading });
      const text = (await card.textContent()) ?? '';
      const shown = forecast.body.data.attributes.days.filter(
        (day: { sales_cents: number | null }) => day.sales_cents !== null,
      );
      // Tomorrow is one of the answered days: its point and interval, formatted as the page does.
      expect(
        shown.some(
          (day: { sales_cents: number; sales_low_cents: number; sales_high_cents: number }) =>
            text.includes(money(day.sales_cents)) &&
            text.includes(`entre ${money(day.sales_low_cents)} y ${money(day.sales_high_cents)}`),
        ),
        text,
      ).toBe(true);
      // Tomorrow against the usual day of the week ahead, as the assistant's outlook computes it.
      const days = forecast.body.data.attributes.days;
      const today = days[0].date;
      const tomorrowRow = days.find((day: { date: string }) => day.date === addDays(today, 1));
      const outlook = tomorrowRow === undefined ? null : dayOutlook(tomorrowRow, days, today, 'sales');
      expect(outlook).not.toBeNull();
      expect(text).toContain(
        `Contra tu día abierto promedio de los próximos 7 días (${money(outlook!.mean)})`,
      );
      expect(text).toContain(OUTLOOK_WORDS.sales[outlook!.verdict]);
      // The sales are labelled with the forecast's basis, since Ventas and Hoy show them with IVA.
      const basis = { without_iva: ', sin IVA', with_iva: ', con IVA' }[
        forecast.body.data.meta.sales_basis as 'without_iva' | 'with_iva'
      ];
      expect(text).toContain(`Ventas esperadas${basis}`);
      await page.getByRole('heading', { name: `Próximos 7 días${basis}`, exact: true }).waitFor();
      await page
        .getByRole('heading', { name: `Por hora y personal sugerido${basis}`, exact: true })
        .waitFor();
      await page
        .getByText(/Taco al pastor: /)
        .first()
        .waitFor();
      // The prep list's ingredients, as the items read gives them for tomorrow.
      const prep = await stack.request('GET', '/api/v1/intelligence/forecast/items', {
        apiKey,
        query: { branch_identifier: branchId, date: addDays(today, 1)! },
      });
      const [meat] = prep.body.data.attributes.ingredients;
      const prepCard = page.locator('article', { has: page.getByRole('heading', { name: 'Qué preparar' }) });
      await prepCard.getByRole('heading', { name: 'Insumos, según tus recetas' }).waitFor();
      const prepText = (await prepCard.textContent()) ?? '';
      const onePlace = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
      expect(prepText).toContain(`Carne al pastor: ${onePlace.format(meat.quantity)} kg`);
      expect(prepText).toContain(`hasta ${onePlace.format(meat.quantity_high)} kg · Taco al pastor`);
      // No forecast was stored before these days: the accuracy is the replay, as the API gives it.
      const accuracyCard = page.locator('article', {
        has: page.getByRole('heading', { name: 'Qué tan acertado ha sido' }),
      });
      await accuracyCard.getByText(/repetido en \d+ días cerrados/).waitFor();
      const replayText = (await accuracyCard.textContent()) ?? '';
      expect(replayText).toContain(`${onePlace.format(Math.round(replay.wape * 1000) / 10)}\u00a0%`);
      expect(replayText).toContain(`repetido en ${replay.days_scored} días cerrados`);
      // Both naive forecasts beside it, and which beat it, as the assistant says (since 2026-12-07).
      expect(replayText).toContain(`${onePlace.format(Math.round(replay.wape_naive_4w * 1000) / 10)}\u00a0%`);
      const beat = [replay.wape_naive_week, replay.wape_naive_4w].some((naive) => naive < replay.wape);
      expect(
        replayText.includes('le ganó al pronóstico') || replayText.includes('le ganaron'),
        'the note',
      ).toBe(beat);
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      expect(width[0], `${size} scrolls sideways`).toBeLessThanOrEqual(width[1]!);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 300_000);
});
