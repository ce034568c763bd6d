/**
 * "¿Cuánto salió de caja ayer?" of a closed day (cash-movements.ts): the cash ledger's outflows,
 * each member that moved, then the inflows' total; asked what came in, the other way round. Expected
 * figures are the fixture's own.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-08';
const LEDGER = {
  period_summary: {
    opening_balance_cents: 150_000,
    total_inflows_cents: 2_084_050 + 35_000,
    total_outflows_cents: 120_000 + 45_000 + 30_000,
    closing_balance_cents: 150_000 + 2_119_050 - 195_000,
    net_cash_cents: 2_119_050 - 195_000,
  },
  inflows: {
    cash_sales_cents: 2_084_050,
    deposits_received_cents: 0,
    other_income_cents: null,
    tips_received_cents: 35_000,
  },
  outflows: {
    cash_purchases_cents: 120_000,
    cash_expenses_cents: 45_000,
    tips_paid_to_waiters_cents: 30_000,
    withholding_cents: 0,
    other_cash_out_cents: null,
  },
  sales_by_payment_type: {},
  daily_entries: [],
  alerts: [],
};
const ask = (question: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/cash-flow': { attributes: LEDGER } },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );
const LOOSE =
  'Los retiros y entradas sueltos de caja llegan por actualizaciones en vivo, que este periodo no trae.';

describe("the drawer's movements of a closed day", () => {
  it.each([
    '¿Cuánto salió de caja ayer?',
    '¿Cuánto efectivo saqué de la caja ayer?',
    '¿Hubo retiros de caja ayer?',
  ])(
    "%s: the ledger's outflows, each member, then what came in (before, the count's difference)",
    async (question) => {
      const answered = await ask(question);
      expect(answered.intent).toBe('cash_balance');
      expect(answered.calls).toEqual([
        '/api/v1/intelligence/cash-flow?date_from=2026-12-07&date_to=2026-12-07',
      ]);
      const { outflows: out, inflows: into, period_summary: total } = LEDGER;
      // The inflows named with their members and the net after them (since 2026-12-07; before,
      // the inflows' total alone, the tips received in it unsaid, and no net).
      expect(answered.answer).toBe(
        `El lunes 7 de diciembre salieron de caja ${money(total.total_outflows_cents)} en efectivo: compras ${money(out.cash_purchases_cents)}, gastos ${money(out.cash_expenses_cents)} y propinas pagadas a meseros ${money(out.tips_paid_to_waiters_cents)}. Entraron ${money(total.total_inflows_cents)} (ventas en efectivo ${money(into.cash_sales_cents)} y propinas recibidas ${money(into.tips_received_cents)}): el flujo neto es de ${money(total.total_inflows_cents - total.total_outflows_cents)} a favor (entró más de lo que salió). ${LOOSE}`,
      );
      expect(answered.quoted).toMatchObject({
        total_outflows_cents: total.total_outflows_cents,
        cash_purchases_cents: out.cash_purchases_cents,
        total_inflows_cents: total.total_inflows_cents,
        net_cash_cents: total.net_cash_cents,
      });
    },
  );

  it('asked the tips paid out, the outflows with them (since 2026-12-07)', async () => {
    // Before, "cómo se reparten no me llega" (the waiters' tips), or the expenses.
    for (const question of [
      '¿Cuánto les pagué de propinas ayer?',
      '¿Cuánto se les pagó de propinas a los meseros ayer?',
      // Since later on 2026-12-07; before, the tips received, as if they were what was paid.
      '¿Cuánto he pagado en propinas ayer?',
    ]) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('cash_balance');
      expect(answered.answer, question).toContain(
        `propinas pagadas a meseros ${money(LEDGER.outflows.tips_paid_to_waiters_cents)}`,
      );
    }
  });

  it('"¿cuánto dinero me entró y salió?" reads the ledger, not the deposit (since 2026-12-07)', async () => {
    const answered = await ask('¿Cuánto dinero me entró y salió ayer?');
    expect(answered.calls).toEqual([
      '/api/v1/intelligence/cash-flow?date_from=2026-12-07&date_to=2026-12-07',
    ]);
    expect(answered.quoted).toMatchObject({
      total_inflows_cents: LEDGER.period_summary.total_inflows_cents,
      total_outflows_cents: LEDGER.period_summary.total_outflows_cents,
    });
  });

  it('"¿cuánto efectivo me quedó después de pagar?" is the ledger\'s net, not the cash sales', async () => {
    // Since 2026-12-07; before, the cash sales to deposit, with nothing gone out.
    for (const question of [
      '¿Cuánto efectivo me quedó ayer después de pagar?',
      '¿Cuánto dinero me quedó ayer después de las compras?',
    ]) {
      const answered = await ask(question);
      expect(answered.calls, question).toEqual([
        '/api/v1/intelligence/cash-flow?date_from=2026-12-07&date_to=2026-12-07',
      ]);
      expect(answered.quoted, question).toMatchObject({
        total_outflows_cents: LEDGER.period_summary.total_outflows_cents,
      });
    }
  });

  it('asked the purchases paid in cash, the ledger with them (since 2026-12-07)', async () => {
    // Before, every purchase whatever it was paid with (the food cost's suppliers), or nothing.
    for (const question of [
      '¿Cuánto pagué en efectivo a proveedores ayer?',
      '¿Cuánto pagué en efectivo de compras ayer?',
    ]) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('cash_balance');
      expect(answered.calls, question).toEqual([
        '/api/v1/intelligence/cash-flow?date_from=2026-12-07&date_to=2026-12-07',
      ]);
      expect(answered.answer, question).toContain(`compras ${money(LEDGER.outflows.cash_purchases_cents)}`);
    }
  });

  it('asked what the drawer holds once closed, the balance, then what came in and went out', async () => {
    // Since 2026-12-07; before, the cuts' cash sales alone, none of what was paid out of the drawer.
    const held = await ask('¿Cuánto efectivo debe haber en caja hoy?');
    expect(held.calls[0]).toMatch(/^\/api\/v1\/intelligence\/cash-flow\?/);
    expect(held.answer).toMatch(
      new RegExp(
        `^Al cierre, tu caja debía tener \\${money(LEDGER.period_summary.closing_balance_cents)} \\(el fondo inicial más lo que entró, menos lo que salió\\)\\. Hoy, martes 8 de diciembre, entraron a caja`,
      ),
    );
    const noFloat = {
      ...LEDGER,
      period_summary: { ...LEDGER.period_summary, opening_balance_cents: null, closing_balance_cents: null },
    };
    const unknown = await askRules(
      '¿Cuánto efectivo tengo en caja?',
      { '/api/v1/intelligence/cash-flow': { attributes: noFloat } },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(unknown.answer).toMatch(
      /^El saldo de tu caja no lo sé: tu punto de venta no manda el fondo inicial/,
    );
    // A past period's closing balance asked (since 2026-12-07; before, the count's difference).
    const week = await ask('¿Cuál fue el saldo final de caja ayer?');
    expect(week.intent).toBe('cash_balance');
    expect(week.answer).toMatch(/^Al cierre, tu caja debía tener /);
    // The deposit stays the cuts' cash.
    expect((await ask('¿Cuánto tengo que depositar?')).calls[0]).not.toMatch(/cash-flow/);
  });

  it('says a negative net as such, not as money left (since 2026-12-07)', async () => {
    // A day of cash purchases larger than its cash sales; before, "el flujo neto es de $…" unsigned.
    const purchases = 3_000_000;
    const outflows = purchases + 45_000 + 30_000;
    const lost = {
      ...LEDGER,
      period_summary: {
        ...LEDGER.period_summary,
        total_outflows_cents: outflows,
        net_cash_cents: 2_119_050 - outflows,
      },
      outflows: { ...LEDGER.outflows, cash_purchases_cents: purchases },
    };
    const answered = await askRules(
      '¿Cuánto salió de caja ayer?',
      { '/api/v1/intelligence/cash-flow': { attributes: lost } },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.answer).toContain(
      `: el flujo neto es negativo: salieron ${money(outflows - 2_119_050)} más de lo que entró.`,
    );
    expect(answered.quoted).toMatchObject({ net_cash_cents: 2_119_050 - outflows });
  });

  it('asked what came in, the inflows first', async () => {
    const answered = await ask('¿Qué entró a la caja ayer?');
    const { inflows, period_summary: total } = LEDGER;
    expect(answered.answer).toMatch(
      new RegExp(
        `^El lunes 7 de diciembre entraron a caja \\${money(total.total_inflows_cents)} en efectivo: ventas en efectivo \\${money(inflows.cash_sales_cents)} y propinas recibidas \\${money(inflows.tips_received_cents)}\\. Salieron \\${money(total.total_outflows_cents)} \\(`,
      ),
    );
  });

  it('"¿cuánto efectivo ha entrado … y cuánto ha salido?" is the ledger, not the cash sales', async () => {
    // Since 2026-12-07; before, the payment mix ("cobraste $… en efectivo"), with nothing gone out.
    const answered = await ask('¿Cuánto efectivo ha entrado ayer y cuánto ha salido?');
    expect(answered.intent).toBe('cash_balance');
    const { period_summary: total } = LEDGER;
    expect(answered.answer).toMatch(
      new RegExp(
        `^El lunes 7 de diciembre entraron a caja \\${money(total.total_inflows_cents)} en efectivo: .*\\. Salieron \\${money(total.total_outflows_cents)} \\(`,
      ),
    );
  });
});
