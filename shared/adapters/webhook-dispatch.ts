/**
 * The port that starts attempt chains for existing delivery records (the test endpoint and
 * redelivery): Step Functions StartExecution in AWS, the local runner of the same ASL locally.
 * Deliveries of a published event do not use it: the EventBridge rule starts those executions.
 * The client and its one command are imported by name, so a bundle tree-shakes the rest of the SDK
 * package (a dynamic `import('@aws-sdk/client-sfn')` kept its whole namespace, ≈ 56 KB against
 * ≈ 22 KB); the client itself is built on the first start, as the EventBridge publisher's is.
 */
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';

/** One delivery's attempt chain, as the state machine's Map iterates it. */
export interface DeliveryTask {
  branch_id: string;
  subscription_id: string;
  delivery_id: string;
  chain: number;
}

export interface DeliveryDispatcher {
  start(tasks: DeliveryTask[]): Promise<void>;
}

export function stepFunctionsDispatcher(
  stateMachineArn: string | undefined,
  region: string,
): DeliveryDispatcher {
  let client: SFNClient | undefined;
  return {
    async start(tasks) {
      if (tasks.length === 0) return;
      if (!stateMachineArn)
        throw new Error('WEBHOOK_STATE_MACHINE_ARN is not configured; cannot start deliveries');
      client ??= new SFNClient({ region });
      await client.send(
        new StartExecutionCommand({ stateMachineArn, input: JSON.stringify({ deliveries: tasks }) }),
      );
    },
  };
}
