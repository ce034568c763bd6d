/**
 * The assistant's forecast questions (docs/forecast-api.md, "The assistant"): what is asked (sales,
 * covers, the prep list, staff, accuracy), for which day ahead ("mañana", "el sábado") and which
 * part of it ("en la tarde"), and the answers, written from the forecast reads' results with the
 * interval in words and the main driver (forecast-reads/words.ts, as the Mañana page says them).
 * Pure.
 */
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { INTERVAL_MEANING, intervalInWords, mainDriverInWords } from '../forecast-reads/words.ts';
import type {
  ForecastAccuracyAttributes,
  ForecastAttributes,
  ForecastHoursAttributes,
  ForecastHoursMeta,
  ForecastItemsAttributes,
} from '../responses/forecast.ts';
import { count, day, money, pct, sentence } from './format.ts';
import { words } from './text.ts';

/** Parts of the day as an owner names them, in clock hours [from, to). */
export const DAYPARTS = {
  manana: { label: 'en la mañana', from: 6, to: 12 },
  tarde: { label: 'en la tarde', from: 12, to: 19 },
  noche: { label: 'en la noche', from: 19, to: 24 },
} as const;
export type Daypart = keyof typeof DAYPARTS;

/** Monday = 1 … Sunday = 7 (isoWeekday), by the normalized weekday name. */
const WEEKDAY_NUMBERS: Record<string, number> = {
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
  domingo: 7,
};

/**
 * The day a forecast question is about, counted from business `today`: "hoy"; "mañana" (not "en
 * la mañana", a part of the day); "pasado mañana"; a weekday name is its next one after today;
 * without any, tomorrow (the owner plans the next day).
 */
export function forecastDate(question: string, today: string): string {
  const tokens = words(question);
  // "mañana" after "la" / "las" is the morning, a part of the day, not tomorrow.
  const tomorrowAt = tokens.findIndex(
    (word, index) => word === 'manana' && !['la', 'las'].includes(tokens[index - 1] ?? ''),
  );
  if (tomorrowAt >= 0 && tokens[tomorrowAt - 1] === 'pasado') return addDays(today, 2)!;
  const weekday = tokens.map((word) => WEEKDAY_NUMBERS[word]).find((number) => number !== undefined);
  if (weekday !== undefined) return addDays(today, (weekday - isoWeekday(today)! + 7) % 7 || 7)!;
  if (tomorrowAt >= 0) return addDays(today, 1)!;
  return tokens.includes('hoy') ? today : addDays(today, 1)!;
}

/** The part of the day asked about ("en la tarde"), or null for the whole day. */
export function forecastDaypart(question: string): Daypart | null {
  const tokens = words(question);
  for (const [index, word] of tokens.entries()) {
    if (tokens[index - 1] !== 'la' && tokens[index - 1] !== 'las') continue;
    if (word === 'manana' || word === 'tarde' || word === 'noche') return word;
  }
  return null;
}

const NO_FORECAST =
  'Aún no tengo pronóstico para ese día: necesito al menos 14 días cerrados (con corte Z) de tu sucursal.';

type Day = ForecastAttributes['days'][number];

/** "¿Cuánto voy a vender mañana?", "¿cuántos clientes espero el sábado?": the day's figure in words. */
export function forecastDayAnswer(row: Day | undefined, ask: 'sales' | 'covers', today: string): string {
  if (row === undefined || row.status === 'insufficient_history') return NO_FORECAST;
  const when =
    row.date === addDays(today, 1) ? `mañana, ${day(row.date, today)}` : `el ${day(row.date, today)}`;
  if (row.status === 'closed') return sentence(`${when} no abres: no espero ventas.`);
  const driver = mainDriverInWords(row.drivers);
  const why = driver === null ? '' : ` Lo que más pesa: ${driver}.`;
  if (ask === 'sales') {
    const range = intervalInWords(row.sales_low_cents!, row.sales_high_cents!, money);
    return sentence(
      `${when} espero vender ${money(row.sales_cents!)} (${range}; ${INTERVAL_MEANING}).${why}`,
    );
  }
  const range = intervalInWords(row.covers_low!, row.covers_high!, count);
  return sentence(`${when} espero ${count(row.covers!)} comensales (${range}; ${INTERVAL_MEANING}).${why}`);
}

