/**
 * "¿Por qué los sábados vendo más?" (shared/domain/assistant/weekday-profile.ts): a weekday's habit
 * is its average open day against the branch's typical day over the last 8 weeks, both named, and
 * what separates them (covers or the average ticket) where the days sent it. Every expected figure
 * is computed here from the days the fixture sets up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { count, money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, fakeReader, SALES_DAYS_PATH } from './fake-reader.ts';
import { NOVEMBER_FIXED_CENTS, NOVEMBER_PNL, NOVEMBER_POINT_CENTS } from './pnl-fixture.ts';

// A Thursday: the window is the 8 weeks through yesterday.
const TODAY = '2026-12-03';
const WINDOW = { from: '2026-10-08', to: '2026-12-02' };
const WINDOW_WORDS = 'en las últimas 8 semanas (del jueves 8 de octubre al miércoles 2 de diciembre';
const SATURDAY = 6;

type Day = SalesDaysAttributes['days'][number];
/** A day's figures, or null for a day with no corte Z. */
type Figures = { sales: number; covers: number | null; tables: number | null } | null;

/** The window's days, each from its weekday and its week (0 the first). */
function windowDays(figuresOf: (weekday: number, week: number) => Figures): Day[] {
  return Array.from({ length: 56 }, (_, index) => {
    const date = addDays(WINDOW.from, index)!;
    const figures = figuresOf(isoWeekday(date)!, Math.floor(index / 7));
    return {
      date,
      summaries_count: figures === null ? 0 : 1,
      total_sales_cents: figures?.sales ?? 0,
      total_sales_no_iva_cents: null,
      covers: figures?.covers ?? null,
      tables_served: figures?.tables ?? null,
    };
  });
}

/** The averages the answer must quote, from the open days (a corte Z with sales). */
function expected(days: readonly Day[], weekday: number) {
  const open = days.filter((day) => day.summaries_count > 0 && day.total_sales_cents > 0);
  const same = open.filter((day) => isoWeekday(day.date) === weekday);
  const sum = (list: readonly Day[], key: 'total_sales_cents' | 'covers' | 'tables_served') =>
    list.reduce((total, day) => total + (day[key] ?? 0), 0);
  const [sales, allSales] = [sum(same, 'total_sales_cents'), sum(open, 'total_sales_cents')];
  return {
    weekday_mean_sales_cents: divideRounded(sales, same.length)!,
    mean_day_sales_cents: divideRounded(allSales, open.length)!,
    weekday_vs_mean_pct: pctChangeOfRatios(sales, same.length, allSales, open.length)!,
    weekday_days: same.length,
    open_days: open.length,
    weekday_covers_per_day: divideRounded(sum(same, 'covers'), same.length)!,
    covers_per_day: divideRounded(sum(open, 'covers'), open.length)!,
    weekday_covers_vs_mean_pct: pctChangeOfRatios(
      sum(same, 'covers'),
      same.length,
      sum(open, 'covers'),
      open.length,
    )!,
    weekday_avg_ticket_cents: divideRounded(sales, sum(same, 'tables_served'))!,
    avg_ticket_cents: divideRounded(allSales, sum(open, 'tables_served'))!,
    weekday_ticket_vs_mean_pct: pctChangeOfRatios(
      sales,
      sum(same, 'tables_served'),
      allSales,
      sum(open, 'tables_served'),
    )!,
  };
}

const ask = (question: string, days: readonly Day[]) =>
  askRules(
    question,
    { [SALES_DAYS_PATH]: { attributes: { days } } },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );

/** The lead every answer with an average opens with. */
function lead(e: ReturnType<typeof expected>, many: string, side: string) {
  return `Los ${many} vendes en promedio ${money(e.weekday_mean_sales_cents)} con IVA, ${pct(e.weekday_vs_mean_pct)} ${side} que tu día promedio (${money(e.mean_day_sales_cents)}) ${WINDOW_WORDS}: ${e.weekday_days} ${many} abiertos, ${e.open_days} días abiertos en total).`;
}

// Closed on Mondays; Saturdays fill more tables, each spending about the same.
const BUSY_SATURDAYS = windowDays((weekday, week) => {
  if (weekday === 1) return null;
  if (weekday === SATURDAY) return { sales: 70 * 18_500 + week * 1_000, covers: 210, tables: 70 };
  return { sales: 50 * 18_000, covers: 150, tables: 50 };
});

