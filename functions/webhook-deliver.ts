/** The delivery state machine's Attempt tasks: one signed POST, recorded in the delivery log. */
import { awsDeps, type Deps } from '#shared/runtime/deps.ts';
import { type AttemptInput, attemptDelivery } from '#shared/use-cases/webhooks/attempt.ts';

export const createHandler = (deps: Deps) => attemptDelivery(deps);

let built: ReturnType<typeof createHandler> | undefined;

export const handler = (input: AttemptInput) => {
  built ??= createHandler(awsDeps());
  return built(input);
};
