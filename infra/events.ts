/**
 * The service's own EventBridge bus. Domain events (the aggregator's `snapshot.completed`, webhook
 * fan-out) go here, never to the account's default bus, so rules and permissions stay scoped to
 * this service and stage.
 */
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.ts';

export interface ServiceEventsProps {
  readonly stageConfig: StageConfig;
}

export class ServiceEvents extends Construct {
  readonly bus: EventBus;

  constructor(scope: Construct, id: string, props: ServiceEventsProps) {
    super(scope, id);
    // No eventBusName: CloudFormation derives a unique one, so both stages fit in one account.
    this.bus = new EventBus(this, 'Bus', {
      description: `Restaurant analytics domain events (${props.stageConfig.stage})`,
    });
  }
}
