/**
 * One figure, one number, wherever the owner reads it (docs/figures.md): the demo taquería's
 * simulated weeks in a real browser (Debian's Chromium driven by playwright-core), and for each
 * preset period every figure that appears in two places is read from the DOM of both and must be
 * equal: Ventas' "Sin IVA" and Costos' "Ventas netas", the average ticket on Ventas and in Costos'
 * KPIs, each cost ratio in Costos' P&L, its KPIs and its food and labor cards, today's sales so
 * far on Ventas and on Hoy, a day's sales change on Ventas and in the sales alert, each cost
 * alert's ratio and Costos' for the alert's own window, and the assistant's answers against the
 * pages.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { createOwnedBranch } from '../../../local/owned-branch.ts';
import { TAQUERIA } from '../../../local/simulator/concepts.ts';
import { simulate } from '../../../local/simulator/run.ts';
import { createPosClientSender } from '../../../local/simulator/sender.ts';
import { startTestStack, type TestStack } from '../../support/stack.ts';

const PRESETS = [
  { id: 'hoy', words: 'hoy' },
  { id: 'ayer', words: 'ayer' },
  { id: 'esta-semana', words: 'esta semana' },
  { id: 'semana-pasada', words: 'la semana pasada' },
  { id: 'este-mes', words: 'este mes' },
  { id: 'mes-pasado', words: 'el mes pasado' },
] as const;

let stack: TestStack;
let browser: Browser;
let page: Page;

/**
 * The closed days the presets read: from a week before the 1st of last month to yesterday, at most
 * 40 (late in a month "Mes pasado" is then partly simulated: its pages must still agree).
 */
function daysToSimulate(now: Date): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TAQUERIA.timezone }).format(now);
  const firstOfLastMonth = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  firstOfLastMonth.setUTCMonth(firstOfLastMonth.getUTCMonth() - 1);
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - firstOfLastMonth.getTime()) / 86_400_000) + 8;
  return Math.min(days, 40);
}

