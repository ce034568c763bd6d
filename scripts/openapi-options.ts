/**
 * What the generated document takes from outside shared/contract: the API version, every family's
 * `<FAMILY>_COMPONENTS` map (found by name in shared/contract/*.ts, so a new family's module is
 * picked up without a list to keep), and request examples from the test fixtures (the contract
 * layer never imports test/).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as z from 'zod/mini';
import type { RouteId } from '#shared/contract/routes.ts';
import { API_VERSION } from '#shared/use-cases/ping.ts';
import {
  activityCalls,
  endOfDayCalls,
  type FixtureCall,
  setupCalls,
  xoutCall,
} from '#test/fixtures/end-of-day.ts';
import type { OpenApiOptions, RouteExamples } from './openapi-document.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../shared/contract/', import.meta.url));

/** The branch id the examples show (the fixtures take any). */
const EXAMPLE_BRANCH = '7f3c2a10-5b1e-4c7d-9a2f-0e6b8d4c1a35';

async function componentMaps(): Promise<Array<Record<string, z.core.$ZodType>>> {
  const maps: Array<Record<string, z.core.$ZodType>> = [];
  for (const file of readdirSync(CONTRACT_DIR).sort()) {
    if (!file.endsWith('.ts')) continue;
    const module: Record<string, unknown> = await import(`${CONTRACT_DIR}${file}`);
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (name.endsWith('_COMPONENTS')) maps.push(value as Record<string, z.core.$ZodType>);
    }
  }
  return maps;
}

/** Lists cut to their first three items: an example shows the shape, the fixture the whole day. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 3).map(shortened);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, shortened(member)]));
  }
  return value;
}

function requestExamples(): Partial<Record<RouteId, RouteExamples>> {
  const examples: Partial<Record<RouteId, RouteExamples>> = {};
  const add = (call: FixtureCall, name: string, summary: string) => {
    const routeId = `ingest-${call.path.split('/').pop()}` as RouteId;
    const requests = examples[routeId]?.requests ?? {};
    requests[name] = { summary, value: shortened(call.body) };
    examples[routeId] = { requests };
  };
  const [categories, catalog] = setupCalls(EXAMPLE_BRANCH);
  add(categories!, 'setup', 'The categories of a restaurant, sent once at setup');
  add(catalog!, 'setup', 'The item catalog, sent after the categories');
  add(xoutCall(EXAMPLE_BRANCH), 'xout', 'The cash-register xout after lunch');
  for (const call of endOfDayCalls(EXAMPLE_BRANCH)) {
    add(call, 'end_of_day', `The ${call.path.split('/').pop()} of a business day, at its zout`);
  }
  add(activityCalls(EXAMPLE_BRANCH)[0]!, 'activity', 'One activity-log event, sent as it happens');
  return examples;
}

export async function openApiOptions(): Promise<OpenApiOptions> {
  return { version: API_VERSION, components: await componentMaps(), examples: requestExamples() };
}
