/**
 * Mañana's projected payroll on a day of rest by law (web/dashboard/src/lib/rest-day.ts): the same
 * triple pay the assistant says of the day; nothing on an ordinary day.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../web/dashboard/src/lib/format.ts';
import { restDayPay } from '../../../web/dashboard/src/lib/rest-day.ts';

describe("Mañana's payroll on a day of rest", () => {
  it('says the triple pay of Christmas and New Year, nothing of an ordinary day', () => {
    expect(restDayPay('2029-12-25', 537_510)).toBe(
      `Navidad es descanso obligatorio: a quien lo trabaje le pagas triple (LFT art. 75); al triple, ${formatMoney(3 * 537_510)}`,
    );
    expect(restDayPay('2030-01-01', 100_000)).toContain('Año Nuevo es descanso obligatorio');
    expect(restDayPay('2029-12-24', 537_510)).toBeUndefined();
    expect(restDayPay('2029-12-25', null)).toBeUndefined();
  });
});
