/**
 * "¿Qué mesa lleva más tiempo abierta?", "¿cuánto dura una mesa hoy?": today's table times from the
 * live tables (the internal read), the open tables longest first and the closed ones' stay.
 * Expected figures are the fixture's own.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import type { TableTimesToday } from '#shared/domain/assistant/reads.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-12';
const table = (table_id: string, opened_at: string, minutes_open: number, ordered_cents: number) => ({
  table_id,
  opened_at,
  minutes_open,
  covers: 4,
  waiter_name: 'Diana Benavídez',
  ordered_cents,
});
const TIMES: TableTimesToday = {
  as_of: '2026-12-12T15:31:00.000-06:00',
  open: [
    table('12', '2026-12-12T13:58:00.000-06:00', 93, 124_000),
    table('Mesa 7', '2026-12-12T14:40:00.000-06:00', 51, 52_000),
    table('3', '2026-12-12T15:02:00.000-06:00', 29, 18_500),
    table('9', '2026-12-12T15:20:00.000-06:00', 11, 0),
  ],
  open_without_time: 0,
  closed_timed: 41,
  closed_median_minutes: 62,
  closed_mean_minutes: 68,
};
const ask = (question: string, times = TIMES) =>
  askRules(
    question,
    { 'internal:table-times-today': { attributes: times } },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );
const STAY =
  'Hoy, sábado 12 de diciembre, hasta las 15:31 tus 41 mesas cerradas duraron 62 minutos en la mediana (la mitad, menos) y 68 en promedio, de que se abrieron a que se cobraron.';

describe("today's table times", () => {
  it('¿Qué mesa lleva más tiempo abierta?: the longest open, what it ordered, the next two', async () => {
    // Before, today's tables and diners, as if they answered.
    const answered = await ask('¿Qué mesa lleva más tiempo abierta?');
    expect(answered.intent).toBe('covers_tables');
    expect(answered.quoted).toMatchObject({
      longest_open_since: '13:58',
      longest_open_minutes: 93,
      longest_open_ordered_cents: 124_000,
      open_2_minutes: 51,
      open_3_minutes: 29,
    });
    expect(answered.answer).toBe(
      `A las 15:31, la mesa que lleva más tiempo abierta es la mesa 12: desde las 13:58, hace 93 minutos, con 4 comensales, de Diana Benavídez, y lleva ${money(124_000)} pedidos. Le siguen la Mesa 7 (51 minutos) y la mesa 3 (29 minutos). ${STAY}`,
    );
  });

  it('¿Cuánto tiempo llevan las mesas?: the ones seated now, with no day named', async () => {
    // Before 2026-12-06, yesterday's tables, whose times are not kept.
    const answered = await ask('¿Cuánto tiempo llevan las mesas?');
    expect(answered.intent).toBe('covers_tables');
    expect(answered.quoted).toMatchObject({ longest_open_minutes: 93 });
    expect(answered.answer).toMatch(/^A las 15:31, la mesa que lleva más tiempo abierta es la mesa 12/);
  });

  it('¿Cuánto dura una mesa hoy?: the closed tables’ stay first', async () => {
    // Before, that no read keeps how long a table stays.
    const answered = await ask('¿Cuánto dura una mesa hoy?');
    expect(answered.quoted).toMatchObject({
      table_median_minutes: 62,
      table_mean_minutes: 68,
      timed_tables: 41,
    });
    expect(answered.answer.startsWith(STAY)).toBe(true);
  });

  it('says one minute in the singular', async () => {
    // Before 2026-12-06, "hace 1 minutos" and "duraron 1 minutos en la mediana".
    const answered = await ask('¿Qué mesa lleva más tiempo abierta?', {
      ...TIMES,
      open: [table('12', '2026-12-12T15:30:00.000-06:00', 1, 9_000)],
      closed_median_minutes: 1,
      closed_mean_minutes: 1,
    });
    expect(answered.answer).toContain('hace 1 minuto, con 4 comensales');
    expect(answered.answer).toContain('duraron 1 minuto en la mediana');
  });

  it('one closed table is "tu única mesa", and under a minute is said so', async () => {
    // Before 2026-12-07, "tus 1 mesa cerrada duró 0 minutos en la mediana … y 0 en promedio".
    const one = { ...TIMES, closed_timed: 1, closed_median_minutes: 24, closed_mean_minutes: 24 };
    const answered = await ask('¿Cuánto dura una mesa hoy?', one);
    expect(answered.answer).toMatch(
      /^Hoy, sábado 12 de diciembre, hasta las 15:31 tu única mesa cerrada duró 24 minutos, de que se abrió a que se cobró\./,
    );
    expect(answered.quoted).toMatchObject({ table_median_minutes: 24 });
    const instant = await ask('¿Cuánto dura una mesa hoy?', {
      ...one,
      closed_median_minutes: 0,
      closed_mean_minutes: 0,
    });
    expect(instant.answer).toContain('tu única mesa cerrada duró menos de un minuto, de que se abrió');
    // Many tables too (since later on 2026-12-07; before, "duraron 0 minutos en la mediana … y 0").
    const many = await ask('¿Cuánto dura una mesa hoy?', {
      ...TIMES,
      closed_median_minutes: 0,
      closed_mean_minutes: 0,
    });
    expect(many.answer).toContain(
      'tus 41 mesas cerradas duraron menos de un minuto en la mediana (la mitad, menos) y menos de un minuto en promedio',
    );
    // The mean says its unit when the median said none (since 2026-12-08; before, "y 1 en promedio").
    const minute = await ask('¿Cuánto dura una mesa hoy?', {
      ...TIMES,
      closed_median_minutes: 0,
      closed_mean_minutes: 1,
    });
    expect(minute.answer).toContain(
      'menos de un minuto en la mediana (la mitad, menos) y 1 minuto en promedio',
    );
  });

  it('says what it cannot know: tables never seen opening, no table closed yet', async () => {
    const answered = await ask('¿Qué mesa lleva más tiempo abierta?', {
      ...TIMES,
      open: [],
      open_without_time: 2,
      closed_timed: 0,
      closed_median_minutes: null,
      closed_mean_minutes: null,
    });
    expect(answered.answer).toBe(
      'A las 15:31 tienes 2 mesas abiertas, pero tu punto de venta no mandó cuándo se abrieron (table_opened), así que no sé cuál lleva más tiempo. Hoy, sábado 12 de diciembre, hasta las 15:31 no tengo ninguna mesa cerrada con su hora de apertura y de cobro: esas horas me llegan con las mesas en vivo de tu punto de venta (table_opened, table_closed).',
    );
  });
});
