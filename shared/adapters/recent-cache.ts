/**
 * A per-instance cache of at most `max` entries that forgets the least recently used one first:
 * the get / peek / set / delete of lru-cache with `max`, on a Map (which keeps insertion order).
 * lru-cache is 18 KB of every bundle that caches (the organization reads, the live routes), and
 * those four calls are all the service uses of it (issue 34: every bundle at most 400 KB).
 */
export class RecentCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Keeps `value` as the most recently used; the least recently used goes when over `max`. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
