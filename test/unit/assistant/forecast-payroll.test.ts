/**
 * The payroll over days to come ("¿cuánto me va a costar la nómina la próxima semana?";
 * shared/domain/assistant/forecast-payroll.ts): each day's projected payroll from its forecast
 * hours, added, against the days' forecast sales; a closed day said; a day without its price leaves
 * the sum unsaid. Expected figures are computed here from the fixture's hours.
 */
import { describe, expect, it } from 'vitest';
import { ratioPct } from '#shared/domain/analytics/rounding.ts';
import { day, money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import type { ForecastHoursAttributes } from '#shared/domain/responses/forecast.ts';
import { askByDate } from './fake-reader.ts';

// A Thursday: "la próxima semana" is Monday 7 to Sunday 13 December.
const TODAY = '2026-12-03';
const WEEK = Array.from({ length: 7 }, (_, index) => addDays('2026-12-07', index)!);
const STAFFING = {
  source: 'own' as const,
  sales_per_staff_hour_cents: 180_000,
  days_measured: 28,
  labor_cost_per_staff_hour_cents: 41_500,
  reason: null,
  labor_cost_reason: 'Sin nómina capturada en los últimos 28 días no sé cuánto cuesta una hora de personal.',
};

/** A day open from 13:00 to 16:00, busier each day of the week; Sunday 13 closed. */
function hoursOf(date: string, index: number, priced = true): ForecastHoursAttributes {
  if (date === '2026-12-13')
    return {
      date,
      status: 'closed',
      hours: [],
      staff_hours_suggested: null,
      labor_cost_projected_cents: null,
      labor_cost_pct_projected: null,
    };
  const hours = [13, 14, 15].map((at) => {
    const sales = 300_000 + index * 50_000 + at * 1_000;
    const staff = Math.ceil(sales / STAFFING.sales_per_staff_hour_cents);
    return {
      hour: `${at}:00`,
      sales_cents: sales,
      sales_low_cents: sales - 50_000,
      sales_high_cents: sales + 60_000,
      covers: 30,
      covers_low: 25,
      covers_high: 36,
      staff_suggested: staff,
    };
  });
  const staffHours = hours.reduce((sum, hour) => sum + hour.staff_suggested, 0);
  const cents = staffHours * STAFFING.labor_cost_per_staff_hour_cents;
  const sales = hours.reduce((sum, hour) => sum + hour.sales_cents, 0);
  return {
    date,
    status: 'ok',
    hours,
    staff_hours_suggested: staffHours,
    labor_cost_projected_cents: priced ? cents : null,
    labor_cost_pct_projected: priced ? ratioPct(cents, sales) : null,
  };
}

/** "sábado 12 de diciembre", as the answers say a day that is not today's neighbour. */
const weekdayDate = (date: string) => day(date, TODAY);

/** The week's hours reads; `unpriced`, a day whose payroll has no price. */
const ask = (question: string, unpriced?: string) =>
  askByDate(
    question,
    'intelligence-forecast-hours',
    (date) =>
      WEEK.includes(date)
        ? { attributes: hoursOf(date, WEEK.indexOf(date), date !== unpriced), meta: { staffing: STAFFING } }
        : undefined,
    TODAY,
  );

describe('the payroll over days to come', () => {
  it("adds each open day's projected payroll and sets it against their forecast sales", async () => {
    const answered = await ask('¿Cuánto me va a costar la nómina la próxima semana?');
    expect(answered.intent).toBe('forecast_staff');
    expect(answered.calls).toEqual(WEEK.map((date) => `intelligence-forecast-hours?date=${date}`));
    const open = WEEK.map((date, index) => hoursOf(date, index)).filter((day) => day.status === 'ok');
    const cents = open.reduce((sum, day) => sum + day.labor_cost_projected_cents!, 0);
    const sales = open.reduce(
      (sum, day) => sum + day.hours.reduce((total, hour) => total + hour.sales_cents, 0),
      0,
    );
    expect(answered.quoted).toEqual({
      labor_cost_projected_cents: cents,
      staff_hours: open.reduce((sum, day) => sum + day.staff_hours_suggested!, 0),
      open_days: 6,
      labor_cost_pct_projected: ratioPct(cents, sales),
      forecast_sales_cents: sales,
    });
    expect(answered.answer).toMatch(
      /^Del lunes 7 de diciembre al domingo 13 de diciembre, con el personal en piso que sugiero \(\d+ horas-persona en 6 días que abres \(el domingo 13 de diciembre no abres\)\), pagando solo esas horas, la nómina sería de \$[\d,.]+, [\d.]+% de la venta pronosticada/,
    );
  });

  it('says a day of rest priced as ordinary, and what its hours add at triple pay', async () => {
    // Thursday 20 December 2029: next week holds Christmas. Before 2026-12-07, the sum alone.
    const christmasWeek = Array.from({ length: 7 }, (_, index) => addDays('2029-12-24', index)!);
    const answered = await askByDate(
      '¿Cuánto me va a costar la nómina la próxima semana?',
      'intelligence-forecast-hours',
      (date) =>
        christmasWeek.includes(date)
          ? {
              attributes: { ...hoursOf(WEEK[0]!, christmasWeek.indexOf(date)), date },
              meta: { staffing: STAFFING },
            }
          : undefined,
      '2029-12-20',
    );
    const christmas = hoursOf(WEEK[0]!, 1).labor_cost_projected_cents!;
    expect(answered.quoted).toMatchObject({ rest_days_triple_extra_cents: 2 * christmas });
    expect(answered.answer).toContain(
      `Ojo: el martes 25 de diciembre es descanso obligatorio: a quien lo trabaje le pagas triple (LFT art. 75); al triple, esas horas te cuestan ${money(2 * christmas)} más.`,
    );
  });

  it('reads "voy a pagar" as days to come, and a period past the forecast as the days it covers', async () => {
    const asked = await ask('¿Cuánto voy a pagar de sueldos la próxima semana?');
    expect(asked.calls).toEqual(WEEK.map((date) => `intelligence-forecast-hours?date=${date}`));
    // "Este mes" on the 3rd: the month's payroll as the last one captured runs, every department
    // (payroll-month.ts; since 2026-12-07, before the floor staff of the 14 days forecast).
    expect(understand('¿Cuánto vamos a pagar de nómina este mes?', TODAY, null)).toMatchObject({
      intent: 'labor_cost',
    });
  });

  it('reads the waiters to pay, or what they will cost, as the payroll of those days', async () => {
    // Before 2026-12-06, last week's best waiter ("les voy a pagar a los meseros"), or "eso todavía
    // no pasa" ("¿cuánto gasto en meseros…?").
    const payroll = await ask('¿Cuánto me va a costar la nómina la próxima semana?');
    for (const question of [
      '¿Cuánto les voy a pagar a los meseros la próxima semana?',
      '¿Cuánto me van a costar los meseros la próxima semana?',
      '¿Cuánto voy a gastar en meseros la próxima semana?',
    ]) {
      const answered = await ask(question);
      expect(answered.calls, question).toEqual(payroll.calls);
      expect(answered.answer, question).toBe(payroll.answer);
    }
    // A month's worth asked after it is the last whole month's payroll, not the days to come.
    const previous = { intent: 'forecast_staff' as const, range: { from: '2026-12-07', to: '2026-12-13' } };
    expect(understand('¿Cuánto gasto en personal al mes?', TODAY, previous)).toMatchObject({
      intent: 'labor_cost',
      range: { from: '2026-11-01', to: '2026-11-30' },
    });
  });

  it("stops at the stored forecast's last day, and says so, rather than answering the first day alone", async () => {
    // Friday 11 to Sunday 13 have no forecast (stored after a day without its corte Z). Before
    // 2026-12-06, Monday's staff alone.
    const reachTo = (date: string, index: number) =>
      date <= '2026-12-10'
        ? { attributes: hoursOf(date, index), meta: { staffing: STAFFING } }
        : { attributes: { ...hoursOf(date, index), status: 'insufficient_history' as const } };
    const answered = await askByDate(
      '¿Cuánto me va a costar la nómina la próxima semana?',
      'intelligence-forecast-hours',
      (date) => (WEEK.includes(date) ? reachTo(date, WEEK.indexOf(date)) : undefined),
      TODAY,
    );
    const open = WEEK.slice(0, 4).map((date, index) => hoursOf(date, index));
    expect(answered.quoted).toMatchObject({
      labor_cost_projected_cents: open.reduce((sum, day) => sum + day.labor_cost_projected_cents!, 0),
      open_days: 4,
    });
    expect(answered.answer).toMatch(
      /^Del lunes 7 de diciembre al jueves 10 de diciembre, .* Más allá del jueves 10 de diciembre aún no pronostico\.$/,
    );
  });

  it('says why with no sum when a day has no price, and keeps one day as before', async () => {
    const answered = await ask('¿Cuánto me va a costar la nómina la próxima semana?', '2026-12-09');
    expect(answered.answer).toContain(
      `no puedo decirte cuánto costaría el personal: ${STAFFING.labor_cost_reason}`,
    );
    expect(answered.figures).toEqual([]);
    const one = await ask('¿Cuántos meseros necesito el lunes?');
    expect(one.calls).toEqual(['intelligence-forecast-hours?date=2026-12-07']);
  });

  it("asked of the people, says each day's most at once, then the days' staff hours and payroll", async () => {
    // Before: Monday's staff alone.
    const answered = await ask('¿Cuántos meseros necesito la próxima semana?');
    expect(answered.calls).toEqual(WEEK.map((date) => `intelligence-forecast-hours?date=${date}`));
    const open = WEEK.map((date, index) => hoursOf(date, index)).filter((day) => day.status === 'ok');
    // The first hour with the day's most people (13:00 on a tie).
    const peaks = open.map((day) => {
      const most = Math.max(...day.hours.map((hour) => hour.staff_suggested ?? 0));
      return { day, most, at: day.hours.find((hour) => hour.staff_suggested === most)!.hour };
    });
    const each = peaks.map(
      ({ day, most, at }) =>
        `el ${weekdayDate(day.date)}, ${most} a las ${at} (${day.staff_hours_suggested} horas-persona)`,
    );
    const hours = open.reduce((sum, day) => sum + day.staff_hours_suggested!, 0);
    const lead = `Lo más que necesitas en piso a la vez: ${each.slice(0, -1).join(', ')} y ${each.at(-1)}. Del lunes 7 de diciembre al domingo 13 de diciembre necesitas ${hours} horas-persona en piso en 6 días que abres`;
    expect(answered.answer.startsWith(lead)).toBe(true);
    expect(answered.quoted).toMatchObject({ day_6_staff_peak: peaks[5]!.most, staff_hours: hours });
    // People offered: the days whose most at once is more.
    const offered = await ask('¿Me alcanza con 3 meseros la próxima semana?');
    const short = peaks.filter(({ most }) => most > 3).map(({ day }) => `el ${weekdayDate(day.date)}`);
    expect(short.length).toBeGreaterThan(0);
    expect(
      offered.answer.startsWith(`Con 3 personas en piso no te alcanza ${short.join(', ')}. Lo más que`),
    ).toBe(true);
  });

  it('asked which day, names the day needing the most people, or the fewest, then the days', async () => {
    const open = WEEK.map((date, index) => hoursOf(date, index)).filter((day) => day.status === 'ok');
    const most = (day: ForecastHoursAttributes) =>
      Math.max(...day.hours.map((hour) => hour.staff_suggested ?? 0));
    // By the most at once, then the staff hours; the earlier day on a tie.
    const order = [...open].sort(
      (a, b) =>
        most(b) - most(a) ||
        b.staff_hours_suggested! - a.staff_hours_suggested! ||
        a.date.localeCompare(b.date),
    );
    const said = (day: ForecastHoursAttributes) => {
      const at = day.hours.find((hour) => hour.staff_suggested === most(day))!.hour;
      return `el ${weekdayDate(day.date)}, ${most(day)} a las ${at} (${day.staff_hours_suggested} horas-persona)`;
    };
    const busiest = await ask('¿Qué día de la próxima semana necesito más meseros?');
    expect(
      busiest.answer.startsWith(`El día que más gente necesitas en piso es ${said(order[0]!)}. Del lunes 7`),
    ).toBe(true);
    // "¿Cuándo …?" asks it too (before, who sold most last week).
    const when = await ask('¿Cuándo voy a necesitar más meseros la próxima semana?');
    expect(when.intent).toBe('forecast_staff');
    expect(when.answer.startsWith(`El día que más gente necesitas en piso es ${said(order[0]!)}.`)).toBe(
      true,
    );
    const quietest = await ask('¿Qué día de la próxima semana necesito menos gente?');
    const least = [...open].sort(
      (a, b) =>
        most(a) - most(b) ||
        a.staff_hours_suggested! - b.staff_hours_suggested! ||
        a.date.localeCompare(b.date),
    );
    expect(
      quietest.answer.startsWith(`El día que menos gente necesitas en piso es ${said(least[0]!)}.`),
    ).toBe(true);
  });

  it('asked of the staff hours, adds them over the days and follows with the payroll when priced', async () => {
    // Before: Monday's hours alone.
    const answered = await ask('¿Cuántas horas-persona necesito la próxima semana?');
    expect(answered.calls).toEqual(WEEK.map((date) => `intelligence-forecast-hours?date=${date}`));
    const open = WEEK.map((date, index) => hoursOf(date, index)).filter((day) => day.status === 'ok');
    const hours = open.reduce((sum, day) => sum + day.staff_hours_suggested!, 0);
    expect(answered.quoted).toMatchObject({ staff_hours: hours, open_days: 6 });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del lunes 7 de diciembre al domingo 13 de diciembre necesitas ${hours} horas-persona en piso en 6 días que abres \\(el domingo 13 de diciembre no abres\\); con ese personal, pagando solo esas horas, la nómina sería de \\$`,
      ),
    );
    // A day without its price: the hours, and why no payroll.
    const unpriced = await ask('¿Cuántas horas-persona necesito la próxima semana?', '2026-12-09');
    expect(unpriced.answer).toMatch(
      new RegExp(
        `necesitas ${hours} horas-persona en piso .*\\. No puedo decirte cuánto costaría: Sin nómina capturada`,
      ),
    );
    expect(unpriced.quoted).toEqual({ staff_hours: hours, open_days: 6 });
  });
});