describe('which why asks of a weekday as a habit', () => {
  it.each([
    '¿Por qué el sábado vendo más?',
    '¿Por qué los sábados vendo más?',
    '¿por qué los lunes vendo menos?',
    '¿por qué vendo más los viernes?',
    '¿por qué los martes son tan flojos?',
    '¿porque el sabado se vende mas?',
  ])('%s: the last 8 weeks of closed days', (question) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      kind: 'answer',
      intent: 'why_change',
      range: WINDOW,
      base: WINDOW,
    });
  });

  it.each([
    ['¿Por qué el sábado vendí más?', '2026-11-28'],
    ['¿por qué bajó la venta el sábado?', '2026-11-28'],
    ['¿por qué el sábado pasado vendimos menos?', '2026-11-28'],
    ['¿por qué el domingo fue tan flojo?', '2026-11-29'],
    ['¿por qué estuvo flojo el domingo?', '2026-11-29'],
  ])('%s: that one day against a week earlier, as before', (question, date) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'why_change',
      range: { from: date, to: date },
      base: { from: addDays(date, -7), to: addDays(date, -7) },
    });
  });

  it('counts today once its corte Z is in', () => {
    expect(understand('¿Por qué los sábados vendo más?', TODAY, null, { todayClosed: true })).toMatchObject({
      range: { from: '2026-10-09', to: TODAY },
    });
  });
});

