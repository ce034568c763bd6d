/**
 * Whether a question asks why a figure moved: read before any keyword (intents.ts), apart from the
 * answer's drivers (why.ts) so understanding a question never depends on composing an answer.
 */
import { weekdayNamed } from './dates.ts';
import { asksWhichUnit, directionOf } from './superlatives.ts';
import { fold, foldedWords, normalize, questionWords, toWord, wordMatches } from './text.ts';

/** Whether a question opens with a why ("¿por qué…?", "¿a qué se debe…?"), whatever it asks of. */
export const opensWithWhy = (question: string): boolean =>
  / (por ke|porke|a ke se debe|ke paso kon|komo es ke) /.test(` ${foldedWords(question).join(' ')} `);

/** Whether a question asks why a figure moved ("¿por qué bajó la utilidad?"). */
export function asksWhy(question: string): boolean {
  const words = foldedWords(question);
  const opener = opensWithWhy(question);
  const change = words.some((word) =>
    /^(baj|subi|sub|kay|kaye|aument|disminu|kres|krec|empeor|mejor|menos|mas|kambi|gane|perd|alt)/.test(word),
  );
  return opener && !asksWhichThenWhy(question) && (change || directionOf(question) === 'least');
}

/**
 * "¿Cuál fue mi peor día de febrero y por qué?": which one first, the reason after it; the ranking
 * answers it (best-day.ts adds its reason), not a why of a change between two periods (since
 * 2026-12-06; before, February's profit against January's).
 */
export const asksWhichThenWhy = (question: string): boolean =>
  /^(kual|kuales|ke) .* y por ke$/.test(foldedWords(question).join(' '));

/**
 * Words that pin one past day: a verb in the past ("vendí", "bajó", "fue") or a day qualifier ("el
 * sábado pasado"), folded (text.ts: "bendi" is "vendí"). Without accents "bajó" is "bajo", an
 * adjective too ("¿por qué el lunes es tan bajo?"): such forms count only as typed (PAST_ACCENTED).
 */
const PAST_WORDS: ReadonlySet<string> = new Set(
  [
    'vendi',
    'vendiste',
    'vendio',
    'vendimos',
    'vendieron',
    'bajaron',
    'subio',
    'subieron',
    'cayo',
    'cayeron',
    'aumentaron',
    'disminuyo',
    'disminuyeron',
    'crecio',
    'crecieron',
    'empeoraron',
    'mejoraron',
    'fue',
    'fueron',
    // "¿Por qué estuvo flojo el martes?": that Tuesday, not Tuesdays.
    'estuvo',
    'estuvieron',
    'hubo',
    'tuve',
    'tuvimos',
    'paso',
    'gane',
    'perdi',
    'pasado',
    'pasada',
    'anterior',
    'ultimo',
    'ultima',
  ].map(fold),
);
const PAST_ACCENTED = /\b(bajó|aumentó|empeoró|mejoró)(?![\p{L}])/u;

/**
 * The ISO weekday (1 Monday … 7 Sunday) a why asks about as a habit ("¿por qué los sábados vendo
 * más?", "¿por qué el lunes vendo menos?"): the answer is that weekday against the branch's typical
 * day (weekday-profile.ts), not one day against the week before. Null when no weekday is named or
 * one past day is ("¿por qué el sábado vendí más?", "… el sábado pasado", "… el sábado 28").
 */
export function weekdayHabit(question: string): number | null {
  const weekday = weekdayNamed(question);
  return weekday === undefined || pinsPastDays(question) ? null : weekday;
}

/** Whether the question pins past days (a past verb, "pasado", "último", a day number). */
function pinsPastDays(question: string): boolean {
  if (/\d/.test(question) || PAST_ACCENTED.test(question.toLowerCase())) return true;
  return foldedWords(question).some((word) => PAST_WORDS.has(word));
}

/**
 * The present tense of a habit: "vendo", "se vende", "hay más gente"; "pierdo", "doy" of what is
 * lost or given ("¿cuánto pierdo por cancelaciones?", "¿cuántos descuentos doy?"); "da", "cancela",
 * "atiende" of who does it ("¿qué mesero da más descuentos?", "¿quién atiende más mesas?").
 */
const HABIT_WORDS: ReadonlySet<string> = new Set(
  [
    'vendo',
    'vendemos',
    'vende',
    'venden',
    'hay',
    'llega',
    'llegan',
    'entra',
    'tengo',
    'tenemos',
    'pierdo',
    'perdemos',
    'doy',
    'damos',
    'trabajan',
    'trabaja',
    'da',
    'dan',
    'cancela',
    'cancelan',
    // "¿Algún mesero está cancelando mucho?", "¿están dando muchos descuentos?": the progressive
    // present asks the same habit (since 2026-12-07; before, yesterday).
    'cancelando',
    'descontando',
    'dando',
    'atiende',
    'atienden',
    // "¿A qué hora se llena?", "¿cuándo viene más gente?" (before, yesterday's hour).
    'llena',
    'viene',
    'vienen',
  ].map(fold),
);

