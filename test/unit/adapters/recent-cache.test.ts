/** RecentCache keeps the `max` most recently used entries, as lru-cache's get / peek / set did. */
import { describe, expect, it } from 'vitest';
import { RecentCache } from '#shared/adapters/recent-cache.ts';

describe('RecentCache', () => {
  it('forgets the least recently used entry first; peek does not count as a use', () => {
    const cache = new RecentCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent: b goes next
    cache.set('c', 3);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([1, undefined, 3]);
    expect(cache.peek('a')).toBe(1); // a peek: a stays the oldest use
    cache.set('d', 4);
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([undefined, 3, 4]);
    expect(cache.size).toBe(2);
  });

  it('replaces a value in place, deletes on demand, and refuses a size under one', () => {
    const cache = new RecentCache<string, string>(3);
    cache.set('x', 'old').set('x', 'new');
    expect([cache.get('x'), cache.size]).toEqual(['new', 1]);
    expect(cache.delete('x')).toBe(true);
    expect(cache.delete('x')).toBe(false);
    expect(cache.get('x')).toBeUndefined();
    expect(() => new RecentCache(0)).toThrow(RangeError);
  });
});
