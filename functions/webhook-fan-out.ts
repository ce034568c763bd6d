/** The delivery state machine's FanOut task: bus event → pending deliveries (one per subscription). */
import { lambdaWebhookPorts } from '#shared/adapters/webhook-ports.ts';
import { type AllPorts, lambdaDeps } from '#shared/use-cases/deps.ts';
import { type BusEvent, fanOut } from '#shared/use-cases/webhooks/fan-out.ts';

export const createHandler = (deps: Omit<AllPorts, 'events' | 'appClients'>) => fanOut(deps);

let built: ReturnType<typeof createHandler> | undefined;

export const handler = (event: BusEvent) => {
  built ??= createHandler({ ...lambdaDeps(), ...lambdaWebhookPorts() });
  return built(event);
};
