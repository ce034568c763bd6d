/**
 * "¿Quién canceló más?", "¿quién hizo más descuentos?": the people behind the period's cancellations
 * (cancelled_by) or discounts (applied_by), from the losses read's per-person totals
 * (analytics/people.ts `peopleOfPeriod`), most first by number, then by amount; the first three
 * named with both, and the rows that name no one counted apart, never guessed. A tie at the top
 * (same number and amount) is named whole.
 */
import type { PersonTotal } from '../analytics/people.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import type { LossesAttributes } from './reads.ts';
import { normalize } from './text.ts';

/** "¿quién…?", "¿quiénes…?", "¿qué mesero…?", "¿algún mesero…?": a person asked, not a total. */
export const asksWho = (question: string) =>
  /\b(quien(es)?|(que|cual|algun|alguna|algunos|los|las|mis) (mesero|mesera|cajero|cajera|empleado|empleada)s?)\b/.test(
    normalize(question),
  );

const KINDS = {
  cancellations: {
    member: 'cancellations_by_person',
    key: 'cancelled_by',
    one: 'cancelación',
    many: 'cancelaciones',
    verb: 'canceló',
    field: 'cancelled_by',
    others: 'Otras',
    them: 'las',
    otherOne: 'Otra cancelación no trae quién la hizo',
    noneSays: 'ninguna trae quién la hizo',
  },
  discounts: {
    member: 'discounts_by_person',
    key: 'discounted_by',
    one: 'descuento',
    many: 'descuentos',
    verb: 'hizo descuentos',
    field: 'applied_by',
    others: 'Otros',
    them: 'los',
    otherOne: 'Otro descuento no trae quién lo hizo',
    noneSays: 'ninguno trae quién lo hizo',
  },
} as const;

/** Discounts when the question names them (or courtesies) and not cancellations; else cancellations. */
export function lossKindAsked(question: string): keyof typeof KINDS {
  const text = normalize(question);
  return /\b(descuent|descont|cortesia)/.test(text) && !/\bcancel/.test(text) ? 'discounts' : 'cancellations';
}

/**
 * The ranking is by number: when someone else's amount is larger, said so ("; por monto, Diana
 * Benavídez, con $1,882.00"; since 2026-12-07, before the count's order unsaid); '' otherwise.
 */
function byAmountApart(people: readonly PersonTotal[], kind: Kind, answer: Answer): string {
  const first = people[0]!;
  const most = people.reduce((top, person) => (person.amount_cents > top.amount_cents ? person : top), first);
  if (most === first) return '';
  const cents = answer.money(`${kind.key}_most_amount_cents`, `Mayor monto: ${most.name}`, most.amount_cents);
  return ` (por número de ${kind.many}; por monto, ${answer.name(`${kind.key}_most_amount`, 'Mayor monto', most.name)}, con ${cents})`;
}

type Kind = (typeof KINDS)[keyof typeof KINDS];

/** The person the question names among those of the period ("¿cuántos descuentos dio Marcos?"), or null. */
function personNamed(question: string, people: readonly PersonTotal[]): PersonTotal | null {
  const asked = new Set(normalize(question).split(' '));
  const named = people.filter((person) =>
    normalize(person.name)
      .split(' ')
      .some((word) => word.length >= 3 && asked.has(word)),
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * "¿Cuántos descuentos dio Marcos este mes?": that person's, beside the period's (since 2026-12-07;
 * before, the branch's alone). Null when the question names no one of the period.
 */
export function personLossesAnswer(
  body: LossesAttributes,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const kind = KINDS[lossKindAsked(context.question)];
  // A read without the per-person totals (a test double of the sums alone) names no one.
  const person = personNamed(context.question, body[kind.member]?.people ?? []);
  if (person === null) return null;
  const name = answer.name(`${kind.key}_person`, 'Persona', person.name);
  const count = answer.count(`${kind.key}_person_count`, `${kind.many} de ${person.name}`, person.count);
  const cents = answer.money(`${kind.key}_person_cents`, `Monto de ${person.name}`, person.amount_cents);
  const total = kind === KINDS.discounts ? body.discounts_count : body.cancellations_count;
  const all = answer.count(`${kind.key}_total_count`, `${kind.many} en total`, total);
  return sentence(
    `${when(context)} ${name} hizo ${count} ${person.count === 1 ? kind.one : kind.many} por ${cents}, de ${all} ${total === 1 ? kind.one : kind.many} en total.`,
  );
}

export function lossesByPersonAnswer(
  body: LossesAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const kind = KINDS[lossKindAsked(context.question)];
  const { people, unnamed_count: unnamed } = body[kind.member];
  const rows = (count: number) => `${count} ${count === 1 ? kind.one : kind.many}`;
  if (people.length === 0)
    return unnamed === 0
      ? `${sentence(when(context))} no hubo ${kind.many}.`
      : `${sentence(when(context))} hubo ${rows(unnamed)}, pero ${kind.noneSays} (${kind.field}), así que no sé quién fue.`;
  const shown = (person: PersonTotal, place: number) => {
    const name = answer.name(`${kind.key}_${place}`, `Lugar ${place}`, person.name);
    const count = answer.count(`${kind.key}_${place}_count`, `${kind.many} de ${person.name}`, person.count);
    const cents = answer.money(`${kind.key}_${place}_cents`, `Monto de ${person.name}`, person.amount_cents);
    return { name, figures: `${count} ${person.count === 1 ? kind.one : kind.many} por ${cents}` };
  };
  const [first, ...rest] = people.slice(0, 3).map((person, index) => shown(person, index + 1));
  const tied = people.filter(
    (p) => p.count === people[0]!.count && p.amount_cents === people[0]!.amount_cents,
  );
  let text =
    tied.length > 1 && rest.length > 0
      ? sentence(
          `${when(context)} empataron ${list([first!.name, ...rest.slice(0, tied.length - 1).map((p) => p.name)])}, con ${first!.figures} cada uno.`,
        )
      : sentence(
          `quien más ${kind.verb} ${when(context)} fue ${first!.name}: ${first!.figures}${byAmountApart(people, kind, answer)}.`,
        );
  const after = tied.length > 1 ? rest.slice(tied.length - 1) : rest;
  if (after.length > 0)
    text += ` Le ${after.length === 1 ? 'sigue' : 'siguen'} ${list(after.map((p) => `${p.name} (${p.figures})`))}.`;
  if (unnamed === 1) text += ` ${kind.otherOne}.`;
  else if (unnamed > 1) text += ` ${kind.others} ${rows(unnamed)} no traen quién ${kind.them} hizo.`;
  return text;
}
