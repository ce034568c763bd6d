/**
 * The ports a use case receives. `Deps` is what every function has: the table (StorageDeps) and the
 * runtime ports (stage, clock, ids, logger, key-cache bound); a use case may name less
 * (`Pick<Deps, …>`). Any other port is named separately and built only by the functions whose use
 * case takes it: the event publisher (`Deps & EventPorts`) is built only by the aggregator and the
 * routes marked `publishesEvents` in the route table (the activity, catalog and cash-register ingests,
 * the live update, the back-office purchase, payroll and inventory-count writes), so the EventBridge client is bundled there and nowhere else; the
 * webhook ports (`WebhookPorts`) only by webhook registration, test and redeliver and the two Step
 * Functions tasks; the app-client registry (`AppClientPorts`, the Cognito client) only by the
 * developer portal's app-client create and revoke. The local stack and the tests build every port (`AllPorts`: DynamoDB Local, a
 * test clock, the in-process bus) and pass it to any `createHandler`.
 */
import type { AppClientPorts } from '../adapters/app-client-ports.ts';
import { parseConfig } from '../adapters/config.ts';
import type { EventPorts } from '../adapters/events.ts';
import { type RuntimePorts, runtimePortsFrom } from '../adapters/ports.ts';
import type { WebhookPorts } from '../adapters/webhook-ports.ts';
import { type StorageDeps, storagePortsFrom } from '../storage/db.ts';

export interface Deps extends StorageDeps, RuntimePorts {}

/** Every port there is (the local stack and the tests build them all). */
export interface AllPorts extends Deps, EventPorts, WebhookPorts, AppClientPorts {}

let cached: Deps | undefined;

/** The table and runtime ports of a Lambda, built on first use (cold start) and kept by the container. */
export function lambdaDeps(): Deps {
  if (cached) return cached;
  const config = parseConfig();
  cached = { ...storagePortsFrom(config), ...runtimePortsFrom(config) };
  return cached;
}

let runtimeOnly: RuntimePorts | undefined;

/** The runtime ports alone, for a function that never touches the table (the 404/405 fallback). */
export function lambdaRuntimePorts(): RuntimePorts {
  runtimeOnly ??= runtimePortsFrom(parseConfig());
  return runtimeOnly;
}
