/**
 * The commit convention (docs/contributing.md) as scripts/check-commits.ts reads a message, and the
 * page's list of areas is the script's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, MAX_SUBJECT_LENGTH, messageProblems } from '../../../scripts/check-commits.ts';

describe('messageProblems', () => {
  it('accepts an area, a subject within the limit, a blank line and a body', () => {
    expect(
      messageProblems('costs: ratios on sales without IVA\n\nThe spec divides by sales net of tax.\n'),
    ).toEqual([]);
    expect(messageProblems('test, bench: one fixture for both')).toEqual([]);
    expect(messageProblems('rate limits: every GET counts before it reads')).toEqual([]);
  });

  it('refuses a subject past the limit, counting its UTF-8 bytes', () => {
    const subject = `docs: ${'x'.repeat(MAX_SUBJECT_LENGTH)}`;
    expect(messageProblems(subject)).toEqual([`subject is ${subject.length} bytes (at most 72)`]);
    expect(messageProblems(`docs: ${'x'.repeat(MAX_SUBJECT_LENGTH - 6)}`)).toEqual([]);
    // 70 characters, 73 bytes: "ó" and "á" are two bytes each, as is "¿".
    const accented = `docs: ${'x'.repeat(52)} ¿cómo está?`;
    expect([...accented].length).toBe(70);
    expect(messageProblems(accented)).toEqual(['subject is 73 bytes (at most 72)']);
  });

  it('refuses a capitalised or unknown area, and a subject without one', () => {
    expect(messageProblems('Docs: the testing page')).toEqual(['unknown area "Docs" (docs/contributing.md)']);
    expect(messageProblems('organizations: one read')).toEqual([
      'unknown area "organizations" (docs/contributing.md)',
    ]);
    expect(messageProblems('Fix the build')).toEqual(['subject does not start with "area: "']);
  });

  it('refuses a body that follows the subject without a blank line', () => {
    expect(messageProblems('docs: a page\nwhy it changed')).toEqual([
      'no blank line between the subject and the body',
    ]);
  });
});

describe('docs/contributing.md', () => {
  it('lists exactly the areas the check accepts', () => {
    const page = readFileSync(new URL('../../../docs/contributing.md', import.meta.url), 'utf8');
    const paragraph = page.split('\n\n').find((text) => text.startsWith('Areas: '));
    const listed = [...(paragraph ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...AREAS].sort());
  });
});
