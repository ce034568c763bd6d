/**
 * The runtime ports every function has, whatever its route: stage, clock, id generation, logger and
 * the key-cache bound. Built from the environment in Lambda (`runtimePortsFrom`), from options in
 * the local stack and tests. Storage ports (the table) are in shared/storage/db.ts; the event
 * publisher is its own port (shared/adapters/events.ts), built only by functions that publish.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { type Config, type OAuthSettings, oauthSettingsOf } from './config.ts';
import { newUlid } from './ids.ts';
import { createLogger } from './logger.ts';
import type { Stage } from './stages.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface RuntimePorts {
  stage: Stage;
  clock: Clock;
  newId(): string;
  logger: Logger;
  /** Upper bound on how long a revoked key may still be accepted by a warm handler. */
  keyCacheTtlMs: number;
  /** OAuth 2.0 bearer tokens: the trusted issuer; absent or null, only X-API-Key authenticates. */
  oauth?: OAuthSettings | null;
  /**
   * The code's version, for results kept in the table (the organization alert cache). Absent (the
   * local stack, tests), each process is a version of its own.
   */
  codeVersion?: string;
}

let processCodeVersion: string | undefined;

/**
 * The version the ports' code answers with (see RuntimePorts.codeVersion); a process without one is
 * given its own on first use, not at every function's cold start.
 */
export function codeVersionOf(ports: Pick<RuntimePorts, 'codeVersion'>): string {
  if (ports.codeVersion !== undefined) return ports.codeVersion;
  processCodeVersion ??= `process-${randomUUID()}`;
  return processCodeVersion;
}

export function runtimePortsFrom(config: Config): RuntimePorts {
  return {
    stage: config.STAGE,
    clock: systemClock,
    newId: () => newUlid(),
    logger: createLogger(),
    keyCacheTtlMs: config.KEY_CACHE_TTL_SECONDS * 1000,
    oauth: oauthSettingsOf(config),
    ...(config.CODE_VERSION ? { codeVersion: config.CODE_VERSION } : {}),
  };
}
