import { describe, expect, it } from 'vitest';
import { memoized, rangeKey } from '#shared/domain/memo.ts';

describe('memoized', () => {
  it('computes once per key and answers the kept value after', () => {
    const computed: string[] = [];
    const length = memoized(
      (word: string) => word,
      (word: string) => {
        computed.push(word);
        return word.length;
      },
    );
    expect([length('taco'), length('taco'), length('salsa'), length('taco')]).toEqual([4, 4, 5, 4]);
    expect(computed).toEqual(['taco', 'salsa']);
  });

  it('keys a range by its dates, so an equal range from another object is the same entry', () => {
    let calls = 0;
    const days = memoized(rangeKey, (range: { from: string; to: string }) => {
      calls++;
      return `${range.from}..${range.to}`;
    });
    days({ from: '2026-11-01', to: '2026-11-30' });
    days({ from: '2026-11-01', to: '2026-11-30' });
    expect(calls).toBe(1);
  });

  it('starts over past max instead of growing, and still answers right', () => {
    const computed: number[] = [];
    const double = memoized(
      (value: number) => value,
      (value: number) => {
        computed.push(value);
        return value * 2;
      },
      2,
    );
    expect([double(1), double(2), double(3), double(1)]).toEqual([2, 4, 6, 2]);
    // 3 found the memo full and started it over, so 1 was computed again.
    expect(computed).toEqual([1, 2, 3, 1]);
  });

  it('keeps nothing when the computation throws', () => {
    let calls = 0;
    const parse = memoized(
      (text: string) => text,
      (text: string) => {
        calls++;
        if (text === 'bad') throw new RangeError('bad');
        return text;
      },
    );
    expect(() => parse('bad')).toThrow(RangeError);
    expect(() => parse('bad')).toThrow(RangeError);
    expect(calls).toBe(2);
  });
});
