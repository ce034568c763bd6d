/**
 * Derives what each function does with the table from the code its bundle ships, and writes it to
 * infra/table-access.generated.json (read by infra/table-access.ts at synthesis):
 *
 * - actions: the document-client commands (`GetCommand`, `TransactWriteCommand`, ...) that both
 *   survive tree-shaking (their lib-dynamodb module is in the bundle, built as the stack builds it:
 *   infra/service-function.ts SERVICE_BUNDLING) and are constructed (`new XCommand(`) by a project
 *   module kept in the bundle. Either alone says too much: the SDK's paginators keep Query and Scan
 *   in every bundle, and a kept module may construct commands in functions tree-shaken away. For
 *   TransactWriteItems, which IAM authorizes per item, the item kinds (`Put`, `Update`, `Delete`,
 *   `ConditionCheck`) those modules write;
 * - partitions: the partition keys of every shared/storage/keys.ts builder those modules name
 *   (called, or passed on to be called), or name in a stored item's declaration (`storedItem({ …, key: '<builder>' })`, shared/storage/item.ts),
 *   built with `*` for each argument: the IAM patterns for `dynamodb:LeadingKeys`.
 *
 * `npx tsx infra/table-access-derive.ts` rewrites the file; test/infra/table-access.test.ts fails
 * when it is stale (a route added, a store's calls changed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keys } from '#shared/storage/keys.ts';
import { bundlesOf, functionModules } from './function-bundles.ts';
import { PROJECT_ROOT } from './service-function.ts';
import { TABLE_ACCESS_FILE, type TableAccessOfModule } from './table-access.ts';
import { writtenKeyBuilders } from './table-writes.ts';

/** The function modules granted from this file: every deployed one and the webhook state machine's two tasks. */
export function tableFunctionModules(): string[] {
  return [...new Set([...functionModules(), 'webhook-fan-out', 'webhook-deliver'])].sort();
}

export interface Bundled {
  /** The project and node_modules files that end up in the bundle (bytes in the output). */
  inputs: string[];
  /** The bundle's code: tree-shaken and compressed like the deployed one, names kept. */
  code: string;
}

/**
 * The stack's bundling, but with names kept: the writes analysis reads them. Whitespace is kept too,
 * so esbuild marks where each module's code begins (`// shared/storage/db.ts`): the analysis parses
 * the project's modules only, not the SDK's four fifths of every bundle (projectCode).
 */
const NAMES_KEPT = {
  minify: false,
  minifySyntax: true,
  minifyWhitespace: false,
  sourcemap: false,
  logLevel: 'error',
} as const;

/** Functions' bundles as the stack builds them, with names kept, in one esbuild run. */
export function bundledWithNames(modules: readonly string[]): Promise<ReadonlyMap<string, Bundled>> {
  return bundlesOf(modules, NAMES_KEPT);
}

