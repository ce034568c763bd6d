import { describe, expect, it } from 'vitest';
import { type Alert, alertsForDay, alertsSummary } from '#shared/domain/analytics/alerts.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { buildSalesCube } from '#shared/domain/analytics/builders/sales.ts';
import { cashVarianceFold, kpis } from '#shared/domain/analytics/kpis.ts';
import { monday, sunday } from './fixtures.ts';

const sun = buildDayCubes(sunday);
const mon = buildDayCubes(monday);
const CREATED = '2026-03-09T06:00:05.000Z';

/** The sales cube of the same weekday one week earlier, with the given total. */
const lastWeek = (total: number) => ({
  sales: buildSalesCube('2026-03-01', [
    { date: '2026-03-01', shift: 'all_day', closing_type: 'zout', total_sales_cents: total },
  ]),
});

describe('kpis', () => {
  it('gives the average ticket and the cash variance with their benchmarks', () => {
    expect(kpis([sun.sales, mon.sales], cashVarianceFold([sun.cash, mon.cash]))).toEqual({
      kpis: [
        {
          key: 'avg_ticket_cents',
          label: 'Ticket promedio',
          value: 6667, // 60000 / 9 tables
          unit: 'cents',
          status: null, // the spec gives no benchmark for it
          benchmark_green: null,
          benchmark_red: null,
        },
        {
          key: 'cash_variance_pct',
          label: 'Variación de caja',
          value: 2.4, // (500 + 50 + 400) / (20000 + 10000 + 10000) = 2.375 → 2.4
          unit: '%',
          status: 'yellow',
          benchmark_green: 1,
          benchmark_red: 3,
        },
      ],
    });
  });

  it('is null, not 0, without data', () => {
    expect(kpis([], cashVarianceFold([])).kpis.map((kpi) => [kpi.key, kpi.value, kpi.status])).toEqual([
      ['avg_ticket_cents', null, null],
      ['cash_variance_pct', null, null],
    ]);
  });
});

