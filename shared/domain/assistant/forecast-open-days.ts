/**
 * "¿Qué días abro la próxima semana?", "¿qué día cierro?": of several days to come, which the
 * forecast expects open, and the closed ones with why (forecast-open.ts `closedWhy`). The service
 * keeps no schedule: open is what the forecast expects. Pure.
 */
import type { Answer } from './compose.ts';
import type { DateRange } from './dates.ts';
import { closedWhy, type Day } from './forecast-open.ts';
import { day, period, sentence } from './format.ts';

/**
 * Which of the days asked the forecast expects open, and the closed ones with why; null when a day
 * has no forecast yet (the caller says so).
 */
export function openDaysAnswer(
  rows: readonly Day[],
  asked: DateRange,
  today: string,
  answer: Answer,
): string | null {
  if (rows.length === 0 || rows.some((row) => row.status === 'insufficient_history')) return null;
  const closed = rows.filter((row) => row.status === 'closed');
  const open = answer.count('open_days', 'Días que abres', rows.length - closed.length);
  const when = period(asked, today);
  if (closed.length === 0)
    return sentence(
      `${when} tu pronóstico da por abiertos los ${open} días: ninguno es día de descanso en Ajustes ni uno que no hayas abierto en semanas.`,
    );
  const shut = answer.count('closed_days', 'Días que no abres', closed.length);
  const days = closed.map((row) => `el ${day(row.date, today)}${closedWhy(row)}`);
  const listed = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} y ${days.at(-1)}`;
  const opens = open === '0' ? 'ninguno abres' : `abres los otros ${open}`;
  return sentence(`${when} no abres ${shut === '1' ? 'un día' : `${shut} días`}: ${listed}; ${opens}.`);
}
