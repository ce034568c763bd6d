/**
 * The Bedrock provider with a mocked Bedrock Runtime client (aws-sdk-client-mock): the model calls
 * a tool (the same reader the rules provider uses), and its answer is kept only when every number
 * it shows is in the tool results; otherwise, and on any Bedrock error, the rules answer stands.
 */
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  bedrockProvider,
  groundedFigures,
  parsesAsNumber,
  UNTRUSTED_TOOL_DATA,
} from '#shared/use-cases/assistant/bedrock.ts';
import { fakeReader } from './fake-reader.ts';

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());
// The unit project shares one module graph across files (isolate: false): put the real send back.
afterAll(() => bedrock.restore());

const SUMMARY = {
  total_sales_cents: 460200,
  total_sales_no_iva_cents: null,
  food_sales_cents: 256700,
  beverage_sales_cents: 42000,
  bar_sales_cents: 157500,
  covers_total: 41,
  tables_served_total: 18,
  avg_ticket_cents: 25567,
  avg_pax: 2.3,
  vs_previous_period: { total_sales_pct_change: 21.1, covers_pct_change: 2.5, avg_ticket_pct_change: 34.6 },
  by_shift: {},
};

function toolUse(name: string, input: Record<string, string>) {
  return {
    stopReason: 'tool_use' as const,
    output: {
      message: { role: 'assistant' as const, content: [{ toolUse: { toolUseId: 't1', name, input } }] },
    },
  };
}
function reply(text: string) {
  return {
    stopReason: 'end_turn' as const,
    output: { message: { role: 'assistant' as const, content: [{ text }] } },
  };
}

async function ask(question = '¿Cuánto vendí ayer?') {
  const reader = fakeReader({ '/api/v1/intelligence/sales/summary': { attributes: SUMMARY } });
  const provider = bedrockProvider(new BedrockRuntimeClient({ region: 'us-east-1' }), 'test-model');
  const answer = await provider.answer({
    question,
    today: '2026-03-07',
    previous: null,
    reader,
    requiredPlanOf: () => 'growth',
  });
  return { answer, reader };
}

describe('bedrock provider', () => {
  it('keeps a model answer whose numbers all come from the tool results', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolUse('sales_summary', { date_from: '2026-03-06', date_to: '2026-03-06' }))
      .resolvesOnce(
        reply('¡Buen día! El viernes 6 de marzo vendiste $4,602.00, 21.1% más que el periodo anterior.'),
      );
    const { answer, reader } = await ask();
    expect(answer.provider).toBe('bedrock');
    expect(answer.answer).toBe(
      '¡Buen día! El viernes 6 de marzo vendiste $4,602.00, 21.1% más que el periodo anterior.',
    );
    expect(answer.figures).toEqual([
      { key: 'data.attributes.total_sales_cents', label: 'total_sales_cents', value: 460200, unit: 'cents' },
      {
        key: 'data.attributes.vs_previous_period.total_sales_pct_change',
        label: 'total_sales_pct_change',
        value: 21.1,
        unit: '%',
      },
    ]);
    expect(answer).toMatchObject({ intent: 'sales_total', period: { from: '2026-03-06', to: '2026-03-06' } });
    // The rules answer read once, the tool once more: both through the reader.
    expect(reader.calls).toEqual([
      '/api/v1/intelligence/sales/summary?date_from=2026-03-06&date_to=2026-03-06',
      // The rules answer's days read (how many opened), then the tool's read.
      'internal:sales-by-day?date_from=2026-03-06&date_to=2026-03-06',
      '/api/v1/intelligence/sales/summary?date_from=2026-03-06&date_to=2026-03-06',
    ]);
    const sent = bedrock.commandCalls(ConverseCommand);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.args[0].input.modelId).toBe('test-model');
    expect(sent[0]!.args[0].input.toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toContain(
      'sales_summary',
    );
    expect(sent[1]!.args[0].input.messages?.[2]?.content?.[0]?.toolResult?.status).toBe('success');
  });

  it('falls back to the rules answer when the model shows a number not in the tool results', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolUse('sales_summary', { date_from: '2026-03-06', date_to: '2026-03-06' }))
      .resolvesOnce(reply('El viernes vendiste $5,000.00.'));
    const { answer } = await ask();
    expect(answer.provider).toBe('rules');
    expect(answer.answer).toMatch(/^El viernes 6 de marzo vendiste \$4,602\.00 con IVA: alimentos/);
    expect(answer.figures.map((figure) => figure.key)).toEqual([
      'total_sales_cents',
      'food_sales_cents',
      'beverage_sales_cents',
      'bar_sales_cents',
      // What the three leave of the total: $40.00 of SUMMARY's $4,602.00.
      'other_sales_cents',
    ]);
  });

  it('falls back when the model answers with numbers without calling a tool', async () => {
    bedrock.on(ConverseCommand).resolvesOnce(reply('Vendiste $4,602.00.'));
    const { answer } = await ask();
    expect(answer.provider).toBe('rules');
  });

  it('falls back on a Bedrock error', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    const { answer } = await ask();
    expect(answer.provider).toBe('rules');
    expect(answer.figures[0]).toMatchObject({ key: 'total_sales_cents', value: 460200 });
  });

  it('stops a model that keeps calling tools', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(toolUse('sales_summary', { date_from: '2026-03-06', date_to: '2026-03-06' }));
    const { answer } = await ask();
    expect(answer.provider).toBe('rules');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(5);
  });
});

