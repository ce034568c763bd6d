/**
 * "¿Cuánto vendí en efectivo hoy?" before the corte Z: the cash the closed tables paid (the live cash
 * read, as Hoy's Caja) against today's sales so far; the other payment types come with the cortes.
 */
import { describe, expect, it } from 'vitest';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-05';
const SALES = { as_of: '2026-12-05T13:41:00.000-06:00', total_sales_cents: 276_500 };
const CASH = { cash_sales_so_far_cents: 46_000 };
const ask = (question: string, cash: object = CASH, sales: object = SALES) =>
  askRules(
    question,
    {
      '/api/v1/live/cash/balance': { attributes: cash, meta: {} },
      '/api/v1/live/sales/today': {
        attributes: sales,
        meta: { comparison: { date: '2026-11-28', sales_so_far_cents: null } },
      },
    },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );

describe("today's payments before the corte Z", () => {
  it.each([
    ['¿Cuánto vendí en efectivo hoy?'],
    ['¿Cuánto vendí en tarjeta hoy?'],
    // "llevo" asks today so far (before 2026-12-06, yesterday's payments).
    ['¿Cuánto llevo en efectivo?'],
  ])(
    '%s: the cash so far and its share of the sales, the rest said to come with the corte',
    async (question) => {
      // Before, "the day has not closed" alone.
      const answered = await ask(question);
      expect(answered.intent).toBe('payment_mix');
      const share = Math.round((CASH.cash_sales_so_far_cents / SALES.total_sales_cents) * 1000) / 10;
      expect(answered.quoted).toMatchObject({
        cash_sales_so_far_cents: CASH.cash_sales_so_far_cents,
        total_sales_cents: SALES.total_sales_cents,
        cash_share_pct: share,
      });
      expect(answered.answer).toBe(
        `Hoy, sábado 5 de diciembre, hasta las 13:41 llevas $460.00 cobrados en efectivo de $2,765.00 vendidos con IVA (${share}%), sin contar propinas. Tarjeta, transferencias y apps de entrega te los separo con el corte Z: en vivo solo sé el efectivo.`,
      );
    },
  );

  it('says nothing has been paid when neither live tables nor an xout came', async () => {
    const answered = await ask(
      '¿Cuánto vendí en efectivo hoy?',
      { cash_sales_so_far_cents: null },
      {
        ...SALES,
        total_sales_cents: null,
      },
    );
    expect(answered.answer).toMatch(
      /^Hoy, sábado 5 de diciembre, hasta las 13:41 no me ha llegado ningún cobro/,
    );
  });
});

describe("today's tips before the corte Z", () => {
  const live = (tips: number | null, tables: number | null) => ({
    ...SALES,
    tips_so_far_cents: tips,
    tables_so_far: tables,
  });

  it('¿Cuánto llevo de propinas?: the closed tables’ tips, and that the open ones come when paid', async () => {
    // Before, "the day has not closed" alone.
    const answered = await ask('¿Cuánto llevo de propinas?', CASH, live(41_500, 9));
    expect(answered.intent).toBe('tips');
    expect(answered.quoted).toEqual({ as_of: '13:41', tips_so_far_cents: 41_500, tables_so_far: 9 });
    expect(answered.answer).toBe(
      'Hoy, sábado 5 de diciembre, hasta las 13:41 llevas $415.00 de propinas en 9 mesas cerradas. Las de las mesas abiertas llegan cuando las cobres.',
    );
  });

  it('says why it does not know without live tables, and that none is closed yet', async () => {
    expect((await ask('¿Cuánto llevo de propinas?', CASH, live(null, null))).answer).toMatch(
      /^Hoy, sábado 5 de diciembre, hasta las 13:41 no sé cuánto llevas de propinas: llegan con las mesas cerradas en vivo/,
    );
    expect((await ask('¿Cuánto llevo de propinas?', CASH, live(0, 0))).answer).toBe(
      'Hoy, sábado 5 de diciembre, hasta las 13:41 no has cerrado ninguna mesa, así que no hay propinas todavía.',
    );
  });
});

