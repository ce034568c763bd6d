/**
 * A batch's progress file: read back over its batch file, only for the batch and revision it names.
 * The crash test covers the steps in between; here, the leftovers it cannot reach: a progress file
 * whose batch a crash removed before it, and a later batch under the same sequence number.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../src/index.ts';
import { BATCH_FORMAT, type Batch, branchFolder, Outbox, type StoredDocument } from '../../src/outbox.ts';
import { BRANCH, filesUnder, tempDir } from '../support/fake-service.ts';

const noWait = async () => {};

const document = (key: string): StoredDocument => ({
  resource: 'orders',
  path: '/api/v1/ingest/orders',
  idempotency_key: key,
  body: { data: { type: 'orders', attributes: {} } },
  state: 'queued',
  attempts: 0,
  total_attempts: 0,
  next_attempt_at: 0,
});

async function appended(outbox: Outbox, id: string, keys: string[]): Promise<Batch> {
  const { batch } = await outbox.append({
    format: BATCH_FORMAT,
    id,
    branch_id: BRANCH,
    created_at: '2026-03-07T07:35:00.000Z',
    documents: keys.map(document),
  });
  return batch!;
}

const statesOf = (batch: Batch) => batch.documents.map((entry) => entry.state);

describe('a batch progress file', () => {
  it('says which documents are sent, until the batch is rewritten whole', async () => {
    const dir = await tempDir();
    const outbox = new Outbox(dir, nodeFileSystem, noWait);
    await outbox.init();
    const batch = await appended(outbox, 'batch-a', ['a-1', 'a-2']);
    batch.documents[0]!.state = 'sent';
    batch.documents[0]!.finished_at = '2026-03-07T07:35:01.000Z';
    await outbox.saveProgress(batch);
    const folder = branchFolder(BRANCH);
    const read = await new Outbox(dir, nodeFileSystem, noWait).readBatch(folder, '000000000001.json');
    expect(statesOf(read)).toEqual(['sent', 'queued']);
    expect(read.documents[0]!.finished_at).toBe('2026-03-07T07:35:01.000Z');

    // A whole rewrite (here: the second document pending) is a new revision, holding the progress
    // itself; the progress file written before it no longer applies.
    read.documents[1]!.state = 'pending';
    await outbox.save(read);
    const rewritten = await outbox.readBatch(folder, '000000000001.json');
    expect(statesOf(rewritten)).toEqual(['sent', 'pending']);
    expect(await filesUnder(join(dir, 'outbox'))).toContain(join(folder, '000000000001.progress.json'));
  });

  it('left without its batch by a crash, is removed at start and never applies to a later batch', async () => {
    const dir = await tempDir();
    const outbox = new Outbox(dir, nodeFileSystem, noWait);
    await outbox.init();
    const first = await appended(outbox, 'batch-a', ['a-1', 'a-2']);
    for (const entry of first.documents) entry.state = 'sent';
    await outbox.saveProgress(first);
    // The crash: the batch file removed, its progress file not yet.
    const folder = branchFolder(BRANCH);
    await nodeFileSystem.unlink(join(dir, 'outbox', folder, '000000000001.json'));

    // A new process numbers the next batch from the batch files: 1 again, with the same revision.
    const restarted = new Outbox(dir, nodeFileSystem, noWait);
    const second = await appended(restarted, 'batch-b', ['b-1', 'b-2']);
    expect(second.seq).toBe(1);
    expect(statesOf(await restarted.readBatch(folder, '000000000001.json'))).toEqual(['queued', 'queued']);

    // The same crash again; at start, the progress file without its batch is removed.
    for (const entry of second.documents) entry.state = 'sent';
    await restarted.saveProgress(second);
    await nodeFileSystem.unlink(join(dir, 'outbox', folder, '000000000001.json'));
    await new Outbox(dir, nodeFileSystem, noWait).removeLeftovers();
    expect(await filesUnder(join(dir, 'outbox'))).toEqual([]);
  });
});
