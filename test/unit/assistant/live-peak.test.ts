/**
 * "¿A qué hora se llenó más hoy?" before the corte Z: the busiest of today's hours so far from the
 * live tables (the internal read), by sales or by diners, the quietest whole hour beside it.
 * Expected figures are found in the fixture's hours. Since 2026-12-06; before, the day had not
 * closed.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import type { HoursToday } from '#shared/domain/assistant/reads.ts';
import { askRules, hourSoFar, LIVE_HOURS_BASIS } from './fake-reader.ts';

const TODAY = '2026-12-12';
// 15:31: the 15:00 hour is under way, and the least sold so far, but no whole hour.
const HOURS: HoursToday = {
  as_of: '2026-12-12T15:31:00.000-06:00',
  hours: [
    hourSoFar(12, 42_000, 1, 3),
    hourSoFar(13, 310_500, 7, 19),
    hourSoFar(14, 455_000, 9, 27),
    hourSoFar(15, 12_000, 1, 2),
  ],
  open_tables: 4,
  open_ordered_cents: 96_500,
  open_covers: 11,
};
const ask = (question: string, hours = HOURS) =>
  askRules(
    question,
    { 'internal:hours-today': { attributes: hours } },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );

const whole = HOURS.hours.filter((entry) => entry.hour !== '15:00');
const by = (key: 'sales_cents' | 'covers') => [...whole].sort((a, b) => (b[key] ?? 0) - (a[key] ?? 0));

describe("today's busiest hour so far", () => {
  it.each(['¿A qué hora vendí más hoy?', '¿Cuál ha sido la hora más fuerte hoy?'])(
    '%s: the hour the most was charged in, the quietest whole hour beside it',
    async (question) => {
      const [peak, quiet] = [by('sales_cents')[0]!, by('sales_cents').at(-1)!];
      const answered = await ask(question);
      expect(answered.intent).toBe('peak_hour');
      expect(answered.period).toEqual({ from: TODAY, to: TODAY });
      expect(answered.quoted).toMatchObject({
        peak_hour: peak.hour,
        peak_hour_sales_cents: peak.sales_cents,
        valley_hour: quiet.hour,
        valley_hour_sales_cents: quiet.sales_cents,
      });
      expect(answered.answer).toBe(
        `Hoy, hasta las 15:31, tu hora más fuerte ha sido la de las ${peak.hour}, con ${money(peak.sales_cents)} cobrados. La más floja, la de las ${quiet.hour}, con ${money(quiet.sales_cents)} cobrados. Tus 4 mesas abiertas ya pidieron ${money(96_500)} más. ${LIVE_HOURS_BASIS}`,
      );
    },
  );

  it('¿A qué hora se llenó más hoy?: by the diners seated', async () => {
    const [peak, quiet] = [by('covers')[0]!, by('covers').at(-1)!];
    const answered = await ask('¿A qué hora se llenó más hoy?');
    expect(answered.quoted).toMatchObject({ covers_hour: peak.hour, covers_hour_covers: peak.covers });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Hoy, hasta las 15:31, tu hora más fuerte ha sido la de las ${peak.hour}, con ${peak.covers} comensales sentados\\. La más floja, la de las ${quiet.hour}, con ${quiet.covers} comensales sentados\\. Tus 4 mesas abiertas suman 11 comensales más\\.`,
      ),
    );
  });

  it('¿Cuánto he vendido por hora hoy?: each hour so far, the one under way said so', async () => {
    const answered = await ask('¿Cuánto he vendido por hora hoy?');
    const parts = HOURS.hours.map(
      (entry) => `${entry.hour}, ${money(entry.sales_cents)}${entry.hour === '15:00' ? ' (en curso)' : ''}`,
    );
    expect(answered.answer).toMatch(
      new RegExp(
        `^Hoy, hasta las 15:31, cobraste por hora: ${parts
          .slice(0, -1)
          .join(', ')
          .replace(/[$.()]/g, '\\$&')} y ${parts.at(-1)!.replace(/[$.()]/g, '\\$&')}\\.`,
      ),
    );
  });

  it('¿A qué hora vendí menos hoy?: the quietest whole hour first', async () => {
    const [peak, quiet] = [by('sales_cents')[0]!, by('sales_cents').at(-1)!];
    const answered = await ask('¿A qué hora vendí menos hoy?');
    expect(answered.answer).toMatch(
      new RegExp(
        `^Hoy, hasta las 15:31, tu hora más floja ha sido la de las ${quiet.hour}, con \\${money(quiet.sales_cents)} cobrados\\. La más fuerte, la de las ${peak.hour}, con \\${money(peak.sales_cents)} cobrados\\.`,
      ),
    );
  });

  it('says so when no table has closed yet', async () => {
    const answered = await ask('¿A qué hora vendí más hoy?', { ...HOURS, hours: [] });
    expect(answered.quoted).not.toHaveProperty('peak_hour');
    expect(answered.answer).toMatch(
      /^Hoy, hasta las 15:31, todavía no cierras mesas, así que no tengo una hora más fuerte\./,
    );
  });

  it('leaves the rush asked in the present to the forecast', async () => {
    expect((await ask('¿A qué hora se llena hoy?')).intent).not.toBe('peak_hour');
  });
});
