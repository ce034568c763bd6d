/**
 * The outbox on disk: plain JSON files under the client's folder (README, "On disk").
 *
 *   outbox/<branch>/<seq>.json   one batch: the documents of one send call, in sending order
 *   outbox/<branch>/<seq>.progress.json   the batch's documents' progress since its last rewrite
 *   dead-letter/<name>.json      one document the service refused (400, 404, 422) with its envelope
 *   state.json                   the last success, for the POS's status screen
 *
 * Batches of a branch are sent in `seq` order (FIFO); a batch's documents in array order.
 */
import * as path from 'node:path';
import {
  type FileSystem,
  isCode,
  removeDurably,
  removeIfPresent,
  type Sleep,
  TEMP_SUFFIX,
  writeAtomically,
} from './disk.ts';
import type { ClientStatus, DocumentState, QueuedResource } from './types.ts';

export const BATCH_FORMAT = 'pos-client/batch@1';
export const PROGRESS_FORMAT = 'pos-client/progress@1';
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
  /**
   * How many times the batch file was written whole (absent in files written before progress files:
   * 0). A progress file applies to the revision it names only.
   */
  revision?: number;
  documents: StoredDocument[];
}

/** What sending changes in a stored document (its resource, path, key and body never change). */
type DocumentProgress = Pick<
  StoredDocument,
  'state' | 'attempts' | 'total_attempts' | 'next_attempt_at' | 'last_error' | 'last_status' | 'finished_at'
>;

/**
 * A batch's progress file: its documents' progress (same order) since the batch file's revision
 * `revision` was written. A few hundred bytes, where the batch file holds the day's bodies.
 */
export interface BatchProgress {
  format: typeof PROGRESS_FORMAT;
  batch_id: string;
  revision: number;
  documents: DocumentProgress[];
}

