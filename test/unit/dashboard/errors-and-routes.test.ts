/**
 * What the dashboard says when the API refuses (web/dashboard/src/lib/errors.ts): every error code of
 * the contract has its Spanish sentence, and the API's English never becomes the message. And the
 * navigation's links (lib/route.ts) carry the period, not a page's own parameters.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/domain/responses/error.ts';
import { ApiError, SPANISH_BY_CODE, spanishOf } from '../../../web/dashboard/src/lib/errors.ts';
import { linkTo, routeOf, withParams } from '../../../web/dashboard/src/lib/route.ts';

describe('the API errors, in Spanish', () => {
  it('has a Spanish sentence for every code the API sends', () => {
    expect(Object.keys(SPANISH_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
    for (const sentence of Object.values(SPANISH_BY_CODE)) expect(sentence).toMatch(/[a-záéíóúñ]/);
  });

  it('says the code’s sentence, keeping the English detail and the request id apart', () => {
    const error = new ApiError(400, 'SVC_ERR_400', 'date_from must not be after date_to', 'req-123', 'query');
    expect(error.message).toBe(SPANISH_BY_CODE.SVC_ERR_400);
    expect(error.message).not.toContain('date_from');
    expect(error.requestId).toBe('req-123');
  });

  it('falls back by status for an answer without the envelope, and names a lost connection', () => {
    expect(spanishOf('HTTP_502', 502)).toBe(SPANISH_BY_CODE.SVC_ERR_500);
    expect(spanishOf('HTTP_429', 429)).toBe(SPANISH_BY_CODE.SVC_ERR_429);
    expect(spanishOf('NETWORK', 0)).toMatch(/conexión/);
  });
});

describe('the hash routes', () => {
  it('reads a page and its parameters', () => {
    const route = routeOf('#/ventas?periodo=este-mes');
    expect(route.path).toBe('ventas');
    expect(route.params.get('periodo')).toBe('este-mes');
  });

  it('links to another page with the current period only', () => {
    const current = new URLSearchParams('desde=2026-03-02&hasta=2026-03-06&actor=ana');
    expect(linkTo('caja', current)).toBe('#/caja?desde=2026-03-02&hasta=2026-03-06');
    expect(linkTo('hoy', new URLSearchParams())).toBe('#/hoy');
  });

  it('replaces a page’s parameters, keeping its path', () => {
    expect(withParams('#/bitacora?periodo=ayer', { periodo: 'hoy', actor: 'ana' })).toBe(
      '#/bitacora?periodo=hoy&actor=ana',
    );
  });
});
