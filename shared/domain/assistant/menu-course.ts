/**
 * "¿Cuál es mi postre más vendido?", "¿qué cerveza se vende más?": a part of the menu the owner
 * names, read against the categories the catalog gives its items (menu/engineering `category`). A
 * category whose name holds the word (singular or plural, any accent) is the pool ranked; a course
 * word ("postre", "entrada", "sopa"…) that no category holds is said, with the categories there
 * are, rather than ranking the whole menu as if it were that course (before, "¿cuál es mi postre
 * más vendido?" named the tacos al pastor). Pure.
 */
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import { CATEGORY_WORDS, namedCategoryType } from './format.ts';
import { fold, normalize, words } from './text.ts';

type Item = MenuEngineeringAttributes['items'][number];

/** Words that name a course of a menu, said when the menu has no category of them. */
const COURSE_WORDS = [
  'postre',
  'entrada',
  'sopa',
  'ensalada',
  'antojito',
  'botana',
  'guarnicion',
  'coctel',
].map(fold);

/** Question words that are no part of a menu, however a category may be named. */
const NOT_A_COURSE: ReadonlySet<string> = new Set(
  ['cual', 'cuales', 'vendido', 'vendida', 'vendidos', 'vendidas', 'vende', 'venden', 'vendo', 'vendi']
    .concat(['mas', 'menos', 'producto', 'platillo', 'articulo', 'otro', 'otros', 'semana', 'mes'])
    .map(fold),
);

/** A word and its singulars: "postres" is "postre", "antojitos" "antojito", "sopas" "sopa". */
const forms = (word: string): string[] => [word, word.replace(/s$/, ''), word.replace(/es$/, '')];

const sameWord = (a: string, b: string) => forms(a).some((form) => forms(b).includes(form));

export type CourseAsked = { items: Item[]; category: string } | { missing: string };

/** The category the question names, its items; a course word no category holds; or null. */
export function courseAsked(question: string, items: readonly Item[]): CourseAsked | null {
  const asked = words(question)
    .map(fold)
    .filter((word) => word.length >= 4 && !NOT_A_COURSE.has(word));
  for (const word of asked) {
    const pool = items.filter(
      (item) => item.category != null && words(item.category).some((name) => sameWord(fold(name), word)),
    );
    if (pool.length > 0) return { items: pool, category: pool[0]!.category! };
  }
  const course = asked.find((word) => COURSE_WORDS.some((known) => sameWord(known, word)));
  return course === undefined ? null : { missing: course };
}

/**
 * "No encuentro «postre» entre las categorías de tu menú (Tacos, Bebidas…), así que no te doy un más
 * vendido de eso": said of a course missing, `what` the figure not given.
 */
export function noCourse(word: string, items: readonly Item[], what = 'un más vendido de eso'): string {
  const categories = [...new Set(items.flatMap((item) => (item.category == null ? [] : [item.category])))];
  const listed = categories.length === 0 ? '' : ` (${categories.join(', ')})`;
  return `No encuentro «${word}» entre las categorías de tu menú${listed}, así que no te doy ${what}.`;
}

/**
 * "Platillo" is a dish of food: "¿qué platillo debería quitar?" is not answered with a beer and a
 * juice (since 2026-12-07; before, any item). "Producto", "artículo" and no word stay the whole menu.
 */
const namesDish = (question: string) => /\bplatillos?\b/.test(normalize(question));
/** A drink of either kind: no "platillo". */
const isDrink = (item: Item) => item.category_type === 'beverage' || item.category_type === 'bar';

/** The items a question asks of, and the part's name ("bebidas", "Cervezas"; null: the whole menu). */
export type MenuPool = { items: Item[]; name: string | null } | { missing: string };

/**
 * The part of the menu a question names: a category type ("la bebida más vendida", "¿qué bebida
 * quito?"; "platillo" the food, namesDish), else a category of the catalog (courseAsked), else the
 * whole menu.
 */
export function menuPool(question: string, items: readonly Item[]): MenuPool {
  const type = namedCategoryType(question);
  if (type !== null)
    return { items: items.filter((item) => item.category_type === type), name: CATEGORY_WORDS[type] };
  const course = courseAsked(question, items);
  if (course === null && namesDish(question))
    return { items: items.filter((item) => !isDrink(item)), name: null };
  if (course === null) return { items: [...items], name: null };
  return 'missing' in course ? course : { items: course.items, name: course.category };
}

/**
 * The part of the menu a question asks, or a follow-up's conversation asked when the follow-up names
 * none: "¿y el que menos vende?" after "¿cuál es el platillo que más me deja?" is of the dishes
 * (since 2026-12-07; before, of the whole menu, so a beer).
 */
export function menuPoolOf(
  context: { question: string; subject?: string },
  items: readonly Item[],
): MenuPool {
  const own = menuPool(context.question, items);
  const namesNone = !('missing' in own) && own.name === null && own.items.length === items.length;
  return namesNone && context.subject !== undefined ? menuPool(context.subject, items) : own;
}

/** How each quadrant of the menu is said: its name, why a dish is in it, and what to do with it. */
export const QUADRANT_WORDS = {
  dog: {
    one: 'perro',
    many: 'perros',
    lead: ['el candidato a salir de la carta es', 'los candidatos a salir de la carta son'],
    why: ['se vende poco y deja poco', 'se venden poco y dejan poco'],
    advice: ['Evalúa sacarlo de la carta o rediseñarlo.', 'Evalúa sacarlos de la carta o rediseñarlos.'],
  },
  puzzle: {
    one: 'rompecabezas',
    many: 'rompecabezas',
    lead: ['el que conviene promover es', 'los que conviene promover son'],
    why: ['deja buen margen pero se pide poco', 'dejan buen margen pero se piden poco'],
    advice: [
      'Mejora su ubicación y descripción en la carta, y que los meseros lo sugieran.',
      'Mejora su ubicación y descripción en la carta, y que los meseros los sugieran.',
    ],
  },
  plowhorse: {
    one: 'caballo de batalla',
    many: 'caballos de batalla',
    lead: ['el que aguanta una subida de precio es', 'los que aguantan una subida de precio son'],
    why: ['se vende mucho pero deja poco margen', 'se venden mucho pero dejan poco margen'],
    advice: [
      'Súbele el precio poco a poco, o revisa el costo de su receta y su porción.',
      'Súbeles el precio poco a poco, o revisa el costo de sus recetas y sus porciones.',
    ],
  },
  star: {
    one: 'estrella',
    many: 'estrellas',
    lead: ['tu estrella es', 'tus estrellas son'],
    why: ['se vende mucho y deja buen margen', 'se venden mucho y dejan buen margen'],
    advice: [
      'Mantén receta, porción y precio; dale el lugar más visible de la carta.',
      'Mantén sus recetas, porciones y precios; dales los lugares más visibles de la carta.',
    ],
  },
} as const;
