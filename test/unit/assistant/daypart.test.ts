/**
 * A part of a closed day ("¿cuánto vendí ayer en la mañana?"; shared/domain/assistant/daypart.ts):
 * the period's sales by hour, the part's clock hours added, against all its hours; diners when asked
 * and every day sent its live tables. Expected figures are computed here from the fixture's hours.
 */
import { describe, expect, it } from 'vitest';
import { ratioPct } from '#shared/domain/analytics/rounding.ts';
import { DAYPARTS, inDaypart } from '#shared/domain/assistant/daypart.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-03';
const BY_HOUR = '/api/v1/intelligence/sales/by-hour';

const bucket = (hour: string, sales_cents: number, covers: number | null) => ({
  hour,
  sales_cents,
  covers,
  tables: null,
});
const HOURS = [
  bucket('08:00', 120_050, 12),
  bucket('11:00', 230_000, 20),
  bucket('13:00', 510_000, 41),
  bucket('18:00', 300_000, 25),
  bucket('19:00', 420_000, 33),
  bucket('22:00', 90_000, 6),
];

function ask(question: string, hours = HOURS, daysWithout = 0) {
  const attributes = { peak_hour: '13:00', valley_hour: '08:00', hours };
  const meta = { live_updates: { days_with: 1 - daysWithout, days_without: daysWithout, reason: null } };
  return askRules(
    question,
    { [BY_HOUR]: { attributes, meta } },
    { today: TODAY, requiredPlanOf: () => 'starter' },
  );
}

/** The part's hours added, and their share of all the hours, as the answer must quote them. */
function expected(part: keyof typeof DAYPARTS, hours = HOURS) {
  const inPart = hours.filter((row) => inDaypart(row.hour, DAYPARTS[part]));
  const sales = inPart.reduce((sum, row) => sum + row.sales_cents, 0);
  const all = hours.reduce((sum, row) => sum + row.sales_cents, 0);
  const covers = inPart.reduce((sum, row) => sum + (row.covers ?? 0), 0);
  return { sales, share: ratioPct(sales, all), all, covers, first: inPart[0]!.hour };
}

