/**
 * "¿Cuál va a ser mi hora pico mañana?": the forecast hours' busiest (or, asked for the least, the
 * quietest) hour of the day, its sales and covers as GET /forecast/hours gives them. Pure.
 */
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastHoursAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { sentence } from './format.ts';
import type { Direction } from './superlatives.ts';

type Hour = ForecastHoursAttributes['hours'][number];

/** The hour of most (least) forecast sales; the earlier on a tie. */
const hourOf = (hours: readonly Hour[], direction: Direction) =>
  hours.reduce((best, hour) =>
    (direction === 'least' ? hour.sales_cents < best.sales_cents : hour.sales_cents > best.sales_cents)
      ? hour
      : best,
  );

export function forecastPeakHourAnswer(
  hours: ForecastHoursAttributes,
  when: string,
  direction: Direction,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis). */
  basis: SalesBasis | null,
): string | null {
  if (hours.status !== 'ok' || hours.hours.length === 0) return null;
  const chosen = hourOf(hours.hours, direction);
  const [key, label] = direction === 'least' ? ['valley_hour', 'más floja'] : ['peak_hour', 'de más venta'];
  const at = answer.hour(key, `Hora ${label}`, chosen.hour);
  const sales = answer.money(
    `${key}_sales_cents`,
    `Venta pronosticada a las ${chosen.hour}`,
    chosen.sales_cents,
  );
  const covers = answer.count(
    `${key}_covers`,
    `Comensales pronosticados a las ${chosen.hour}`,
    chosen.covers,
  );
  return sentence(
    `${when} espero la hora ${label} a las ${at}: ${sales}${afterSalesAmount(basis)} y ${covers} comensales.`,
  );
}