describe('alertsForDay', () => {
  it('raises cash variance, discounts, cancellations and sales alerts in Mexican Spanish', () => {
    expect(alertsForDay(sun, lastWeek(40000), CREATED)).toEqual([
      {
        id: '2026-03-08:cash_variance_high:clo-1', // clo-2 is green (0.5 %)
        severity: 'yellow', // 500 / 20000 = 2.5 %
        type: 'cash_variance_high',
        discriminator: 'clo-1', // the folio: the alert's sort key is <date>#cash_variance_high#clo-1
        // Named by date, register and time as the closing document tells them, never by its folio.
        title: 'Faltante de caja en el corte Z del domingo 8 de marzo, Caja 1',
        message:
          'El corte Z del domingo 8 de marzo (Caja 1, cerró a las 16:00, cajero: María) tiene una diferencia de -$5.00 (2.5% del efectivo esperado).',
        action: expect.stringContaining('Recuenta el efectivo'),
        created_at: CREATED,
      },
      {
        id: '2026-03-08:discounts_high',
        severity: 'red', // (1500 + 4500) / 50000 = 12.0 % > 5
        type: 'discounts_high',
        discriminator: '',
        title: 'Descuentos altos',
        // The rate-only discount has no amount: counted in words, never summed as 0.
        message:
          'El 08/03/2026 los descuentos sumaron $60.00, 12.0% de la venta (lo sano es menos de 3%). 1 descuento llegó sin monto y sin datos para calcularlo: no están sumados, así que el porcentaje real puede ser mayor.',
        action: expect.stringContaining('autorizó'),
        created_at: CREATED,
      },
      {
        id: '2026-03-08:cancellations_high',
        severity: 'yellow', // (1200 + 300) / 50000 = 3.0 %, within 2 to 4
        type: 'cancellations_high',
        discriminator: '',
        title: 'Cancelaciones altas',
        message:
          'El 08/03/2026 se cancelaron $15.00 en 3 cancelaciones, 3.0% de la venta (lo sano es menos de 2%).',
        action: expect.stringContaining('mesero'),
        created_at: CREATED,
      },
      {
        id: '2026-03-08:sales_up',
        severity: 'blue', // (50000 − 40000) / 40000 = +25.0 %
        type: 'sales_up',
        discriminator: '',
        title: 'Ventas arriba',
        message:
          'El 08/03/2026 la venta subió 25.0%: $500.00 contra $400.00 del mismo día de la semana pasada.',
        action: expect.stringContaining('personal'),
        created_at: CREATED,
      },
    ]);
  });

  it('applies the sales thresholds at their boundaries', () => {
    const salesAlert = (current: number, before: number) =>
      alertsForDay(
        {
          ...sun,
          sales: buildSalesCube('2026-03-08', [
            { date: '2026-03-08', shift: 'all_day', closing_type: 'zout', total_sales_cents: current },
          ]),
          reconciliation: { date: '2026-03-08', records: [] },
        },
        lastWeek(before),
        CREATED,
      )
        .filter((alert) => alert.type === 'sales_up' || alert.type === 'sales_down')
        .map((alert) => [alert.type, alert.severity]);
    expect(salesAlert(60000, 50000)).toEqual([['sales_up', 'blue']]); // +20.0 % exactly
    expect(salesAlert(59950, 50000)).toEqual([]); // +19.9 %
    expect(salesAlert(45000, 50000)).toEqual([['sales_down', 'yellow']]); // −10.0 % exactly
    expect(salesAlert(45050, 50000)).toEqual([]); // −9.9 %
    expect(salesAlert(40000, 50000)).toEqual([['sales_down', 'red']]); // −20.0 % exactly
    expect(salesAlert(50000, 0)).toEqual([]); // no comparison against a day without sales
  });

  it('compares only with a known same weekday of last week', () => {
    expect(alertsForDay(sun, null, CREATED).some((alert) => alert.type.startsWith('sales_'))).toBe(false);
  });

  it('falls back to the order lines’ discounts when no discount document was sent', () => {
    // Monday: no discount documents; give its line a 600 discount: 600 / 10000 = 6.0 % → red.
    const day = buildDayCubes({
      ...monday,
      orders: monday.orders.map((line) => ({ ...line, discount_cents: 600, net_total_cents: 9400 })),
    });
    const [alert] = alertsForDay(day, null, CREATED).filter((a) => a.type === 'discounts_high');
    expect(alert).toMatchObject({
      severity: 'red',
      message: expect.stringContaining('$6.00, 6.0% de la venta'),
    });
  });

  it('raises nothing on a day without sales, and nothing twice on a rebuild', () => {
    const empty = buildDayCubes({ ...sunday, sales: [], closings: [] });
    expect(alertsForDay(empty, lastWeek(40000), CREATED)).toEqual([]);
    const ids = (alerts: Alert[]) => alerts.map((alert) => alert.id);
    expect(ids(alertsForDay(sun, lastWeek(40000), CREATED))).toEqual(
      ids(alertsForDay(buildDayCubes(sunday), lastWeek(40000), '2026-03-10T00:00:00Z')),
    );
  });
});

describe('alertsSummary', () => {
  it('counts by severity and lists red first', () => {
    const alerts = [...alertsForDay(sun, lastWeek(40000), CREATED), ...alertsForDay(mon, null, CREATED)];
    const summary = alertsSummary(alerts);
    // Sunday: yellow cash, red discounts, yellow cancellations, blue sales; Monday: red cash (4.0 %).
    expect(summary).toMatchObject({ total_count: 5, critical_count: 2, warning_count: 2, info_count: 1 });
    expect(summary.alerts.map((alert) => alert.id)).toEqual([
      '2026-03-08:discounts_high',
      '2026-03-09:cash_variance_high:clo-3',
      '2026-03-08:cancellations_high',
      '2026-03-08:cash_variance_high:clo-1',
      '2026-03-08:sales_up',
    ]);
    expect(alertsSummary([])).toEqual({
      total_count: 0,
      critical_count: 0,
      warning_count: 0,
      info_count: 0,
      alerts: [],
    });
  });
});
