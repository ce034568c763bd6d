/**
 * Compatibility re-exports, kept while code written against the earlier layout (and the branches
 * merged next) still imports `Deps` and `Clock` from here. New code imports `Deps` from
 * shared/use-cases/deps.ts and `Clock` from shared/runtime/ports.ts; the layering rule allows this
 * one upward, type-only import (.dependency-cruiser.cjs) until the last importer is gone.
 */
export type { Deps } from '../use-cases/deps.ts';
export { type Clock, systemClock } from './ports.ts';