describe('a part of a closed day', () => {
  it('reads "de la mañana" as the morning of yesterday, not as tomorrow', () => {
    const asked = understand('¿Cuánto vendimos en el turno de la mañana?', TODAY, null);
    expect(asked).toMatchObject({ kind: 'answer', range: { from: '2026-12-02', to: '2026-12-02' } });
    expect(understand('¿cuánto vendo mañana en la noche?', TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-04', to: '2026-12-04' },
    });
  });

  it('adds the clock hours asked, "de 6 a 8" on the reading of the clock that sold', async () => {
    // Before, the whole day's sales, as if they were those hours'.
    const answered = await ask('¿Cuánto vendí ayer de 6 a 8?');
    const [evening, all] = [300_000 + 420_000, HOURS.reduce((sum, row) => sum + row.sales_cents, 0)];
    expect(answered.quoted).toMatchObject({
      daypart_sales_cents: evening,
      daypart_from: '18:00',
      daypart_to: '20:00',
      daypart_share_pct: ratioPct(evening, all),
    });
    expect(answered.answer).toBe(
      `El miércoles 2 de diciembre (de las 18:00 a las 20:00) vendiste ${money(evening)}, el ${pct(ratioPct(evening, all)!)} de los ${money(all)} de todas tus horas (con IVA y ya con descuentos, lo cobrado en tus órdenes).`,
    );
    expect((await ask('¿Cuántos clientes tuve ayer entre las 6 y las 8?')).quoted).toMatchObject({
      daypart_covers: 25 + 33,
    });
  });

  // Since 2026-12-06; before, the whole day's sales.
  it('reads "antes de las 2" from the first hour, "después de las 6" to the last, on the clock that sold', async () => {
    const sum = (from: string, to: string) =>
      HOURS.filter((row) => row.hour >= from && row.hour < to).reduce(
        (total, row) => total + row.sales_cents,
        0,
      );
    expect((await ask('¿Cuánto vendí ayer antes de las 2?')).quoted).toMatchObject({
      daypart_sales_cents: sum('00:00', '14:00'),
      daypart_from: '08:00',
      daypart_to: '14:00',
    });
    // Nothing sold before 6 in the morning: "las 6" is 18:00.
    expect((await ask('¿Cuánto vendí ayer después de las 6?')).quoted).toMatchObject({
      daypart_sales_cents: sum('18:00', '24:00'),
      daypart_from: '18:00',
      daypart_to: '23:00',
    });
    // A day that closed at 18:00: "después de las 6" is the evening, with no sale, not the day.
    const lunch = HOURS.filter((row) => row.hour >= '11:00' && row.hour < '18:00');
    expect((await ask('¿Cuánto vendí ayer después de las 6?', lunch)).answer).toBe(
      'El miércoles 2 de diciembre (de las 18:00 a las 00:00) no tuviste ventas.',
    );
    // 8:00 sold, so "después de las 10" is 10:00 on.
    expect((await ask('¿Cuánto vendí ayer después de las 10?')).quoted).toMatchObject({
      daypart_sales_cents: sum('10:00', '24:00'),
      daypart_from: '11:00',
    });
  });

  it('sets two parts named side by side, the one that sold most first', async () => {
    // Before, the first part named alone ("en la mañana no tuviste ventas").
    const answered = await ask('¿Vendí más en la mañana o en la tarde ayer?');
    const [morning, afternoon] = [expected('manana'), expected('tarde')];
    const [most, least] =
      afternoon.sales > morning.sales
        ? [['tarde', afternoon] as const, ['manana', morning] as const]
        : [['manana', morning] as const, ['tarde', afternoon] as const];
    expect(answered.quoted).toMatchObject({
      [`${most[0]}_sales_cents`]: most[1].sales,
      [`${most[0]}_share_pct`]: most[1].share,
      [`${least[0]}_sales_cents`]: least[1].sales,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^El miércoles 2 de diciembre vendiste más ${DAYPARTS[most[0]].label}: ${DAYPARTS[most[0]].label} \\(de las ${most[1].first} a las \\d\\d:00\\) \\${money(most[1].sales)}, el ${pct(most[1].share!)} de tus horas; ${DAYPARTS[least[0]].label} `,
      ),
    );
  });

  it('adds the morning hours of the period and sets them against all its hours', async () => {
    const answered = await ask('¿Cuánto vendí ayer en la mañana?');
    const morning = expected('manana');
    expect(answered.calls).toEqual([`${BY_HOUR}?date_from=2026-12-02&date_to=2026-12-02`]);
    expect(answered.quoted).toMatchObject({
      daypart_sales_cents: morning.sales,
      daypart_share_pct: morning.share,
      hours_sales_cents: morning.all,
      daypart_from: '08:00',
      daypart_to: '12:00',
    });
    expect(answered.answer).toMatch(
      /^El miércoles 2 de diciembre en la mañana \(de las 08:00 a las 12:00\) vendiste \$3,500\.50, el /,
    );
  });

  it('ends the night at the last hour that sold', async () => {
    const answered = await ask('¿cuánto vendí el sábado por la noche?');
    expect(answered.quoted).toMatchObject({
      daypart_sales_cents: expected('noche').sales,
      daypart_to: '23:00',
    });
  });

  it('counts the diners of the part when asked of people and every day sent its tables', async () => {
    const answered = await ask('¿Cuántos clientes vinieron en la noche el sábado?');
    expect(answered.quoted).toEqual({
      daypart_covers: expected('noche').covers,
      daypart_from: '19:00',
      daypart_to: '23:00',
    });
  });

  it('gives the sales, and says why, when a day of the period sent no live tables', async () => {
    const answered = await ask('¿cuánta gente vino el domingo en la tarde?', HOURS, 1);
    expect(answered.answer).toMatch(/^No tengo los comensales por hora /);
    expect(answered.quoted.daypart_sales_cents).toBe(expected('tarde').sales);
    expect(answered.quoted.daypart_covers).toBeUndefined();
  });

  it('says when the part holds every hour that sold, rather than a share of 100 %', async () => {
    const afternoon = HOURS.filter((row) => inDaypart(row.hour, DAYPARTS.tarde));
    const answered = await ask('¿cuánto vendí ayer en la tarde?', afternoon);
    expect(answered.answer).toMatch(/vendiste \$8,100\.00 \(con IVA .*\): a otras horas no vendiste\.$/);
    expect(answered.quoted.daypart_share_pct).toBeUndefined();
  });

  it('says a part with no sale, and hours the order lines do not carry', async () => {
    const evening = HOURS.filter((row) => row.hour >= '13:00');
    expect((await ask('¿cuánto vendí ayer en la mañana?', evening)).answer).toBe(
      'El miércoles 2 de diciembre en la mañana (de las 06:00 a las 12:00) no tuviste ventas.',
    );
    const unhoured = await askRules(
      '¿cuánto vendí ayer en la tarde?',
      { [BY_HOUR]: { attributes: { peak_hour: null, valley_hour: null, hours: [] } } },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );
    expect(unhoured.answer).toMatch(/^No tengo la venta por hora .*ordered_at/);
  });
});

describe('the shifts asked when the corte Z has none', () => {
  it('gives the parts of the day from the hours, most first, each with its share', async () => {
    const attributes = { peak_hour: '13:00', valley_hour: '08:00', hours: HOURS };
    const summary = {
      total_sales_cents: 1_670_050,
      by_shift: { breakfast: { sales_cents: null, covers: null } },
    };
    const answered = await askRules(
      '¿Cuánto vendí por turno ayer?',
      {
        '/api/v1/intelligence/sales/summary': { attributes: summary },
        [BY_HOUR]: { attributes, meta: { live_updates: { days_with: 1, days_without: 0, reason: null } } },
      },
      { today: TODAY, requiredPlanOf: () => 'starter' },
    );
    const [tarde, noche, manana] = [expected('tarde'), expected('noche'), expected('manana')];
    expect([tarde.sales, noche.sales, manana.sales]).toEqual([810_000, 510_000, 350_050]);
    expect(answered.answer).toContain(
      ` Por horas: en la tarde (de las 13:00 a las 19:00) ${money(tarde.sales)}, el ${pct(tarde.share!)}; en la noche (de las 19:00 a las 23:00) ${money(noche.sales)}, el ${pct(noche.share!)}; en la mañana (de las 08:00 a las 12:00) ${money(manana.sales)}, el ${pct(manana.share!)} (con IVA y ya con descuentos, lo cobrado en tus órdenes).`,
    );
    expect(answered.calls).toContain(`${BY_HOUR}?date_from=2026-12-02&date_to=2026-12-02`);
  });
});