describe('groundedFigures', () => {
  it('accepts names with digits from the tool results and rejects an unknown percentage', () => {
    const results = [{ items: [{ item_name: 'Coca-Cola 600 ml', quantity_sold: 12 }] }];
    expect(groundedFigures('Lo más vendido fue Coca-Cola 600 ml: 12 vendidos.', results)).toEqual([
      { key: 'items[0].quantity_sold', label: 'quantity_sold', value: 12, unit: 'number' },
    ]);
    expect(groundedFigures('Subió 12.5%.', results)).toBeNull();
  });
});

describe('the guard never exempts a number', () => {
  it.each(['$5,000.00', '5000', '5,000.00 MXN', '12.5 %', '−3.0', '$ 99 pesos'])(
    'reads %s as a number, not a name',
    (value) => {
      expect(parsesAsNumber(value)).toBe(true);
    },
  );

  it.each(['Coca-Cola 600 ml', 'María García', 'Faltante de caja', '2x1 tacos'])(
    'reads %s as a name',
    (value) => {
      expect(parsesAsNumber(value)).toBe(false);
    },
  );

  it('rejects a long money string of the tool results quoted as a figure', () => {
    // Before: any string longer than three characters was taken out of the text unchecked.
    const results = [{ items: [{ item_name: '$5,000.00', note: '1234567', quantity_sold: 3 }] }];
    expect(groundedFigures('Vendiste $5,000.00.', results)).toBeNull();
    expect(groundedFigures('Son 1234567 pesos.', results)).toBeNull();
    expect(groundedFigures('Vendiste 3.', results)).toEqual([
      { key: 'items[0].quantity_sold', label: 'quantity_sold', value: 3, unit: 'number' },
    ]);
  });

  it('takes a name with digits out only as the whole name', () => {
    const results = [{ items: [{ item_name: 'Promo 2x1 $99', quantity_sold: 4 }] }];
    expect(groundedFigures('Promo 2x1 $99 se vendió 4 veces.', results)).toHaveLength(1);
    expect(groundedFigures('La promo cuesta $99.', results)).toBeNull();
  });
});

describe('the system prompt', () => {
  it('marks the tool results as untrusted data, not instructions', async () => {
    bedrock.on(ConverseCommand).resolvesOnce(reply('Hola.'));
    await ask();
    const [call] = bedrock.commandCalls(ConverseCommand);
    const system = call!.args[0].input.system?.map((block) => ('text' in block ? block.text : '')).join('\n');
    expect(system).toContain(UNTRUSTED_TOOL_DATA);
    expect(UNTRUSTED_TOOL_DATA).toMatch(/no instrucciones/);
  });
});
