import { ingestFunction } from '#shared/http/functions.ts';
import { createRecord } from '#shared/use-cases/backoffice/record-create.ts';

export const { handler, createHandler } = ingestFunction(
  'backoffice-suppliers-create',
  createRecord('suppliers'),
);
