/**
 * Enforces completeness: every route of the table has its contract entry (response schema, and its
 * request schemas), so the OpenAPI document describes every body. Public routes answer a document
 * of their own, not an envelope, and have none.
 */
import { describe, expect, it } from 'vitest';
import { routesWithoutContract } from '../../../scripts/openapi-document.ts';

describe('contract completeness', () => {
  it('has a CONTRACT entry for every route of ROUTES', () => {
    expect(routesWithoutContract(), 'routes without a contract entry (shared/contract/<family>.ts)').toEqual(
      [],
    );
  });
});
