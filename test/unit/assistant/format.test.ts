/**
 * The assistant's dates are written in Mexican Spanish without luxon (the aggregator writes the
 * daily insight with them): luxon's es-MX `cccc d 'de' LLLL` is the reference for every day.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { day, period } from '#shared/domain/assistant/format.ts';

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