/** "¿Qué preparo para mañana?": the prep list, largest first. */
export function prepAnswer(items: ForecastItemsAttributes, today: string): string {
  if (items.status === 'insufficient_history') return NO_FORECAST;
  if (items.status === 'closed')
    return sentence(`el ${day(items.date, today)} no abres: no hay que preparar.`);
  const listed = [...items.items, ...items.other_items];
  if (listed.length === 0)
    return sentence(`para el ${day(items.date, today)} no tengo platillos pronosticados.`);
  const lines = listed
    .slice(0, 10)
    .map(
      (item) =>
        `${item.name}: ${count(item.quantity)} (entre ${count(item.quantity_low)} y ${count(item.quantity_high)})`,
    );
  const more = listed.length > 10 ? ` y ${listed.length - 10} más en la lista completa` : '';
  return sentence(`para el ${day(items.date, today)} prepara: ${lines.join('; ')}${more}.`);
}

/** "¿Cuánta gente necesito el viernes en la tarde?": the most staff an hour of that part needs. */
export function staffAnswer(
  hours: ForecastHoursAttributes,
  meta: Pick<ForecastHoursMeta, 'staffing'>,
  daypart: Daypart | null,
  today: string,
): string {
  if (hours.status === 'insufficient_history') return NO_FORECAST;
  if (hours.status === 'closed') return sentence(`el ${day(hours.date, today)} no abres.`);
  if (meta.staffing.source === null) return sentence(meta.staffing.reason ?? NO_FORECAST);
  const part = daypart === null ? null : DAYPARTS[daypart];
  const inPart = hours.hours.filter((hour) => {
    const at = Number(hour.hour.slice(0, 2));
    return part === null || (at >= part.from && at < part.to);
  });
  const when = `el ${day(hours.date, today)}${part ? ` ${part.label}` : ''}`;
  if (inPart.length === 0)
    return sentence(`${when} no espero ventas, así que no hace falta personal en piso.`);
  const peak = inPart.reduce((best, hour) =>
    (hour.staff_suggested ?? 0) > (best.staff_suggested ?? 0) ? hour : best,
  );
  const staffHours = inPart.reduce((sum, hour) => sum + (hour.staff_suggested ?? 0), 0);
  const basis =
    meta.staffing.source === 'setting'
      ? `con tu meta de ${money(meta.staffing.sales_per_staff_hour_cents!)} por hora-persona`
      : `con lo que vende cada mesero por hora en tus últimos días (${money(meta.staffing.sales_per_staff_hour_cents!)})`;
  return sentence(
    `${when} necesitas hasta ${count(peak.staff_suggested ?? 0)} personas en piso (a las ${peak.hour}), ${count(staffHours)} horas-persona en total, ${basis}.`,
  );
}

/** "¿Qué tan acertado es el pronóstico?": the day-ahead error beside repeating last week. */
export function accuracyAnswer(accuracy: ForecastAccuracyAttributes): string {
  const row = accuracy.horizons.find((entry) => entry.horizon === 1 && entry.figure === 'sales');
  if (row === undefined || row.wape === null) {
    return row?.reason ?? 'Aún no hay suficientes días con pronóstico guardado para medirlo (hacen falta 7).';
  }
  const naive =
    row.wape_naive_week === null
      ? ''
      : ` Si repitieras lo de la semana pasada, el error habría sido de ${pct(row.wape_naive_week * 100)}.`;
  const coverage =
    row.interval_coverage === null ? '' : ` El rango acertó ${pct(row.interval_coverage * 100)} de los días.`;
  return `En los últimos ${count(row.days_scored)} días medidos, el pronóstico de un día antes se equivocó en promedio ${pct(row.wape * 100)} de las ventas.${naive}${coverage}`;
}
