/**
 * withSharedReads (shared/storage/db.ts): within one request, a GetItem or Query sent twice with the
 * same input goes out once and both callers get its answer; other inputs and writes go out as sent.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { type StorageDeps, withSharedReads } from '#shared/storage/db.ts';

function recordingDeps() {
  const sent: string[] = [];
  const db = {
    send: async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push(`${command.constructor.name} ${JSON.stringify(command.input)}`);
      return { Items: [{ sent: sent.length }] };
    },
  } as unknown as StorageDeps['db'];
  return { deps: { db, tableName: 'table' }, sent };
}

const query = (sk: string) =>
  new QueryCommand({
    TableName: 'table',
    KeyConditionExpression: 'pk = :pk AND sk >= :sk',
    ExpressionAttributeValues: { ':pk': 'A', ':sk': sk },
  });

describe('reads shared within one request', () => {
  it('sends a Query or GetItem of the same input once, and gives both callers its answer', async () => {
    const { deps, sent } = recordingDeps();
    const shared = withSharedReads(deps);
    const [first, second] = await Promise.all([shared.db.send(query('1')), shared.db.send(query('1'))]);
    expect(second).toBe(first);
    await shared.db.send(new GetCommand({ TableName: 'table', Key: { pk: 'A', sk: '1' } }));
    await shared.db.send(new GetCommand({ TableName: 'table', Key: { pk: 'A', sk: '1' } }));
    expect(sent).toHaveLength(2);
  });

  it('sends another input, and every write, as it comes', async () => {
    const { deps, sent } = recordingDeps();
    const shared = withSharedReads(deps);
    await shared.db.send(query('1'));
    await shared.db.send(query('2'));
    const put = () => new PutCommand({ TableName: 'table', Item: { pk: 'A', sk: '1' } });
    await shared.db.send(put());
    await shared.db.send(put());
    expect(sent).toHaveLength(4);
  });

  it('keeps nothing past the deps it returned: a new request reads again', async () => {
    const { deps, sent } = recordingDeps();
    await withSharedReads(deps).db.send(query('1'));
    await withSharedReads(deps).db.send(query('1'));
    expect(sent).toHaveLength(2);
  });
});
