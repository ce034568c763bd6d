/**
 * The assistant's ask function: read access plus UpdateItem on the rate-limit and conversation
 * partitions only; on a Bedrock stage, bedrock:InvokeModel on the configured model's ARN and nothing
 * else, with the provider settings in its environment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_PARTITIONS } from '#infra/api.ts';
import { STAGE_CONFIG } from '#infra/stage-config.ts';
import { tableAccessOfModule } from '#infra/table-access.ts';
import { STAGES } from '#shared/adapters/stages.ts';
import { routeById } from '#shared/contract/routes.ts';
import { keys } from '#shared/storage/keys.ts';
import {
  actionsOf,
  apiMethods,
  policyStatementsOf,
  type Resources,
  resourcesOf,
  type Synthesized,
  sharedSynthesis,
} from './synth.ts';

let synth: Synthesized;
const resources = {} as Record<(typeof STAGES)[number], Resources>;

beforeAll(() => {
  synth = sharedSynthesis();
  for (const stage of STAGES) resources[stage] = resourcesOf(synth.templates[stage]);
});

describe.each(STAGES)('assistant ask function (%s)', (stage) => {
  const askFunction = () => {
    const route = routeById('assistant-ask');
    const method = apiMethods(resources[stage]).find(
      (m) => m.path === route.path && m.httpMethod === 'POST',
    )!;
    return { id: method.functionId, statements: policyStatementsOf(resources[stage], method.functionId) };
  };

  it('reads the table and updates only rate-limit counters and conversations', () => {
    const { statements } = askFunction();
    const table = statements.filter((statement) =>
      actionsOf([statement]).some((a) => a.startsWith('dynamodb:')),
    );
    // What its code uses (infra/table-access.ts), reads and one update.
    expect(actionsOf(table).sort()).toEqual([...tableAccessOfModule('assistant-ask').actions].sort());
    expect(actionsOf(table)).toContain('dynamodb:UpdateItem');
    expect(actionsOf(table)).not.toContain('dynamodb:PutItem');
    const update = table.find((statement) => actionsOf([statement]).includes('dynamodb:UpdateItem'))!;
    expect(actionsOf([update])).toEqual(['dynamodb:UpdateItem']);
    expect(update.Condition).toEqual({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [...RATE_LIMIT_PARTITIONS, keys.assistantConversationPartitionPattern()],
      },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    });
  });

  it('may invoke exactly the configured Bedrock model, and only on a Bedrock stage', () => {
    const { id, statements } = askFunction();
    const bedrock = statements.filter((statement) =>
      actionsOf([statement]).some((a) => a.startsWith('bedrock:')),
    );
    const environment = (
      resources[stage][id]!.Properties as { Environment: { Variables: Record<string, string> } }
    ).Environment.Variables;
    const config = STAGE_CONFIG[stage].assistant;
    if (config.provider === 'rules') {
      expect(bedrock).toEqual([]);
      expect(environment.ASSISTANT_PROVIDER).toBe('rules');
      return;
    }
    expect(environment).toMatchObject({ ASSISTANT_PROVIDER: 'bedrock', ASSISTANT_MODEL_ID: config.modelId });
    expect(bedrock).toHaveLength(1);
    expect(actionsOf(bedrock)).toEqual(['bedrock:InvokeModel']);
    expect(JSON.stringify(bedrock[0]!.Resource)).toContain(`:foundation-model/${config.modelId}`);
    expect(JSON.stringify(bedrock[0]!.Resource)).not.toContain('*');
  });

  it('is the only function with Bedrock access', () => {
    const { id } = askFunction();
    for (const [logicalId, resource] of Object.entries(resources[stage])) {
      if (resource.Type !== 'AWS::Lambda::Function' || logicalId === id) continue;
      const statements = policyStatementsOf(resources[stage], logicalId);
      expect(
        actionsOf(statements).filter((action) => action.startsWith('bedrock:')),
        logicalId,
      ).toEqual([]);
    }
  });
});

describe('the conversation partition pattern', () => {
  it('matches conversation partitions and no other key of the table', () => {
    const pattern = new RegExp(`^${keys.assistantConversationPartitionPattern().replaceAll('*', '.*')}$`);
    const branchId = '0b7c4a52-9d1e-4f3a-8c2b-5e6f7a8b9c0d';
    for (const [name, build] of Object.entries(keys)) {
      const built = (build as (...args: unknown[]) => unknown)(branchId, '2025-01-31', 'orders', 'doc-1', 0);
      const pk = typeof built === 'object' && built !== null && 'pk' in built ? String(built.pk) : null;
      if (pk === null) continue;
      expect(pattern.test(pk), `${name}: ${pk}`).toBe(name === 'assistantConversation');
    }
  });
});
