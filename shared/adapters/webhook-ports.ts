/**
 * The webhook ports, named apart from `Deps` like the event publisher: only the functions whose use
 * cases register, send or start deliveries build them, so no other function bundles the HTTP sender
 * or the Step Functions client.
 */
import { type OutboundPolicy, outboundPolicy } from '../domain/webhooks/address-policy.ts';
import { type Config, parseConfig } from './config.ts';
import { type DeliveryDispatcher, stepFunctionsDispatcher } from './webhook-dispatch.ts';
import { postWebhook, type WebhookSender } from './webhook-http.ts';

export interface WebhookPorts {
  webhooks: {
    /** Starts attempt chains of existing deliveries (test endpoint, redelivery). */
    dispatcher: DeliveryDispatcher;
    /** Sends one attempt over the network. */
    send: WebhookSender;
    /** WEBHOOK_WAIT_SCALE: multiplies the retry waits (1 in AWS). */
    waitScale: number;
    /** Where webhooks may be sent (checked at registration and at every attempt). */
    policy: OutboundPolicy;
  };
}

/** The webhook ports of a Lambda, from its configuration. */
export function webhookPortsFrom(config: Config): WebhookPorts {
  return {
    webhooks: {
      dispatcher: stepFunctionsDispatcher(config.WEBHOOK_STATE_MACHINE_ARN, config.AWS_REGION),
      send: postWebhook,
      waitScale: config.WEBHOOK_WAIT_SCALE,
      policy: outboundPolicy(config.STAGE, 'aws'),
    },
  };
}

let cached: WebhookPorts | undefined;

/** The webhook ports of a Lambda, built on first use (cold start) and kept by the container. */
export function lambdaWebhookPorts(): WebhookPorts {
  cached ??= webhookPortsFrom(parseConfig());
  return cached;
}
