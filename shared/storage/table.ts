/**
 * The single table's physical definition, shared by the CDK data construct and the local stack, so
 * DynamoDB Local is created exactly like the deployed table.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes expired idempotency records and rate-limit windows. */
  timeToLiveAttribute: 'expires_at',
  streamViewType: 'NEW_IMAGE',
} as const;

/** CreateTable input for DynamoDB Local (on-demand, stream on), mirroring infra/data.ts. */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    AttributeDefinitions: [
      { AttributeName: tableDefinition.partitionKey, AttributeType: 'S' as const },
      { AttributeName: tableDefinition.sortKey, AttributeType: 'S' as const },
    ],
    KeySchema: [
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' as const },
    ],
    BillingMode: 'PAY_PER_REQUEST' as const,
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
  };
}
