/**
 * One value per key, computed on first use and kept: the memo every "get, else compute and keep"
 * in the service goes through. `max` bounds a memo that lives as long as its module (an instance's
 * lifetime): past it, the memo starts over rather than grow. Pure of I/O; what it keeps is the
 * caller's to share read-only.
 */
export function memoized<Argument, Value>(
  keyOf: (argument: Argument) => unknown,
  compute: (argument: Argument) => Value,
  max = Number.POSITIVE_INFINITY,
): (argument: Argument) => Value {
  const kept = new Map<unknown, Value>();
  return (argument) => {
    const key = keyOf(argument);
    if (kept.has(key)) return kept.get(key) as Value;
    const value = compute(argument);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}

/** A date range's key in a memo: its two dates. */
export const rangeKey = (range: { from: string; to: string }): string => `${range.from} ${range.to}`;
