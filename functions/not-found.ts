import { fallbackFunction } from '#shared/http/functions.ts';

export const { handler, createHandler } = fallbackFunction();
