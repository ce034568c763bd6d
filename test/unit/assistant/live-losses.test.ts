/**
 * "¿Hubo cancelaciones hoy?" before the corte Z: today's losses so far from the activity log (the
 * internal read), composed as a closed period's and said to be what the POS reported live.
 */
import { describe, expect, it } from 'vitest';
import { type Alert, alertOf, alertsBody } from '../../fixtures/alerts.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-05';
const TODAYS = {
  as_of: '2026-12-05T13:41:00.000-06:00',
  cancellations_count: 3,
  cancellations_cents: 28_000,
  discounts_count: 0,
  discounts_cents: 0,
  cancellations_by_person: {
    people: [{ name: 'Marcos Valladares', count: 3, amount_cents: 28_000 }],
    unnamed_count: 0,
  },
  discounts_by_person: { people: [], unnamed_count: 0 },
};
const ask = (question: string) =>
  askRules(
    question,
    { 'internal:cancellations-and-discounts-today': { attributes: TODAYS } },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );
const SOURCE =
  'Es lo que tu punto de venta avisó en vivo hasta las 13:41 (su registro de actividad); las del día completo llegan con el corte Z.';

describe("today's cancellations before the corte Z", () => {
  it('¿Hubo cancelaciones hoy?: how many and how much, and where that comes from', async () => {
    // Before, "the day has not closed" alone.
    const answered = await ask('¿Hubo cancelaciones hoy?');
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.quoted).toMatchObject({
      cancellations_count: 3,
      cancellations_cents: 28_000,
      as_of: '13:41',
    });
    expect(answered.answer).toBe(
      `Hoy, sábado 5 de diciembre, hubo 3 cancelaciones por $280.00; no hubo descuentos. ${SOURCE}`,
    );
  });

  it('¿Quién ha cancelado más hoy?: the person, from the same events', async () => {
    const answered = await ask('¿Quién ha cancelado más hoy?');
    expect(answered.answer).toBe(
      `Quien más canceló hoy, sábado 5 de diciembre, fue Marcos Valladares: 3 cancelaciones por $280.00. ${SOURCE}`,
    );
  });
});

describe('the courtesies asked', () => {
  const WITH_COURTESIES = {
    ...TODAYS,
    discounts_count: 4,
    discounts_cents: 51_000,
    courtesies_count: 2,
    courtesies_cents: 32_000,
  };
  const askOf = (question: string, attributes: object) =>
    askRules(
      question,
      { 'internal:cancellations-and-discounts-today': { attributes } },
      { today: TODAY, requiredPlanOf: () => 'pro' },
    );

  it.each(['¿Cuántas cortesías di hoy?', '¿Cuánto regalé hoy?'])(
    '%s: the courtesies, then the discounts they are part of (before, the discounts and cancellations)',
    async (question) => {
      const answered = await askOf(question, WITH_COURTESIES);
      expect(answered.quoted).toMatchObject({
        courtesies_count: 2,
        courtesies_cents: 32_000,
        discounts_count: 4,
      });
      expect(answered.answer).toBe(
        `Hoy, sábado 5 de diciembre, diste 2 cortesías por $320.00, de 4 descuentos por $510.00 en total. ${SOURCE}`,
      );
    },
  );

  it('says none were given, and what discounts there were', async () => {
    const answered = await askOf('¿Hubo cortesías hoy?', {
      ...WITH_COURTESIES,
      courtesies_count: 0,
      courtesies_cents: 0,
    });
    expect(answered.answer).toBe(
      `Hoy, sábado 5 de diciembre, no diste cortesías; de descuentos hubo 4 descuentos por $510.00. ${SOURCE}`,
    );
  });
});

// Since 2026-12-07; before, "no hubo descuentos" with a red price override of the same waiter
// unsaid, and "¿hubo cambios de precio hoy?" the sales against last week.
describe('the price changes asked beside the discounts, or alone', () => {
  const OVERRIDE = alertOf(
    'anomaly_price_override',
    'Cambio de precio fuera de rango: Tacos al pastor (orden)',
    'red',
    'Marcos Valladares cambió el precio de Tacos al pastor (orden) de $95.00 a $66.50 a las 13:27 (hora local); su rango de los últimos 90 días es $95.00–$95.00.',
  );
  const withAlerts = (alerts: Alert[]) => (question: string) =>
    askRules(
      question,
      {
        'internal:cancellations-and-discounts-today': { attributes: TODAYS },
        '/api/v1/intelligence/alerts': { attributes: alertsBody(alerts) },
      },
      { today: TODAY, requiredPlanOf: () => 'pro' },
    );

  it('adds the price changes out of range, with who, what and when', async () => {
    const answered = await withAlerts([OVERRIDE])('¿Hubo descuentos o cambios de precio hoy?');
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.answer).toBe(
      `Hoy, sábado 5 de diciembre, no hubo descuentos; hubo 3 cancelaciones por $280.00. ${SOURCE} Hubo 1 cambio de precio fuera de rango. ${OVERRIDE.message}`,
    );
    expect(answered.quoted).toMatchObject({ price_changes_count: 1 });
    const none = await withAlerts([])('¿Hubo descuentos o cambios de precio hoy?');
    expect(none.answer).toMatch(
      / Ningún cambio de precio fuera de rango \(20 % abajo o arriba de su precio de los últimos 90 días\)\.$/,
    );
  });

  it("names the register's loss signals beside today's counts, not the price changes twice", async () => {
    // Since 2026-12-07; before, "hubo 3 cancelaciones …; no hubo descuentos", a routine day read.
    const burst = alertOf('anomaly_cancellations', 'Cancelaciones repetidas de Marcos Valladares', 'red');
    const sales = alertOf('sales_down', 'Ventas abajo', 'blue');
    const answered = await withAlerts([burst, OVERRIDE, sales])('¿Hubo cancelaciones hoy?');
    expect(answered.answer).toBe(
      `Hoy, sábado 5 de diciembre, hubo 3 cancelaciones por $280.00; no hubo descuentos. ${SOURCE} Ojo: hoy también hay 2 señales de pérdida en caja: ${burst.title} y ${OVERRIDE.title}.`,
    );
    expect(answered.quoted).toMatchObject({ register_signals_count: 2 });
    const asked = await withAlerts([burst, OVERRIDE])('¿Hubo descuentos o cambios de precio hoy?');
    expect(asked.answer).toMatch(
      / Ojo: hoy también hay 1 señal de pérdida en caja: Cancelaciones repetidas de Marcos Valladares\.$/,
    );
    expect((await withAlerts([sales])('¿Hubo cancelaciones hoy?')).answer).not.toMatch(/Ojo/);
  });

  it('answers the price changes alone from their alerts', async () => {
    const answered = await withAlerts([OVERRIDE])('¿Hubo cambios de precio hoy?');
    expect(answered.intent).toBe('alerts');
    expect(answered.answer).toBe(
      `Hoy, sábado 5 de diciembre, tienes 1 alerta de cambios de precio, 1 en rojo: ${OVERRIDE.title}. ${OVERRIDE.message}`,
    );
  });
});
