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
import { words } from './text.ts';

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

/** "¿Cuánto voy a vender el domingo por hora?", "…hora por hora", "…cada hora": the day's hours listed. */
export function asksByHour(question: string): boolean {
  const text = ` ${words(question).join(' ')} `;
  return [' por hora ', ' por horas ', ' cada hora '].some((phrase) => text.includes(phrase));
}

/**
 * " Venta por hora: a las 12:00, $2,419.11; a las 13:00, $7,912.63; …" after the day's forecast: each
 * hour of GET /forecast/hours (their sales sum to the day's), or its diners asked of people; '' when
 * the hours are not ok.
 */
export function forecastByHourSentence(
  hours: ForecastHoursAttributes,
  ask: 'sales' | 'covers',
  answer: Answer,
): string {
  if (hours.status !== 'ok' || hours.hours.length === 0) return '';
  const lines = hours.hours.map((hour, index) => {
    const at = answer.hour(`hour_${index + 1}`, `Hora ${index + 1}`, hour.hour);
    const figure =
      ask === 'covers'
        ? answer.count(`hour_${index + 1}_covers`, `Comensales pronosticados a las ${hour.hour}`, hour.covers)
        : answer.money(
            `hour_${index + 1}_sales_cents`,
            `Venta pronosticada a las ${hour.hour}`,
            hour.sales_cents,
          );
    return `a las ${at}, ${figure}`;
  });
  return ` ${ask === 'covers' ? 'Comensales' : 'Venta'} por hora: ${lines.join('; ')}.`;
}
