import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError } from '#shared/domain/errors.ts';
import { keys } from '#shared/storage/keys.ts';
import { versionCheck, versionedWrites } from '#shared/storage/versioned-document.ts';
import { assertFitsOneTransaction } from '#shared/use-cases/ingest/common.ts';
import { MAX_OWN_WRITES } from '#shared/use-cases/ingest/limits.ts';

const BRANCH = '3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6c';
const location = {
  partition: keys.catalogPartition(BRANCH),
  head: keys.catalogHead(BRANCH),
  chunk: (index: number) => keys.catalogChunk(BRANCH, index),
};
const deps = { tableName: 'table' };

describe('versionedWrites', () => {
  it('first write: HEAD version 1 only if no HEAD exists', () => {
    const writes = versionedWrites(deps, location, { version: 0, chunkCount: 0 }, { items: [] }, 'now');
    expect(writes).toHaveLength(2);
    expect(writes[0]!.Put).toMatchObject({
      Item: { ...location.head, version: 1, chunk_count: 1, updated_at: 'now' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(writes[1]!.Put!.Item).toMatchObject({ ...location.chunk(0), version: 1, chunk: 0 });
  });

  it('rewrite: conditional on the version read, and deletes the chunks a shorter document no longer uses', () => {
    const writes = versionedWrites(deps, location, { version: 4, chunkCount: 3 }, { items: [] }, 'now');
    expect(writes[0]!.Put).toMatchObject({
      Item: { version: 5, chunk_count: 1 },
      ConditionExpression: '#version = :expected',
      ExpressionAttributeValues: { ':expected': 4 },
    });
    expect(
      writes
        .slice(1)
        .map((write) => (write.Put ? ['put', write.Put.Item!.sk] : ['delete', write.Delete!.Key!.sk])),
    ).toEqual([
      ['put', 'CHUNK#000'],
      ['delete', 'CHUNK#001'],
      ['delete', 'CHUNK#002'],
    ]);
  });

  it('versionCheck asserts a version without writing', () => {
    expect(versionCheck(deps, location, 0).ConditionCheck).toMatchObject({
      Key: location.head,
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(versionCheck(deps, location, 2).ConditionCheck).toMatchObject({
      ExpressionAttributeValues: { ':expected': 2 },
    });
  });
});

describe('assertFitsOneTransaction', () => {
  const put = (bytes: number) => ({
    Put: { TableName: 't', Item: { pk: 'a', sk: 'b', payload: new Uint8Array(bytes) } },
  });

  it('accepts up to 97 items (100 less the record and two counters) and about 3.5 MB', () => {
    expect(MAX_OWN_WRITES).toBe(97);
    expect(() =>
      assertFitsOneTransaction(Array.from({ length: MAX_OWN_WRITES }, () => put(10))),
    ).not.toThrow();
    expect(() => assertFitsOneTransaction(Array.from({ length: 9 }, () => put(350_000)))).not.toThrow();
  });

  it('refuses more with 413 before anything is written', () => {
    expect(() => assertFitsOneTransaction(Array.from({ length: MAX_OWN_WRITES + 1 }, () => put(10)))).toThrow(
      PayloadTooLargeError,
    );
    expect(() => assertFitsOneTransaction(Array.from({ length: 11 }, () => put(350_000)))).toThrow(
      /Split the data/,
    );
  });
});