describe('the answer', () => {
  it('names the average, the baseline and the window, and the covers as what separates them', async () => {
    const e = expected(BUSY_SATURDAYS, SATURDAY);
    const answered = await ask('¿Por qué el sábado vendo más?', BUSY_SATURDAYS);
    expect(answered.answer).toBe(
      `${lead(e, 'sábados', 'más')} Es por más comensales: ${count(e.weekday_covers_per_day)} contra ${count(e.covers_per_day)} en tu día promedio (${pct(e.weekday_covers_vs_mean_pct)} más); el ticket promedio es casi igual (${money(e.weekday_avg_ticket_cents)} contra ${money(e.avg_ticket_cents)}).`,
    );
    const { weekday_ticket_vs_mean_pct: _nearGap, ...quoted } = e;
    expect(answered.quoted).toEqual({ ...quoted, window_weeks: 8 });
    // One read of the window's days; the window's summary is its "ver detalle".
    expect(answered.calls).toEqual([`${SALES_DAYS_PATH}?date_from=${WINDOW.from}&date_to=${WINDOW.to}`]);
    expect(answered.seeAlso).toEqual([
      { read: 'intelligence-sales-summary', query: { date_from: WINDOW.from, date_to: WINDOW.to } },
    ]);
  });

  it('answers whether to open a weekday with its average day, and what the sales cannot weigh', async () => {
    for (const question of [
      '¿Vale la pena abrir el lunes?',
      '¿Me conviene abrir los sábados?',
      '¿Debo cerrar los sábados?',
    ])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'sales_total',
        range: WINDOW,
      });
    // "vale" is not the vouchers' "vales"; closing earlier weighs hours, not the day.
    expect(understand('¿Cuánto me entró en vales?', TODAY, null)).toMatchObject({ intent: 'payment_mix' });
    expect(understand('¿Me conviene cerrar más temprano los sábados?', TODAY, null)).not.toMatchObject({
      intent: 'sales_total',
    });
    const e = expected(BUSY_SATURDAYS, SATURDAY);
    const answered = await ask('¿Me conviene abrir los sábados?', BUSY_SATURDAYS);
    expect(answered.answer).toMatch(
      new RegExp(
        `^${lead(e, 'sábados', 'más').replace(/[$().]/g, '\\$&')} Es por más comensales.* Si cierras el sábado, la renta y los demás gastos fijos se pagan igual: lo que ahorras es la nómina y los gastos de abrir ese día, que no tengo por día de la semana\\.$`,
      ),
    );
  });

  // Since 2026-12-07; before, the caveat alone, though "¿me conviene abrir mañana?" gave the point.
  it("sets the weekday's average day without IVA against a day's break-even of last month", async () => {
    // Mondays sell 28,000.00 without IVA, the other days 45,000.00; last month's P&L (November,
    // 30 days): fixed costs 642,000.00 over a 70 % gross margin, about 30,571.43 a day: Mondays
    // fall short.
    const days = windowDays((weekday) =>
      weekday === 1
        ? { sales: 3_248_000, covers: 200, tables: 80 }
        : { sales: 5_220_000, covers: 300, tables: 100 },
    ).map((day) => ({ ...day, total_sales_no_iva_cents: Math.round(day.total_sales_cents / 1.16) }));
    const answered = await askRules(
      '¿Me conviene abrir los lunes?',
      {
        [SALES_DAYS_PATH]: { attributes: { days } },
        '/api/v1/intelligence/pnl': { attributes: NOVEMBER_PNL },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    const fixed = NOVEMBER_FIXED_CENTS;
    // A day's share: the month's point over its 30 days.
    const need = divideRounded(NOVEMBER_POINT_CENTS, 30)!;
    const mondays = days.filter((day) => isoWeekday(day.date) === 1);
    const mean = divideRounded(
      mondays.reduce((sum, day) => sum + day.total_sales_no_iva_cents!, 0),
      mondays.length,
    )!;
    expect(answered.calls).toContain('/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30');
    expect(answered.quoted).toMatchObject({
      break_even_sales_cents: need,
      weekday_mean_sales_no_iva_cents: mean,
      weekday_mean_minus_break_even_cents: mean - need,
      weekday_mean_vs_break_even_pct: pctChange(mean, need),
    });
    expect(answered.answer).toContain(
      ` Para no perder, con tus costos de noviembre un día te pide unos ${money(need)} de venta sin IVA (tus gastos fijos del mes, ${money(fixed)}, entre tu margen bruto, ${pct(70)}, repartidos en sus 30 días); un lunes promedio vende ${money(mean)} sin IVA: queda ${money(mean - need)} abajo (${pct(pctChange(mean, need)!)}). Si cierras el lunes,`,
    );
  });

  it('says when each table spends more, and the covers beside it', async () => {
    // Fridays: as many tables, each spending a third more; a few more covers too.
    const days = windowDays((weekday) =>
      weekday === 5
        ? { sales: 50 * 24_000, covers: 160, tables: 50 }
        : { sales: 50 * 18_000, covers: 150, tables: 50 },
    );
    const e = expected(days, 5);
    const answered = await ask('¿por qué vendo más los viernes?', days);
    expect(answered.answer).toBe(
      `${lead(e, 'viernes', 'más')} Es sobre todo por un ticket promedio más alto (cada mesa gasta más): ${money(e.weekday_avg_ticket_cents)} contra ${money(e.avg_ticket_cents)} (${pct(e.weekday_ticket_vs_mean_pct)} más); también vienen más comensales: ${count(e.weekday_covers_per_day)} contra ${count(e.covers_per_day)} (${pct(e.weekday_covers_vs_mean_pct)} más).`,
    );
  });

  it('says when the weekday sells as the typical day does', async () => {
    const even = windowDays(() => ({ sales: 900_000, covers: 150, tables: 50 }));
    const e = expected(even, SATURDAY);
    expect((await ask('¿Por qué los sábados vendo más?', even)).answer).toBe(
      `Los sábados vendes en promedio ${money(e.weekday_mean_sales_cents)} con IVA, prácticamente lo mismo que tu día promedio (${money(e.mean_day_sales_cents)}) ${WINDOW_WORDS}: 8 sábados abiertos, 56 días abiertos en total).`,
    );
  });

  it('says plainly when the weekday sells the other way than asked', async () => {
    const e = expected(BUSY_SATURDAYS, SATURDAY);
    const answered = await ask('¿por qué los sábados vendo menos?', BUSY_SATURDAYS);
    expect(answered.answer).toContain(
      `${lead(e, 'sábados', 'más')} Ojo: los sábados no vendes menos que tu día promedio, vendes más. Es por más comensales`,
    );
  });

  it('leaves out what the days did not send, with no number for it', async () => {
    // One Saturday without covers: no covers driver; the tables are all there: the ticket.
    const days = BUSY_SATURDAYS.map((day) => (day.date === '2026-11-28' ? { ...day, covers: null } : day));
    const e = expected(days, SATURDAY);
    const answered = await ask('¿Por qué los sábados vendo más?', days);
    expect(answered.answer).toBe(
      `${lead(e, 'sábados', 'más')} El ticket promedio no lo explica: ${money(e.weekday_avg_ticket_cents)} contra ${money(e.avg_ticket_cents)} (${pct(e.weekday_ticket_vs_mean_pct)} más).`,
    );
    expect(Object.keys(answered.quoted).filter((key) => key.includes('covers'))).toEqual([]);
    const bare = BUSY_SATURDAYS.map((day) => ({ ...day, covers: null, tables_served: null }));
    expect((await ask('¿Por qué los sábados vendo más?', bare)).answer).toBe(
      `${lead(expected(bare, SATURDAY), 'sábados', 'más')} No tengo los comensales ni las mesas de todos esos días, así que no puedo decirte si es por la gente que viene o por lo que gasta cada mesa.`,
    );
  });

  it('counts only open days: under 4 of the weekday, the history is too short and no average is said', async () => {
    // Saturdays opened only the last 3 weeks; one more sent a corte Z with no sales.
    const days = BUSY_SATURDAYS.map((day, index) =>
      isoWeekday(day.date) === SATURDAY && index < 35
        ? { ...day, summaries_count: index < 28 ? 0 : 1, total_sales_cents: 0 }
        : day,
    );
    const answered = await ask('¿Por qué los sábados vendo más?', days);
    expect(answered.answer).toBe(
      `Todavía no puedo decirte cómo te va los sábados: ${WINDOW_WORDS}) tengo 3 sábados abiertos, y necesito al menos 4 para sacar un promedio que diga algo.`,
    );
    expect(answered.quoted).toEqual({ window_weeks: 8, weekday_days: 3, min_weekday_days: 4 });
    // A weekday the branch does not open.
    expect((await ask('¿por qué los lunes vendo menos?', days)).answer).toBe(
      `${WINDOW_WORDS.replace('en las', 'En las')}) no tengo ningún lunes con corte Z y venta, así que no puedo compararlos con tu día promedio.`,
    );
  });

  it('a follow-up naming another weekday asks its habit too', async () => {
    const first = await answerWithRules({
      question: '¿Por qué los sábados vendo más?',
      today: TODAY,
      previous: null,
      reader: fakeReader({ [SALES_DAYS_PATH]: { attributes: { days: BUSY_SATURDAYS } } }),
      requiredPlanOf: () => 'pro',
    });
    const next = understand('¿y los domingos?', TODAY, first.state);
    expect(next).toMatchObject({ intent: 'why_change', range: WINDOW, inherited: { intent: true } });
    const e = expected(BUSY_SATURDAYS, 7);
    const sunday = await answerWithRules({
      question: '¿y los domingos?',
      today: TODAY,
      previous: first.state,
      reader: fakeReader({ [SALES_DAYS_PATH]: { attributes: { days: BUSY_SATURDAYS } } }),
      requiredPlanOf: () => 'pro',
    });
    expect(sunday.answer).toMatch(
      new RegExp(`^Los domingos vendes en promedio \\${money(e.weekday_mean_sales_cents)}`),
    );
  });

  it('says the window has no corte Z when none of its days closed', async () => {
    const answered = await askRules(
      '¿Por qué los sábados vendo más?',
      { [SALES_DAYS_PATH]: { attributes: { days: [] }, hasData: false } },
      { today: TODAY, requiredPlanOf: () => 'pro' },
    );
    expect(answered.answer).toMatch(
      /^No tengo días cerrados del jueves 8 de octubre al miércoles 2 de diciembre/,
    );
  });
});