/** Opening or closing a day, weighed: the words of "¿me conviene abrir los lunes?". */
const OPENING_VERBS = ['abrir', 'cerrar', 'descansar'].map(fold);
const HOURS_WORDS = ['temprano', 'tarde', 'hora', 'horas', 'antes', 'despues', 'noche'].map(fold);
const WEIGHING = ['conviene', 'vale la pena', 'debo', 'deberia', 'sirve', 'buena idea'].map((phrase) =>
  phrase.split(' ').map(fold).join(' '),
);

/**
 * "¿Me conviene abrir los lunes?", "¿vale la pena abrir el lunes?", "¿debo cerrar los domingos?":
 * whether to open a weekday at all, a habit whichever number the weekday is said in; the weekday's
 * average day answers it (weekday-profile.ts), with what the figures cannot weigh.
 */
export function asksWhetherToOpen(question: string): boolean {
  if (weekdayHabit(question) === null) return false;
  const text = ` ${foldedWords(question).join(' ')} `;
  const has = (phrase: string) => text.includes(` ${phrase} `);
  // "¿Me conviene cerrar más temprano los lunes?" weighs the hours, not the day.
  return OPENING_VERBS.some(has) && WEIGHING.some(has) && !HOURS_WORDS.some(has);
}

/** Whether a question asks of a habit ("¿a qué hora vendo más?"), with no past day pinned. */
export function asksHabit(question: string): boolean {
  return foldedWords(question).some((word) => HABIT_WORDS.has(word)) && !pinsPastDays(question);
}

/**
 * A habit, or who or what stands out as a rule: "¿quién es mi mejor mesero?", "¿cuál es mi hora
 * pico?" ask of the branch, not of one day's luck ("¿quién fue…?" stays one day).
 */
export function asksStanding(question: string): boolean {
  if (asksHabit(question)) return true;
  return foldedWords(question).some((word) => word === 'es' || word === 'son') && !pinsPastDays(question);
}

/** A cost in the present of habit ("¿cuánto gasto en luz?", "¿cuánto me deja el negocio?"). */
const COST_HABIT_WORDS = ['gasto', 'pago', 'cuesta', 'cuestan', 'sale', 'salen', 'gano', 'deja'].map(toWord);
/** Their past, one edit from them once the accent is gone ("gasté" is "gaste"): never a habit. */
const COST_PAST_WORDS: ReadonlySet<string> = new Set(
  ['gaste', 'pague', 'gane', 'gastamos', 'pagamos'].map(fold),
);

/** "¿Cuánto pagué de renta?", "¿cuánto gasté en luz?": a cost asked in the past, typed without accents. */
export const asksCostPast = (question: string): boolean =>
  foldedWords(question).some((word) => COST_PAST_WORDS.has(word));

/**
 * Whether a cost is asked as a habit, a month's worth: a present verb of spending, typed as a phone
 * types it, not its past ("gasté", "se pagó": the accent or the impersonal "se" says it).
 */
/** "¿Cuánto pago de nómina a la semana?", "… por semana", "mi nómina semanal": a week's worth, as a habit. */
export const asksPerWeek = (question: string): boolean =>
  /\b(a la semana|por semana|semanal(es)?|semanalmente|cada semana)\b/.test(normalize(question));

export function asksCostHabit(question: string): boolean {
  if (/\b(gast|pag|gan|cost)ó\b|\bsalió\b/i.test(question)) return false;
  // "¿En qué se me va el dinero?", "¿cuánto se nos va en nómina?": where money goes, a habit.
  if (/\bse (me |nos )?van?\b/.test(normalize(question))) return true;
  // "¿Cuáles son mis costos fijos?": a month's worth by what they are.
  if (/\b(costos?|gastos?) fijos?\b/.test(normalize(question))) return true;
  const tokens = questionWords(question);
  return tokens.some(
    (token, index) =>
      tokens[index - 1]?.plain !== 'se' &&
      !COST_PAST_WORDS.has(token.folded) &&
      COST_HABIT_WORDS.some((word) => wordMatches(token, word)),
  );
}

/**
 * Whether a question asks which weekday sells most or least, as a habit ("¿qué día de la semana
 * vendo más?", "¿cuál es mi mejor día de la semana?"), not a day of one week ("¿cuál fue mi mejor
 * día de la semana pasada?"): weekday-profile.ts ranks the weekdays of the last weeks.
 */
