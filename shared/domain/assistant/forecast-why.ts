/**
 * "¿Por qué mañana voy a vender menos que hoy?": what sets a day to come apart from the day it is
 * compared with, from the forecast's drivers (forecast/days.ts), each against its own baseline: the
 * weekday against the mean day of the branch's week ("un domingo vende 6% más que el promedio de tu
 * semana"), a calendar day only one of the two has (quincena, a holiday, an owner's event) against
 * the same day without it. A closed day compared has no drivers in the forecast: the day to come's
 * are said alone. The trend moves neighbouring days alike and is left out. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import { CALENDAR_DRIVERS, type Driver, movesTheDay } from '../forecast/types.ts';
import { driverNameInWords, effectInWords } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { day } from './format.ts';

type Day = ForecastAttributes['days'][number];

/** "hoy", "mañana", "el sábado 12 de diciembre": a day the answer already said in full, named again. */
function shortDay(date: string, today: string): string {
  if (date === today) return 'hoy';
  return date === addDays(today, 1) ? 'mañana' : `el ${day(date, today)}`;
}

/** "6% más", "22% menos", "lo mismo": a weekday against the mean day of the week. */
function againstWeek(driver: Driver, key: string, answer: Answer): string {
  const effect = Math.round(driver.effect_pct);
  answer.pct(key, `Efecto de ${driver.label} contra el promedio de la semana`, effect);
  return effect === 0 ? 'lo mismo' : `${Math.abs(effect)}% ${effect > 0 ? 'más' : 'menos'}`;
}

/**
 * "un domingo vende 6% más que el promedio de tu semana, y un sábado, 31% más": the two days'
 * weekdays, or the first alone when the other is not forecast or is the same weekday.
 */
function weekdaysInWords(coming: Day, base: Day | undefined, answer: Answer): string | null {
  const first = coming.drivers.find((driver) => driver.code === 'weekday');
  if (first === undefined) return null;
  const lead = `un ${first.label.toLowerCase()} vende ${againstWeek(first, 'weekday_effect_pct', answer)} que el promedio de tu semana`;
  const second = base?.drivers.find((driver) => driver.code === 'weekday');
  if (second === undefined || second.label === first.label) return lead;
  return `${lead}, y un ${second.label.toLowerCase()}, ${againstWeek(second, 'base_weekday_effect_pct', answer)}`;
}

/** "mañana es quincena (+8%)": the calendar days that move one day and are not the other's. */
function calendarApart(
  [row, other]: [Day, Day | undefined],
  key: 'calendar_effect_pct' | 'base_calendar_effect_pct',
  today: string,
  answer: Answer,
): string | null {
  const shared = new Set(other?.drivers.map((driver) => driver.label) ?? []);
  const news = row.drivers.filter(
    (driver) => CALENDAR_DRIVERS.has(driver.code) && movesTheDay(driver) && !shared.has(driver.label),
  );
  if (news.length === 0) return null;
  const named = news.map((driver) => {
    answer.pct(key, `Efecto de ${driver.label}`, Math.round(driver.effect_pct));
    return `${driverNameInWords(driver)} (${effectInWords(driver.effect_pct, '%')})`;
  });
  return `${shortDay(row.date, today)} es ${named.join(' y ')}`;
}

/**
 * " Por qué: mañana es quincena (+8%); un domingo vende 6% más que el promedio de tu semana, y un
 * sábado, 31% más." after a comparison of one day to come with another day; '' when the day to
 * come has no forecast or nothing sets the two apart.
 */
export function whyApartSentence(days: readonly Day[], context: ComposeContext, answer: Answer): string {
  const { range, base, today } = context;
  const coming = days.find((entry) => entry.date === range.from);
  if (range.from !== range.to || coming?.status !== 'ok') return '';
  const other = days.find((entry) => entry.date === base.from && entry.status === 'ok');
  const parts = [
    calendarApart([coming, other], 'calendar_effect_pct', today, answer),
    other === undefined ? null : calendarApart([other, coming], 'base_calendar_effect_pct', today, answer),
    weekdaysInWords(coming, other, answer),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? '' : ` Por qué: ${parts.join('; ')}.`;
}
