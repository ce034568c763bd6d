/**
 * Which end of a ranking a question asks for: the most (best, highest, peak) or the least (worst,
 * lowest, slowest). "¿Qué platillo se vende menos?", "¿quién es mi peor mesero?", "¿cuál fue mi hora
 * más baja?", "¿qué día doy descanso?" ask for the least; everything else for the most. Matched on whole folded words, with no
 * typo tolerance: "mejor" is one edit from "menor", "menús" from "menos".
 */
import { fold, foldedWords, normalize } from './text.ts';

export type Direction = 'most' | 'least';

/** Phrases (normalized) that ask for the lower end. */
const LEAST_PHRASES = [
  'menos',
  'peor',
  'peores',
  'menor',
  'menores',
  'minimo',
  'minima',
  'baja',
  'bajo',
  'bajas',
  'bajos',
  'floja',
  'flojo',
  'flojas',
  'flojos',
  'lenta',
  'lento',
  'muerta',
  'ultimo lugar',
  'hasta abajo',
  'se vende poco',
  'casi no se vende',
  // "¿Qué platillos no se venden?", "¿qué no sale?": the bottom, not the top.
  'no se vende',
  'no se venden',
  'no se vendio',
  'no se vendieron',
  'no sale',
  'no salen',
  'no se mueve',
  'no se mueven',
  // "¿Qué día va a estar más tranquilo?": the quietest, as "flojo".
  'tranquilo',
  'tranquila',
  'muerto',
  // "¿qué día conviene dar descanso?": the day that needs the fewest hands.
  'descanso',
  'descansar',
  // "¿Qué día de la semana me conviene cerrar?": the weakest, not the strongest.
  'conviene cerrar',
  'puedo cerrar',
  'deberia cerrar',
  'debo cerrar',
].map((phrase) => phrase.split(' ').map(fold));

