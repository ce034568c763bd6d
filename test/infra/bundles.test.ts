/**
 * Each Lambda bundles only what its route uses (esbuild with the stack's own options, as
 * `npm run bench -- bundles` does): the ports pattern and the zod imports are what keep them small,
 * and a stray import would silently bring the weight back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/http/routes.ts';
import { bundledInputs, functionModules } from '../../bench/bundles.ts';

const from = (inputs: string[], prefix: string) => inputs.filter((input) => input.startsWith(prefix));

/** Every function's bundled inputs, built once (esbuild, in parallel). */
const bundles = new Map<string, string[]>();
beforeAll(async () => {
  const modules = functionModules();
  const inputs = await Promise.all(modules.map((module) => bundledInputs(module)));
  for (const [index, module] of modules.entries()) bundles.set(module, inputs[index]!);
}, 300_000);
const inputsOf = (module: string) => bundles.get(module)!;

describe('Lambda bundles', () => {
  it('only the aggregator carries the EventBridge client', () => {
    for (const module of functionModules()) {
      const eventBridge = from(inputsOf(module), 'node_modules/@aws-sdk/client-eventbridge/');
      if (module === 'aggregator') expect(eventBridge.length, module).toBeGreaterThan(0);
      else expect(eventBridge, module).toEqual([]);
    }
  });

  it('no function carries zod locale tables, and read functions not the chained zod API', () => {
    for (const module of functionModules()) {
      const inputs = inputsOf(module);
      expect(
        from(inputs, 'node_modules/zod/v4/locales/').filter((file) => !file.endsWith('/en.js')),
        module,
      ).toEqual([]);
      const route = ROUTES.find((candidate) => candidate.handler === module);
      if (route?.method === 'GET') expect(from(inputs, 'node_modules/zod/v4/classic/'), module).toEqual([]);
    }
  });

  it('ping carries no schema module and no luxon; the 404/405 fallback no DynamoDB client', () => {
    const ping = inputsOf('ping');
    expect(from(ping, 'shared/domain/schemas/')).toEqual([]);
    expect(from(ping, 'node_modules/luxon/')).toEqual([]);
    const fallback = inputsOf('not-found');
    expect(from(fallback, 'node_modules/@aws-sdk/')).toEqual([]);
  });
});
