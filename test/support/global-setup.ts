/**
 * Starts one DynamoDB Local for the whole test run. Each integration suite creates its own table on
 * it (test/support/stack.ts), so suites run in parallel without seeing each other's data.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  project.provide('dynamoDbEndpoint', dynamo.endpoint);
  return async () => {
    await dynamo.stop();
  };
}
