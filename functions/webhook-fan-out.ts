/** The delivery state machine's FanOut task: bus event → pending deliveries (one per subscription). */
import { awsDeps, type Deps } from '#shared/runtime/deps.ts';
import { type BusEvent, fanOut } from '#shared/use-cases/webhooks/fan-out.ts';

export const createHandler = (deps: Deps) => fanOut(deps);

let built: ReturnType<typeof createHandler> | undefined;

export const handler = (event: BusEvent) => {
  built ??= createHandler(awsDeps());
  return built(event);
};
