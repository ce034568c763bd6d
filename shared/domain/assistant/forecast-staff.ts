/**
 * The floor staff a day to come needs, asked against a number of people the owner offers ("¿me
 * alcanza con 3 meseros el sábado?", staff-offered.ts): each forecast hour's suggested staff (GET
 * /forecast/hours `staff_suggested`, the same figures the staff answer quotes) against the number.
 * The answer leads with whether it is enough and, when not, the hours that need more, as runs of
 * consecutive hours. Pure.
 */
import type { ForecastHoursAttributes } from '../responses/forecast.ts';
import { type Answer, list } from './compose.ts';
import { hourRangeWords } from './forecast-peak.ts';
import { day } from './format.ts';
import type { Direction } from './superlatives.ts';

type Hour = ForecastHoursAttributes['hours'][number];

/** The runs of consecutive hours whose suggested staff passes `offered`. */
function shortRuns(hours: readonly Hour[], offered: number): Hour[][] {
  const runs: Hour[][] = [];
  let previous = -2;
  for (const hour of hours) {
    if ((hour.staff_suggested ?? 0) <= offered) continue;
    const at = Number(hour.hour.slice(0, 2));
    if (at === previous + 1) runs.at(-1)!.push(hour);
    else runs.push([hour]);
    previous = at;
  }
  return runs;
}

/**
 * "Con 3 personas en piso no te alcanza: de 13:00 a 18:00 necesitas más (5 horas). " or "Con 9
 * personas en piso te alcanza: ninguna hora pide más. ", before the day's staff answer.
 */
export function staffOfferedSentence(hours: readonly Hour[], offered: number, answer: Answer): string {
  const people = answer.count('staff_offered', 'Personas que propones', offered);
  const runs = shortRuns(hours, offered);
  const lead = `Con ${people} ${offered === 1 ? 'persona' : 'personas'} en piso`;
  if (runs.length === 0) return `${lead} te alcanza: ninguna hora pide más. `;
  const hoursShort = runs.reduce((sum, run) => sum + run.length, 0);
  const short = answer.count('staff_short_hours', 'Horas que piden más personal', hoursShort);
  const spans = list(runs.map((run) => hourRangeWords(run)!));
  return `${lead} no te alcanza: ${spans} necesitas más (${short} ${hoursShort === 1 ? 'hora' : 'horas'}). `;
}

/** Days listed one by one; more are summed, their busiest named. */
const LISTED_DAYS = 7;

type HoursRead = { attributes: ForecastHoursAttributes };

/** The hour with the most people suggested (the earliest on a tie): the staff answers' peak. */
export const staffPeakOf = (hours: readonly Hour[]): Hour =>
  hours.reduce((best, hour) => ((hour.staff_suggested ?? 0) > (best.staff_suggested ?? 0) ? hour : best));

/** An open day's most people at once. */
const mostAtOnce = (hours: ForecastHoursAttributes) => staffPeakOf(hours.hours).staff_suggested ?? 0;

/**
 * "¿Cuánta gente ocupo el fin de semana?": each open day's most people on the floor at once, its
 * hour and staff hours ("el sábado 5 de diciembre, 9 a las 14:00 (33 horas-persona)"), up to 7
 * days; over more, the busiest day alone. With people offered, which days they fall short on;
 * asked which day ("¿qué día necesito más meseros?"), that day alone.
 * '' when a day has no staff sized (the days' payroll answer says why).
 */
export function staffDaysSentence(
  days: readonly HoursRead[],
  asked: { offered: number | null; which: Direction | null },
  today: string,
  answer: Answer,
): string {
  const { offered, which } = asked;
  const open = days
    .map((read) => read.attributes)
    .filter((hours) => hours.status === 'ok' && hours.hours.length > 0);
  if (open.length === 0 || open.some((hours) => hours.staff_hours_suggested === null)) return '';
  const said = (hours: ForecastHoursAttributes, index: number) => {
    const key = `day_${index + 1}`;
    const peak = staffPeakOf(hours.hours);
    const people = answer.count(
      `${key}_staff_peak`,
      `Personas en la hora de más venta, ${hours.date}`,
      peak.staff_suggested ?? 0,
    );
    const at = answer.hour(`${key}_staff_peak_hour`, `Hora de más personal, ${hours.date}`, peak.hour);
    const total = answer.count(
      `${key}_staff_hours`,
      `Horas-persona, ${hours.date}`,
      hours.staff_hours_suggested!,
    );
    return `el ${answer.name(key, 'Día', day(hours.date, today))}, ${people} a las ${at} (${total} horas-persona)`;
  };
  // By the most people at once, then by staff hours; the earlier day on a tie.
  const busier = (a: ForecastHoursAttributes, b: ForecastHoursAttributes) =>
    mostAtOnce(a) - mostAtOnce(b) || a.staff_hours_suggested! - b.staff_hours_suggested!;
  const rank = (sign: number) =>
    open.reduce((best, hours) => (sign * busier(hours, best) > 0 ? hours : best));
  const busiest = rank(1);
  if (which !== null) {
    const chosen = which === 'most' ? busiest : rank(-1);
    return `El día que ${which === 'most' ? 'más' : 'menos'} gente necesitas en piso es ${said(chosen, 0)}. `;
  }
  const lead =
    open.length <= LISTED_DAYS
      ? `Lo más que necesitas en piso a la vez: ${list(open.map(said))}. `
      : `Lo más que necesitas en piso a la vez es ${said(busiest, 0)}. `;
  if (offered === null) return lead;
  const count = answer.count('staff_offered', 'Personas que propones', offered);
  const people = `${count} ${offered === 1 ? 'persona' : 'personas'}`;
  const short = open.filter((hours) => mostAtOnce(hours) > offered);
  const check =
    short.length === 0
      ? `Con ${people} en piso te alcanza todos esos días. `
      : `Con ${people} en piso no te alcanza ${list(short.map((hours) => `el ${day(hours.date, today)}`))}. `;
  return `${check}${lead}`;
}
