/**
 * The live figures' reasons on Hoy and Caja are Spanish, from the feed each figure came from: the
 * API's `reason` texts are English (written for the POS vendor) and never reach the owner.
 */
import { describe, expect, it } from 'vitest';
import { NO_FEED_REASON } from '#shared/domain/live/today-feeds.ts';
import { LIVE_FEEDS } from '#shared/domain/responses/live.ts';
import {
  liveFeedReason,
  liveUpdatesReason,
  NO_FEED_TODAY,
  paceNote,
} from '../../../web/dashboard/src/lib/reasons.ts';

describe('live reasons', () => {
  it('say each feed in Spanish, never the API text', () => {
    const said = LIVE_FEEDS.map((feed) => liveFeedReason({ feed }, 'aún no se cierra ninguna mesa'));
    expect(said).toEqual([
      'aún no se cierra ninguna mesa',
      'los cortes X de hoy no traen este dato',
      NO_FEED_TODAY,
    ]);
    expect(said).not.toContain(NO_FEED_REASON);
  });

  it('say how many days of a range had live updates', () => {
    const fallback = 'el POS no envía movimientos de caja en vivo';
    expect(liveUpdatesReason({ days_with: 0, days_without: 7 }, fallback)).toBe(
      'ningún día del periodo tiene actualizaciones en vivo del POS',
    );
    expect(liveUpdatesReason({ days_with: 2, days_without: 5 }, fallback)).toBe(
      'solo 2 de 7 días tienen actualizaciones en vivo del POS',
    );
    expect(liveUpdatesReason({ days_with: 7, days_without: 0 }, fallback)).toBe(fallback);
  });

  it("say what the pace is of only beside a pace; the day's forecast alone before one", () => {
    const forecast = '$52,979.53 sin IVA';
    expect(paceNote(96.4, forecast, false)).toBe(
      `de lo esperado a esta hora; pronóstico del día: ${forecast}`,
    );
    // Before the first sale (or with no feed) the pace is "sin datos": before, "de lo esperado a
    // esta hora" hung under it.
    expect(paceNote(null, forecast, false)).toBe(`pronóstico del día: ${forecast}`);
    expect(paceNote(96.4, forecast, false, true)).toBe(
      `de lo esperado a esta hora, con lo pedido en mesas abiertas; pronóstico del día: ${forecast}`,
    );
    expect(paceNote(96.4, forecast, true)).toBeNull();
    expect(paceNote(null, null, false)).toBeNull();
  });
});
