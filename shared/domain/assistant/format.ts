/**
 * How the assistant writes numbers and dates, in Mexican Spanish: money as `$12,345.67` (es-MX
 * currency format, pesos), percentages with one decimal (`21.1%`), dates as `viernes 6 de marzo`
 * (with the year only when it is not the current one). Written with the analytics formatters, not
 * Intl: the first es-MX NumberFormat loads ICU's number data, about 6 ms of a cold start
 * (test/unit/assistant/format.test.ts checks them against Intl). `numbersIn` is the inverse used by the
 * checks: every number an answer shows, so tests and the Bedrock guard can compare them with the
 * figures / tool results.
 */
import { formatMoney, groupThousands } from '../analytics/format.ts';
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { addDays } from '../calendar-dates.ts';
import { longDate, MONTHS, WEEKDAYS } from '../calendar-names.ts';
import { normalize } from './text.ts';

/** 1234567 → "$12,345.67"; the sign is said in words by the caller, so money is shown unsigned. */
export function money(cents: number): string {
  return formatMoney(roundHalfAwayFromZero(Math.abs(cents)));
}

/** 21.14 → "21.1%" (unsigned; callers say "más" / "menos"). */
export function pct(value: number): string {
  const rounded = roundHalfAwayFromZero(Math.abs(value), 1);
  // A $32 shortage of $60,000 is not "0.0%", which reads as none (since 2026-12-08).
  if (rounded === 0 && value !== 0) return 'menos de 0.1%';
  return `${groupThousands(rounded.toFixed(1))}%`;
}

