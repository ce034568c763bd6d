/**
 * The assistant's forecast questions: which day and part of it a question is about, and answers
 * that carry the read's figures, the interval in words and the main driver.
 */
import { describe, expect, it } from 'vitest';
import {
  accuracyAnswer,
  forecastDate,
  forecastDayAnswer,
  forecastDaypart,
  prepAnswer,
  staffAnswer,
} from '#shared/domain/assistant/forecast.ts';
import { money } from '#shared/domain/assistant/format.ts';

// A Wednesday.
const TODAY = '2026-12-02';

describe('the day a forecast question is about', () => {
  it.each([
    ['¿cuánto voy a vender mañana?', '2026-12-03'],
    ['¿cuántos clientes espero el sábado?', '2026-12-05'],
    ['¿cuánta gente necesito el viernes en la tarde?', '2026-12-04'],
    ['¿qué preparo para mañana?', '2026-12-03'],
    ['¿cuánto vendo pasado mañana?', '2026-12-04'],
    ['¿cuánto voy a vender hoy?', '2026-12-02'],
    ['¿cuánto vendo el miércoles?', '2026-12-09'],
    ['¿cuánta gente necesito hoy en la mañana?', '2026-12-02'],
    ['¿qué tan acertado es el pronóstico?', '2026-12-03'],
  ])('%s → %s', (question, date) => {
    expect(forecastDate(question, TODAY)).toBe(date);
  });

  it('reads the part of the day', () => {
    expect(forecastDaypart('¿cuánta gente necesito el viernes en la tarde?')).toBe('tarde');
    expect(forecastDaypart('¿y hoy en la mañana?')).toBe('manana');
    expect(forecastDaypart('¿cuánto vendo mañana?')).toBeNull();
  });
});

const row = {
  date: '2026-12-03',
  sales_cents: 2_100_000,
  sales_low_cents: 1_800_000,
  sales_high_cents: 2_400_000,
  covers: 120,
  covers_low: 100,
  covers_high: 140,
  status: 'ok' as const,
  drivers: [
    { code: 'quincena' as const, label: 'Quincena', effect_pct: 8 },
    { code: 'weekday' as const, label: 'Jueves', effect_pct: -5 },
  ],
};

describe('answers', () => {
  it('say the day, the point, the interval in words and the main driver', () => {
    const text = forecastDayAnswer(row, 'sales', TODAY);
    expect(text).toBe(
      `Mañana, jueves 3 de diciembre espero vender ${money(2_100_000)} (entre ${money(1_800_000)} y ${money(2_400_000)}; 8 de cada 10 días caen en ese rango). Lo que más pesa: es quincena (+8 %).`,
    );
    expect(forecastDayAnswer(row, 'covers', TODAY)).toContain('espero 120 comensales (entre 100 y 140');
  });

  it('give no number without a forecast, and say a closed day', () => {
    const none = { ...row, status: 'insufficient_history' as const, sales_cents: null };
    expect(forecastDayAnswer(none, 'sales', TODAY)).toMatch(/14 días cerrados/);
    expect(forecastDayAnswer(undefined, 'sales', TODAY)).not.toMatch(/\$/);
    expect(forecastDayAnswer({ ...row, status: 'closed' }, 'sales', TODAY)).toMatch(/no abres/);
  });

  it('list the prep list with each interval', () => {
    const text = prepAnswer(
      {
        date: '2026-12-03',
        status: 'ok',
        items: [
          {
            product_id: 'taco',
            name: 'Taco al pastor',
            category_type: 'food',
            quantity: 250,
            quantity_low: 200,
            quantity_high: 300,
            intermittent: false,
          },
        ],
        other_items: [],
      },
      TODAY,
    );
    expect(text).toBe('Para el jueves 3 de diciembre prepara: Taco al pastor: 250 (entre 200 y 300).');
  });

  it('give the afternoon peak of staff and the staff hours of that part of the day', () => {
    const hour = (at: number, staff: number) => ({
      hour: `${String(at).padStart(2, '0')}:00`,
      sales_cents: staff * 100_000,
      sales_low_cents: 0,
      sales_high_cents: 0,
      covers: 0,
      covers_low: 0,
      covers_high: 0,
      staff_suggested: staff,
    });
    const text = staffAnswer(
      {
        date: '2026-12-04',
        status: 'ok',
        hours: [hour(10, 5), hour(13, 3), hour(15, 4), hour(20, 6)],
        staff_hours_suggested: 18,
        labor_cost_pct_projected: null,
      },
      {
        staffing: {
          source: 'setting',
          sales_per_staff_hour_cents: 100_000,
          days_measured: 0,
          labor_cost_per_staff_hour_cents: null,
          reason: null,
          labor_cost_reason: null,
        },
      },
      'tarde',
      TODAY,
    );
    expect(text).toBe(
      `El viernes 4 de diciembre en la tarde necesitas hasta 4 personas en piso (a las 15:00), 7 horas-persona en total, con tu meta de ${money(100_000)} por hora-persona.`,
    );
  });

  it('say the accuracy beside repeating last week, or why not yet', () => {
    const score = {
      horizon: 1,
      figure: 'sales' as const,
      wape: 0.123,
      bias_pct: 2,
      interval_coverage: 0.8,
      days_scored: 28,
      wape_naive_week: 0.18,
      wape_naive_4w: 0.15,
      reason: null,
    };
    expect(accuracyAnswer({ horizons: [score] })).toBe(
      'En los últimos 28 días medidos, el pronóstico de un día antes se equivocó en promedio 12.3% de las ventas. Si repitieras lo de la semana pasada, el error habría sido de 18.0%. El rango acertó 80.0% de los días.',
    );
    const reason = 'Faltan días: 3 de 7.';
    expect(accuracyAnswer({ horizons: [{ ...score, wape: null, reason }] })).toBe(reason);
  });
});
