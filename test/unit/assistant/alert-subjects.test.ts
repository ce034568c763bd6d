/**
 * "¿Hay algo raro en la caja?", "¿tengo alertas de inventario?" (alert-subjects.ts): the period's
 * alerts of the subject named, the others only counted. Expected counts are the fixture's alerts by
 * type; before 2026-12-07 these questions read yesterday's cash difference, the purchase
 * suggestions, or every alert of the week.
 */
import { describe, expect, it } from 'vitest';
import { type Alert, alertOf, alertsBody } from '../../fixtures/alerts.ts';
import { askRules } from './fake-reader.ts';

const WEEK = [
  alertOf('food_cost_high', 'Costo de alimentos alto (7 días)'),
  alertOf('food_cost_high', 'Costo de alimentos alto (7 días)'),
  alertOf('sales_down', 'Ventas abajo', 'blue'),
  alertOf('cash_variance_high', 'Diferencia de caja', 'red'),
  alertOf('anomaly_cancellations', 'Cancelaciones repetidas de Ana'),
  alertOf('low_stock', 'Inventario bajo: Suadero'),
];
const ask = (question: string, alerts: Alert[] = WEEK) =>
  askRules(
    question,
    { '/api/v1/intelligence/alerts': { attributes: alertsBody(alerts) } },
    { today: '2029-12-03', requiredPlanOf: () => 'growth' },
  );
const ofTypes = (types: string[]) => WEEK.filter((one) => types.includes(one.type));

describe('alerts of one subject', () => {
  it('names the cash alerts and counts the others apart', async () => {
    const answered = await ask('¿Hay algo raro en la caja?');
    // The register's loss signals are the till's too (since 2026-12-07; before, "otro tema").
    const cash = ofTypes([
      'cash_variance_high',
      'anomaly_cancellations',
      'void_alert',
      'anomaly_price_override',
    ]);
    expect(answered.intent).toBe('alerts');
    expect(answered.answer).toBe(
      `Del martes 27 de noviembre al lunes 3 de diciembre tienes ${cash.length} alertas de caja, 1 en rojo: Diferencia de caja; además Cancelaciones repetidas de Ana. Aparte tienes ${WEEK.length - cash.length} alertas de otro tema.`,
    );
    expect(answered.quoted).toMatchObject({
      subject_alerts_count: cash.length,
      other_alerts_count: WEEK.length - cash.length,
    });
  });

  it('reads "alertas de inventario" as the low-stock alerts, not the purchase suggestions', async () => {
    const answered = await ask('¿Tengo alertas de inventario?');
    expect(answered.intent).toBe('alerts');
    expect(answered.answer).toMatch(/tienes 1 alerta de inventario: Inventario bajo: Suadero\./);
  });

  it('groups every cost under "costos" and a repeated title once, with its count', async () => {
    const answered = await ask('¿Hay alertas de costos?');
    const costs = ofTypes(['food_cost_high', 'bar_cost_high', 'labor_cost_high']);
    expect(answered.answer).toMatch(
      new RegExp(`tienes ${costs.length} alertas de costos: Costo de alimentos alto \\(7 días\\) 2 veces\\.`),
    );
  });

  it('answers whether any alert is red before naming them', async () => {
    // Since 2026-12-07; before, the alerts counted with no yes or no.
    const yes = await ask('¿Hay alguna alerta roja?');
    expect(yes.answer).toMatch(
      /^Sí\. Tienes 6 alertas del martes 27 de noviembre al lunes 3 de diciembre, 1 en rojo: Diferencia de caja;/,
    );
    const calm = WEEK.filter((alert) => alert.severity !== 'red');
    const no = await ask('¿Hay alguna alerta roja?', calm);
    expect(no.answer).toMatch(
      /^No, ninguna en rojo\. Tienes 5 alertas del martes 27 de noviembre al lunes 3 de diciembre: /,
    );
  });

  it('puts the cancellation anomalies under cancellations', async () => {
    const answered = await ask('¿Hay algo raro en las cancelaciones?');
    expect(answered.answer).toMatch(/tienes 1 alerta de cancelaciones: Cancelaciones repetidas de Ana\./);
  });

  it('says none of the subject, with the others counted, rather than listing them', async () => {
    const answered = await ask('¿Hay alertas de caja?', ofTypes(['food_cost_high', 'sales_down']));
    expect(answered.intent).toBe('alerts');
    expect(answered.answer).toBe(
      'Del martes 27 de noviembre al lunes 3 de diciembre no tienes alertas de caja. Aparte tienes 3 alertas de otro tema.',
    );
  });

  it('leaves a question without a subject listing every alert', async () => {
    const answered = await ask('¿Tengo alertas?');
    expect(answered.answer).toMatch(
      /^Tienes 6 alertas del martes 27 de noviembre al lunes 3 de diciembre, 1 en rojo:/,
    );
  });
});

// Since 2026-12-07; before, "no tienes alertas de ventas" while Hoy showed the pace's alert.
describe("today's alerts with the live ones", () => {
  const PACE = {
    severity: 'yellow' as const,
    type: 'sales_down',
    message:
      'Hoy vas 14.4% abajo: $43,425.50 contra $50,719.00 a esta hora del mismo día de la semana pasada.',
    triggered_at: '2029-12-03T17:00:00.000-06:00',
  };
  const askToday = (question: string, alerts: Alert[]) =>
    askRules(
      question,
      {
        '/api/v1/intelligence/alerts': { attributes: alertsBody(alerts) },
        '/api/v1/live/alerts/active': { attributes: { alerts: [PACE] } },
      },
      { today: '2029-12-03', requiredPlanOf: () => 'growth' },
    );
  const live = `En vivo: ${PACE.message.replace(/\.$/, '')} (alerta amarilla).`;

  it('says the live pace alert when no stored alert of the subject is there', async () => {
    const answered = await askToday('¿Hay alguna alerta de ventas hoy?', [
      alertOf('food_cost_high', 'Costo alto'),
    ]);
    expect(answered.calls.some((call) => call.startsWith('/api/v1/live/alerts/active'))).toBe(true);
    expect(answered.answer).toBe(`${live} Del cierre y de tus costos no hay otras.`);
  });

  it('adds it after the stored ones of today', async () => {
    const answered = await askToday('¿Hay alguna alerta hoy?', [alertOf('food_cost_high', 'Costo alto')]);
    expect(answered.answer.endsWith(` ${live}`)).toBe(true);
    expect(answered.answer).toContain('Costo alto');
  });

  it('says it beside an earlier stored sales alert, and not twice what is stored', async () => {
    const earlier = alertOf('sales_down', 'Ventas abajo');
    const answered = await askToday('¿Tengo alertas?', [earlier]);
    expect(answered.answer.endsWith(` ${live}`)).toBe(true);
    const stored = { ...earlier, message: PACE.message };
    expect((await askToday('¿Tengo alertas?', [stored])).answer).not.toContain('En vivo');
  });
});