describe('which weekday sells most or least', () => {
  // Tuesdays fill fewer tables than the other days; Saturdays more; closed on Mondays.
  const WEEK = windowDays((weekday) => {
    if (weekday === 1) return null;
    const tables = weekday === SATURDAY ? 70 : weekday === 2 ? 40 : 50;
    return { sales: tables * 18_000, covers: tables * 3, tables };
  });

  it.each([
    ['¿Qué día de la semana vendo más?', 'most'],
    ['¿cuál es mi mejor día de la semana?', 'most'],
    ['¿qué día de la semana vendo menos?', 'least'],
    // Which day, asked of a habit (a verb in the present), is a weekday too.
    ['¿Qué día se vende más?', 'most'],
    ['¿qué día vendo menos?', 'least'],
    // A weekday to close: the weakest (before, out of the domain or the strongest named).
    ['¿qué día debo cerrar?', 'least'],
    ['¿qué día de la semana me conviene cerrar?', 'least'],
    // A weekday to rest (since 2026-12-06; before, out of the domain).
    ['¿Qué día debería descansar?', 'least'],
  ])('%s: the weekdays of the last 8 weeks', (question) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'best_day', range: WINDOW });
  });

  it('leaves a day of one week as it was', () => {
    expect(understand('¿Cuál fue mi mejor día de la semana pasada?', TODAY, null)).toMatchObject({
      intent: 'best_day',
      range: { from: '2026-11-23', to: '2026-11-29' },
    });
  });

  it('names the weekday whose average day is highest, then its profile', async () => {
    const e = expected(WEEK, SATURDAY);
    const answered = await ask('¿Qué día de la semana vendo más?', WEEK);
    expect(answered.answer).toMatch(
      new RegExp(
        `^Tu día más fuerte de la semana es el sábado\\. ${literal(lead(e, 'sábados', 'más'))} Es por más comensales`,
      ),
    );
    expect(answered.quoted).toMatchObject({
      weekday: 'sábado',
      weekday_mean_sales_cents: e.weekday_mean_sales_cents,
    });
  });

  it('and the lowest when asked for the least, among weekdays with 4 open days', async () => {
    // Sundays sold least, but opened only 3 times: not ranked.
    const days = WEEK.map((day, index) =>
      isoWeekday(day.date) === 7
        ? { ...day, total_sales_cents: index < 35 ? 0 : 100_000, summaries_count: index < 35 ? 0 : 1 }
        : day,
    );
    const e = expected(days, 2);
    const answered = await ask('¿qué día de la semana vendo menos?', days);
    expect(answered.answer).toMatch(
      new RegExp(
        `^Tu día más flojo de la semana es el martes\\. ${literal(lead(e, 'martes', 'menos'))} Es sobre todo por menos comensales`,
      ),
    );
    // A weekday to close is asked the same way.
    expect((await ask('¿qué día debo cerrar?', days)).answer).toMatch(
      /^Tu día más flojo de la semana es el martes\./,
    );
  });

  it('says so when no weekday has 4 open days', async () => {
    const days = WEEK.map((day, index) =>
      index < 35 ? { ...day, summaries_count: 0, total_sales_cents: 0 } : day,
    );
    expect((await ask('¿Qué día de la semana vendo más?', days)).answer).toBe(
      `${WINDOW_WORDS.replace('en las', 'En las')}) ningún día de la semana tiene 4 días abiertos, así que todavía no puedo decirte cuál vende más.`,
    );
  });
});