const COMMAND = /\bnew (Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite)Command\(/g;
const KEPT_COMMAND = /node_modules\/@aws-sdk\/lib-dynamodb\/dist-es\/commands\/(\w+)Command\.js$/;
const COMMAND_ACTION: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  Query: 'Query',
  Scan: 'Scan',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
  TransactWrite: 'TransactWriteItems',
};
const TRANSACT_ITEM = /\b(Put|Update|Delete|ConditionCheck)\s*:\s*\{/g;
const ITEM_ACTION: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};
/** A keys.ts builder the code names: called, or passed on to be called (`locationOf(keys.catalogHead)`). */
const KEY_CALL = /\bkeys\.(\w+)\b/g;
/** A stored item's declared builder: its name, then its key (shared/storage/item.ts). */
const ITEM_KEY = /\bstoredItem\(\{\s*name: '[^']*',\s*key: '(\w+)'/g;

/** The partition pattern of one keys.ts builder, or null when it builds no partition key. */
export function partitionPatternOf(builder: string): string | null {
  const build = (keys as Record<string, unknown>)[builder];
  if (typeof build !== 'function') return null;
  const built = (build as (...args: string[]) => unknown)(...Array.from({ length: build.length }, () => '*'));
  if (built && typeof built === 'object' && 'pk' in built) return String((built as { pk: string }).pk);
  if (typeof built === 'string' && /Partition(Pattern)?$/.test(builder)) return built;
  return null;
}

/** A module's first line in a bundle with whitespace kept: `// <its path>`. */
const MODULE_START = /^\/\/ (\S+)$/;

/**
 * The bundle's code without its node_modules modules: the project's modules and esbuild's helpers,
 * whole top-level statements in bundle order, so still a program the writes analysis can parse. No
 * dependency constructs the service's write commands or calls keys.ts, so nothing it reads is lost.
 */
export function projectCode(bundle: string): string {
  let inDependency = false;
  const kept: string[] = [];
  for (const line of bundle.split('\n')) {
    const start = MODULE_START.exec(line);
    if (start) inDependency = start[1]!.startsWith('node_modules/');
    if (!inDependency) kept.push(line);
  }
  return kept.join('\n');
}

/** What a bundle's code does with the table, from its bundled inputs. */
export function tableAccessOf(inputs: readonly string[]): Omit<TableAccessOfModule, 'writablePartitions'> {
  const projectSources = inputs
    .filter((input) => /^(shared|functions)\/.*\.ts$/.test(input) && input !== 'shared/storage/keys.ts')
    .map((input) => readFileSync(path.join(PROJECT_ROOT, input), 'utf8'));
  const kept = new Set(
    inputs.map((input) => KEPT_COMMAND.exec(input)?.[1]).filter((command): command is string => !!command),
  );
  const operations = new Set(
    projectSources.flatMap((source) =>
      [...source.matchAll(COMMAND)]
        .filter((match) => kept.has(match[1]!))
        .map((match) => COMMAND_ACTION[match[1]!]!),
    ),
  );
  const actions = new Set([...operations].filter((operation) => operation !== 'TransactWriteItems'));
  if (operations.has('TransactWriteItems')) {
    for (const source of projectSources)
      for (const match of source.matchAll(TRANSACT_ITEM)) actions.add(ITEM_ACTION[match[1]!]!);
  }
  const partitions = new Set<string>();
  for (const source of projectSources) {
    for (const match of [...source.matchAll(KEY_CALL), ...source.matchAll(ITEM_KEY)]) {
      const pattern = partitionPatternOf(match[1]!);
      if (pattern) partitions.add(pattern);
    }
  }
  return {
    actions: [...actions].sort().map((action) => `dynamodb:${action}`),
    partitions: actions.size === 0 ? [] : [...partitions].sort(),
  };
}

const READ_ACTIONS = new Set([
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:BatchGetItem',
  'dynamodb:Scan',
]);

/** The partitions the code writes, among those it reaches; none when it writes nothing. */
function withWrites(
  access: Omit<TableAccessOfModule, 'writablePartitions'>,
  builders: readonly string[],
): TableAccessOfModule {
  const reached = new Set(access.partitions);
  const written = new Set(
    builders
      .map(partitionPatternOf)
      .filter((pattern): pattern is string => pattern !== null && reached.has(pattern)),
  );
  const writes = access.actions.some((action) => !READ_ACTIONS.has(action));
  return { ...access, writablePartitions: writes ? [...written].sort() : [] };
}

/**
 * The grants of every function module (every route's, the fallback, the aggregator and the webhook
 * tasks), from each one's bundle: the files it keeps give the actions and partitions, its code the
 * partitions it writes. `bundle` defaults to bundling every module at once with names kept.
 */
export async function deriveTableAccess(
  bundle: (modules: readonly string[]) => Promise<ReadonlyMap<string, Bundled>> = bundledWithNames,
): Promise<Record<string, TableAccessOfModule>> {
  const modules = tableFunctionModules();
  const bundles = await bundle(modules);
  const derived: Record<string, TableAccessOfModule> = {};
  for (const module of modules) {
    const bundled = bundles.get(module);
    if (bundled === undefined) throw new Error(`${module}: no bundle`);
    derived[module] = withWrites(
      tableAccessOf(bundled.inputs),
      writtenKeyBuilders(projectCode(bundled.code)),
    );
  }
  return derived;
}

export function serializeTableAccess(access: Record<string, TableAccessOfModule>): string {
  return `${JSON.stringify(access, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const access = await deriveTableAccess();
  writeFileSync(TABLE_ACCESS_FILE, serializeTableAccess(access));
  process.stdout.write(`${TABLE_ACCESS_FILE}: ${Object.keys(access).length} functions\n`);
}
