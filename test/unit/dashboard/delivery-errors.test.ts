/** Why a webhook delivery failed, in Spanish (web/dashboard/src/lib/delivery-errors.ts). */
import { describe, expect, it } from 'vitest';
import { deliveryErrorText } from '../../../web/dashboard/src/lib/delivery-errors.ts';

describe('a delivery failure, in Spanish', () => {
  it('says what the receiver did, with its own figures', () => {
    expect(deliveryErrorText('receiver answered 503', 503)).toBe(
      'Tu servidor respondió con el código 503 (se esperaba 2xx).',
    );
    expect(deliveryErrorText('no answer within 10 s', null)).toBe('Tu servidor no respondió en 10 s.');
    expect(deliveryErrorText('redirect to https://b.example/x not followed', 301)).toContain(
      'https://b.example/x',
    );
    expect(deliveryErrorText('ECONNREFUSED: connect ECONNREFUSED 1.2.3.4:443', null)).toMatch(/rechazó/);
  });

  it('keeps an unknown reason, after a Spanish lead, and says a success plainly', () => {
    expect(deliveryErrorText('EPROTO: odd', null)).toBe('Falló el envío: EPROTO: odd');
    expect(deliveryErrorText(null, 200)).toBe('respondió 200');
  });
});
