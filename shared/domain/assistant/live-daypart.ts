/**
 * "¿Cuánto llevo vendido esta tarde?", "¿cómo va la noche?", "¿cuántos comensales van hoy en la
 * mañana?" before the corte Z: a part of today from the live tables by hour (live/hours-so-far.ts):
 * what the tables that closed in its hours were charged (with IVA, as the live sales so far), the
 * diners of those seated in them and, while the part is under way, the tables still open. A part
 * not begun is said so, with its forecast when there is one (forecast.ts `forecastDaypartAnswer`).
 * Once the corte Z is built, the day's sales by hour answer instead (daypart.ts). Before
 * 2026-12-06 the answer was that the day had not closed.
 */
import { sumPresent } from '../analytics/rounding.ts';
import { MAX_HORIZON_DAYS } from '../forecast/types.ts';
import type { HourSoFar } from '../live/hours-so-far.ts';
import { type Answer, type ComposeContext, type IntentPlan, resultAt } from './compose.ts';
import { clock, DAYPARTS, daypartAsked, daypartsAsked, hourOfDay, partAsked } from './daypart.ts';
import { forecastDaypartAnswer } from './forecast.ts';
import { clockOf, count, plural } from './format.ts';
import { HOURS_TODAY_READ, type HoursToday, type ReadRequest } from './reads.ts';
import { lastHoursAsked } from './so-far-words.ts';
import { asksPeople } from './superlatives.ts';

type Part = ReturnType<typeof partAsked>;

/** The parts asked: each named one ("en la mañana o en la tarde"), else the hours asked. */
function partsOf(question: string, body: HoursToday): Part[] {
  // "¿Cuánto he vendido en la última hora?": the last whole clock hours and the one under way.
  const last = lastHoursAsked(question);
  if (last !== null) {
    const now = hourOfDay(body.as_of);
    return [{ from: now - last, to: now + 1, label: `desde las ${clock(now - last)}`, named: false }];
  }
  const named = daypartsAsked(question);
  if (named.length <= 1) return [partAsked(question, body)];
  return named.map((key) => ({ ...DAYPARTS[key], named: true }));
}

/** A bucket's clock hour in the part, after midnight also as 24, 25… (as hourOfDay counts now). */
const inPartOfDay = (hour: string, part: Part) => {
  const at = Number(hour.slice(0, 2));
  return [at, at + 24].some((clockHour) => clockHour >= part.from && clockHour < part.to);
};

/** The part's closed tables: their sales and count by the hour they closed, diners by the hour seated. */
function partFigures(hours: readonly HourSoFar[], part: Part) {
  const inPart = hours.filter((hour) => inPartOfDay(hour.hour, part));
  return {
    sales: inPart.reduce((total, hour) => total + hour.sales_cents, 0),
    tables: inPart.reduce((total, hour) => total + hour.tables_closed, 0),
    covers: sumPresent(inPart.map((hour) => hour.covers)),
  };
}

/** The part's figure in the tense of its state: "llevas $X cobrados…" under way, "cobraste $X…" over. */
function partSaid(
  body: HoursToday,
  part: Part,
  key: string,
  over: boolean,
  context: ComposeContext,
  answer: Answer,
) {
  const { sales, tables, covers } = partFigures(body.hours, part);
  if (tables === 0 && covers === null) return over ? 'no cerraste mesas' : 'todavía no cierras mesas';
  if (asksPeople(context.question)) {
    if (covers === null) return `tus mesas cerradas no traen comensales (covers al abrir la mesa)`;
    const people = answer.count(`${key}_covers`, `Comensales ${part.label}`, covers);
    return over ? `atendiste ${people} comensales` : `llevas ${people} comensales en mesas ya cerradas`;
  }
  const amount = answer.money(`${key}_sales_cents`, `Cobrado ${part.label}`, sales);
  const closed = `${count(tables)} ${plural(tables, 'mesa cerrada', 'mesas cerradas')}`;
  return over ? `cobraste ${amount} con IVA en ${closed}` : `llevas ${amount} cobrados con IVA en ${closed}`;
}