function occurs(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The end of the ranking the question asks for. */
export function directionOf(question: string): Direction {
  const words = foldedWords(question);
  return LEAST_PHRASES.some((phrase) => occurs(words, phrase)) ? 'least' : 'most';
}

/** "al día", "por día", "diario", "cada día": a figure per day (of sales, of a dish's units). */
const PER_DAY = /\b(diari[oa]s?|al dia|por dia|cada dia)\b/;
export const asksPerDay = (question: string) => PER_DAY.test(normalize(question));

/** "¿Cuánto vendo en un día normal?": the typical day is the average one. */
export const asksTypicalDay = (question: string) =>
  /\bun dia (normal|promedio|tipico|comun)\b/.test(normalize(question));

/** "¿Cuál fue mi venta promedio diaria?", "¿cuánto vendo en promedio al día?": the mean of the days. */
export function asksDailyAverage(question: string): boolean {
  const text = normalize(question);
  // "¿Cuánto es mi venta diaria?": a day's sales as the owner speaks of it, the average day.
  if (/\bventas? diarias?\b/.test(text)) return true;
  // "¿Cuánto vendo en un día normal?": the typical day is the average one.
  if (asksTypicalDay(text)) return true;
  // "en promedio los sábados" is a weekday's habit (weekday-profile.ts).
  const weekdays = /\b(los|cada) (lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)\b/;
  // "¿Cuánto vendo al día?", "¿cuántos clientes tengo al día?": per day is the average day, not
  // "al día de hoy" (as of today).
  if (/\bal dia\b(?! de hoy)/.test(text) && !weekdays.test(text)) return true;
  if (!/\bpromedio\b/.test(text)) return false;
  if (PER_DAY.test(text)) return true;
  // "¿Cuánto vendí en promedio este mes?": a sales average with no other unit named is a day's.
  const otherUnit = /\b(por|al|a la|cada) (mesa|persona|comensal|cliente|cabeza|semana|mes|hora)\b|\bticket/;
  return !otherUnit.test(text) && !weekdays.test(text);
}

/** In folded spelling (text.ts `fold`: "qué" and "q" are "ke", "vendí" is "bendi", "mez" is "mes"). */
// "¿Cuál fue el mes en que más gané?" (the relative clause since 2026-12-08; before, this month's
// profit).
const MONTH_ASKED =
  /\b(mejor|peor) mes\b|\bmes mas (fuerte|flojo|bueno|malo|rentable)\b|\b(ke|kual|en ke) mes (?:h?e |h?emos )?(bend|se bend|sal|me fue|nos fue|fue|gan|tub)|\bmes (?:en )?(?:el )?(?:ke|kual|donde) (?:h?e |h?emos )?(?:mas|menos) (?:h?e |h?emos )?(bend|se bend|gan|sal)/;

/** In folded spelling, as MONTH_ASKED: "¿cuál fue mi peor semana?", "¿qué semana vendí más?". */
const WEEK_ASKED =
  /\b(mejor|peor) semana\b|\bsemana mas (fuerte|floja|buena|mala|rentable)\b|\b(ke|kual|en ke) semana (?:h?e |h?emos )?(bend|se bend|sal|me fue|nos fue|fue|gan|tub)|\bsemana (?:en )?(?:el )?(?:ke|kual|donde) (?:h?e |h?emos )?(?:mas|menos) (?:h?e |h?emos )?(bend|se bend|gan|sal)/;

/**
 * In folded spelling, as MONTH_ASKED: "¿cuál fue mi mejor quincena?", "¿en qué quincena vendí
 * más?" (a half of a month ranked; "¿vendo más en quincena?" is the payday's effect, payday.ts).
 */
const QUINCENA_ASKED =
  /\b(mejor|peor) kinsena\b|\bkinsena mas (fuerte|floja|buena|mala|rentable)\b|\b(ke|kual|en ke) kinsena (?:h?e |h?emos )?(bend|se bend|sal|me fue|nos fue|fue|gan|tub)/;

export type RankedUnit = 'month' | 'week' | 'quincena';

/**
 * "¿Cuál es mi mejor mes?", "¿qué mes vendí más?", "¿mi peor semana?", "¿en qué quincena vendí
 * más?": a month, a week or a quincena ranked (best-period.ts); by what it earned, "¿en qué mes
 * gané más?", "¿qué semana tuve más utilidad?", "¿mi mes más rentable?" (best-profit-period.ts,
 * since 2026-12-07); null when none is asked.
 */
export function asksWhichUnit(question: string): RankedUnit | null {
  const text = foldedWords(question).join(' ');
  if (MONTH_ASKED.test(text)) return 'month';
  if (QUINCENA_ASKED.test(text)) return 'quincena';
  return WEEK_ASKED.test(text) ? 'week' : null;
}

/** "¿Cuánto vendí cada día de esta semana?", "…día por día": each day's sales, not the period's sum. */
export function asksEachDay(question: string): boolean {
  const text = normalize(question);
  return !/\bpromedio\b/.test(text) && /\b(cada dia|dia por dia|por dia|diario)\b/.test(text);
}

/**
 * "¿Qué día tengo menos clientes?", "¿a qué hora llega más gente?", "¿a qué hora se llena más?": a
 * superlative of the diners, not of the sales (best-day.ts, weekday-profile.ts, rankings.ts and the
 * hours rank by covers then). "Se llena", "lleno" are the dining room's: before, the sales'.
 */
export const asksPeople = (question: string) =>
  /\b(clientes|gente|comensales|personas|cubiertos|pax|afluencia|se (me |nos )?llena|llen[oa])\b/.test(
    normalize(question),
  );

/** "¿Cuántas mesas atiendo al día?": the diners or the tables, as the covers answer says them. */
export const asksDiners = (question: string) =>
  asksPeople(question) || /\bmesas?\b/.test(normalize(question));

/**
 * "¿Mi negocio va creciendo?", "¿mis ventas van para arriba o para abajo?", "¿vendo más que antes?":
 * a trend, not one day against the day before: with no period named, the last 28 closed days against
 * the 28 before them (understand.ts), four of each weekday on both sides.
 */
const GROWTH =
  /\b(crec(e|en|emos|iendo|imiento|er)|tendencias?|para (arriba|abajo) o para (arriba|abajo)|al alza|a la baja|(mas|menos) que antes)\b/;
export const asksGrowth = (question: string) => GROWTH.test(normalize(question));

/**
 * "¿Cuántos meseros tengo?", "¿cuántos empleados hay?", "¿cuánta gente trabaja aquí?": the people
 * who sell (headcount.ts), not the diners. "¿Cuántos meseros tuve ayer?" too (since 2026-12-06;
 * before, the best waiter), but "¿cuánta gente tuve?" is the diners.
 */
export const asksHeadcount = (question: string) => {
  const text = normalize(question);
  const staff = /\bcuant[oa]s? (meser[oa]s|emplead[oa]s|trabajador(es|as)|personal)\b/.test(text);
  const anyone = staff || /\bcuant[oa]s? (personas|gente)\b/.test(text);
  return (
    (anyone && /\b(tengo|tenemos|hay|trabajan?|trabajando|trabajaron)\b/.test(text)) ||
    (staff && /\b(tuve|tuvimos|hubo|vinieron|estuvieron|asistieron)\b/.test(text))
  );
};

/**
 * "¿Y el peor?", "¿y el más flojo?", "¿y los que menos se venden?", "¿y el mejor?" after a
 * ranking: the same ranking, at the end said (since 2026-12-07; before, out of the domain or the
 * period's sales). Normalized, and nothing else.
 */
export const OTHER_END_ALONE =
  /^(y )?(el |la |los |las |lo )?(que )?(peor(es)?|mejor(es)?|mas (flojo|floja|bajo|baja)s?|(que )?menos( se)? vend(e|en|ido|idos|idas?)|menos vendid[oa]s?|ultimo lugar|que (menos|mas))$/;

/** The words that say which end, each with the other end's. */
const ENDS: Record<string, string> = { mejor: 'peor', peor: 'mejor', mas: 'menos', menos: 'mas' };

/**
 * "¿Y la peor?" after "¿cuál ha sido mi mejor semana?": the subject's ranking of months, weeks or
 * quincenas at the end the follow-up says, "cual ha sido mi peor semana" (since 2026-12-07; before,
 * a day ranked); null when the subject ranks no unit or the follow-up is not the other end alone.
 */
export function withUnitFollowedUp(followUp: string, subject: string): string | null {
  const text = normalize(followUp);
  if (asksWhichUnit(subject) === null || !OTHER_END_ALONE.test(text)) return null;
  const asked = normalize(subject);
  if (directionOf(asked) === directionOf(text)) return asked;
  return asked.replace(/\b(mejor|peor|mas|menos)\b/, (word) => ENDS[word]!);
}
