import { describe, expect, it } from 'vitest';
import { understand } from '#shared/domain/assistant/understand.ts';
import { misspellings, variantsOf } from '#shared/domain/assistant/variants.ts';
import { ASSISTANT_TODAY, WELL_WRITTEN_QUESTIONS } from '../../fixtures/assistant-questions.ts';

/** Intent and period, or out_of_domain, of a question asked without a conversation. */
function reading(question: string) {
  const understood = understand(question, ASSISTANT_TODAY, null);
  return understood.kind === 'out_of_domain'
    ? { kind: understood.kind }
    : { kind: understood.kind, intent: understood.intent, range: understood.range };
}

describe('the variant generator', () => {
  it('makes one misspelling at a time, of each class', () => {
    const vendi = misspellings('vendí');
    expect(vendi).toEqual(expect.arrayContaining(['bendí', 'vvendí', 'vedí', 'vendíí']));
    expect(misspellings('ayer')).toEqual(expect.arrayContaining(['aller', 'aayer']));
    expect(misspellings('ayer')).not.toContain('ayr');
    expect(misspellings('hoy')).toEqual(expect.arrayContaining(['oy', 'hooy']));
    expect(misspellings('cuánto')).toEqual(expect.arrayContaining(['kuánto', 'cuáno']));
    expect(misspellings('quién')).toContain('kién');
    expect(misspellings('cancelaron')).toEqual(expect.arrayContaining(['canselaron', 'canzelaron']));
    expect(misspellings('perro')).not.toContain('pero');
  });
  it('adds the accent-stripped, regional and impersonal forms', () => {
    const kinds = (question: string) =>
      variantsOf(question).filter((variant) => variant.kind !== 'misspelling');
    expect(kinds('¿Cuánto vendimos anteayer?')).toEqual([
      { kind: 'accents', question: '¿Cuanto vendimos anteayer?' },
      { kind: 'regional', question: '¿Cuánto vendimos antier?' },
      { kind: 'impersonal', question: '¿Cuánto se vendió anteayer?' },
    ]);
    expect(kinds('¿Cómo me fue en el trabajo ayer?').map((variant) => variant.question)).toEqual([
      '¿Como me fue en el trabajo ayer?',
      '¿Cómo me fue en la chamba ayer?',
      '¿Cómo me fue en el jale ayer?',
    ]);
  });
});

describe('every variant of a well-written question gets its intent and period', () => {
  const cases = WELL_WRITTEN_QUESTIONS.map(({ question, intent }) => ({
    question,
    intent,
    variants: variantsOf(question),
  }));
  const total = cases.reduce((sum, { variants }) => sum + variants.length, 0);
  console.info(`spelling: ${cases.length} questions, ${total} variants`);

  it.each(cases)('$question', ({ question, intent, variants }) => {
    const expected = reading(question);
    expect(expected).toMatchObject({ kind: 'answer', intent });
    const wrong = variants
      .map((variant) => ({ ...variant, got: reading(variant.question) }))
      .filter(({ got }) => JSON.stringify(got) !== JSON.stringify(expected));
    expect(wrong).toEqual([]);
  });
});

describe('the period words owners use', () => {
  it.each([
    ['¿cuánto vendí el finde?', { from: '2026-02-28', to: '2026-03-01' }],
    ['¿cuánto vendí el fin de semana pasado?', { from: '2026-02-28', to: '2026-03-01' }],
    ['¿cuánto vendí este fin de semana?', { from: '2026-03-07', to: '2026-03-07' }],
    // Closed days only: the quincena so far ends yesterday.
    ['¿cuánto vendí esta quincena?', { from: '2026-03-01', to: '2026-03-06' }],
    ['¿cuánto vendí la quincena pasada?', { from: '2026-02-16', to: '2026-02-28' }],
    ['¿cuánto vendí antier?', { from: '2026-03-05', to: '2026-03-05' }],
    ['¿cuanto bendi oy?', { from: '2026-03-07', to: '2026-03-07' }],
    ['¿cuanto se bendio la semna pasda?', { from: '2026-02-23', to: '2026-03-01' }],
    // "Qué tal" with a period asks how it went; "k" and "q" are chat shorthand for "que".
    ['¿qué tal el finde?', { from: '2026-02-28', to: '2026-03-01' }],
    ['k tal el finde', { from: '2026-02-28', to: '2026-03-01' }],
    ['q tal ayer', { from: '2026-03-06', to: '2026-03-06' }],
  ])('%s', (question, range) => {
    expect(understand(question, ASSISTANT_TODAY, null)).toMatchObject({ intent: 'sales_total', range });
  });
  it('reads "qué tal" as the sales only with a period, never over a figure it names', () => {
    expect(understand('¿qué tal las propinas ayer?', ASSISTANT_TODAY, null)).toMatchObject({
      intent: 'tips',
    });
    expect(understand('¿qué tal?', ASSISTANT_TODAY, null)).toEqual({ kind: 'out_of_domain' });
  });
  it('finds no intent in everyday words one edit from a keyword', () => {
    expect(understand('pero', ASSISTANT_TODAY, null)).toEqual({ kind: 'out_of_domain' });
    expect(understand('¿cuánto vendí, pero ayer?', ASSISTANT_TODAY, null)).toMatchObject({
      intent: 'sales_total',
    });
    expect(understand('¿qué perros tengo en la carta?', ASSISTANT_TODAY, null)).toMatchObject({
      intent: 'menu_remove',
    });
  });
  it('does not read a word one edit from a short month name as the month', () => {
    expect(understand('¿cuánto vendí junto con las propinas?', ASSISTANT_TODAY, null)).toMatchObject({
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
  });
});