describe("today's register opening", () => {
  const cash = (opening: number | null, expected: number | null) => ({
    ...CASH,
    as_of: SALES.as_of,
    opening_balance_cents: opening,
    expected_balance_cents: expected,
  });

  it.each([['¿Ya abrieron caja?'], ['¿Con cuánto abrió la caja?']])(
    '%s: the opening fund and what the drawer should hold now (before, yesterday’s shortfall)',
    async (question) => {
      const answered = await ask(question, cash(150_000, 161_000));
      expect(answered.intent).toBe('cash_balance');
      expect(answered.quoted).toMatchObject({
        opening_balance_cents: 150_000,
        expected_balance_cents: 161_000,
      });
      expect(answered.answer).toBe(
        'Sí: hoy, sábado 5 de diciembre, la caja ya está abierta, con un fondo inicial de $1,500.00. A las 13:41 debe haber $1,610.00.',
      );
    },
  );

  // Since 2026-12-06; before, yesterday's difference, or out of the domain.
  it.each([['¿Ya cerré caja?'], ['¿Ya se hizo el corte?'], ['¿Ya llegó el corte Z de hoy?']])(
    '%s before the corte Z: not yet, then the drawer now',
    async (question) => {
      const drawer = { cash_in_so_far_cents: 0, cash_out_so_far_cents: 35_000, last_count: null };
      const answered = await ask(question, { ...cash(150_000, 161_000), ...drawer });
      expect(answered.intent).toBe('cash_variance');
      expect(answered.period).toEqual({ from: TODAY, to: TODAY });
      expect(answered.answer).toMatch(
        /^Todavía no: no me ha llegado el corte Z de hoy\. Hoy, sábado 5 de diciembre, a las 13:41 en caja debe haber \$1,610\.00/,
      );
    },
  );

  it.each([
    ['¿Cuánto debo tener de efectivo al cierre?', true],
    ['¿Cuánto efectivo debo tener?', false],
    ['¿Cuánto efectivo debo entregar al corte?', true],
  ])('%s: what the drawer should hold now (before, yesterday’s payment mix)', async (question, atClose) => {
    const drawer = {
      cash_sales_so_far_cents: 46_000,
      cash_in_so_far_cents: 0,
      cash_out_so_far_cents: 35_000,
    };
    const answered = await ask(question, { ...cash(150_000, 161_000), ...drawer, last_count: null });
    expect(answered.intent).toBe('cash_balance');
    expect(answered.quoted).toMatchObject({ expected_balance_cents: 161_000 });
    expect(answered.answer).toMatch(
      /^Hoy, sábado 5 de diciembre, a las 13:41 en caja debe haber \$1,610\.00/,
    );
    // The read knows the drawer now, not the cash the rest of the day brings: said of the close.
    const rest =
      ' Al corte será eso más lo que cobres en efectivo de aquí al cierre, menos lo que saques de la caja.';
    if (atClose) expect(answered.answer).toContain(rest);
    else expect(answered.answer).not.toContain(rest);
  });

  // The read's time is the drawer's now, not the opening's (since 2026-12-07; before, "a las 13:41 la
  // abrió …", read as when it was opened).
  it('¿Quién abrió la caja hoy?: who the POS says opened it (before 2026-12-06, "Sí: …")', async () => {
    const opened = { ...cash(150_000, 161_000), opened_by: 'Diana Benavídez' };
    const answered = await ask('¿Quién abrió la caja hoy?', opened);
    expect(answered.quoted).toMatchObject({ opened_by: 'Diana Benavídez', opening_balance_cents: 150_000 });
    expect(answered.answer).toBe(
      'Hoy, sábado 5 de diciembre, la caja la abrió Diana Benavídez, con un fondo inicial de $1,500.00. A las 13:41 debe haber $1,610.00.',
    );
    expect((await ask('¿Quién abrió la caja?', { ...opened, opened_by: null })).answer).toMatch(
      /^Hoy, sábado 5 de diciembre, tu punto de venta no me dijo quién abrió la caja/,
    );
  });

  it('says the POS has not reported an opening', async () => {
    expect((await ask('¿Ya abrieron caja?', cash(null, null))).answer).toMatch(
      /^Hoy, sábado 5 de diciembre, a las 13:41 tu punto de venta no me ha avisado que se abrió la caja/,
    );
  });
});
