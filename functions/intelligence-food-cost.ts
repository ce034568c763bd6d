import { routeFunction } from '#shared/http/functions.ts';
import { getFoodCost } from '#shared/use-cases/intelligence/food-cost.ts';

export const { handler, createHandler } = routeFunction('intelligence-food-cost', getFoodCost);
