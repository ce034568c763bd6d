/**
 * "¿Cuál va a ser mi hora pico mañana?": the forecast hours' busiest (or, asked for the least, the
 * quietest) hour of the day, by sales or, asked of people ("¿a qué hora voy a tener más gente?"), by
 * diners, its sales and covers as GET /forecast/hours gives them. Pure.
 */
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastHoursAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { sentence } from './format.ts';
import type { Direction } from './superlatives.ts';

type Hour = ForecastHoursAttributes['hours'][number];

/** What the hours are ranked by: the forecast sales, or the diners when the question asks of people. */
export type RankedBy = 'sales_cents' | 'covers';

/** The hour of most (least) forecast sales or diners; the earlier on a tie. */
const hourOf = (hours: readonly Hour[], direction: Direction, by: RankedBy) =>
  hours.reduce((best, hour) =>
    (direction === 'least' ? hour[by] < best[by] : hour[by] > best[by]) ? hour : best,
  );

export function forecastPeakHourAnswer(
  hours: ForecastHoursAttributes,
  when: string,
  direction: Direction,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis). */
  basis: SalesBasis | null,
  /** "¿a qué hora voy a tener más gente?": ranked by the forecast diners. */
  by: RankedBy = 'sales_cents',
): string | null {
  if (hours.status !== 'ok' || hours.hours.length === 0) return null;
  const chosen = hourOf(hours.hours, direction, by);
  const least = direction === 'least';
  const label =
    by === 'covers' ? (least ? 'con menos gente' : 'con más gente') : least ? 'más floja' : 'de más venta';
  const key = least ? 'valley_hour' : 'peak_hour';
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