describe('which weekday has the most or fewest diners', () => {
  // Saturdays sell most (a higher ticket); Sundays seat the most diners; Tuesdays the fewest.
  const DINERS = windowDays((weekday) => {
    if (weekday === 1) return null;
    if (weekday === SATURDAY) return { sales: 60 * 30_000, covers: 180, tables: 60 };
    if (weekday === 7) return { sales: 70 * 15_000, covers: 240, tables: 70 };
    return { sales: 50 * 18_000, covers: weekday === 2 ? 120 : 150, tables: 50 };
  });

  it.each([
    ['¿Qué día de la semana viene más gente?', 7, 'domingo', 'domingos', 'más'],
    ['¿qué día tengo menos clientes?', 2, 'martes', 'martes', 'menos'],
  ] as const)(
    '%s: ranked by diners per open day, not by sales',
    async (question, weekday, name, many, side) => {
      const e = expected(DINERS, weekday);
      const answered = await ask(question, DINERS);
      expect(answered.intent).toBe('best_day');
      expect(answered.quoted).toMatchObject({
        weekday: name,
        weekday_covers_per_day: e.weekday_covers_per_day,
        covers_per_day: e.covers_per_day,
      });
      expect(answered.answer).toBe(
        `Tu día con ${side} gente de la semana es el ${name}. Los ${many} atiendes en promedio ${count(e.weekday_covers_per_day)} comensales al día, ${pct(e.weekday_covers_vs_mean_pct)} ${side} que en tu día promedio (${count(e.covers_per_day)}), ${WINDOW_WORDS}).`,
      );
    },
  );

  it('says so when no weekday sent its diners every open day', async () => {
    const bare = DINERS.map((day) => ({ ...day, covers: null }));
    const answered = await ask('¿Qué día de la semana viene más gente?', bare);
    expect(answered.answer).toMatch(/no tengo los comensales de suficientes días de cada día de la semana/);
  });
});

