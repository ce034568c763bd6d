/**
 * The aggregator Lambda: SQS FIFO batch → one day rebuild per message, failures reported per record
 * (ReportBatchItemFailures). The local stack runs the same handler through `createHandler`.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { awsDeps, type Deps } from '#shared/runtime/deps.ts';
import { type AggregatorHandler, aggregatorBatchHandler } from '#shared/use-cases/pipeline/sqs-batch.ts';

export const createHandler = (deps: Deps): AggregatorHandler => aggregatorBatchHandler(deps);

let built: AggregatorHandler | undefined;

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => {
  built ??= createHandler(awsDeps());
  return built(event);
};
