/**
 * Each kind of stored item is declared once: the key builder that addresses it (from keys.ts, where
 * every key string is built) and the zod/mini schema its attributes are read through. A read parses
 * the item; it never casts it. An item that does not match its schema (written by an older version,
 * by hand in the console, or corrupt) fails loudly with its key and the attribute at fault, instead
 * of travelling on as a value of the wrong type.
 *
 * The schema is given as a function and built on the first parse: a schema built at load would sit
 * in every bundle that imports the store, used or not. With the declaration's call annotated
 * `/* @__PURE__ *\/` and only literals and arrow functions as arguments, esbuild drops the
 * declarations a function never uses.
 *
 * Attributes the schema does not name (pk, sk, expires_at, gsi keys) are left out of the result.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { StorageDeps, StoredItem } from './db.ts';
import { keys } from './keys.ts';

type Keys = typeof keys;

/** What a declaration says: a name for errors, its key builder's name in keys.ts, its schema. */
export interface ItemDeclaration<Key extends keyof Keys, Schema extends z.ZodMiniType> {
  name: string;
  key: Key;
  schema: () => Schema;
}

export interface ItemType<Key extends keyof Keys, Schema extends z.ZodMiniType> {
  readonly name: string;
  /** The key builder of keys.ts that addresses this item. */
  readonly key: Keys[Key];
  /** The item as its schema reads it; a StoredItemError when it does not match. */
  parse(item: StoredItem): z.output<Schema>;
  /** As parse, with a missing item (a GetItem that found nothing) staying undefined. */
  parseIfFound(item: StoredItem | undefined): z.output<Schema> | undefined;
}

/** A stored item that does not match its declaration: a 500, never a value of the wrong type. */
export class StoredItemError extends Error {
  override name = 'StoredItemError';
}

export function storedItem<Key extends keyof Keys, Schema extends z.ZodMiniType>(
  declaration: ItemDeclaration<Key, Schema>,
): ItemType<Key, Schema> {
  let schema: Schema | undefined;
  const parse = (item: StoredItem): z.output<Schema> => {
    schema ??= declaration.schema();
    const result = z.safeParse(schema, item);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = `${String(item.pk)} / ${String(item.sk)}`;
    throw new StoredItemError(
      `stored ${declaration.name} ${where} does not match its declaration: ${issue?.path.join('.') || '(item)'}: ${issue?.message}`,
    );
  };
  return {
    name: declaration.name,
    key: keys[declaration.key],
    parse,
    parseIfFound: (item) => (item === undefined ? undefined : parse(item)),
  };
}

/**
 * The item at `key` as `type` reads it, or undefined when there is none: one GetItem, strongly
 * consistent unless `consistent` is false.
 */
export async function getItem<Output>(
  deps: StorageDeps,
  type: { parseIfFound(item: StoredItem | undefined): Output | undefined },
  key: Record<string, unknown>,
  consistent = true,
): Promise<Output | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return type.parseIfFound(result.Item);
}

/** The arguments of the keys.ts builder `Key`: what addresses one item of its kind. */
type KeyArguments<Key extends keyof Keys> = Keys[Key] extends (...args: infer A) => unknown ? A : never;

/**
 * The read of one item of `type` by what addresses it, as a store exports it:
 * `export const readX = itemReader(xItem)` is `readX(deps, ...key arguments)`, the item or undefined
 * when there is none (getItem, above). Annotate the call `/* @__PURE__ *\/` like the declaration, so
 * a bundle that never reads the item drops both.
 */
export function itemReader<Key extends keyof Keys, Schema extends z.ZodMiniType>(
  type: ItemType<Key, Schema>,
  options: { consistent: boolean } = { consistent: true },
): (deps: StorageDeps, ...key: KeyArguments<Key>) => Promise<z.output<Schema> | undefined> {
  // The compiler cannot relate a builder picked by a generic name to that name's parameters.
  const keyOf = type.key as unknown as (...key: KeyArguments<Key>) => Record<string, unknown>;
  return (deps, ...key) => getItem(deps, type, keyOf(...key), options.consistent);
}

/** A binary attribute (gzip JSON, a chunk of a document), as the document client returns it. */
export const binary = () => z.instanceof(Uint8Array);

/** A string set attribute, as the document client returns it. */
export const stringSet = () => z.set(z.string());

/**
 * A value only this service writes, from a value of type T, that a read takes at T after checking
 * it is an object: the day documents (their inputs were parsed when they arrived) and the cubes and
 * summaries built from them. Parsing a year of cubes in full on every read would cost more than the
 * read; ElectroDB's `CustomAttributeType<T>('any')` makes the same choice.
 */
export const writtenAs = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);
