import { describe, expect, it } from 'vitest';
import {
  type ActorEvent,
  actorKeyOf,
  burstContaining,
  burstsOverlap,
  burstText,
  isPriceAnomalous,
  mergeBursts,
  mergePriceSightings,
  newLoginFacts,
  priceRangeOf,
} from '#shared/domain/live/anomalies.ts';

const at = (iso: string) => Date.parse(iso);
const cancel = (
  id: string,
  iso: string,
  amount: number | null = 5500,
  label: string | null = 'Cerveza',
): ActorEvent => ({
  id,
  at: at(iso),
  amount_cents: amount,
  label,
});

describe('anomaly_cancellations: 3 or more within any 2-hour window', () => {
  it('finds a window that straddles two clock hours (20:50, 21:10, 22:40 → within 1 h 50 min)', () => {
    const events = [
      cancel('a', '2026-03-07T02:50:00Z'),
      cancel('b', '2026-03-07T03:10:00Z'),
      cancel('c', '2026-03-07T04:40:00Z'),
    ];
    const burst = burstContaining('anomaly_cancellations', events, 'c');
    expect(burst?.events.map((event) => event.id)).toEqual(['a', 'b', 'c']);
    expect(burst?.start).toBe(at('2026-03-07T02:50:00Z'));
    expect(burst?.end).toBe(at('2026-03-07T04:40:00Z'));
  });

  it('counts exactly 2 hours apart as inside, 2 hours and 1 second as outside', () => {
    const inside = [
      cancel('a', '2026-03-07T02:00:00Z'),
      cancel('b', '2026-03-07T03:00:00Z'),
      cancel('c', '2026-03-07T04:00:00Z'),
    ];
    expect(burstContaining('anomaly_cancellations', inside, 'c')).not.toBeNull();
    const outside = [...inside.slice(0, 2), cancel('c', '2026-03-07T04:00:01Z')];
    expect(burstContaining('anomaly_cancellations', outside, 'c')).toBeNull();
  });

  it('two cancellations are not an anomaly; the window is the earliest qualifying one holding the event', () => {
    expect(
      burstContaining(
        'anomaly_cancellations',
        [cancel('a', '2026-03-07T02:00:00Z'), cancel('b', '2026-03-07T02:05:00Z')],
        'b',
      ),
    ).toBeNull();
    // 00:00, 01:30, 02:00, 03:10: for 02:00 the window starting 00:00 holds 3 → that one.
    const events = [
      cancel('a', '2026-03-07T00:00:00Z'),
      cancel('b', '2026-03-07T01:30:00Z'),
      cancel('c', '2026-03-07T02:00:00Z'),
      cancel('d', '2026-03-07T03:10:00Z'),
    ];
    expect(burstContaining('anomaly_cancellations', events, 'c')?.events.map((e) => e.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    // for 03:10 the windows starting at 01:30 hold b, c, d
    expect(burstContaining('anomaly_cancellations', events, 'd')?.events.map((e) => e.id)).toEqual([
      'b',
      'c',
      'd',
    ]);
  });

  it('an event arriving out of order (occurred earlier than the last one) still completes its window', () => {
    const events = [
      cancel('late', '2026-03-07T02:58:00Z'),
      cancel('a', '2026-03-07T02:00:00Z'),
      cancel('b', '2026-03-07T03:05:00Z'),
    ];
    expect(burstContaining('anomaly_cancellations', events, 'late')?.events.map((e) => e.id)).toEqual([
      'a',
      'late',
      'b',
    ]);
  });

  it('overlapping windows of one actor are the same anomaly: merged, never a second alert', () => {
    const first = { start: at('2026-03-07T00:00:00Z'), end: at('2026-03-07T02:00:00Z'), events: [] };
    expect(burstsOverlap(first, { start: at('2026-03-07T01:30:00Z'), end: at('2026-03-07T03:10:00Z') })).toBe(
      true,
    );
    expect(burstsOverlap(first, { start: at('2026-03-07T02:00:01Z'), end: at('2026-03-07T03:10:00Z') })).toBe(
      false,
    );
    const a = cancel('a', '2026-03-07T00:00:00Z');
    const b = cancel('b', '2026-03-07T01:30:00Z');
    const c = cancel('c', '2026-03-07T02:00:00Z');
    const d = cancel('d', '2026-03-07T03:10:00Z');
    const merged = mergeBursts(
      { start: a.at, end: c.at, events: [a, b, c] },
      { start: b.at, end: d.at, events: [b, c, d] },
    );
    expect(merged.events.map((event) => event.id)).toEqual(['a', 'b', 'c', 'd']);
    expect([merged.start, merged.end]).toEqual([a.at, d.at]);
  });

  it('names the waiter, the count, the amounts and the window in local time (DST day in New York)', () => {
    // 2026-03-08 is the spring-forward day in New York: 01:50 EST (06:50Z) and 03:10 EDT (07:10Z).
    const events = [
      cancel('a', '2026-03-08T06:50:00Z', 5500, 'Cerveza clara'),
      cancel('b', '2026-03-08T07:00:00Z', 12000, 'Arrachera'),
      cancel('c', '2026-03-08T07:10:00Z', null, null),
    ];
    const burst = burstContaining('anomaly_cancellations', events, 'c')!;
    const text = burstText('anomaly_cancellations', 'Luis Hernández', burst, 'America/New_York');
    expect(text.message).toBe(
      'Luis Hernández canceló 3 líneas entre las 01:50 y las 03:10 (hora local): Cerveza clara $55.00, Arrachera $120.00. Total $175.00.',
    );
  });
});

describe('void_alert: voids by one actor within 4 hours', () => {
  it('is yellow at 2 and red at 3; one void alone is not an alert', () => {
    const one = [cancel('a', '2026-03-07T00:00:00Z')];
    expect(burstContaining('void_alert', one, 'a')).toBeNull();
    const two = [...one, cancel('b', '2026-03-07T04:00:00Z')];
    expect(burstContaining('void_alert', two, 'b')?.events).toHaveLength(2);
    expect(burstContaining('void_alert', [...one, cancel('b', '2026-03-07T04:00:01Z')], 'b')).toBeNull();
  });
});

describe('actor keys', () => {
  it('compare names like the catalog does; blank is no actor', () => {
    expect(actorKeyOf('  Luis   HERNÁNDEZ ')).toBe('luis hernández');
    expect(actorKeyOf('   ')).toBeNull();
    expect(actorKeyOf(undefined)).toBeNull();
  });
});

describe('anomaly_price_override: outside [min × 0.8, max × 1.2]', () => {
  it('takes the 90-day order-line prices and the catalog price; bounds are not anomalous', () => {
    const sightings = { '8500': '2026-03-01', '9000': '2026-02-10', '5000': '2025-11-01' };
    // since 2025-12-07: 5000 (last seen 2025-11-01) no longer counts.
    const range = priceRangeOf(sightings, '2025-12-07', 9500)!;
    expect(range).toEqual({ min: 8500, max: 9500 });
    // 8500 × 0.8 = 6800; 9500 × 1.2 = 11400
    expect(isPriceAnomalous(6800, range)).toBe(false);
    expect(isPriceAnomalous(6799, range)).toBe(true);
    expect(isPriceAnomalous(11400, range)).toBe(false);
    expect(isPriceAnomalous(11401, range)).toBe(true);
    expect(isPriceAnomalous(0, range)).toBe(true);
  });

  it('has no range (so no alert) without history and without a catalog price', () => {
    expect(priceRangeOf(undefined, '2025-12-07', null)).toBeNull();
    expect(priceRangeOf({ '8500': '2025-01-01' }, '2025-12-07', null)).toBeNull();
    expect(priceRangeOf(undefined, '2025-12-07', 4000)).toEqual({ min: 4000, max: 4000 });
  });

  it('merges a day of lines by normalized name, keeps the latest date of each price, drops stale prices', () => {
    const history = { 'tacos al pastor': { '4500': '2026-01-01', '3900': '2025-10-01' } };
    const merged = mergePriceSightings(
      history,
      '2026-03-06',
      [
        { item_name: ' Tacos  al Pastor', unit_price_cents: 4500 },
        { item_name: 'Agua de horchata', unit_price_cents: 3500 },
        { item_name: 'Agua de horchata', unit_price_cents: 3000 },
        { item_name: 'sin precio' },
      ],
      '2025-12-06',
    );
    expect(merged).toEqual({
      'tacos al pastor': { '4500': '2026-03-06' },
      'agua de horchata': { '3500': '2026-03-06', '3000': '2026-03-06' },
    });
    // A rebuild of an older day never moves a price's date back.
    const older = mergePriceSightings(
      merged,
      '2026-02-01',
      [{ item_name: 'Tacos al pastor', unit_price_cents: 4500 }],
      '2025-12-06',
    );
    expect(older['tacos al pastor']).toEqual({ '4500': '2026-03-06' });
  });
});

describe('anomaly_new_login', () => {
  it('is never raised on the first login; is raised for a new device or a new ip', () => {
    expect(newLoginFacts(null, { device: 'Caja 1', ip: '10.0.0.1' })).toBeNull();
    const history = { devices: ['Caja 1'], ips: ['10.0.0.1'] };
    expect(newLoginFacts(history, { device: 'Caja 1', ip: '10.0.0.1' })).toBeNull();
    expect(newLoginFacts(history, { device: 'iPhone', ip: '10.0.0.1' })).toEqual({
      device: 'iPhone',
      ip: null,
    });
    expect(newLoginFacts(history, { device: 'Caja 1', ip: '200.1.1.1' })).toEqual({
      device: null,
      ip: '200.1.1.1',
    });
    expect(newLoginFacts(history, { device: null, ip: null })).toBeNull();
  });
});
