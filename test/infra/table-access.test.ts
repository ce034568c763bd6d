/**
 * infra/table-access.generated.json is what infra/table-access-derive.ts derives from the bundles
 * now: a changed store, use case or route makes this fail until the file is regenerated
 * (`npx tsx infra/table-access-derive.ts`), so no grant lags behind the code it allows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLE_ACCESS_FILE } from '#infra/table-access.ts';
import {
  deriveTableAccess,
  partitionPatternOf,
  projectCode,
  serializeTableAccess,
} from '#infra/table-access-derive.ts';
import { keys } from '#shared/storage/keys.ts';

describe('derived table access', () => {
  it('is up to date with the code (regenerate: npx tsx infra/table-access-derive.ts)', async () => {
    // Compared as data: the file is formatted by biome after it is written.
    const derived = JSON.parse(serializeTableAccess(await deriveTableAccess())) as unknown;
    expect(JSON.parse(readFileSync(TABLE_ACCESS_FILE, 'utf8'))).toEqual(derived);
  }, 900_000);

  it("parses the project's modules of a bundle, and esbuild's helpers, not its dependencies", () => {
    const bundle = [
      'var __defProp = Object.defineProperty;',
      '// node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js',
      'var PutCommand = class {};',
      '// shared/storage/db.ts',
      'function putItem(item) {',
      '  return new PutCommand({ Item: item });',
      '}',
      '// node_modules/@smithy/core/dist-es/index.js',
      'var core = {};',
      '// functions/ingest.ts',
      'var handler = () => putItem({});',
    ].join('\n');
    expect(projectCode(bundle).split('\n')).toEqual([
      'var __defProp = Object.defineProperty;',
      '// shared/storage/db.ts',
      'function putItem(item) {',
      '  return new PutCommand({ Item: item });',
      '}',
      '// functions/ingest.ts',
      'var handler = () => putItem({});',
    ]);
  });

  it('turns each key builder into the IAM pattern of its partition, and sort-key helpers into nothing', () => {
    expect(partitionPatternOf('rateMinute')).toBe(`${keys.ratePartitionPrefix()}*`);
    expect(partitionPatternOf('dayDocument')).toBe(keys.dayPartition('*', '*'));
    expect(partitionPatternOf('webhookPartition')).toBe(keys.webhookPartition('*'));
    expect(partitionPatternOf('organizationAlertCachePartitionPattern')).toBe(
      keys.organizationAlertCachePartitionPattern(),
    );
    expect(partitionPatternOf('backofficeRecordPrefix')).toBeNull();
    expect(partitionPatternOf('alertDateRange')).toBeNull();
  });
});
