/** The delivery state machine's Attempt tasks: one signed POST, recorded in the delivery log. */
import { lambdaWebhookPorts } from '#shared/adapters/webhook-ports.ts';
import { type AllPorts, lambdaDeps } from '#shared/use-cases/deps.ts';
import { type AttemptInput, attemptDelivery } from '#shared/use-cases/webhooks/attempt.ts';

export const createHandler = (deps: Omit<AllPorts, 'events' | 'appClients'>) => attemptDelivery(deps);

let built: ReturnType<typeof createHandler> | undefined;

export const handler = (input: AttemptInput) => {
  built ??= createHandler({ ...lambdaDeps(), ...lambdaWebhookPorts() });
  return built(input);
};
