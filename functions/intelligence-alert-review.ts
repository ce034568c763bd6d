import { routeFunction } from '#shared/http/functions.ts';
import { reviewAlert } from '#shared/use-cases/intelligence/alert-reviews.ts';

export const { handler, createHandler } = routeFunction('intelligence-alert-review', reviewAlert);
