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