beforeAll(async () => {
  await ensureWebBuilds();
  stack = await startTestStack();
  const demo = await createOwnedBranch(stack, {
    name: 'Demo Taquería',
    timezone: TAQUERIA.timezone,
    plan: 'enterprise',
    ownerEmail: 'owner@demo.local',
  });
  const branchId = demo.profile.branch_identifier;
  await simulate({
    seed: 7,
    days: daysToSimulate(new Date()),
    branches: [
      {
        branchId,
        concept: TAQUERIA,
        index: 0,
        sender: createPosClientSender({ baseUrl: stack.url, branchId, apiKey: demo.apiKey }),
      },
    ],
  });
  await stack.pipeline!.drain();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX' });
  page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
  await page.fill('#email', demo.owner.email);
  await page.fill('#password', demo.owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.locator('nav').waitFor();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Every labelled figure on the page, as shown: "card title / label" → its text ("sin datos…" too). */
type Figures = Map<string, string>;

async function figuresOn(path: string): Promise<Figures> {
  // A new document each time: after a change of hash alone the old page's figures stand, not busy,
  // until the app takes the hashchange, and would be read as the new period's.
  await page.goto('about:blank');
  await page.goto(`${stack.url}/#/${path}`);
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.querySelector('.loaded.stale') === null,
  );
  const pairs = await page.evaluate(() => {
    const text = (node: Element | null | undefined) =>
      (node?.textContent ?? '')
        .replace(/\u00a0/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const out: [string, string][] = [];
    for (const card of document.querySelectorAll('.card')) {
      const title = text(card.querySelector('.card-title'));
      for (const metric of card.querySelectorAll('.metric')) {
        const value = metric.querySelector('.value') ?? metric.querySelector('.no-data');
        out.push([`${title} / ${text(metric.querySelector('.label'))}`, text(value)]);
        const note = metric.querySelector('.note');
        if (note) out.push([`${title} / ${text(metric.querySelector('.label'))} / nota`, text(note)]);
      }
      for (const line of card.querySelectorAll('.pnl-line')) {
        const label =
          text(line.querySelector('dt')?.firstChild as Element | null) || text(line.querySelector('dt'));
        out.push([`${title} / ${label}`, text(line.querySelector('dd .value') ?? line.querySelector('dd'))]);
      }
    }
    return out;
  });
  return new Map(pairs);
}

/**
 * Costos for one window, read once per file: alerts of several presets name the same windows, and
 * nothing changes the data after `beforeAll`, so a second read would show the same figures.
 */
const windowsRead = new Map<string, Figures>();
async function costsOfWindow(from: string, to: string): Promise<Figures> {
  const path = `costos?desde=${from}&hasta=${to}`;
  const figures = windowsRead.get(path) ?? (await figuresOn(path));
  windowsRead.set(path, figures);
  return figures;
}

const MONEY = /[−-]?\$[\d,]+\.\d{2}/;
const PCT = /[−+-]?\d[\d,]*(?:\.\d)? ?%/;
const moneyIn = (text: string | undefined) => (text ? (MONEY.exec(text)?.[0] ?? null) : null);
const pctIn = (text: string | undefined) => (text ? (PCT.exec(text)?.[0]?.replace(' ', '') ?? null) : null);
/** The amount of a text in whole cents, to add amounts as the page shows them. */
const centsIn = (text: string | undefined) => {
  const shown = moneyIn(text);
  return shown === null ? null : Math.round(Number(shown.replace(/[$,]/g, '').replace('−', '-')) * 100);
};

/**
 * Asks the assistant each question in turn on one visit to its page, and reads each answer's
 * figures: label → shown value.
 */
async function ask<Q extends string[]>(...questions: Q): Promise<{ [K in keyof Q]: Figures }> {
  await page.goto('about:blank');
  await page.goto(`${stack.url}/#/asistente`);
  // The page restores the conversation's earlier turns from the API: count them once they are in.
  await page.locator('#question').waitFor();
  await page.waitForLoadState('networkidle');
  const turns = page.locator('.turns > li');
  const answers: Figures[] = [];
  for (const question of questions) {
    const before = await turns.count();
    await page.fill('#question', question);
    await page.locator('form.ask button[type="submit"]').click();
    await expect.poll(() => turns.count(), { timeout: 60_000 }).toBe(before + 1);
    await page.locator('.loading').waitFor({ state: 'detached' });
    const pairs = await turns
      .last()
      .locator('.ledger > div')
      .evaluateAll((rows) =>
        rows.map((row) => [
          (row.querySelector('dt')?.textContent ?? '').trim(),
          (row.querySelector('dd')?.textContent ?? '').replace(/\u00a0/g, ' ').trim(),
        ]),
      );
    answers.push(new Map(pairs as [string, string][]));
  }
  return answers as { [K in keyof Q]: Figures };
}

/** Two places that show one figure: equal whenever both show it. */
function same(what: string, a: string | null | undefined, b: string | null | undefined, shownBy: string[]) {
  if (a == null || b == null) return;
  shownBy.push(what);
  expect(a, what).toBe(b);
}

/**
 * Ventas and Hoy read back to back, for today's live figures. Their comparison is last week's
 * sales up to the very moment of the read, which moves between two reads when a sale of last week closed in
 * between (CI failed so on a Sunday afternoon): read both again, at most twice, until their notes
 * agree, so the two places are compared at one moment.
 */
async function liveOnBoth(id: string): Promise<[Figures, Figures]> {
  const note = 'Vendido hasta ahora / nota';
  let pair: [Figures, Figures] = [new Map(), new Map()];
  for (let read = 0; read < 3; read++) {
    pair = [await figuresOn(`ventas?periodo=${id}`), await figuresOn('hoy')];
    if (pair[0].get(`Hoy, en vivo / ${note}`) === pair[1].get(`Ventas del día / ${note}`)) break;
  }
  return pair;
}

/** `dd/mm/yyyy` → `yyyy-mm-dd`. */
const isoOf = (date: string) => date.split('/').reverse().join('-');

describe.each(PRESETS)('the preset $id', ({ id, words }) => {
  it('shows every shared figure equal in every place', { timeout: 600_000 }, async () => {
    const compared: string[] = [];
    const ventas = await figuresOn(`ventas?periodo=${id}`);
    const costos = await figuresOn(`costos?periodo=${id}`);

    same(
      'Sin IVA = Ventas netas',
      moneyIn(ventas.get('Resumen / Sin IVA')),
      moneyIn(costos.get('Estado de resultados / Ventas netas')),
      compared,
    );
    same(
      'Ticket promedio (Ventas, KPIs)',
      moneyIn(ventas.get('Resumen / Ticket promedio')),
      moneyIn(costos.get('Indicadores clave / Ticket promedio')),
      compared,
    );
    const pnlPct = (label: string) => pctIn(costos.get(`Estado de resultados / ${label}`));
    for (const [pnl, kpi] of [
      ['Costo de alimentos', 'Costo de alimentos'],
      ['Nómina', 'Costo de nómina'],
      ['Costo primo', 'Costo primo'],
      ['EBITDA', 'EBITDA'],
      ['Utilidad neta', 'Utilidad neta'],
    ] as const) {
      same(`${pnl} (P&L, KPIs)`, pnlPct(pnl), pctIn(costos.get(`Indicadores clave / ${kpi}`)), compared);
    }
    same(
      'Costo de alimentos (P&L, tarjeta)',
      pnlPct('Costo de alimentos'),
      pctIn(costos.get('Costo de alimentos / Real')),
      compared,
    );
    same(
      'Nómina (P&L, tarjeta)',
      pnlPct('Nómina'),
      pctIn(costos.get('Costo de nómina / % de las ventas')),
      compared,
    );
    same(
      'Nómina $ (P&L, tarjeta)',
      moneyIn(costos.get('Estado de resultados / Nómina')),
      moneyIn(costos.get('Costo de nómina / Nómina')),
      compared,
    );

    // The statement adds up: each cost line above "Costo de ventas" is part of it, none hidden.
    const pnlCents = (label: string) => centsIn(costos.get(`Estado de resultados / ${label}`));
    const parts = [
      'Costo de alimentos',
      'Costo de bebidas',
      'Costo de bar',
      'Otros costos (empaques y extras)',
    ];
    if (parts.every((label) => pnlCents(label) !== null))
      same(
        'Costo de ventas = la suma de sus líneas (P&L)',
        String(parts.reduce((sum, label) => sum + pnlCents(label)!, 0)),
        String(pnlCents('Costo de ventas')),
        compared,
      );

    // Today so far: Ventas reads it as Hoy does.
    if (ventas.has('Hoy, en vivo / Vendido hasta ahora')) {
      const [live, hoy] = await liveOnBoth(id);
      const soldOnVentas = live.get('Hoy, en vivo / Vendido hasta ahora');
      same(
        'Vendido hasta ahora (Ventas, Hoy)',
        soldOnVentas,
        hoy.get('Ventas del día / Vendido hasta ahora'),
        compared,
      );
      same(
        'Vendido hasta ahora: su comparación',
        live.get('Hoy, en vivo / Vendido hasta ahora / nota'),
        hoy.get('Ventas del día / Vendido hasta ahora / nota'),
        compared,
      );
      // The projection says its basis and baseline, as the assistant does, beside the forecast's.
      if (hoy.get('Ventas del día / Proyección del día')?.startsWith('$'))
        expect(hoy.get('Ventas del día / Proyección del día / nota')).toMatch(
          /^con IVA, al ritmo del \S+ \d+ de \S+ a la misma hora/,
        );
    }

    // A day's sales change: the Ventas note and the sales alert of that day, one baseline.
    await figuresOn(`alertas?periodo=${id}`);
    const alertTexts = await page.locator('.alert').allTextContents();
    // Each title once, the times it was raised before folded under it (since 2026-12-07).
    const closedDays = page.locator('.card', { hasText: 'Días cerrados' });
    const shownTitles = await closedDays
      .locator('.alerts:not(details .alerts) > .alert > strong')
      .allTextContents();
    expect(new Set(shownTitles).size, shownTitles.join(' | ')).toBe(shownTitles.length);
    for (const repeats of await closedDays.locator('details.repeats').all()) {
      const said = /Se repitió (\d+) (vez|veces)/.exec(
        (await repeats.locator('summary').textContent()) ?? '',
      );
      expect(Number(said?.[1])).toBe(await repeats.locator('.alert').count());
    }
    const change = ventas.get('Resumen / Ventas totales / nota');
    if (change?.includes('el mismo día de la semana pasada')) {
      const sales = alertTexts.map((text) => /la venta (subió|bajó) ([\d.]+)%/.exec(text)).find(Boolean);
      if (sales)
        same(
          'Cambio del día (Ventas, alerta)',
          pctIn(change)?.replace('−', '-').replace('+', ''),
          `${sales[1] === 'bajó' ? '-' : ''}${sales[2]}%`,
          compared,
        );
    }

    // Each cost alert's ratio against Costos for the alert's own window.
    for (const text of new Set(alertTexts)) {
      // "en los 7 días del … al …", "del … al … (mes a la fecha)" or "el …": every window an alert names.
      const cost =
        /El costo de (alimentos|barra|bar|nómina) (?:en los \d+ días )?(?:del (\d\d\/\d\d\/\d{4}) al (\d\d\/\d\d\/\d{4})|el (\d\d\/\d\d\/\d{4}))[^%]*? fue ([\d.]+)%/.exec(
          text,
        );
      if (!cost) continue;
      const from = isoOf(cost[2] ?? cost[4]!);
      const to = isoOf(cost[3] ?? cost[4]!);
      const window = await costsOfWindow(from, to);
      const line = {
        alimentos: 'Costo de alimentos',
        barra: 'Costo de bar',
        bar: 'Costo de bar',
        nómina: 'Nómina',
      }[cost[1] as 'bar'];
      same(
        `Alerta de costo de ${cost[1]} ${from}..${to} (Alertas, Costos)`,
        // As numbers: the alert and the page both write one decimal (30.0%, 30.0 %).
        String(Number(cost[5])),
        String(Number(pctIn(window.get(`Estado de resultados / ${line}`))?.replace('%', ''))),
        compared,
      );
    }

    // The assistant, asked about the same period, against the pages.
    const [sold, food, prime, purchasesIva] = await ask(
      `¿cuánto vendí ${words}?`,
      `¿cuál es mi costo de alimentos ${words}?`,
      `¿cuál es mi costo primo ${words}?`,
      `¿cuánto IVA pagué en mis compras ${words}?`,
    );
    // The purchases' IVA (since 2026-12-06): shown when the period has purchases.
    if (costos.has('Compras por proveedor, sin IVA / IVA de tus compras'))
      same(
        'IVA de tus compras (Costos, asistente)',
        moneyIn(costos.get('Compras por proveedor, sin IVA / IVA de tus compras')),
        moneyIn(purchasesIva.get('IVA de tus compras')),
        compared,
      );
    same(
      'Venta total (Ventas, asistente)',
      moneyIn(ventas.get('Resumen / Ventas totales')),
      moneyIn(sold.get('Venta total')),
      compared,
    );
    same(
      'Costo de alimentos (Costos, asistente)',
      pnlPct('Costo de alimentos'),
      pctIn(food.get('Costo de alimentos')),
      compared,
    );
    same(
      'Costo primo (Costos, asistente)',
      moneyIn(costos.get('Estado de resultados / Costo primo')),
      moneyIn(prime.get('Costo primo')),
      compared,
    );

    // The test compares: every period shows one shared figure at least, and one with closed days
    // its net sales on both pages.
    expect(compared.length).toBeGreaterThan(0);
    if (ventas.has('Resumen / Sin IVA')) expect(compared).toContain('Sin IVA = Ventas netas');
  });
});
