/**
 * "¿Cuánto tengo que depositar?" of a closed day (cash-deposit.ts): the cuts' cash sales with the
 * drawer's count difference, the float and the tips in cash said apart. Expected figures are the
 * fixture's own.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-03';

const ask = (question: string, totals: { cash_sales_cents: number | null; variance_cents: number | null }) =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/reconciliation': { attributes: { totals, records: [] } } },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe('the cash to deposit', () => {
  it("is the cuts' cash sales with the count's shortage taken off", async () => {
    const answered = await ask('¿Cuánto tengo que depositar de ayer?', {
      cash_sales_cents: 2_279_000,
      variance_cents: -3_100,
    });
    expect(answered.intent).toBe('cash_balance');
    expect(answered.quoted).toEqual({
      cash_sales_cents: 2_279_000,
      variance_cents: -3_100,
      deposit_cents: 2_279_000 - 3_100,
    });
    expect(answered.answer).toBe(
      `El miércoles 2 de diciembre tus cortes registraron ${money(2_279_000)} de ventas en efectivo y al contar la caja hubo un faltante de ${money(-3_100)}: de ventas te quedan ${money(2_275_900)} para depositar. Tu fondo de caja y las propinas en efectivo van aparte.`,
    );
  });

  // Since 2026-12-07; before, "te quedan … para depositar" read as what was deposited.
  it('says first that a deposit made is not known, asked in the past', async () => {
    const answered = await ask('¿Cuánto deposité ayer?', { cash_sales_cents: 500_000, variance_cents: 0 });
    expect(answered.intent).toBe('cash_balance');
    expect(answered.answer).toMatch(
      /^No sé cuánto depositaste: lo que llevas al banco no me llega\. Lo que sí te digo es lo que había para depositar\. El miércoles 2 de diciembre tus cortes registraron /,
    );
  });

  // Since 2026-12-07; before, unsaid, the deposit read as the whole of the sales' cash.
  it('says what the back office paid out of the drawer that day, and what is left then', async () => {
    const totals = { cash_sales_cents: 3_145_050, variance_cents: 0 };
    const outflows = { cash_purchases_cents: 0, cash_expenses_cents: 2_231_771 };
    const answered = await askRules(
      '¿Cuánto tengo que depositar de ayer?',
      {
        '/api/v1/intelligence/sales/reconciliation': { attributes: { totals, records: [] } },
        '/api/v1/intelligence/cash-flow': { attributes: { outflows } },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.calls).toEqual([
      '/api/v1/intelligence/sales/reconciliation?date_from=2026-12-02&date_to=2026-12-02',
      '/api/v1/intelligence/cash-flow?date_from=2026-12-02&date_to=2026-12-02',
    ]);
    expect(answered.quoted).toMatchObject({
      cash_paid_out_cents: 2_231_771,
      deposit_after_paid_out_cents: 3_145_050 - 2_231_771,
    });
    expect(answered.answer).toContain(
      `De la caja también salieron ${money(2_231_771)} en compras y gastos pagados en efectivo: si salieron de ese efectivo, te quedan ${money(913_279)} para depositar.`,
    );
  });

  // Since 2026-12-07; before, "te quedan $6,872.50", the minus sign dropped.
  it('says nothing of the sales is left when more was paid out than they left', async () => {
    const totals = { cash_sales_cents: 2_161_050, variance_cents: 0 };
    const outflows = { cash_purchases_cents: 2_848_300, cash_expenses_cents: 0 };
    const answered = await askRules(
      '¿Cuánto tengo que depositar de ayer?',
      {
        '/api/v1/intelligence/sales/reconciliation': { attributes: { totals, records: [] } },
        '/api/v1/intelligence/cash-flow': { attributes: { outflows } },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.quoted).toMatchObject({ cash_paid_out_over_cents: 2_848_300 - 2_161_050 });
    expect(answered.quoted).not.toHaveProperty('deposit_after_paid_out_cents');
    expect(answered.answer).toContain(
      `De la caja también salieron ${money(2_848_300)} en compras y gastos pagados en efectivo, ${money(687_250)} más de lo que dejaron tus ventas: si salieron de la caja, de ventas no te queda nada para depositar`,
    );
  });

  it('is the cash sales alone when the drawer squared or was not counted', async () => {
    const squared = await ask('¿Cuánto llevo al banco de ayer?', {
      cash_sales_cents: 500_000,
      variance_cents: 0,
    });
    expect(squared.answer).toMatch(/, y la caja cuadró: eso es lo que dejaron tus ventas para depositar\./);
    const uncounted = await ask('¿Cuánto deposito de ayer?', {
      cash_sales_cents: 500_000,
      variance_cents: null,
    });
    expect(uncounted.quoted).toEqual({ cash_sales_cents: 500_000 });
  });

  it('with no day named is the last closed day: today is still in the drawer until its corte Z', async () => {
    const yesterday = '2026-12-02';
    for (const question of ['¿Cuánto tengo que depositar?', '¿Cuánto efectivo me quedó?']) {
      const answered = await ask(question, { cash_sales_cents: 500_000, variance_cents: 0 });
      expect(answered.intent).toBe('cash_balance');
      expect(answered.calls[0]).toBe(
        `/api/v1/intelligence/sales/reconciliation?date_from=${yesterday}&date_to=${yesterday}`,
      );
      expect(answered.answer).toMatch(
        /^El miércoles 2 de diciembre tus cortes registraron .* para depositar\./,
      );
    }
  });

  it('asked of the drawer in the present, is now whatever period the conversation was about', () => {
    // Before 2026-12-06, after "¿cuánto gané en noviembre?", November's cash sales.
    const previous = { intent: 'profit' as const, range: { from: '2026-11-01', to: '2026-11-30' } };
    // "¿Cuál es mi saldo de caja?" too (since 2026-12-07; before, the conversation's month).
    for (const question of ['¿Cuánto tengo en caja?', '¿Cuál es mi saldo de caja?'])
      expect(understand(question, TODAY, previous), question).toMatchObject({
        intent: 'cash_balance',
        range: { from: TODAY, to: TODAY },
      });
    expect(understand('¿Cuánto tengo que depositar?', TODAY, previous)).toMatchObject({
      range: { from: '2026-12-02', to: '2026-12-02' },
    });
    // Asked in the past, the conversation's period still.
    expect(understand('¿Cuánto efectivo me quedó?', TODAY, previous)).toMatchObject({
      range: previous.range,
    });
  });

  it('asked of today before its corte Z is the last closed day, said so', async () => {
    // Before 2026-12-06, today's live drawer, which could not say it at 09:00.
    const answered = await ask('¿Cuánto deposito hoy?', { cash_sales_cents: 500_000, variance_cents: 0 });
    expect(answered.calls[0]).toBe(
      '/api/v1/intelligence/sales/reconciliation?date_from=2026-12-02&date_to=2026-12-02',
    );
    expect(answered.answer).toMatch(
      /^Hoy depositas lo de tu último día cerrado; lo de hoy sigue en la caja hasta el corte Z\. El miércoles 2 de diciembre tus cortes registraron/,
    );
  });

  it("asked of tomorrow before today's corte Z is the last closed day, said so", async () => {
    // Before 2026-12-06, "eso todavía no pasa". Once today's corte Z is in, today's (understand.ts).
    const answered = await ask('¿Cuánto tengo que depositar mañana?', {
      cash_sales_cents: 500_000,
      variance_cents: 0,
    });
    expect(answered.intent).toBe('cash_balance');
    expect(answered.calls[0]).toBe(
      '/api/v1/intelligence/sales/reconciliation?date_from=2026-12-02&date_to=2026-12-02',
    );
    expect(answered.answer).toMatch(
      /^Mañana depositas lo de hoy, que sigue en la caja hasta el corte Z; te doy lo de tu último día cerrado\. El miércoles 2 de diciembre tus cortes registraron/,
    ); // Today's corte Z in: today's cash is tomorrow's deposit.
    expect(
      understand('¿Cuánto tengo que depositar mañana?', TODAY, null, { todayClosed: true }),
    ).toMatchObject({
      intent: 'cash_balance',
      range: { from: TODAY, to: TODAY },
    });
  });

  it("is what «¿cuánto efectivo me quedó ayer?» asks, not the day's profit", async () => {
    const answered = await ask('¿Cuánto efectivo me quedó ayer?', {
      cash_sales_cents: 812_050,
      variance_cents: 0,
    });
    expect(answered.intent).toBe('cash_balance');
    expect(answered.quoted).toEqual({ cash_sales_cents: 812_050 });
  });
});

// Since 2026-12-07; before, a week's cash read as whole with a day's cortes missing.
describe('the days of a period without their corte Z', () => {
  const week = (question: string, dates: readonly string[]) =>
    askRules(
      question,
      {
        '/api/v1/intelligence/sales/reconciliation': {
          attributes: {
            totals: {
              cash_sales_cents: 7_984_100,
              card_sales_cents: 7_927_500,
              transfer_sales_cents: 937_500,
              delivery_sales_cents: 812_500,
              voucher_sales_cents: null,
              grand_total_cents: 17_661_600,
              tips_cents: 0,
              variance_cents: 0,
            },
            records: dates.map((date) => ({ date })),
          },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );

  it('names them after the cash and the payment mix, from the first day with one', async () => {
    // Last week, 23 to 29 November: the 23rd (before the first corte) and the 27th have none.
    const dates = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28', '2026-11-29'];
    for (const question of [
      '¿Cuánto tengo que depositar de la semana pasada?',
      '¿Cuánto vendí en efectivo la semana pasada?',
    ]) {
      const answered = await week(question, dates);
      expect(answered.answer, question).toMatch(
        / Ojo: el viernes 27 de noviembre no tiene corte Z: lo que vendiste ese día no está aquí\.$/,
      );
      expect(answered.quoted).toMatchObject({ days_without_corte_z: 1 });
    }
    const whole = await week('¿Cuánto vendí en efectivo la semana pasada?', [
      '2026-11-23',
      ...dates.slice(0, 3),
      '2026-11-27',
      ...dates.slice(3),
    ]);
    expect(whole.answer).not.toContain('Ojo');
  });
});
