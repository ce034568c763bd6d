/**
 * The es-MX names of the months and weekdays, written out once: the assistant reads them in questions
 * (dates.ts) and writes them in answers (format.ts). Kept apart from dates.ts so the aggregator,
 * which writes the daily insight through format.ts, carries neither luxon nor chrono-node.
 */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Sunday first, as Date#getUTCDay counts. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