/**
 * " Tus 20 mesas abiertas ya pidieron $13,830.00 más." (" … suman 48 comensales más." of people):
 * what the part under way still adds.
 */
export function openSaid(body: HoursToday, people: boolean, answer: Answer): string {
  if (body.open_tables === 0) return '';
  const one = body.open_tables === 1;
  const tables = one ? 'Tu mesa abierta' : `Tus ${count(body.open_tables)} mesas abiertas`;
  if (people && body.open_covers !== null) {
    const covers = answer.count('open_covers', 'Comensales en mesas abiertas', body.open_covers);
    return ` ${tables} ${one ? 'suma' : 'suman'} ${covers} comensales más.`;
  }
  if (body.open_ordered_cents === 0) return ` ${tables} todavía no ${one ? 'pide' : 'piden'}.`;
  const ordered = answer.money('open_ordered_cents', 'Pedido en mesas abiertas', body.open_ordered_cents);
  return ` ${tables} ya ${one ? 'pidió' : 'pidieron'} ${ordered} más.`;
}

/** One part of today, said as not begun, under way or over. */
function partAnswer(body: HoursToday, part: Part, index: number, context: ComposeContext, answer: Answer) {
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
  const now = hourOfDay(body.as_of);
  const [from, to] = [clock(part.from), clock(part.to)];
  // A part named keeps its name ("en la tarde"); clock hours are said once.
  const named = (hours: string) => (part.named ? `${part.label} (${hours})` : hours);
  if (now < part.from) return `Son las ${at}: hoy ${named(`desde las ${from}`)} todavía no empieza.`;
  const key = index === 0 ? 'daypart' : `daypart_${index + 1}`;
  if (now >= part.to)
    return `Hoy ${named(`de las ${from} a las ${to}`)} ${partSaid(body, part, key, true, context, answer)}.`;
  const said = partSaid(body, part, key, false, context, answer);
  return `Hoy ${named(`desde las ${from}`)}, hasta las ${at}, ${said}.${openSaid(body, asksPeople(context.question), answer)}`;
}

/** The basis, once: which hour a table counts in, and what the corte Z changes. */
export const BASIS =
  ' Cuento cada mesa cerrada en la hora en que se cobró (con IVA, como tu venta de hoy) y sus comensales en la hora en que se sentaron; con el corte Z te lo doy por la hora de cada orden.';

/** Whether the part asked has not begun at the reading: its forecast is read then. */
const notBegun = (body: HoursToday, question: string) => {
  const named = daypartAsked(question);
  return named !== null && hourOfDay(body.as_of) < DAYPARTS[named].from;
};

export const LIVE_DAYPART: IntentPlan = {
  reads: () => [{ read: HOURS_TODAY_READ, query: {} }],
  thenReads: (results, _range, { question, today }): ReadRequest[] => {
    const body = results[HOURS_TODAY_READ]?.attributes;
    return body !== undefined && notBegun(body, question)
      ? [
          { read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } },
          { read: 'intelligence-forecast-hours', query: { date: today } },
        ]
      : [];
  },
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer, outcomes) => {
    const body = results[HOURS_TODAY_READ]!.attributes;
    const said = partsOf(context.question, body).map((part, index) =>
      partAnswer(body, part, index, context, answer),
    );
    const days = resultAt(outcomes, 1, 'intelligence-forecast');
    const hours = resultAt(outcomes, 2, 'intelligence-forecast-hours');
    const named = daypartAsked(context.question);
    const forecast =
      days !== null && hours !== null && named !== null && notBegun(body, context.question)
        ? ` ${forecastDaypartAnswer(hours.attributes, named, asksPeople(context.question) ? 'covers' : 'sales', context.today, answer, days.meta.sales_basis)}`
        : '';
    return `${said.join(' ')}${forecast}${forecast === '' ? BASIS : ''}`;
  },
  followUps: ['¿Cómo voy hoy?', '¿Cuánto voy a vender hoy?'],
};
