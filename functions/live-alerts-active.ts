import { readFunction } from '#shared/http/functions.ts';
import { getLiveAlerts } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = readFunction('live-alerts-active', getLiveAlerts);