/** A literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('how much a weekday sells, as a habit', () => {
  it.each([
    ['¿Cuánto vendo los sábados?'],
    ['¿cuánto vendo en promedio los sábados?'],
    ['¿cuánto se vende los sábados?'],
    // Any one Saturday, "normally": the habit too.
    ['¿Cuánto vendo normalmente un sábado?'],
  ])("%s: the weekday's average day of the last 8 weeks, not the last Saturday", async (question) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'sales_total', range: WINDOW });
    const e = expected(BUSY_SATURDAYS, SATURDAY);
    const answered = await ask(question, BUSY_SATURDAYS);
    expect(answered.answer.startsWith(lead(e, 'sábados', 'más'))).toBe(true);
    expect(answered.quoted).toMatchObject({
      weekday_mean_sales_cents: e.weekday_mean_sales_cents,
      mean_day_sales_cents: e.mean_day_sales_cents,
    });
  });

  it('keeps one day asked, or a past one, as that day', () => {
    expect(understand('¿Cuánto vendí el sábado?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-11-28', to: '2026-11-28' },
    });
    // "pude" is the past of "puedo", no dish (before, the prep list of a dish «pude»).
    expect(understand('¿Cuánto pude vender el sábado?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-11-28', to: '2026-11-28' },
    });
  });
});

describe("a weekday's ticket or diners, as a habit", () => {
  it("answers the weekday's own figure against the typical day's, of the 8 weeks", async () => {
    const e = expected(BUSY_SATURDAYS, SATURDAY);
    const ticket = await ask('¿Cuál es mi ticket promedio los sábados?', BUSY_SATURDAYS);
    expect(ticket.intent).toBe('avg_ticket');
    expect(ticket.calls).toEqual([`${SALES_DAYS_PATH}?date_from=${WINDOW.from}&date_to=${WINDOW.to}`]);
    // The tickets differ by under 5 %: said as nearly the same, the gap unquoted.
    expect(Math.abs(e.weekday_ticket_vs_mean_pct)).toBeLessThan(5);
    expect(ticket.quoted).toEqual({
      weekday_avg_ticket_cents: e.weekday_avg_ticket_cents,
      avg_ticket_cents: e.avg_ticket_cents,
      window_weeks: 8,
    });
    expect(ticket.answer).toBe(
      `Los sábados tu ticket promedio es de ${money(e.weekday_avg_ticket_cents)} por mesa, casi lo mismo que en tu día promedio (${money(e.avg_ticket_cents)}), ${WINDOW_WORDS}).`,
    );
    const diners = await ask('¿Cuántos clientes tengo en promedio los sábados?', BUSY_SATURDAYS);
    expect(diners.intent).toBe('covers_tables');
    expect(diners.quoted).toMatchObject({
      weekday_covers_per_day: e.weekday_covers_per_day,
      covers_per_day: e.covers_per_day,
      weekday_covers_vs_mean_pct: e.weekday_covers_vs_mean_pct,
    });
    expect(diners.answer).toBe(
      `Los sábados atiendes en promedio ${count(e.weekday_covers_per_day)} comensales al día, ${pct(e.weekday_covers_vs_mean_pct)} más que en tu día promedio (${count(e.covers_per_day)}), ${WINDOW_WORDS}).`,
    );
    // "viene" of a weekday in the plural is the habit; of one weekday, its forecast.
    expect(understand('¿Cuánta gente viene los sábados?', TODAY, null)).toMatchObject({
      intent: 'covers_tables',
      range: WINDOW,
    });
    expect(understand('¿Cuánta gente viene el sábado?', TODAY, null)).toMatchObject({
      intent: 'forecast_covers',
    });
    // One Saturday asked stays that day's figures.
    expect(understand('¿Cuál fue mi ticket promedio el sábado?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-28', to: '2026-11-28' },
    });
  });
});
