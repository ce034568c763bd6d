/**
 * The reference explains every error code the envelope can carry, and says what to do. 409 is the
 * only "treat as success" (spec, Errors); the answers that replaced it where nothing was stored must
 * never read as success. docs/api-conventions.md's errors table lists the same codes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_EXPLANATIONS } from '#shared/contract/error-docs.ts';
import { ERROR_CODES } from '#shared/domain/responses/error.ts';

describe('ERROR_EXPLANATIONS', () => {
  it('explains every code of the envelope, and no other', () => {
    expect(Object.keys(ERROR_EXPLANATIONS).sort()).toEqual([...ERROR_CODES].sort());
    for (const [code, explanation] of Object.entries(ERROR_EXPLANATIONS)) {
      expect(explanation.meaning.length, code).toBeGreaterThan(20);
      expect(explanation.what.length, code).toBeGreaterThan(10);
    }
  });

  it('keeps 409 as the only "treat as success"; a reused key and a reached limit say nothing was stored', () => {
    const successes = Object.entries(ERROR_EXPLANATIONS).filter(
      ([, { action }]) => action === 'treat as success',
    );
    expect(successes.map(([code]) => code)).toEqual(['SVC_ERR_409']);
    expect(ERROR_EXPLANATIONS.SVC_ERR_422_IDEMPOTENCY_KEY_REUSED.meaning).toContain('NOT stored');
    expect(ERROR_EXPLANATIONS.SVC_ERR_422_IDEMPOTENCY_KEY_REUSED.what).toContain('new X-Idempotency-Key');
    expect(ERROR_EXPLANATIONS.SVC_ERR_422_LIMIT_REACHED.what).toContain('Delete one');
  });

  it('matches the errors table of docs/api-conventions.md, each code under its HTTP status', () => {
    const markdown = readFileSync(new URL('../../../docs/api-conventions.md', import.meta.url), 'utf8');
    const rows = [...markdown.matchAll(/^\| (\d{3}) \| `(SVC_ERR_\w+)` \|/gm)].map(([, status, code]) => [
      status,
      code,
    ]);
    expect(rows.map(([, code]) => code).sort()).toEqual([...ERROR_CODES].sort());
    for (const [status, code] of rows)
      expect(code!.slice('SVC_ERR_'.length, 'SVC_ERR_'.length + 3)).toBe(status);
  });
});
