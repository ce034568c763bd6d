/**
 * The delivery state machine's definition: ONE ASL file (delivery.asl.json), deployed by
 * infra/webhooks.ts with the Lambda ARNs substituted, and run locally by aws-local-stepfunctions
 * with the same Task states mapped to the local handlers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DELIVERY_ASL_PATH = fileURLToPath(new URL('./delivery.asl.json', import.meta.url));

/** The `${…}` substitutions the ASL names: the two Lambda functions of its Task states. */
export const ASL_SUBSTITUTIONS = {
  fanOut: 'FanOutFunctionArn',
  deliver: 'DeliverFunctionArn',
} as const;

/** Task states that invoke the fan-out function, and those that invoke the deliver function. */
export const FAN_OUT_STATES = ['FanOut'] as const;
export const ATTEMPT_STATES = ['Attempt1', 'Attempt2', 'Attempt3'] as const;

export interface AslState {
  Type: string;
  Seconds?: number;
  Resource?: string;
  Next?: string;
  ItemProcessor?: { States: Record<string, AslState>; StartAt: string };
  [member: string]: unknown;
}

export interface AslDefinition {
  StartAt: string;
  States: Record<string, AslState>;
  [member: string]: unknown;
}

/**
 * The definition, with `${name}` replaced by `substitutions[name]` exactly as Step Functions'
 * DefinitionSubstitutions do (CDK passes the deployed ARNs; the local runner passes local ones).
 */
export function readDeliveryAsl(substitutions: Record<string, string> = {}): AslDefinition {
  const text = readFileSync(DELIVERY_ASL_PATH, 'utf8').replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    substitutions[name] === undefined ? whole : substitutions[name],
  );
  return JSON.parse(text) as AslDefinition;
}

/** Every state of the definition, nested Map iterators included, by name. */
export function allStates(definition: AslDefinition): Map<string, AslState> {
  const found = new Map<string, AslState>();
  const visit = (states: Record<string, AslState>) => {
    for (const [name, state] of Object.entries(states)) {
      found.set(name, state);
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(definition.States);
  return found;
}

/** Wait states and their seconds, in definition order. */
export function waitStates(definition: AslDefinition): Array<{ name: string; seconds: number }> {
  return [...allStates(definition)]
    .filter(([, state]) => state.Type === 'Wait')
    .map(([name, state]) => ({ name, seconds: Number(state.Seconds) }));
}
