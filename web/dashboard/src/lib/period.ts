/**
 * The period a page reads, as the address carries it from page to page: a preset
 * (`?periodo=semana-pasada`, counted from the branch's today each time the page opens) or two dates
 * (`?desde=2026-03-02&hasta=2026-03-06`). Pure: the pages and the unit tests call the same functions.
 * Weeks start on Monday, as the API's `period=week` does; a range covers at most 366 days (the API's
 * limit), and a reversed range is refused here, in Spanish, before any request.
 */
import { addDays } from './format.ts';

export interface Period {
  from: string;
  to: string;
}

/** The date field a refused range is about (the picker's inputs and the address carry these names). */
export type DateField = 'desde' | 'hasta';

/** What a page without a period in its address reads: the last seven closed days. */
export const DEFAULT_PRESET: PresetId = '7-dias';

/** The API reads at most 366 days at once. */
export const MAX_RANGE_DAYS = 366;

/** The address parameters that make the period: the only ones carried to the next page. */
export const PERIOD_PARAMS = ['periodo', 'desde', 'hasta'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isDate(text: string | null | undefined): text is string {
  if (!text || !DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Monday of the week of `date` (ISO weeks: Monday first). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** The `days` closed days before today (today is still running). */
const lastDays = (today: string, days: number): Period => ({
  from: addDays(today, -days),
  to: addDays(today, -1),
});

/**
 * The presets, one row each in the picker's order: the id the address carries, the label, and the
 * dates counted from the branch's current date `today`.
 */
const PRESETS = {
  hoy: { label: 'Hoy', range: (today) => ({ from: today, to: today }) },
  ayer: { label: 'Ayer', range: (today) => ({ from: addDays(today, -1), to: addDays(today, -1) }) },
  '7-dias': { label: 'Últimos 7 días', range: (today) => lastDays(today, 7) },
  'esta-semana': { label: 'Esta semana', range: (today) => ({ from: mondayOf(today), to: today }) },
  'semana-pasada': {
    label: 'Semana pasada',
    range: (today) => {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    },
  },
  'este-mes': { label: 'Este mes', range: (today) => ({ from: firstOfMonth(today), to: today }) },
  'mes-pasado': {
    label: 'Mes pasado',
    range: (today) => {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    },
  },
  '30-dias': { label: 'Últimos 30 días', range: (today) => lastDays(today, 30) },
  '90-dias': { label: 'Últimos 90 días', range: (today) => lastDays(today, 90) },
} satisfies Record<string, { label: string; range: (today: string) => Period }>;

export type PresetId = keyof typeof PRESETS;
export const PRESET_IDS = Object.keys(PRESETS) as readonly PresetId[];
export const PRESET_LABELS = Object.fromEntries(PRESET_IDS.map((id) => [id, PRESETS[id].label])) as Record<
  PresetId,
  string
>;

/** The dates of a preset, counted from the branch's current date `today`. */
export const presetRange = (id: PresetId, today: string): Period => PRESETS[id].range(today);

export const isPreset = (text: string | null): text is PresetId =>
  (PRESET_IDS as readonly string[]).includes(text ?? '');

/** A period read from the address: its dates and preset, or why it cannot be read (in Spanish). */
export type PeriodChoice =
  | { ok: true; period: Period; preset: PresetId | null }
  | { ok: false; from: string; to: string; message: string; field: DateField };

/** Two dates the owner typed or the address carried: the range, or the Spanish reason it is refused. */
export function checkRange(from: string, to: string, today: string): PeriodChoice {
  const refused = (field: DateField, message: string): PeriodChoice => ({
    ok: false,
    from,
    to,
    field,
    message,
  });
  if (!isDate(from)) return refused('desde', 'Elige la fecha de inicio.');
  if (!isDate(to)) return refused('hasta', 'Elige la fecha de fin.');
  if (from > to)
    return refused(
      'desde',
      '“Desde” es posterior a “Hasta”: elige una fecha de inicio igual o anterior a la de fin.',
    );
  if (to > today) return refused('hasta', '“Hasta” no puede ser una fecha futura.');
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    return refused('desde', `El periodo puede abarcar como máximo ${MAX_RANGE_DAYS} días.`);
  return { ok: true, period: { from, to }, preset: null };
}

/** The period of the address: `periodo`, else `desde`/`hasta`, else the default preset. */
export function periodOf(params: URLSearchParams, today: string): PeriodChoice {
  const preset = params.get('periodo');
  if (isPreset(preset)) return { ok: true, period: presetRange(preset, today), preset };
  const from = params.get('desde');
  const to = params.get('hasta');
  if (from !== null || to !== null) return checkRange(from ?? '', to ?? '', today);
  return { ok: true, period: presetRange(DEFAULT_PRESET, today), preset: DEFAULT_PRESET };
}

/** Only the period's parameters of an address (what the navigation carries to every page). */
export function periodParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of PERIOD_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}
