import { readFunction } from '#shared/http/functions.ts';
import { getMenuEngineering } from '#shared/intelligence/menu-engineering.ts';

export const { handler, createHandler } = readFunction('intelligence-menu-engineering', getMenuEngineering);
