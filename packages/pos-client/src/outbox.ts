/**
 * The outbox on disk: plain JSON files under the client's folder (README, "On disk").
 *
 *   outbox/<branch>/<seq>.json   one batch: the documents of one send call, in sending order
 *   dead-letter/<name>.json      one document the service refused (400, 404, 422) with its envelope
 *   state.json                   the last success, for the POS's status screen
 *
 * Batches of a branch are sent in `seq` order (FIFO); a batch's documents in array order.
 */
import * as path from 'node:path';
import { type FileSystem, removeDurably, type Sleep, TEMP_SUFFIX, writeAtomically } from './disk.ts';
import type { ClientStatus, DocumentState, QueuedResource } from './types.ts';

export const BATCH_FORMAT = 'pos-client/batch@1';
export const DEAD_LETTER_FORMAT = 'pos-client/dead-letter@1';

export interface StoredDocument {
  resource: QueuedResource;
  path: string;
  idempotency_key: string;
  body: unknown;
  state: DocumentState;
  /** Attempts in the current round (a round is the four scheduled attempts). */
  attempts: number;
  total_attempts: number;
  /** Epoch milliseconds; the document is not sent before this. */
  next_attempt_at: number;
  last_error?: string;
  last_status?: number;
  finished_at?: string;
}

export interface Batch {
  format: typeof BATCH_FORMAT;
  id: string;
  branch_id: string;
  seq: number;
  created_at: string;
  documents: StoredDocument[];
}

export interface DeadLetterRecord {
  format: typeof DEAD_LETTER_FORMAT;
  batch_id: string;
  branch_id: string;
  resource: QueuedResource;
  path: string;
  idempotency_key: string;
  status: number;
  envelope: unknown;
  request_id: string | null;
  body: unknown;
  dead_lettered_at: string;
}

type LastSuccess = ClientStatus['lastSuccess'];

const SEQ_DIGITS = 12;
const BATCH_FILE = /^(\d{12})\.json$/;

export const isFinished = (document: StoredDocument) =>
  document.state === 'sent' || document.state === 'dead_letter';

/** A folder name for a branch: its UUID as sent (safe characters only), or `default`. */
export function branchFolder(branchId: string): string {
  const safe = branchId.toLowerCase().replace(/[^a-z0-9-]/g, '_');
  return safe === '' ? 'default' : safe;
}

export class Outbox {
  readonly outboxDir: string;
  readonly deadLetterDir: string;
  private readonly stateFile: string;
  private readonly nextSeq = new Map<string, number>();

  constructor(
    readonly root: string,
    private readonly disk: FileSystem,
    private readonly sleep: Sleep,
  ) {
    this.outboxDir = path.join(root, 'outbox');
    this.deadLetterDir = path.join(root, 'dead-letter');
    this.stateFile = path.join(root, 'state.json');
  }

  async init(): Promise<void> {
    await this.disk.mkdir(this.outboxDir);
    await this.disk.mkdir(this.deadLetterDir);
  }

  /** Temp files are writes a crash cut short: their target was never replaced, so they are garbage. */
  async removeTempFiles(): Promise<void> {
    const folders = [
      this.root,
      this.deadLetterDir,
      ...(await this.branchFolders()).map((f) => this.folder(f)),
    ];
    for (const folder of folders) {
      for (const name of await this.disk.readdir(folder)) {
        if (name.endsWith(TEMP_SUFFIX)) await removeDurably(this.disk, path.join(folder, name));
      }
    }
  }

  async branchFolders(): Promise<string[]> {
    return (await this.disk.readdir(this.outboxDir)).filter((name) => !name.endsWith(TEMP_SUFFIX)).sort();
  }

  /** The batches of a branch folder, oldest first. */
  async batchNames(folder: string): Promise<string[]> {
    return (await this.disk.readdir(this.folder(folder))).filter((name) => BATCH_FILE.test(name)).sort();
  }

  async readBatch(folder: string, name: string): Promise<Batch> {
    return JSON.parse(await this.disk.readFile(path.join(this.folder(folder), name))) as Batch;
  }

  /** Appends a batch at the end of its branch's queue: one atomic write, so it exists whole or not at all. */
  async append(batch: Omit<Batch, 'seq'>): Promise<Batch> {
    const folder = branchFolder(batch.branch_id);
    await this.disk.mkdir(this.folder(folder));
    let seq = this.nextSeq.get(folder);
    if (seq === undefined) {
      const names = await this.batchNames(folder);
      seq = names.length === 0 ? 1 : Number(names.at(-1)!.slice(0, SEQ_DIGITS)) + 1;
    }
    this.nextSeq.set(folder, seq + 1);
    const stored: Batch = { ...batch, seq };
    await this.save(stored);
    return stored;
  }

  /** Replaces a batch file with its new state (one atomic step). */
  save(batch: Batch): Promise<void> {
    return writeAtomically(
      this.disk,
      this.batchFile(batch),
      `${JSON.stringify(batch, null, 2)}\n`,
      this.sleep,
    );
  }

  remove(batch: Batch): Promise<void> {
    return removeDurably(this.disk, this.batchFile(batch));
  }

  deadLetterName(batch: Batch, index: number): string {
    const document = batch.documents[index]!;
    return `${branchFolder(batch.branch_id)}-${String(batch.seq).padStart(SEQ_DIGITS, '0')}-${index}-${document.resource}.json`;
  }

  async hasDeadLetter(name: string): Promise<boolean> {
    return (await this.disk.readdir(this.deadLetterDir)).includes(name);
  }

  /** Writes a dead letter; its name is fixed per document, so a replay after a crash overwrites it. */
  async writeDeadLetter(name: string, record: DeadLetterRecord): Promise<string> {
    const file = path.join(this.deadLetterDir, name);
    await writeAtomically(this.disk, file, `${JSON.stringify(record, null, 2)}\n`, this.sleep);
    return file;
  }

  async deadLetterNames(): Promise<string[]> {
    return (await this.disk.readdir(this.deadLetterDir)).filter((name) => name.endsWith('.json')).sort();
  }

  async readDeadLetter(name: string): Promise<DeadLetterRecord> {
    return JSON.parse(await this.disk.readFile(path.join(this.deadLetterDir, name))) as DeadLetterRecord;
  }

  async readLastSuccess(): Promise<LastSuccess> {
    try {
      return (JSON.parse(await this.disk.readFile(this.stateFile)) as { last_success: LastSuccess })
        .last_success;
    } catch {
      return null;
    }
  }

  writeLastSuccess(lastSuccess: LastSuccess): Promise<void> {
    return writeAtomically(
      this.disk,
      this.stateFile,
      `${JSON.stringify({ last_success: lastSuccess })}\n`,
      this.sleep,
    );
  }

  private folder(name: string): string {
    return path.join(this.outboxDir, name);
  }

  private batchFile(batch: Batch): string {
    return path.join(
      this.folder(branchFolder(batch.branch_id)),
      `${String(batch.seq).padStart(SEQ_DIGITS, '0')}.json`,
    );
  }
}
