/**
 * "¿Me robaron algo?" (theft.ts): the period's loss signals among its alerts, named, the cost and
 * sales alerts only counted; never a verdict. Expected counts are the fixture's alerts by type.
 */
import { describe, expect, it } from 'vitest';
import { type Alert, alertOf, alertsBody } from '../../fixtures/alerts.ts';
import { askRules } from './fake-reader.ts';

const COSTS = [
  alertOf('food_cost_high', 'Costo de alimentos alto'),
  alertOf('sales_down', 'Ventas abajo', 'blue'),
];
const ask = (question: string, alerts: Alert[]) =>
  askRules(
    question,
    { '/api/v1/intelligence/alerts': { attributes: alertsBody(alerts) } },
    { today: '2026-12-04', requiredPlanOf: () => 'growth' },
  );

describe('a theft question', () => {
  it('names the loss signals first and counts the other alerts apart', async () => {
    const signals = [
      alertOf('anomaly_cancellations', 'Muchas cancelaciones de un mesero', 'red'),
      alertOf('cash_variance_high', 'Diferencia de caja'),
    ];
    const answered = await ask('¿Me robaron algo esta semana?', [...COSTS, ...signals]);
    expect(answered.intent).toBe('alerts');
    // The alerts' period reaches today: a live anomaly of today counts.
    expect(answered.answer).toBe(
      'No puedo saber si te robaron, pero del lunes 30 de noviembre al viernes 4 de diciembre hay 2 señales que vale revisar: Muchas cancelaciones de un mesero y Diferencia de caja. Aparte tienes 2 alertas de otro tipo (costos, ventas o inventario).',
    );
    expect(answered.figures.map((figure) => [figure.key, figure.value])).toEqual([
      ['loss_alerts_count', 2],
      ['loss_alert_1', 'Muchas cancelaciones de un mesero'],
      ['loss_alert_2', 'Diferencia de caja'],
      ['other_alerts_count', 2],
    ]);
  });

  it('says no signal when only cost and sales alerts were raised, never the cost alerts as its answer', async () => {
    const answered = await ask('¿alguien me está robando?', COSTS);
    expect(answered.answer).toMatch(
      /no tengo ninguna señal de pérdida: .*\. Aparte tienes 2 alertas de otro tipo \(costos, ventas o inventario\)\.$/,
    );
    expect(answered.answer).not.toMatch(/Costo de alimentos alto/);
  });

  it("answers today's alerts before the day's corte Z: a live anomaly is raised as it happens", async () => {
    const live = [alertOf('anomaly_cancellations', 'Cancelaciones repetidas de Ana', 'red')];
    const today = await askRules(
      '¿Hay alguna alerta hoy?',
      { '/api/v1/intelligence/alerts': { attributes: alertsBody(live), hasData: false } },
      { today: '2026-12-04', requiredPlanOf: () => 'growth' },
    );
    expect(today.answer).toBe(
      'Tienes 1 alerta hoy, viernes 4 de diciembre, 1 en rojo: Cancelaciones repetidas de Ana.',
    );
    // A past day without its corte Z still says so.
    const yesterday = await askRules(
      '¿Hubo alertas ayer?',
      { '/api/v1/intelligence/alerts': { attributes: alertsBody(live), hasData: false } },
      { today: '2026-12-04', requiredPlanOf: () => 'growth' },
    );
    expect(yesterday.answer).toMatch(/No tengo el corte Z del jueves 3 de diciembre/);
  });

  it('leaves the plain alerts question listing every alert', async () => {
    const answered = await ask('¿Tengo alertas esta semana?', COSTS);
    expect(answered.answer).toMatch(/Costo de alimentos alto/);
  });

  it('names the red alerts first and apart, so a yellow one never reads as red', async () => {
    // Before 2026-12-07, "2 en rojo: A, B y C" with C yellow, and a fourth in "entre otras".
    const raised = [
      alertOf('cancellations_high', 'Cancelaciones altas'),
      alertOf('anomaly_cancellations', 'Cancelaciones repetidas de Ana', 'red'),
      alertOf('food_cost_high', 'Costo de alimentos alto (7 días)'),
      alertOf('anomaly_price_override', 'Cambio de precio fuera de rango', 'red'),
      alertOf('anomaly_new_login', 'Acceso nuevo de Ana'),
    ];
    const answered = await ask('¿Qué alertas tengo?', raised);
    expect(answered.answer).toBe(
      'Tienes 5 alertas del sábado 28 de noviembre al viernes 4 de diciembre, 2 en rojo: Cancelaciones repetidas de Ana y Cambio de precio fuera de rango; además Cancelaciones altas y Costo de alimentos alto (7 días), entre otras.',
    );
    expect(answered.figures.find((figure) => figure.key === 'alert_1')?.label).toBe('Alerta roja');
    expect(answered.figures.find((figure) => figure.key === 'alert_3')?.label).toBe('Alerta amarilla');
  });

  it('names a title raised on several days once, with how many times', async () => {
    // Before, "Costo de alimentos alto (7 días), Costo de alimentos alto (mes a la fecha) y Costo
    // de alimentos alto (7 días)": one title twice among three.
    const raised = [
      alertOf('food_cost_high', 'Costo de alimentos alto (7 días)'),
      alertOf('food_cost_high', 'Costo de alimentos alto (mes a la fecha)'),
      alertOf('food_cost_high', 'Costo de alimentos alto (7 días)'),
    ];
    const answered = await ask('¿Qué alertas tengo?', raised);
    expect(answered.quoted).toMatchObject({ total_count: 3, alert_1_times: 2 });
    expect(answered.answer).toMatch(
      /: Costo de alimentos alto \(7 días\) 2 veces y Costo de alimentos alto \(mes a la fecha\)\.$/,
    );
  });
});
