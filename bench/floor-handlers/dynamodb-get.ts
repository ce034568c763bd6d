/**
 * The floor of every function that touches the table: the DynamoDB document client and one GetItem,
 * nothing of ours, bundled like the service's functions (with the credential chain swapped for its
 * environment link, see shared/adapters/lambda-credentials.ts). Like ours (shared/http/functions.ts),
 * it builds the client on its first invocation; importing it loads and evaluates the SDK.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

let documents: DynamoDBDocumentClient | undefined;

export const handler = async () => {
  documents ??= DynamoDBDocumentClient.from(new DynamoDBClient({}));
  return documents.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'floor', sk: 'floor' } }),
  );
};
