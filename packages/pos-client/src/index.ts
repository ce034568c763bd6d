export {
  createPosClient,
  type Logger,
  PosClient,
  type PosClientOptions,
  type SetupOptions,
  type Timers,
} from './client.ts';
export type { FileSystem } from './disk.ts';
export { nodeFileSystem } from './disk.ts';
export type { components } from './generated/openapi.ts';
export {
  ACTIVITY_TIMEOUT_MS,
  ATTEMPTS_PER_ROUND,
  classify,
  INGEST_TIMEOUT_MS,
  type Outcome,
  parseRetryAfter,
  RETRY_DELAYS_MS,
} from './policy.ts';
export * from './types.ts';
