import { readFunction } from '#shared/http/functions.ts';
import { ping } from '#shared/use-cases/ping.ts';

export const { handler, createHandler } = readFunction('ping', ping);
