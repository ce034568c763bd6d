/** The search over names (shared/domain/names.ts): accents, case and spacing never hide a name. */
import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeName, searchFolded } from '../../shared/domain/names.ts';

describe('a text folded for search', () => {
  it('drops accents and case, whichever way the accent was typed', () => {
    const composed = 'Óscar';
    const decomposed = 'O\u0301scar';
    expect(searchFolded(composed)).toBe(searchFolded('oscar'));
    expect(searchFolded(decomposed)).toBe(searchFolded('OSCAR'));
    expect(searchFolded('Peña')).toBe(searchFolded('pena'));
    expect(searchFolded('Ü')).toBe(searchFolded('u'));
  });

  it('collapses whitespace and trims', () => {
    expect(searchFolded('  José   María ')).toBe(searchFolded('jose maria'));
  });

  it('keeps what is not an accent', () => {
    expect(searchFolded('ana.lopez@example.mx')).toBe('ana.lopez@example.mx');
    expect(searchFolded('api_key')).toBe('api_key');
    expect(searchFolded('Óscar')).not.toBe(searchFolded('Oscár Ruiz'));
  });

  it('is looser than the names the analytics group by (accents count there)', () => {
    expect(normalizeName('Óscar')).not.toBe(normalizeName('Oscar'));
    expect(searchFolded('Óscar')).toBe(searchFolded('Oscar'));
  });
});

describe('matching a search', () => {
  it('finds a name typed without accents or capitals, by any of its words', () => {
    expect(matchesSearch('Óscar Pérez', 'oscar')).toBe(true);
    expect(matchesSearch('Óscar Pérez', 'perez OSCAR')).toBe(true);
    expect(matchesSearch('Óscar Pérez', 'oscar ruiz')).toBe(false);
  });

  it('matches everything on an empty or blank search', () => {
    expect(matchesSearch('Ana', '')).toBe(true);
    expect(matchesSearch('Ana', '   ')).toBe(true);
  });
});
