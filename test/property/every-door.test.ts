/**
 * Property: one figure through every door. Over a seeded simulator run (payroll, expenses,
 * purchases and counts through the real ingest and back-office routes), for random periods inside
 * it, the sales total, food cost %, labour % and net margin, with their status and the incomplete
 * inputs, are the same in GET /intelligence/pnl, /intelligence/kpis, the CSV of both, a one-branch
 * organization's /pnl and /kpis, the assistant's answer, and the dashboard's formatted text.
 *
 * Expected values are never typed: /pnl is the reference, and /pnl's own sales are checked against
 * the documents the simulation sent. A ratio without a status because an input covers part of the
 * period (a partial fortnight of payroll) is null-status with `meta.incomplete` everywhere, and the
 * assistant says "incompleto". The forecast the pipeline stored after the simulated days is the same
 * in GET /intelligence/forecast, its CSV, /live/sales/today, the assistant and the page's formatted
 * text; tomorrow's staff, prep list and ingredients are the reads' own in the assistant.
 */
import fc from 'fast-check';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHS } from '#shared/domain/assistant/dates.ts';
import { money as assistantMoney, pct as assistantPct } from '#shared/domain/assistant/format.ts';
import { addDays, daysBetween, isoWeekday, lastOfMonth } from '#shared/domain/calendar-dates.ts';
import { incompleteInputSentence } from '#shared/domain/costs/coverage.ts';
import { ensureWebBuilds } from '#web/tooling/web-builds.ts';
import { TAQUERIA } from '../../local/simulator/concepts.ts';
import { type SimulationResult, simulate } from '../../local/simulator/run.ts';
import { createPosClientSender, type PosSender } from '../../local/simulator/sender.ts';
import { formatMoney, formatPercent } from '../../web/dashboard/src/lib/format.ts';
import { type OwnedOrganization, ownedOrganization } from '../support/organizations.ts';
import { startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { LOCAL_PASSWORD } from '../support/user-tokens.ts';
import { assertOptions, runs, timeoutFor } from './support.ts';

const SIMULATED_DAYS = 24;
const CASES = runs(4);

let stack: TestStack;
let branch: TestBranch;
let owner: OwnedOrganization;
let simulation: SimulationResult;
let dates: string[];
/** Per date, Σ total sales (with IVA) of the zout summaries the simulation sent. */
const sentSalesWithIva = new Map<string, number>();

/** The sender, noting each closed day's sales summaries as they go out. */
function recordingSales(sender: PosSender): PosSender {
  return {
    ...sender,
    get stats() {
      return sender.stats;
    },
    async sendDay(day) {
      for (const summary of summariesIn(day.sales)) {
        const cents = summary.total_sales_cents;
        sentSalesWithIva.set(summary.date, (sentSalesWithIva.get(summary.date) ?? 0) + cents);
      }
      await sender.sendDay(day);
    },
  };
}

/** Every object carrying a zout summary's members, wherever the day's body nests it. */
function summariesIn(value: unknown): any[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(summariesIn);
  const record = value as Record<string, unknown>;
  if (typeof record.food_sales_cents === 'number' && typeof record.date === 'string') return [record];
  return Object.values(record).flatMap(summariesIn);
}

beforeAll(async () => {
  stack = await startTestStack();
  branch = await stack.createBranch({ plan: 'enterprise' });
  // Attached before any day, so the organization's roll-ups hold the branch whole.
  owner = await ownedOrganization(stack, 'Una sucursal', [branch], { created: true });
  simulation = await simulate({
    seed: 31,
    days: SIMULATED_DAYS,
    live: false,
    branches: [
      {
        branchId: branch.branchId,
        concept: TAQUERIA,
        index: 0,
        sender: recordingSales(
          createPosClientSender({ baseUrl: stack.url, apiKey: branch.apiKey, branchId: branch.branchId }),
        ),
      },
    ],
  });
  await stack.pipeline?.drain({ timeoutMs: 60_000 });
  dates = [...simulation.branches[0]!.salesByDate.keys()].sort();
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

type Period = { date_from: string; date_to: string };

const branchRead = (what: string, period: Period, accept = 'application/json') =>
  stack.request('GET', `/api/v1/intelligence/${what}`, {
    apiKey: branch.apiKey,
    headers: { Accept: accept },
    query: { branch_identifier: branch.branchId, ...period },
  });

const organizationRead = (what: string, period: Period, accept = 'application/json') =>
  stack.request('GET', `/api/v1/organization/intelligence/${what}`, {
    headers: { Authorization: `Bearer ${owner.token}`, Accept: accept },
    query: period,
  });

const ask = (question: string) =>
  stack.request('POST', '/api/v1/assistant/ask', {
    apiKey: branch.apiKey,
    body: {
      data: {
        type: 'assistant-question',
        attributes: { branch_identifier: branch.branchId, question },
      },
    },
  });

/** The four figures, their status and the incomplete inputs, as one door shows them. */
interface Figures {
  sales_cents: number | null;
  food_cost_pct: number | null;
  food_cost_status: string | null;
  labor_cost_pct: number | null;
  labor_cost_status: string | null;
  net_profit_pct: number | null;
  net_profit_status: string | null;
}

function figuresOfPnl(attributes: any): Figures {
  return {
    sales_cents: attributes.ventas.total_net_sales_cents,
    food_cost_pct: attributes.costo_de_ventas.food_cost_pct,
    food_cost_status: attributes.costo_de_ventas.food_cost_status,
    labor_cost_pct: attributes.gastos_operativos.labor_cost_pct,
    labor_cost_status: attributes.gastos_operativos.labor_cost_status,
    net_profit_pct: attributes.utilidad_neta.net_profit_pct,
    net_profit_status: attributes.utilidad_neta.net_profit_status,
  };
}

/** The KPIs carry the ratios (the sales total is the P&L's alone). */
function ratiosOfKpis(attributes: any): Omit<Figures, 'sales_cents'> {
  const of = (key: string) => attributes.kpis.find((kpi: any) => kpi.key === key);
  return {
    food_cost_pct: of('food_cost_pct').value,
    food_cost_status: of('food_cost_pct').status,
    labor_cost_pct: of('labor_cost_pct').value,
    labor_cost_status: of('labor_cost_pct').status,
    net_profit_pct: of('net_profit_pct').value,
    net_profit_status: of('net_profit_pct').status,
  };
}

/** The CSV's rows as objects by the header row (no quoted commas in these reads' numbers). */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const columns = parseCsvLine(header!);
  return lines.map((line) => Object.fromEntries(parseCsvLine(line).map((cell, i) => [columns[i], cell])));
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const numberOrNull = (cell: string | undefined) => (cell === undefined || cell === '' ? null : Number(cell));
const textOrNull = (cell: string | undefined) => (cell === undefined || cell === '' ? null : cell);

function figuresOfPnlCsv(text: string): Figures {
  const rows = csvRows(text);
  const line = (section: string, name: string) => {
    const row = rows.find((candidate) => candidate.section === section && candidate.line === name);
    if (!row) throw new Error(`no ${section},${name} row in ${text.slice(0, 400)}`);
    return row;
  };
  return {
    sales_cents: numberOrNull(line('ventas', 'total_net_sales').amount_cents),
    food_cost_pct: numberOrNull(line('costo_de_ventas', 'food_cost').pct),
    food_cost_status: textOrNull(line('costo_de_ventas', 'food_cost').status),
    labor_cost_pct: numberOrNull(line('gastos_operativos', 'labor_cost').pct),
    labor_cost_status: textOrNull(line('gastos_operativos', 'labor_cost').status),
    net_profit_pct: numberOrNull(line('utilidad_neta', 'net_profit').pct),
    net_profit_status: textOrNull(line('utilidad_neta', 'net_profit').status),
  };
}

function ratiosOfKpisCsv(text: string): Omit<Figures, 'sales_cents'> {
  const rows = csvRows(text);
  const of = (key: string) => rows.find((row) => row.key === key)!;
  return {
    food_cost_pct: numberOrNull(of('food_cost_pct').value),
    food_cost_status: textOrNull(of('food_cost_pct').status),
    labor_cost_pct: numberOrNull(of('labor_cost_pct').value),
    labor_cost_status: textOrNull(of('labor_cost_pct').status),
    net_profit_pct: numberOrNull(of('net_profit_pct').value),
    net_profit_status: textOrNull(of('net_profit_pct').status),
  };
}

/**
 * The periods shorter than a week between two of the simulator's counts (local/simulator/backoffice.ts
 * counts on Sundays, a month's last day and the run's last day): the day after one count to the next
 * count. Their ratios read their own days, as every period's do (costPeriod: costs accrued by day).
 */
function countedShortPeriods(): Period[] {
  const counted = dates.filter(
    (date, index) => isoWeekday(date) === 7 || lastOfMonth(date) === date || index === dates.length - 1,
  );
  return counted
    .slice(1)
    .map((to, index) => ({ date_from: addDays(counted[index]!, 1)!, date_to: to }))
    .filter((period) => daysBetween(period.date_from, period.date_to)! + 1 < 7);
}

/** The number a printed figure shows: `−$1,234.50` → -123450 cents, `21.1 %` → 21.1. */
const signOf = (text: string) => (/^[-\u2212]/.test(text) ? -1 : 1);
const centsOfPrinted = (text: string) => signOf(text) * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const pctOfPrinted = (text: string) => signOf(text) * Number(text.replace(/[^\d.]/g, ''));

const withoutSales = ({ sales_cents: _, ...ratios }: Figures) => ratios;

/** "del 3 de noviembre al 17 de noviembre de 2026" (dates.ts reads a month at each end). */
function spokenPeriod(period: Period): string {
  const spoken = (date: string) => {
    const [, month, day] = date.split('-').map(Number) as [number, number, number];
    return `${day} de ${MONTHS[month - 1]}`;
  };
  const year = period.date_to.slice(0, 4);
  return `del ${spoken(period.date_from)} al ${spoken(period.date_to)} de ${year}`;
}

/** The assistant's answer about one ratio: its text shows the P&L's figure, or says incompleto. */
async function expectAssistantRatio(
  question: string,
  value: number | null,
  incomplete: readonly string[],
  context: string,
): Promise<void> {
  const response = await ask(question);
  expect(response.status, `${context}: ${question} → ${JSON.stringify(response.body)}`).toBe(200);
  const answer: string = response.body.data.attributes.answer;
  if (value !== null) expect(answer, `${context}: ${question}`).toContain(assistantPct(value));
  for (const sentence of incomplete) expect(answer, `${context}: ${question}`).toContain(sentence);
}

describe('one figure through every door', () => {
  it('sends the sales the simulation sent (the reference is right)', async () => {
    const sent = simulation.branches[0]!;
    const pnl = await branchRead('pnl', { date_from: sent.from, date_to: sent.to });
    expect(pnl.status).toBe(200);
    const sales = [...sentSalesWithIva.values()].reduce((sum, cents) => sum + cents, 0);
    expect(sales).toBeGreaterThan(0);
    expect(pnl.body.data.attributes.ventas.total_sales_with_iva_cents).toBe(sales);
    // Costos' "Ventas netas" is Ventas' "Sin IVA": one sum (docs/figures.md).
    const summary = await branchRead('sales/summary', { date_from: sent.from, date_to: sent.to });
    expect(pnl.body.data.attributes.ventas.total_net_sales_cents).toBe(
      summary.body.data.attributes.total_sales_no_iva_cents,
    );
  });

  it(
    'pnl, kpis, their CSV, the organization, the assistant and the dashboard agree',
    async () => {
      const period = fc
        // Over the days that sold: a holiday the simulated branch closes (1 January) has none.
        .tuple(fc.nat({ max: dates.length - 1 }), fc.integer({ min: 1, max: dates.length }))
        .map(([start, length]) => ({
          date_from: dates[start]!,
          date_to: dates[Math.min(start + length, dates.length) - 1]!,
        }));
      await fc.assert(
        fc.asyncProperty(period, async (query) => {
          const context = `${query.date_from}..${query.date_to}`;
          const pnl = await branchRead('pnl', query);
          expect(pnl.status, context).toBe(200);
          const reference = figuresOfPnl(pnl.body.data.attributes);
          const meta = pnl.body.data.meta;
          // The reference against the documents sent: Σ the days' sales with IVA.
          const inPeriod = dates.filter((date) => date >= query.date_from && date <= query.date_to);
          const sentSales = (byDate: ReadonlyMap<string, number>) =>
            inPeriod.reduce((sum, date) => sum + (byDate.get(date) ?? 0), 0);
          expect(pnl.body.data.attributes.ventas.total_sales_with_iva_cents, context).toBe(
            sentSales(sentSalesWithIva),
          );

          // An incomplete input a ratio reads leaves that ratio without a status.
          const incompleteInputs = new Set(meta.incomplete.map((item: any) => item.input));
          if (incompleteInputs.has('payroll')) expect(reference.labor_cost_status, context).toBeNull();

          const kpis = await branchRead('kpis', query);
          expect(ratiosOfKpis(kpis.body.data.attributes), `kpis ${context}`).toEqual(withoutSales(reference));
          expect(kpis.body.data.meta.incomplete, `kpis ${context}`).toEqual(meta.incomplete);

          const pnlCsv = await branchRead('pnl', query, 'text/csv');
          expect(pnlCsv.status, context).toBe(200);
          expect(figuresOfPnlCsv(String(pnlCsv.body)), `pnl csv ${context}`).toEqual(reference);
          const kpisCsv = await branchRead('kpis', query, 'text/csv');
          expect(ratiosOfKpisCsv(String(kpisCsv.body)), `kpis csv ${context}`).toEqual(
            withoutSales(reference),
          );

          const orgPnl = await organizationRead('pnl', query);
          expect(orgPnl.status, `organization ${context}`).toBe(200);
          expect(figuresOfPnl(orgPnl.body.data.attributes), `organization pnl ${context}`).toEqual(reference);
          const orgKpis = await organizationRead('kpis', query);
          expect(ratiosOfKpis(orgKpis.body.data.attributes), `organization kpis ${context}`).toEqual(
            withoutSales(reference),
          );

          const when = spokenPeriod(query);
          const sentences = (inputs: string[]) =>
            meta.incomplete
              .filter((item: any) => inputs.includes(item.input))
              .map((item: any) => incompleteInputSentence(item));
          const sales = await ask(`¿Cuánto vendí ${when}?`);
          // "¿Cuánto vendí?" is the sales summary's total: every ticket, the "other" lines too.
          expect(sales.body.data.attributes.answer, context).toContain(
            assistantMoney(sentSales(simulation.branches[0]!.salesByDate)),
          );
          await expectAssistantRatio(
            `¿Cuál fue mi costo de alimentos ${when}?`,
            reference.food_cost_pct,
            reference.food_cost_status === null ? sentences(['purchases', 'inventory']) : [],
            context,
          );
          await expectAssistantRatio(
            `¿Cuánto fue mi nómina ${when}?`,
            reference.labor_cost_pct,
            reference.labor_cost_status === null ? sentences(['payroll']) : [],
            context,
          );
          await expectAssistantRatio(`¿Cuál fue mi utilidad ${when}?`, reference.net_profit_pct, [], context);

          // The dashboard prints the API's figure through its own formatting functions: the printed
          // text reads back as the API's figure, and as the assistant's text of it.
          if (reference.sales_cents !== null) {
            expect(centsOfPrinted(formatMoney(reference.sales_cents)), context).toBe(reference.sales_cents);
          }
          for (const value of [reference.food_cost_pct, reference.labor_cost_pct, reference.net_profit_pct]) {
            if (value === null) continue;
            expect(pctOfPrinted(formatPercent(value)), context).toBe(value);
            expect(pctOfPrinted(formatPercent(value)), context).toBe(
              Math.sign(value) * pctOfPrinted(assistantPct(value)),
            );
          }
        }),
        {
          ...assertOptions(CASES),
          // The first day (its trailing week reaches before the simulation), the whole run and, when
          // the run has one, a period under a week that counts open and close, always.
          examples: [
            [{ date_from: dates[0]!, date_to: dates[0]! }],
            [{ date_from: dates[0]!, date_to: dates.at(-1)! }],
            ...countedShortPeriods()
              .slice(-1)
              .map((period) => [period] as [Period]),
          ],
        },
      );
    },
    timeoutFor(CASES * 8),
  );

  it('the Costos page of a fortnight prints those figures, formatted (one browser)', async () => {
    await ensureWebBuilds();
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(`${stack.url}/`);
      await page.getByRole('button', { name: 'Iniciar sesión o crear cuenta' }).click();
      await page.fill('#email', owner.email);
      await page.fill('#password', LOCAL_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.locator('nav').waitFor();
      // A fortnight from the run's second day: its payroll may cover part of it.
      const period = { date_from: dates[1]!, date_to: dates[14]! };
      await page.goto(`${stack.url}/#/costos?desde=${period.date_from}&hasta=${period.date_to}`);
      await page.locator('dl.pnl').waitFor();
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      const printed = (await page.locator('dl.pnl').textContent()) ?? '';
      const pnl = await branchRead('pnl', period);
      const reference = figuresOfPnl(pnl.body.data.attributes);
      expect(reference.sales_cents).not.toBeNull();
      expect(printed).toContain(formatMoney(reference.sales_cents!));
      // A ratio without a status has no colour on the page: as many badges as statuses.
      const statuses = [
        pnl.body.data.attributes.costo_de_ventas.food_cost_status,
        pnl.body.data.attributes.costo_de_ventas.beverage_cost_status,
        pnl.body.data.attributes.costo_de_ventas.bar_cost_status,
        pnl.body.data.attributes.gastos_operativos.labor_cost_status,
        pnl.body.data.attributes.gastos_operativos.prime_cost_status,
        pnl.body.data.attributes.ebitda.ebitda_status,
        pnl.body.data.attributes.utilidad_neta.net_profit_status,
      ];
      expect(await page.locator('dl.pnl .badge').count()).toBe(
        statuses.filter((status) => status !== null).length,
      );
      for (const value of [reference.food_cost_pct, reference.labor_cost_pct, reference.net_profit_pct]) {
        if (value !== null) expect(printed).toContain(formatPercent(value));
      }
      for (const item of pnl.body.data.meta.incomplete)
        expect(printed).toContain(incompleteInputSentence(item));
      await context.close();
    } finally {
      await browser.close();
    }
  }, 300_000);
});

describe('the forecast through every door', () => {
  const forecastRead = (query: Record<string, string>, accept = 'application/json') =>
    stack.request('GET', '/api/v1/intelligence/forecast', {
      apiKey: branch.apiKey,
      headers: { Accept: accept },
      query: { branch_identifier: branch.branchId, ...query },
    });

  it('each day is the same in the JSON, the CSV, sales today, the assistant and the page text', async () => {
    const json = await forecastRead({ days: '14' });
    expect(json.status).toBe(200);
    const days = json.body.data.attributes.days as Array<Record<string, any>>;
    // The simulation's days end yesterday: the days ahead are forecast from them.
    expect(days.some((day) => day.status === 'ok')).toBe(true);
    const csv = await forecastRead({ days: '14' }, 'text/csv');
    const rows = csvRows(String(csv.body));
    for (const day of days) {
      const row = rows.find((candidate) => candidate.date === day.date)!;
      for (const member of [
        'sales_cents',
        'sales_low_cents',
        'sales_high_cents',
        'covers',
        'covers_low',
        'covers_high',
      ])
        expect(numberOrNull(row[member]), `${day.date} ${member}`).toBe(day[member]);
      expect(row.status).toBe(day.status);
      // The Mañana page prints the JSON's cents with the dashboard's formatter.
      if (day.sales_cents !== null)
        expect(centsOfPrinted(formatMoney(day.sales_cents))).toBe(day.sales_cents);
    }
    const live = await stack.request('GET', '/api/v1/live/sales/today', { apiKey: branch.apiKey });
    expect(live.body.data.attributes.forecast_sales_cents).toBe(days[0]!.sales_cents);
    // The assistant quotes tomorrow's row as it is, and says it in the same money.
    const tomorrow = days[1]!;
    const answer = (await ask('¿Cuánto voy a vender mañana?')).body.data.attributes;
    expect(answer.intent).toBe('forecast_sales');
    const quoted = Object.fromEntries(answer.figures.map((figure: any) => [figure.key, figure.value]));
    if (tomorrow.status === 'ok') {
      for (const member of ['sales_cents', 'sales_low_cents', 'sales_high_cents'])
        expect(quoted[member], member).toBe(tomorrow[member]);
      expect(answer.answer).toContain(assistantMoney(tomorrow.sales_cents));
    } else expect(answer.figures).toEqual([]);
  }, 120_000);

  it("tomorrow's staff, payroll and prep list are the reads' own in the assistant", async () => {
    const date = (await forecastRead({ days: '2' })).body.data.attributes.days[1].date as string;
    const read = (path: string) =>
      stack.request('GET', `/api/v1/intelligence/forecast/${path}`, {
        apiKey: branch.apiKey,
        query: { branch_identifier: branch.branchId, date },
      });
    const figuresOf = async (question: string) => {
      const answer = (await ask(question)).body.data.attributes;
      return Object.fromEntries(answer.figures.map((figure: any) => [figure.key, figure.value]));
    };
    const hours = (await read('hours')).body.data.attributes;
    const staff = await figuresOf('¿Cuánta gente necesito mañana?');
    // The simulated days name their waiters, so the branch's own rate gives tomorrow's staff.
    expect(hours.staff_hours_suggested).not.toBeNull();
    expect(staff.staff_hours).toBe(hours.staff_hours_suggested);
    // The simulated run captures payroll, so the read projects it: amount and ratio quoted as given.
    expect(hours.labor_cost_projected_cents).not.toBeNull();
    expect(staff.labor_cost_projected_cents).toBe(hours.labor_cost_projected_cents);
    expect(staff.labor_cost_pct_projected).toBe(hours.labor_cost_pct_projected);
    const items = (await read('items')).body.data.attributes;
    const listed = [...items.items, ...items.other_items];
    expect(listed.length).toBeGreaterThan(0);
    const prep = await figuresOf('¿Qué preparo para mañana?');
    listed.slice(0, 10).forEach((item: any, index: number) => {
      expect(prep[`item_${index + 1}_quantity`], item.name).toBe(item.quantity);
    });
    // The simulated branch sends its recipes: the list's ingredients are the assistant's use to come.
    expect(items.ingredients.length).toBeGreaterThan(0);
    const [first] = items.ingredients;
    const use = await figuresOf(`¿Cuánto ${first.ingredient.toLowerCase()} voy a usar mañana?`);
    const need = items.ingredients.find((line: any) => line.ingredient === use.ingredient_1);
    expect(need, JSON.stringify(use)).toBeDefined();
    expect(use.ingredient_1_quantity).toBe(need.quantity);
    expect(use.ingredient_1_quantity_high).toBe(need.quantity_high);
  }, 120_000);
});
