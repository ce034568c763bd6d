/**
 * The aggregator Lambda: SQS FIFO batch → one day rebuild per message, failures reported per record
 * (ReportBatchItemFailures). The local stack runs the same handler through `createHandler`. It
 * publishes the day's events (snapshot.completed, alert.triggered, cash.variance, insight.generated),
 * so, like the routes marked `publishesEvents`, it builds (and bundles) the EventBridge port.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { lambdaDeps } from '#shared/use-cases/deps.ts';
import {
  type AggregatorDeps,
  type AggregatorHandler,
  aggregatorBatchHandler,
} from '#shared/use-cases/pipeline/sqs-batch.ts';

export const createHandler = (deps: AggregatorDeps): AggregatorHandler => aggregatorBatchHandler(deps);

let built: AggregatorHandler | undefined;

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => {
  built ??= createHandler({ ...lambdaDeps(), ...eventBridgePorts() });
  return built(event);
};