const progressOf = (document: StoredDocument): DocumentProgress => ({
  state: document.state,
  attempts: document.attempts,
  total_attempts: document.total_attempts,
  next_attempt_at: document.next_attempt_at,
  last_error: document.last_error,
  last_status: document.last_status,
  finished_at: document.finished_at,
});

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
const PROGRESS_FILE = /^(\d{12})\.progress\.json$/;

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
  /** Keys of the unfinished documents per branch folder, loaded from disk at first use. */
  private readonly queuedKeys = new Map<string, Set<string>>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly writes = new Map<string, number>();

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

  /**
   * Temp files are writes a crash cut short: their target was never replaced, so they are garbage.
   * So is a progress file without its batch (a crash between the batch's removal and its own).
   */
  async removeLeftovers(): Promise<void> {
    const folders = [
      this.root,
      this.deadLetterDir,
      ...(await this.branchFolders()).map((f) => this.folder(f)),
    ];
    for (const folder of folders) {
      const names = await this.disk.readdir(folder);
      for (const name of names) {
        const progressOfSeq = PROGRESS_FILE.exec(name)?.[1];
        const orphan = progressOfSeq !== undefined && !names.includes(`${progressOfSeq}.json`);
        if (name.endsWith(TEMP_SUFFIX) || orphan) await removeDurably(this.disk, path.join(folder, name));
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

  /** A batch as its file has it, with its progress file applied when that names this batch and revision. */
  async readBatch(folder: string, name: string): Promise<Batch> {
    const file = path.join(this.folder(folder), name);
    const batch = JSON.parse(await this.disk.readFile(file)) as Batch;
    let progress: BatchProgress;
    try {
      progress = JSON.parse(await this.disk.readFile(progressFileOf(file))) as BatchProgress;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return batch;
      throw error;
    }
    // Older than the batch file's last whole rewrite (which holds its progress), or of an earlier
    // batch under the same sequence number: not this batch's.
    if (
      progress.batch_id !== batch.id ||
      progress.revision !== (batch.revision ?? 0) ||
      progress.documents.length !== batch.documents.length
    ) {
      return batch;
    }
    batch.documents = batch.documents.map((document, index) => {
      const merged: StoredDocument = { ...document, ...progress.documents[index] };
      // JSON drops undefined members: a member the progress lacks is one the document no longer has.
      for (const member of ['last_error', 'last_status', 'finished_at'] as const) {
        if (!(member in progress.documents[index]!)) delete merged[member];
      }
      return merged;
    });
    return batch;
  }

  /**
   * Appends a batch at the end of its branch's queue: one atomic write, so it exists whole or not at
   * all. Documents whose idempotency key is already queued are left out (a POS that sends a day again
   * after a crash that hid the first enqueue's success); `batch` is null when none is left.
   */
  append(draft: Omit<Batch, 'seq'>): Promise<{ batch: Batch | null; alreadyQueued: Set<string> }> {
    const folder = branchFolder(draft.branch_id);
    return this.exclusive(folder, async () => {
      await this.disk.mkdir(this.folder(folder));
      const known = await this.keysOf(folder);
      const alreadyQueued = new Set(
        draft.documents.map((d) => d.idempotency_key).filter((key) => known.has(key)),
      );
      const documents = draft.documents.filter((document) => !alreadyQueued.has(document.idempotency_key));
      if (documents.length === 0) return { batch: null, alreadyQueued };
      let seq = this.nextSeq.get(folder);
      if (seq === undefined) {
        const names = await this.batchNames(folder);
        seq = names.length === 0 ? 1 : Number(names.at(-1)!.slice(0, SEQ_DIGITS)) + 1;
      }
      const batch: Batch = { ...draft, documents, seq };
      await this.save(batch);
      this.nextSeq.set(folder, seq + 1);
      for (const document of documents) known.add(document.idempotency_key);
      return { batch, alreadyQueued };
    });
  }

  /** A document is finished (sent or dead-lettered): its key may be queued again. */
  forget(batch: Batch, document: StoredDocument): void {
    this.queuedKeys.get(branchFolder(batch.branch_id))?.delete(document.idempotency_key);
  }

  private async keysOf(folder: string): Promise<Set<string>> {
    let keys = this.queuedKeys.get(folder);
    if (keys === undefined) {
      keys = new Set();
      for (const name of await this.batchNames(folder)) {
        for (const document of (await this.readBatch(folder, name)).documents) {
          if (!isFinished(document)) keys.add(document.idempotency_key);
        }
      }
      this.queuedKeys.set(folder, keys);
    }
    return keys;
  }

  /** Runs `work` after every earlier append of the folder (sequence numbers and the key set stay consistent). */
  private exclusive<T>(folder: string, work: () => Promise<T>): Promise<T> {
    const run = (this.locks.get(folder) ?? Promise.resolve()).then(work, work);
    this.locks.set(
      folder,
      run.catch(() => undefined),
    );
    return run;
  }

  /**
   * Replaces a batch file with its new state, the progress included (one atomic step), as its next
   * revision: a progress file written before no longer applies (it is overwritten by the next).
   */
  async save(batch: Batch): Promise<void> {
    batch.revision = (batch.revision ?? 0) + 1;
    await writeAtomically(this.disk, this.batchFile(batch), `${JSON.stringify(batch)}\n`, this.sleep);
    this.changed(batch);
  }

  /**
   * Replaces the batch's progress file with its documents' progress (sent, dead-lettered, a retry
   * counted): a few hundred bytes instead of the batch's bodies. Without the folder fsync: after a
   * power cut the progress may come back one step behind (or absent: the batch file's own), which
   * is a state the queue already recovers from (a sent document is sent again under its key and
   * answered 409, a dead letter already written marks its document at start, a retry is counted
   * again).
   */
  async saveProgress(batch: Batch): Promise<void> {
    const progress: BatchProgress = {
      format: PROGRESS_FORMAT,
      batch_id: batch.id,
      revision: batch.revision ?? 0,
      documents: batch.documents.map(progressOf),
    };
    await writeAtomically(
      this.disk,
      progressFileOf(this.batchFile(batch)),
      `${JSON.stringify(progress)}\n`,
      this.sleep,
      { syncFolder: false },
    );
    this.changed(batch);
  }

  /**
   * Removes the batch file (durably), then its progress file: a crash between leaves only the
   * progress file, removed at start; the other order could bring back a batch without its progress.
   */
  async remove(batch: Batch): Promise<void> {
    await removeDurably(this.disk, this.batchFile(batch));
    // No fsync: a progress file a power cut brings back has no batch, and is removed at start.
    await removeIfPresent(this.disk, progressFileOf(this.batchFile(batch)));
    // Sequence numbers are never reused, so a removed file's count is not needed again.
    this.writes.delete(this.batchFile(batch));
  }

  /**
   * How many times this process has written or removed the batch's file: a worker that holds the
   * batch it saved last may keep using it while the count is the same (nobody else wrote the file).
   */
  writesOf(batch: Batch): number {
    return this.writes.get(this.batchFile(batch)) ?? 0;
  }

  private changed(batch: Batch): void {
    const file = this.batchFile(batch);
    this.writes.set(file, (this.writes.get(file) ?? 0) + 1);
  }

  /**
   * One name per branch and idempotency key: the service refused that document, and a replay after a
   * crash, or the same document sent again, overwrites the letter instead of adding one.
   */
  deadLetterName(batch: Batch, document: StoredDocument): string {
    const key = document.idempotency_key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 160);
    return `${branchFolder(batch.branch_id)}-${key}.json`;
  }

  /** Writes a dead letter (atomically, like every file here). */
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

/** `<seq>.json` → `<seq>.progress.json`, beside it. */
const progressFileOf = (batchFile: string) => batchFile.replace(/\.json$/, '.progress.json');
