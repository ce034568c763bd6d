import { routeFunction } from '#shared/http/functions.ts';
import { getMenuEngineering } from '#shared/use-cases/intelligence/menu-engineering.ts';

export const { handler, createHandler } = routeFunction('intelligence-menu-engineering', getMenuEngineering);
