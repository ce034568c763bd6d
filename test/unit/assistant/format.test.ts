/**
 * The assistant's dates and numbers are written in Mexican Spanish without luxon or Intl (the
 * aggregator writes the daily insight with them): luxon's es-MX `cccc d 'de' LLLL` is the reference
 * for every day, and Intl's es-MX number formats (what the assistant used before) for the numbers.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { closeAppositions, count, day, money, pct, period } from '#shared/domain/assistant/format.ts';

describe('assistant dates in es-MX', () => {
  it('writes every date of four years as luxon writes it, with the year only in another year', () => {
    const today = '2026-03-07';
    let checked = 0;
    for (let at = DateTime.utc(2024, 1, 1); at.year < 2028; at = at.plus({ days: 1 })) {
      const date = at.toISODate()!;
      const text = at.setLocale('es-MX').toFormat("cccc d 'de' LLLL");
      const expected = at.year === 2026 ? text : `${text} de ${at.year}`;
      if (day(date, today) !== expected) expect(day(date, today), date).toBe(expected);
      checked++;
    }
    expect(checked).toBe(1461);
    expect(period({ from: '2026-03-02', to: '2026-03-06' }, today)).toBe(
      'del lunes 2 de marzo al viernes 6 de marzo',
    );
    expect(period({ from: today, to: today }, today)).toBe('hoy, sábado 7 de marzo');
  });
});

describe('assistant numbers in es-MX', () => {
  const intlMoney = new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intlPct = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const intlCount = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

  /** Whole and fractional values across magnitudes, halves (x.x5, x.5 cents) and float residues. */
  function samples(): number[] {
    const values: number[] = [0, 0.05, 0.15, 0.25, 1.005, 2.675, 0.1 + 0.2, 1 / 3, 2 / 3];
    for (let magnitude = 1; magnitude < 1e13; magnitude *= 7) {
      for (const offset of [0, 0.04, 0.05, 0.45, 0.5, 0.55, 0.95, 0.96]) values.push(magnitude + offset);
    }
    for (let value = 0; value < 20_000; value += 0.37) values.push(value);
    return values;
  }

  it('writes money, percentages and counts as Intl does', () => {
    const differences: string[] = [];
    for (const value of samples()) {
      for (const signed of [value, -value]) {
        if (money(signed) !== intlMoney.format(Math.abs(signed) / 100)) differences.push(`money ${signed}`);
        if (pct(signed) !== `${intlPct.format(Math.abs(signed))}%`) differences.push(`pct ${signed}`);
        // Intl writes "-0" for a negative that rounds to zero; the assistant writes "0".
        const intl = intlCount.format(signed).replace(/^-0$/, '0');
        if (count(signed) !== intl) differences.push(`count ${signed}: ${count(signed)} ≠ ${intl}`);
      }
    }
    expect(differences).toEqual([]);
  });

  // Since 2026-12-08; before "0.0%", which reads as none.
  it('says a percentage that is not zero but rounds to it as under 0.1%', () => {
    expect(pct(0.04)).toBe('menos de 0.1%');
    expect(pct(-0.01)).toBe('menos de 0.1%');
    expect(pct(0)).toBe('0.0%');
    expect(pct(0.05)).toBe('0.1%');
  });
});

describe('closeAppositions', () => {
  it('closes a day named after hoy or mañana before words, not before punctuation', () => {
    const tomorrow = `Mañana, ${day('2026-12-04', '2026-12-03')}`;
    expect(closeAppositions(`${tomorrow} espero vender.`)).toBe(`${tomorrow}, espero vender.`);
    expect(closeAppositions(`Tu hora pico hoy, ${day('2026-12-03', '2026-12-03')} fue las 14:00.`)).toBe(
      'Tu hora pico hoy, jueves 3 de diciembre, fue las 14:00.',
    );
    expect(closeAppositions('Es después de hoy, jueves 3 de diciembre.')).toBe(
      'Es después de hoy, jueves 3 de diciembre.',
    );
    expect(closeAppositions('Mañana, jueves 31 de diciembre, espero')).toBe(
      'Mañana, jueves 31 de diciembre, espero',
    );
    expect(closeAppositions('mañana, viernes 1 de enero de 2027 abres')).toBe(
      'mañana, viernes 1 de enero de 2027, abres',
    );
    expect(closeAppositions('el sábado 5 de diciembre espero')).toBe('el sábado 5 de diciembre espero');
    // Its year closed with it, not before it (since 2026-12-07; before, "1 de enero, de 2031,").
    expect(closeAppositions('y mañana, miércoles 1 de enero de 2031, Año Nuevo')).toBe(
      'y mañana, miércoles 1 de enero de 2031, Año Nuevo',
    );
  });
});