export function asksWhichWeekday(question: string): boolean {
  const text = ` ${foldedWords(question).join(' ')} `;
  if (pinsPastDays(question)) return false;
  // "¿Qué día vendo más?", "¿qué día se vende menos?": which day, asked of a habit, is a weekday;
  // "¿qué día debo cerrar?" too, a weekday to close every week (superlatives.ts: the weakest).
  const closing = foldedWords(question).some((word) => CLOSE.has(word));
  // "¿Cuál es mi día más flojo de la semana?", "¿mi mejor día de la semana?": in the present, a weekday
  // ("¿cuál fue mi mejor día de la semana?" is this week's).
  const weekdayRanked = / (dia (mas|menos) [a-z]+|(mejor|peor) dia) de la semana /.test(text);
  if (weekdayRanked) return !/ fue /.test(text);
  return (
    / dia de la semana /.test(text) ||
    // "¿Cuál es el día que más vendo?": the day named before its "que".
    ((/ (ke|kual) dia /.test(text) || / el dia (en )?ke (mas|menos) /.test(text)) &&
      (asksHabit(question) || closing))
  );
}

/** "cerrar", "descansar" (since 2026-12-06): a weekday to close or rest every week. */
const CLOSE = new Set(['cerrar', 'descansar'].map(fold));

/**
 * A weekday said in the plural, whatever the tense, and where (token positions, as `words` splits
 * the question): "los sábados", "cada sábado", "un sábado" (any one) or a plural "sábados" /
 * "domingos" ("lunes" to "viernes" are plural only by their article); `only`, that weekday alone.
 */
export function pluralWeekday(question: string, only?: number): { weekday: number; at: number[] } | null {
  const words = foldedWords(question);
  for (const [index, word] of words.entries()) {
    const weekday = weekdayNamed(word);
    if (weekday === undefined || (only !== undefined && weekday !== only)) continue;
    const before = words[index - 1] ?? '';
    if (before === 'los' || before === 'kada' || before === 'un') return { weekday, at: [index - 1, index] };
    if (word.endsWith('s') && weekday >= 6) return { weekday, at: [index] };
  }
  return null;
}

/**
 * "¿Cuál fue mi mejor sábado?", "¿el peor lunes de noviembre?", "¿qué domingo vendí más?": one
 * weekday's days ranked, and where it is said (token positions, as `pluralWeekday`).
 */
export function rankedWeekday(question: string): { weekday: number; at: number[] } | null {
  const words = foldedWords(question);
  for (const [index, word] of words.entries()) {
    const weekday = weekdayNamed(word);
    if (weekday === undefined) continue;
    const before = words[index - 1] ?? '';
    if (before === 'mejor' || before === 'peor') return { weekday, at: [index] };
    const which = before === 'ke' || before === 'kual';
    if (which && words.some((other) => other === 'mas' || other === 'menos')) return { weekday, at: [index] };
  }
  return null;
}

/**
 * The ISO weekday a question names in the plural, as a habit ("¿a qué hora vendo más los sábados?",
 * "… los viernes", "… cada domingo", "¿cuánto vendo un sábado?"): that weekday's days of the last
 * weeks (weekday-hours.ts), not the last one. Null for one day ("el sábado", "este sábado", "el
 * sábado pasado") or a past day pinned (weekdayHabit).
 */
export function weekdaysAsked(question: string): number | null {
  const weekday = weekdayHabit(question);
  return weekday !== null && pluralWeekday(question, weekday) !== null ? weekday : null;
}

/**
 * "quincena" with a habit or a comparison, no one quincena named: "¿vendo más en quincena?", "¿se
 * nota la quincena?" ask the payday's effect (payday.ts), not this quincena's sales.
 */
export function asksPaydayEffect(question: string): boolean {
  const text = normalize(question);
  // "¿Cuál fue mi mejor quincena?" ranks the halves of months (best-period.ts), no payday's effect.
  if (!/\bquincenas?\b/.test(text) || asksWhichUnit(question) === 'quincena') return false;
  const gone = /\b(pasada|anterior|ultima) quincena\b|\bquincena (pasada|anterior)\b/.test(text);
  // "¿La quincena pasada se notó?": the latest payday's effect (payday.ts leads with it), where
  // "¿cuánto subieron las ventas la quincena pasada?" compares that half-month (since 2026-12-07).
  if (gone) return /\b(se noto|ayudo|sirvio|afecto|influyo|impacto|pego)\b/.test(text);
  if (/\b(esta|proxima|siguiente|primera|segunda) quincena\b/.test(text)) return false;
  // "¿Qué tanto afecta la quincena?", "¿influye?", "¿me pega?": its effect too; "¿me ayuda la
  // quincena?", "¿me ayudó?", "¿sirve?" (since 2026-12-06; before, the next payday's date); "¿se
  // notó?", "¿subió?", "¿afectó?" (since 2026-12-07; before, the coming quincena's forecast).
  return (
    asksHabit(question) ||
    /\b(se nota|se noto|sube|subio|baja|bajo|efecto|afecta|afecto|influye|influyo|impacta|impacto|pega|pego|mas|menos|mejor|peor|ayuda|ayudo|sirve|sirvio)\b/.test(
      text,
    )
  );
}
