/**
 * The cortes' sales by payment type: every member the cortes sent (none lumped into "el resto"),
 * the one the question names first, and a member asked that the cortes do not send said so.
 */
import { describe, expect, it } from 'vitest';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const TOTALS = {
  cash_sales_cents: 148_000,
  card_sales_cents: 260_000,
  transfer_sales_cents: 21_900,
  delivery_sales_cents: 28_450,
  voucher_sales_cents: 0,
  grand_total_cents: 458_350,
  tips_cents: null,
  variance_cents: null,
};
const ask = (question: string, totals: object = TOTALS) =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/reconciliation': { attributes: { totals, records: [] } } },
    { today: '2026-03-07', requiredPlanOf: () => 'starter' },
  );

describe('the payment mix', () => {
  it('says every member sent, not "el resto"', async () => {
    const answered = await ask('¿Cuánto fue en efectivo y cuánto con tarjeta ayer?');
    expect(answered.intent).toBe('payment_mix');
    const { voucher_sales_cents: _zero, tips_cents: _tips, variance_cents: _variance, ...said } = TOTALS;
    expect(answered.quoted).toEqual(said);
    expect(answered.answer).toBe(
      `El viernes 6 de marzo cobraste ${money(148_000)} en efectivo, ${money(260_000)} con tarjeta, ${money(21_900)} por transferencia y ${money(28_450)} por apps de entrega (Rappi, Uber Eats, DiDi Food…), de un total de ${money(458_350)}.`,
    );
    // The members add up to the cash cut's total.
    const { grand_total_cents: total, ...members } = said;
    expect(Object.values(members).reduce((sum, cents) => sum + cents, 0)).toBe(total);
  });

  it('leads with the delivery apps when asked of Rappi, and says a member the cortes do not send', async () => {
    const answered = await ask('¿Cuánto vendí por Rappi y Uber ayer?');
    expect(answered.intent).toBe('payment_mix');
    // One app named, no payments documents: the cortes hold the apps as one figure, said first.
    expect(answered.answer).toMatch(
      /^Tus cortes traen las apps de entrega juntas \(Rappi, Uber Eats, DiDi Food…\) y tu punto de venta no mandó sus pagos por app\. El viernes 6 de marzo cobraste \$284\.50 por apps de entrega/,
    );
    expect((await ask('¿Cuánto vendí en apps de entrega ayer?')).answer).toMatch(
      /^El viernes 6 de marzo cobraste/,
    );
    // A deposit said of an app is its payout, not the drawer's cash (before 2026-12-06, the deposit).
    for (const question of ['¿Cuánto me depositó Uber Eats ayer?', '¿Cuánto me depositaron las apps ayer?'])
      expect((await ask(question)).intent, question).toBe('payment_mix');
    // "Apps", "delivery", "plataformas" alone are the apps too, as the answer of "a domicilio"
    // suggests asking (since 2026-12-07; before, the day's whole sales, or a dish named «apps»).
    for (const question of [
      '¿Cuánto vendí por apps ayer?',
      '¿Cuánto vendí por delivery ayer?',
      '¿Cuánto vendí en plataformas de entrega ayer?',
      '¿Cuánto me dejaron las apps de delivery ayer?',
    ]) {
      const apps = await ask(question);
      expect(apps.intent, question).toBe('payment_mix');
      expect(apps.answer, question).toMatch(
        new RegExp(
          `^El viernes 6 de marzo cobraste \\${money(TOTALS.delivery_sales_cents)} por apps de entrega`,
        ),
      );
    }
    const noVouchers = await ask('¿cuánto me pagaron con vales ayer?', {
      ...TOTALS,
      voucher_sales_cents: null,
    });
    expect(noVouchers.answer).toMatch(/Tus cortes no traen vales por separado\.$/);
  });
});

describe('one delivery app asked', () => {
  it("gives the app's own payments when the POS sends them, then the mix", async () => {
    // The payments documents split the apps (reconciliation.ts `deliveryApps`); before 2026-12-05,
    // "tus cortes traen las apps juntas" whatever they sent.
    const apps = [
      { payment_type: 'rappi', amount_cents: 19_450, transaction_count: 7 },
      { payment_type: 'uber_eats', amount_cents: 9_000, transaction_count: null },
    ];
    const withApps = { ...TOTALS, payments: { delivery_cents: 28_450, delivery_apps: apps } };
    const rappi = await ask('¿Cuántos pedidos de Rappi tuve ayer?', withApps);
    expect(rappi.intent).toBe('payment_mix');
    expect(rappi.quoted).toMatchObject({ rappi_cents: 19_450, rappi_transactions: 7 });
    expect(rappi.answer).toMatch(
      /^El viernes 6 de marzo, los pagos que manda tu punto de venta por Rappi traen \$194\.50 en 7 cobros\. El viernes 6 de marzo cobraste \$284\.50 por apps de entrega/,
    );
    // Each app named, in the order listed; one they do not name said so.
    expect((await ask('¿Cuánto vendí por Uber y DiDi ayer?', withApps)).answer).toMatch(
      /^El viernes 6 de marzo, los pagos que manda tu punto de venta por Uber Eats traen \$90\.00 y de DiDi Food no traen ningún cobro\. /,
    );
  });
});

