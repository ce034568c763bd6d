/** Bundles one ServiceFunction for real (local esbuild) and runs the output as Lambda would load it. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESM_REQUIRE_BANNER, ServiceFunction } from '#infra/service-function.ts';
import { STAGE_CONFIG } from '#infra/stage-config.ts';

const entry = fileURLToPath(new URL('./fixtures/bundled-handler.ts', import.meta.url));
let outdir: string;
let assetDir: string;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'infra-bundle-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'BundleTest');
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  new ServiceFunction(stack, 'Fn', { stageConfig: STAGE_CONFIG.sandbox, entry, table, tableAccess: 'none' });
  const template = app.synth().getStackByName('BundleTest').template as {
    Resources: Record<string, { Type: string; Properties: { Code: { S3Key: string } } }>;
  };
  const fn = Object.values(template.Resources).find((resource) => resource.Type === 'AWS::Lambda::Function')!;
  assetDir = path.join(outdir, `asset.${fn.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('ServiceFunction bundling', () => {
  it('emits one minified ES module, banner first, with a linked source map', () => {
    const code = readFileSync(path.join(assetDir, 'index.mjs'), 'utf8');
    expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
    expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
    expect(existsSync(path.join(assetDir, 'index.mjs.map'))).toBe(true);
    // Minified: no line per statement.
    expect(code.split('\n').length).toBeLessThan(10);
  });

  it('runs as an ES module even though a bundled CommonJS dependency calls require()', async () => {
    const bundle = (await import(pathToFileURL(path.join(assetDir, 'index.mjs')).href)) as {
      handler: () => Promise<{ statusCode: number; body: string }>;
    };
    const response = await bundle.handler();
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ endianness: expect.stringMatching(/^(LE|BE)$/), node: '22' });
  });
});