/** 1234 → "1,234"; 2.3 → "2.3"; 2.04 → "2" (at most one decimal). */
export function count(value: number): string {
  const rounded = roundHalfAwayFromZero(value, 1);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** "2026-12-09T13:30:05-06:00" → "13:30": the branch's own clock, as the read gives it. */
export const clockOf = (timestamp: string) => timestamp.slice(11, 16);

/** "2026-03-06" → "viernes 6 de marzo" ("… de 2025" when not in `today`'s year). */
export function day(date: string, today: string): string {
  const text = longDate(date);
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text} de ${Number(date.slice(0, 4))}`;
}

/** "el viernes 6 de marzo", "hoy, sábado 7 de marzo", "del lunes 2 de marzo al viernes 6 de marzo". */
/** "Hoy, sábado 5 de diciembre, hasta las 13:41": who and when a live figure is. */
export const todayUntil = (today: string, at: string) => `Hoy, ${day(today, today)}, hasta las ${at}`;

/** The word for `n` of something: one or many. */
export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function period(range: { from: string; to: string }, today: string): string {
  if (range.from === range.to) {
    if (range.from === today) return `hoy, ${day(range.from, today)}`;
    return `el ${day(range.from, today)}`;
  }
  return `del ${day(range.from, today)} al ${day(range.to, today)}`;
}

/** "mañana, jueves 3 de diciembre", "hoy, …", "el sábado 5 de diciembre". */
export function dayInWords(date: string, today: string): string {
  return date === addDays(today, 1) ? `mañana, ${day(date, today)}` : period({ from: date, to: date }, today);
}

/**
 * "hoy, jueves 3 de diciembre" (or mañana) with words after it, not punctuation or a parenthesis;
 * its year is its own ("mañana, miércoles 1 de enero de 2031, Año Nuevo": since 2026-12-07, before
 * a comma before "de 2031").
 */
const OPEN_APPOSITION =
  /\b((?:hoy|mañana), (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+(?: de \d{4})?)(?= (?!de \d{4})[^\s(])/gi;

/**
 * Close a day's apposition with its comma: "Mañana, jueves 3 de diciembre, espero vender…". The
 * phrase is built (period, dayInWords) before the words that follow it are known, so the answer's
 * finished text gets it once; before punctuation the apposition closes without one.
 */
export function closeAppositions(text: string): string {
  return text.replace(OPEN_APPOSITION, '$1,');
}

/** The category types' names, and the sales a type's cost ratio divides ("de tu venta de alimentos"). */
export const CATEGORY_WORDS = { food: 'alimentos', beverage: 'bebidas', bar: 'bar' } as const;
export const CATEGORY_SALES_WORDS = {
  food: 'tu venta de alimentos',
  beverage: 'tu venta de bebidas',
  bar: 'tu venta de bar',
} as const;

/** The category type a question names ("de alimentos", "de bebidas", "de bar"), if any. */
export function namedCategoryType(question: string): keyof typeof CATEGORY_WORDS | null {
  return namedCategoryTypes(question)[0] ?? null;
}

/** Each category type's words, in the order namedCategoryType tries them. */
const CATEGORY_TYPE_WORDS = [
  ['food', /\b(alimentos|comida|insumos)\b/],
  ['beverage', /\bbebidas?\b/],
  ['bar', /\b(bar|barra|alcohol|licores?|vinos?)\b/],
] as const;

/** Every category type the question names ("¿cuánto de comida y cuánto de bebida?": two). */
export function namedCategoryTypes(question: string): Array<keyof typeof CATEGORY_WORDS> {
  const text = normalize(question);
  return CATEGORY_TYPE_WORDS.filter(([, words]) => words.test(text)).map(([type]) => type);
}

/**
 * "¿Cuánto IVA cobré?", "¿cuánto IVA pagué en mis compras?": the IVA itself, not a total said with
 * or without it ("¿cuánto compré sin IVA?").
 */
export const asksIva = (question: string) =>
  (/\biva\b/.test(normalize(question)) || asksTaxesOwed(question)) &&
  !/\b(sin|con|mas|menos) (el )?iva\b/.test(normalize(question));

/**
 * "¿Cuánto le tengo que pagar al SAT?", "¿cuánto aparto para impuestos?": what goes to the SAT, of
 * which the data holds the IVA (since 2026-12-06; before, out of the domain, or the P&L's taxes line
 * of the month under way).
 */
export const asksTaxesOwed = (question: string) =>
  /\bsat\b|\b(apart|guard|reserv)[a-z]* (para|pa) (los |el )?impuestos\b/.test(normalize(question));

/** "¿Qué porcentaje de mis ventas son bebidas?", "¿qué parte pago con tarjeta?": a share asked. */
export const asksShare = (question: string) =>
  /\b(porcentaje|por ?ciento|que parte|que proporcion|proporcion)\b/.test(normalize(question));

/**
 * "¿Cuánto vendí de bebidas?", "¿cuánto vendo en bar?", "… en la barra" (since 2026-12-06): the
 * sales of a category type asked, not "en la comida" (lunch, a part of the day). Null when none is.
 */
export function categoryTypeSold(question: string): keyof typeof CATEGORY_WORDS | null {
  const text = normalize(question);
  const named =
    /\b(de (la )?(alimentos|comida|bebidas?|bar|barra|alcohol|licores?|vinos?)|en (alimentos|bebidas?|bar|barra|alcohol|licores?|vinos?)|en (el bar|la barra))\b/;
  return named.test(text) ? namedCategoryType(question) : null;
}

/** Capitalize the first letter of a sentence. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A sentence inside another, after a colon or a parenthesis: its first letter lowered ("Tu hora
 * pico…" → "tu hora pico…"), but a word written in capitals kept ("EBITDA").
 */
export const clause = (text: string): string =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

export type NumberKind = 'cents' | '%' | 'hour' | 'number';

export interface ShownNumber {
  kind: NumberKind;
  /** Cents for money, the percentage for %, "HH:MM" for hours, the number otherwise. */
  value: number | string;
  text: string;
}

/** Dates as `day` writes them: the period, not figures. */
export const DATE_PHRASE = new RegExp(
  `(?:${WEEKDAYS.join('|')}) \\d{1,2} de (?:${MONTHS.join('|')})(?: de \\d{4})?`,
  'gu',
);
const NUMBER = /-?\$\s?\d[\d,]*(?:\.\d+)?|\d{1,2}:\d{2}|\d[\d,]*(?:\.\d+)?\s?%|\d[\d,]*(?:\.\d+)?/gu;

/**
 * Every number shown in `text`, once the date phrases and the given names (waiters, items: a
 * "Coca-Cola 600 ml" is a name, not a figure) are taken out.
 */
export function numbersIn(text: string, names: readonly string[] = []): ShownNumber[] {
  let rest = text.replace(DATE_PHRASE, ' ');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name !== '') rest = rest.split(name).join(' ');
  }
  const found: ShownNumber[] = [];
  for (const match of rest.matchAll(NUMBER)) {
    const raw = match[0];
    if (raw.includes('$')) {
      const digits = raw.replace(/[^\d.]/g, '');
      found.push({ kind: 'cents', value: Math.round(Number(digits) * 100), text: raw });
    } else if (raw.includes(':')) {
      found.push({ kind: 'hour', value: raw, text: raw });
    } else if (raw.endsWith('%')) {
      found.push({ kind: '%', value: Number(raw.replace(/[^\d.]/g, '')), text: raw });
    } else {
      found.push({ kind: 'number', value: Number(raw.replace(/,/g, '')), text: raw });
    }
  }
  return found;
}

/**
 * Which money the order lines' figures are (an item's sales, an hour's): their net totals, after
 * their discounts and with IVA as the lines carry it (docs/figures.md); the POS sends IVA only as
 * day totals, so no item or hour has a figure without it.
 */
export const ORDER_LINES_BASIS = 'con IVA y ya con descuentos, lo cobrado en tus órdenes';
