/**
 * Each function's DynamoDB grant, as derived from its bundle by infra/table-access-derive.ts into
 * table-access.generated.json: the actions its code can call and the partition patterns
 * (`dynamodb:LeadingKeys`) of the keys it builds. Not a hand-kept list: regenerate it with
 * `npx tsx infra/table-access-derive.ts`; a test fails when it is stale.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface TableAccessOfModule {
  /** IAM actions, `dynamodb:GetItem`, ... */
  readonly actions: readonly string[];
  /** StringLike patterns every partition key of a request must match (`BRANCH#*#WEBHOOK`, `RATE#*`). */
  readonly partitions: readonly string[];
  /**
   * The patterns among those that the code writes (infra/table-writes.ts): where the write actions
   * apply. An ingest reads `KEY#` to authenticate and cannot write it.
   */
  readonly writablePartitions: readonly string[];
}

export const TABLE_ACCESS_FILE = fileURLToPath(new URL('./table-access.generated.json', import.meta.url));

let loaded: Record<string, TableAccessOfModule> | undefined;

/** The derived grant of a handler module (functions/<module>.ts). */
export function tableAccessOfModule(module: string): TableAccessOfModule {
  loaded ??= JSON.parse(readFileSync(TABLE_ACCESS_FILE, 'utf8')) as Record<string, TableAccessOfModule>;
  const access = loaded[module];
  if (!access)
    throw new Error(
      `no derived table access for functions/${module}.ts: run \`npx tsx infra/table-access-derive.ts\``,
    );
  return access;
}
