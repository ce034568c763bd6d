import {
  type OutboundPolicy,
  PRODUCTION_POLICY,
  SANDBOX_POLICY,
} from '../../domain/webhooks/address-policy.ts';
import type { Stage } from '../../runtime/stages.ts';

/** Production sends only to public https receivers; sandbox (and the local stack) also to http and loopback. */
export function outboundPolicy(stage: Stage): OutboundPolicy {
  return stage === 'production' ? PRODUCTION_POLICY : SANDBOX_POLICY;
}
