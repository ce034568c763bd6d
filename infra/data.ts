/**
 * The service's one table, built from shared/storage/table.ts's definition so the deployed table and the
 * DynamoDB Local table used by tests and `npm start` cannot drift apart.
 */
import { Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '#shared/storage/table.ts';
import type { StageConfig } from './stage-config.ts';

export interface DataProps {
  readonly stageConfig: StageConfig;
}

export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { stageConfig } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stageConfig.pointInTimeRecovery },
      deletionProtection: stageConfig.deletionProtection,
      removalPolicy: stageConfig.removalPolicy,
    });

    if (!stageConfig.pointInTimeRecovery) {
      Validations.of(this.table).acknowledge({
        id: 'AwsSolutions-DDB3',
        reason: `Point-in-time recovery is off by stage config in ${stageConfig.stage}: it holds integration test data only (svc_test_ keys), nothing to restore; production has PITR on.`,
      });
    }
  }
}