describe('a share asked of a payment type', () => {
  it("says each amount with its share of the cortes' total, computed from them", async () => {
    const answered = await ask('¿Qué porcentaje de mis ventas fue en efectivo ayer?');
    expect(answered.intent).toBe('payment_mix');
    const share = (cents: number) => pct(Math.round((cents / TOTALS.grand_total_cents) * 1000) / 10);
    expect(answered.answer).toBe(
      `El viernes 6 de marzo cobraste ${money(148_000)} (${share(148_000)}) en efectivo, ${money(260_000)} (${share(260_000)}) con tarjeta, ${money(21_900)} (${share(21_900)}) por transferencia y ${money(28_450)} (${share(28_450)}) por apps de entrega (Rappi, Uber Eats, DiDi Food…), de un total de ${money(458_350)}.`,
    );
    expect(answered.quoted.cash_sales_share_pct).toBe(32.3);
  });
});

describe('a fee asked of the apps or the terminal', () => {
  it('says no read holds the fees, then gives what the cortes have, the apps first', async () => {
    const answered = await ask('¿Cuánto me cobra Rappi de comisión?');
    expect(answered.intent).toBe('payment_mix');
    expect(answered.answer).toMatch(
      new RegExp(
        `^No recibo las comisiones que te cobran las apps de entrega, la terminal ni el banco: .* Tus cortes traen las apps de entrega juntas .* El viernes 6 de marzo cobraste \\${money(28_450).replace('.', '\\.')} por apps de entrega`,
      ),
    );
    expect(answered.quoted.delivery_sales_cents).toBe(28_450);
  });

  it.each([
    '¿Cuánto me cobró Rappi ayer?',
    '¿Cuánto me cobra la terminal?',
    // The bank's (since 2026-12-06; before, out of the domain).
    '¿Cuánto me cobró el banco de comisiones ayer?',
    '¿Cuánto pago de comisiones bancarias?',
    // The card's (since 2026-12-06; before, the expenses' lines).
    '¿Cuánto pagué en comisiones de tarjeta?',
    '¿Cuánto se me va en comisiones de las tarjetas?',
  ])("%s: a fee too, not the drawer's «me sobró» (before 2026-12-06)", async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('payment_mix');
    expect(answered.answer).toMatch(
      /^No recibo las comisiones que te cobran las apps de entrega, la terminal ni el banco: /,
    );
  });
});

describe('a share asked in the present, no period named', () => {
  it.each([
    ['¿qué porcentaje es en efectivo?', 'payment_mix'],
    ['¿qué porcentaje de mis ventas es bebida?', 'sales_total'],
    ['¿qué parte de mis ventas son bebidas?', 'sales_total'],
  ])("%s: the branch's mix over the last 28 closed days, not yesterday's", (question, intent) => {
    expect(understand(question, '2026-12-04', null)).toMatchObject({
      intent,
      range: { from: '2026-11-06', to: '2026-12-03' },
    });
  });

  it('keeps a day named, and a share asked in the past, to that day', () => {
    const yesterday = { from: '2026-12-03', to: '2026-12-03' };
    expect(understand('¿qué porcentaje fue con tarjeta?', '2026-12-04', null)).toMatchObject({
      range: yesterday,
    });
    expect(understand('¿qué porcentaje de mis ventas fue bebida ayer?', '2026-12-04', null)).toMatchObject({
      range: yesterday,
    });
  });
});

describe('the tips', () => {
  const tips = { ...TOTALS, tips_cents: 64_240 };
  // The tip rate: the tips over what the cortes charged (grand_total_cents), one decimal.
  const rate = Math.round((tips.tips_cents / tips.grand_total_cents) * 1000) / 10;

  it("says the cortes' tips are not split by payment type, and nothing of waiters unasked", async () => {
    const answered = await ask('¿Cuánto de propina dejaron con tarjeta ayer?', tips);
    expect(answered.intent).toBe('tips');
    expect(answered.quoted).toEqual({ tips_cents: tips.tips_cents, tips_pct_of_charged: rate });
    expect(answered.answer).toBe(
      `El viernes 6 de marzo recibiste ${money(tips.tips_cents)} de propinas, ${pct(rate)} de lo cobrado. No te las separo con tarjeta: las tomo de tus cortes Z (tips_received), que las traen juntas.`,
    );
    expect((await ask('¿Cuánto dejaron de propina ayer?', tips)).answer).toBe(
      `El viernes 6 de marzo recibiste ${money(tips.tips_cents)} de propinas, ${pct(rate)} de lo cobrado.`,
    );
  });

  it('asked on average, the last 28 days and the tips per corte', async () => {
    // Before, yesterday's total alone.
    const records = [20_000, 24_240, null, 20_000].map((cents) => ({ tips_cents: cents }));
    const answered = await askRules(
      '¿Cuánto dejan de propina en promedio?',
      { '/api/v1/intelligence/sales/reconciliation': { attributes: { totals: tips, records } } },
      { today: '2026-03-07', requiredPlanOf: () => 'starter' },
    );
    expect(answered.calls[0]).toContain('date_from=2026-02-07&date_to=2026-03-06');
    // Three cortes sent tips: 64,240 ÷ 3, rounded to the cent.
    expect(answered.quoted).toMatchObject({ tips_per_corte_cents: 21_413, tips_cortes: 3 });
    expect(answered.answer).toMatch(/ En promedio, \$214\.13 por corte \(3 cortes\)\.$/);
  });
});
