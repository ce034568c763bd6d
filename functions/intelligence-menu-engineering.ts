import { readFunction } from '#shared/http/functions.ts';
import { getMenuEngineering } from '#shared/use-cases/intelligence/menu-engineering.ts';

export const { handler, createHandler } = readFunction('intelligence-menu-engineering', getMenuEngineering);
