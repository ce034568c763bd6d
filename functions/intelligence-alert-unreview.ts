import { routeFunction } from '#shared/http/functions.ts';
import { unreviewAlert } from '#shared/use-cases/intelligence/alert-reviews.ts';

export const { handler, createHandler } = routeFunction('intelligence-alert-unreview', unreviewAlert);
