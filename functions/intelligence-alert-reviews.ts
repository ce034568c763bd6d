import { routeFunction } from '#shared/http/functions.ts';
import { listAlertReviews } from '#shared/use-cases/intelligence/alert-reviews.ts';

export const { handler, createHandler } = routeFunction('intelligence-alert-reviews', listAlertReviews);
