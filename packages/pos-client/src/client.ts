/**
 * The POS client: sends the service's ingest documents with the spec's policy and never throws to
 * the POS. Every send method resolves once the documents are durably queued (or says why not);
 * delivery runs in the background, one worker per branch, and reports through callbacks and status().
 */
import { randomUUID } from 'node:crypto';
import { type FileSystem, nodeFileSystem, type Sleep } from './disk.ts';
import {
  type Batch,
  branchFolder,
  type DeadLetterRecord,
  isFinished,
  Outbox,
  type StoredDocument,
} from './outbox.ts';
import {
  ACTIVITY_TIMEOUT_MS,
  ATTEMPTS_PER_ROUND,
  classify,
  INGEST_TIMEOUT_MS,
  nextDelayMs,
  type Outcome,
} from './policy.ts';
import type {
  ActivityAttributes,
  ActivityResult,
  CatalogItem,
  Category,
  ClientStatus,
  ClosedDay,
  DeadLetter,
  Delivered,
  DocumentRef,
  EnqueueResult,
  IngestMeta,
  QueuedResource,
  XoutClosing,
} from './types.ts';
import { DAY_RESOURCES } from './types.ts';

/** Time as the client reads it; inject to test the schedule (vitest fake timers work with the default). */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Logger {
  info?(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

export interface PosClientOptions {
  /** The service's address, e.g. https://sandbox.example.com (paths start with /api/v1). */
  baseUrl: string;
  /** The client's folder: outbox, dead letters and state live here. One client per folder. */
  directory: string;
  /** The API key for every branch without its own entry in `apiKeys`. */
  apiKey?: string;
  /** API keys per branch_identifier (the spec gives each branch its own key). */
  apiKeys?: Record<string, string>;
  /** The POS's branch_identifier: the branch of sendCatalog/sendCategories calls that name none. */
  branchId?: string;
  /** data.meta members added to every document (pos_name, pos_version, …); a send's own meta wins. */
  meta?: IngestMeta;
  fetch?: typeof fetch;
  timers?: Partial<Timers>;
  fileSystem?: FileSystem;
  /** Where failures are written (default: console.warn / console.error). */
  logger?: Logger;
  /** A document was accepted (2xx) or already processed (409). */
  onDelivered?(delivered: Delivered): void;
  /** A document was refused (400, 404, 422): written to the dead-letter folder with the envelope. */
  onDeadLetter?(letter: DeadLetter): void;
  /** A document was answered 401 or 403: it waits for setApiKey() or retryBlocked(). */
  onBlocked?(document: DocumentRef & { status: number }): void;
  /** A document's four attempts failed: it waits for the next start(). */
  onPending?(document: DocumentRef & { reason: string }): void;
  /** Defaults: 15 s for ingest, 3 s for activity events (spec, Limits). */
  ingestTimeoutMs?: number;
  activityTimeoutMs?: number;
}

export interface SetupOptions {
  /** Defaults to the client's branchId. */
  branchId?: string;
  meta?: IngestMeta;
}

/** After a disk error the branch's worker tries again this much later. */
const DISK_ERROR_BACKOFF_MS = 5_000;

type HttpResponse = { status: number; headers: Headers; text: string };
type HttpAnswer = HttpResponse | { error: string };

/** A document just attempted, with when the answer came (ms and ISO). */
interface Attempt {
  batch: Batch;
  document: StoredDocument;
  ref: DocumentRef;
  now: number;
  at: string;
}

export class PosClient {
  private readonly outbox: Outbox;
  private readonly timers: Timers;
  private readonly fetch: typeof fetch;
  private readonly logger: Logger;
  private readonly baseUrl: string;
  private readonly apiKeys: Map<string, string>;
  private defaultApiKey: string | undefined;
  private started = false;
  private initialized: Promise<void> | undefined;
  /**
   * The cleanup of the latest start(): an enqueue waits for it, since the cleanup deletes temp files
   * and would delete the one a concurrent enqueue is about to rename (a POS may send right after
   * calling start() without awaiting it).
   */
  private recovered: Promise<void> = Promise.resolve();
  private readonly running = new Map<string, Promise<void>>();
  private readonly rerun = new Set<string>();
  private readonly wakeups = new Map<string, unknown>();
  private active = 0;
  private idleWaiters: (() => void)[] = [];
  private lastSuccess: ClientStatus['lastSuccess'] | undefined;
  private lastSuccessUnsaved = false;

  constructor(private readonly options: PosClientOptions) {
    // A missing address is not thrown at the POS: every request then fails and is retried, and logged.
    this.baseUrl = String(options.baseUrl ?? '').replace(/\/+$/, '');
    this.defaultApiKey = options.apiKey;
    this.apiKeys = new Map(Object.entries(options.apiKeys ?? {}).map(([id, key]) => [id.toLowerCase(), key]));
    // Globals are read at call time, so vitest fake timers apply without injection.
    this.timers = {
      now: options.timers?.now ?? (() => Date.now()),
      setTimeout: options.timers?.setTimeout ?? ((callback, ms) => setTimeout(callback, ms)),
      clearTimeout:
        options.timers?.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    };
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.logger = options.logger ?? {
      warn: (message, detail) => console.warn(`[pos-client] ${message}`, detail ?? ''),
      error: (message, detail) => console.error(`[pos-client] ${message}`, detail ?? ''),
    };
    const sleep: Sleep = (ms) => new Promise((resolve) => this.timers.setTimeout(resolve, ms));
    this.outbox = new Outbox(options.directory, options.fileSystem ?? nodeFileSystem, sleep);
  }

  /**
   * Starts (or restarts) delivery: clears what a crash left half-written, moves pending documents
   * back to queued for a new round of four attempts, and sends everything due. Call it when the POS
   * starts. Never rejects.
   */
  async start(): Promise<void> {
    this.started = true;
    this.recovered = this.track(async () => {
      try {
        await this.init();
        await this.outbox.removeLeftovers();
        for (const folder of await this.outbox.branchFolders()) await this.recoverBranch(folder);
      } catch (error) {
        this.logger.error('could not read the outbox at start', { error: describe(error) });
      }
    });
    await this.recovered;
    for (const folder of await this.safeBranchFolders()) this.kick(folder);
  }

  /** Stops the workers and timers (queued documents stay on disk for the next start()). */
  async stop(): Promise<void> {
    this.started = false;
    for (const handle of this.wakeups.values()) this.timers.clearTimeout(handle);
    this.wakeups.clear();
    await this.idle();
  }

  /** Resolves when no worker is sending or writing (timers may still be waiting for a retry). */
  idle(): Promise<void> {
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Replaces the API key (of one branch, or the default) and retries the documents it blocked. */
  async setApiKey(apiKey: string, branchId?: string): Promise<void> {
    if (branchId === undefined) this.defaultApiKey = apiKey;
    else this.apiKeys.set(branchId.toLowerCase(), apiKey);
    await this.retryBlocked(branchId);
  }

  /** Moves blocked documents (of one branch, or all) back to queued for a new round, e.g. after a plan change. */
  async retryBlocked(branchId?: string): Promise<void> {
    await this.track(async () => {
      try {
        await this.init();
        for (const folder of await this.outbox.branchFolders()) {
          for (const name of await this.outbox.batchNames(folder)) {
            const batch = await this.outbox.readBatch(folder, name);
            if (branchId !== undefined && batch.branch_id.toLowerCase() !== branchId.toLowerCase()) continue;
            const blocked = batch.documents.filter((document) => document.state === 'blocked');
            if (blocked.length === 0) continue;
            for (const document of blocked) this.newRound(document);
            await this.outbox.save(batch);
          }
        }
      } catch (error) {
        this.logger.error('could not release blocked documents', { error: describe(error) });
      }
    });
    for (const folder of await this.safeBranchFolders()) this.kick(folder);
  }

  /** A closed day in the spec's order (orders, discounts, cancellations, payments, sales, cash-register). */
  sendDay(day: ClosedDay): Promise<EnqueueResult> {
    if (typeof day?.closingId !== 'string' || day.closingId.trim() === '') {
      return Promise.resolve(this.refuse('sendDay needs the zout closing UUID as closingId'));
    }
    if (day.cashRegister === undefined) {
      return Promise.resolve(this.refuse('sendDay needs the zout closing (cashRegister)'));
    }
    const attributesOf = {
      orders: day.orders,
      discounts: day.discounts,
      cancellations: day.cancellations,
      payments: day.payments,
      sales: day.sales,
      'cash-register': day.cashRegister,
    } as const;
    const documents = DAY_RESOURCES.flatMap((resource) => {
      const attributes = attributesOf[resource];
      if (attributes === undefined) return [];
      const key = resource === 'cash-register' ? day.closingId : `${day.closingId}-${resource}`;
      const meta = { ...day.meta, ...day.metaByResource?.[resource] };
      return [this.document(resource, key, attributes, meta)];
    });
    return this.enqueue(day.cashRegister.branch_identifier, documents);
  }

  /** A partial shift closing: only the cash-register call with closing_type xout, keyed by its UUID. */
  sendXout(xout: XoutClosing): Promise<EnqueueResult> {
    if (typeof xout?.closingId !== 'string' || xout.closingId.trim() === '' || xout.closing === undefined) {
      return Promise.resolve(this.refuse('sendXout needs closingId and closing'));
    }
    const document = this.document('cash-register', xout.closingId, xout.closing, xout.meta);
    return this.enqueue(xout.closing.branch_identifier, [document]);
  }

  /** The catalog (upsert); its idempotency key is made now and kept for every retry. */
  sendCatalog(items: CatalogItem[], options: SetupOptions = {}): Promise<EnqueueResult> {
    const branchId = options.branchId ?? this.options.branchId;
    if (branchId === undefined) return Promise.resolve(this.refuse('sendCatalog needs a branchId'));
    const document = this.document(
      'catalog',
      randomUUID(),
      { branch_identifier: branchId, items },
      options.meta,
    );
    return this.enqueue(branchId, [document]);
  }

  /** Categories, parents before children; sent before a catalog queued after it (FIFO per branch). */
  sendCategories(categories: Category[], options: SetupOptions = {}): Promise<EnqueueResult> {
    const branchId = options.branchId ?? this.options.branchId;
    if (branchId === undefined) return Promise.resolve(this.refuse('sendCategories needs a branchId'));
    const attributes = { branch_identifier: branchId, categories };
    return this.enqueue(branchId, [this.document('categories', randomUUID(), attributes, options.meta)]);
  }

  /**
   * An activity event, sent now and never queued (spec: best effort, 3 s, no retroactive resend).
   * Resolves with what happened; never rejects.
   */
  async sendActivity(event: ActivityAttributes, meta?: IngestMeta): Promise<ActivityResult> {
    try {
      const apiKey = this.apiKeyFor(event.branch_identifier);
      if (apiKey === undefined) return { delivered: false, reason: 'no API key for this branch' };
      const body = envelope('activity', event, { ...this.options.meta, ...meta });
      const answer = await this.post(
        '/api/v1/ingest/activity',
        apiKey,
        randomUUID(),
        body,
        this.options.activityTimeoutMs ?? ACTIVITY_TIMEOUT_MS,
      );
      if ('error' in answer) {
        this.logger.warn('activity event not delivered', { reason: answer.error });
        return { delivered: false, reason: answer.error };
      }
      const outcome = classify(answer.status, null, this.timers.now());
      if (outcome.kind === 'success') return { delivered: true, status: answer.status };
      this.logger.warn('activity event refused', { status: answer.status, body: answer.text.slice(0, 500) });
      return { delivered: false, status: answer.status, reason: `HTTP ${answer.status}` };
    } catch (error) {
      return { delivered: false, reason: describe(error) };
    }
  }

  /** Counts for the POS's own screen, read from disk. Never rejects (zeros when the folder is unreadable). */
  async status(): Promise<ClientStatus> {
    const status: ClientStatus = { queued: 0, pending: 0, blocked: 0, deadLettered: 0, lastSuccess: null };
    try {
      await this.init();
      for (const folder of await this.outbox.branchFolders()) {
        for (const name of await this.outbox.batchNames(folder)) {
          // A batch the worker finished between the listing and the read is simply gone.
          const batch = await this.outbox.readBatch(folder, name).catch(() => undefined);
          for (const document of batch?.documents ?? []) {
            if (document.state === 'queued') status.queued += 1;
            if (document.state === 'pending') status.pending += 1;
            if (document.state === 'blocked') status.blocked += 1;
          }
        }
      }
      status.deadLettered = (await this.outbox.deadLetterNames()).length;
      this.lastSuccess ??= await this.outbox.readLastSuccess();
      status.lastSuccess = this.lastSuccess;
    } catch (error) {
      this.logger.error('could not read the outbox for status', { error: describe(error) });
    }
    return status;
  }

  /** The dead letters on disk, oldest first (the POS fixes the document and sends it again). */
  async deadLetters(): Promise<DeadLetter[]> {
    try {
      const names = await this.outbox.deadLetterNames();
      return await Promise.all(
        names.map(async (name) => {
          const record = await this.outbox.readDeadLetter(name);
          return toDeadLetter(record, `${this.outbox.deadLetterDir}/${name}`);
        }),
      );
    } catch (error) {
      this.logger.error('could not read the dead letters', { error: describe(error) });
      return [];
    }
  }

  // ------------------------------------------------------------------------------------ enqueue

  private document(
    resource: QueuedResource,
    idempotencyKey: string,
    attributes: unknown,
    meta: IngestMeta | undefined,
  ): StoredDocument {
    return {
      resource,
      path: `/api/v1/ingest/${resource}`,
      idempotency_key: idempotencyKey,
      body: envelope(resource, attributes, { ...this.options.meta, ...meta }),
      state: 'queued',
      attempts: 0,
      total_attempts: 0,
      next_attempt_at: 0,
    };
  }

  private async enqueue(branchId: string | undefined, documents: StoredDocument[]): Promise<EnqueueResult> {
    const branch = typeof branchId === 'string' && branchId !== '' ? branchId : 'default';
    if (documents.length === 0) return this.refuse('nothing to send');
    // Set by the tracked write below; a refusal is logged only when it really happens.
    let result: EnqueueResult = { queued: false, reason: 'not queued' };
    await this.track(async () => {
      try {
        await this.init();
        await this.recovered;
        const now = this.timers.now();
        for (const document of documents) document.next_attempt_at = now;
        const { batch, alreadyQueued } = await this.outbox.append({
          format: 'pos-client/batch@1',
          id: randomUUID(),
          branch_id: branch,
          created_at: new Date(now).toISOString(),
          documents,
        });
        result = {
          queued: true,
          batchId: batch?.id ?? null,
          documents: documents.map((document) => ({
            resource: document.resource,
            idempotencyKey: document.idempotency_key,
            ...(alreadyQueued.has(document.idempotency_key) ? { alreadyQueued: true } : {}),
          })),
        };
        this.kick(branchFolder(branch));
      } catch (error) {
        this.logger.error('could not queue the documents; send them again', { error: describe(error) });
        result = this.refuse(`could not write the outbox: ${describe(error)}`);
      }
    });
    return result;
  }

  private refuse(reason: string): EnqueueResult {
    this.logger.warn(reason);
    return { queued: false, reason };
  }

  // ------------------------------------------------------------------------------------ workers

  private kick(folder: string): void {
    if (!this.started) return;
    const wakeup = this.wakeups.get(folder);
    if (wakeup !== undefined) {
      this.timers.clearTimeout(wakeup);
      this.wakeups.delete(folder);
    }
    if (this.running.has(folder)) {
      this.rerun.add(folder);
      return;
    }
    this.active += 1;
    const run = (async () => {
      try {
        do {
          this.rerun.delete(folder);
          await this.drain(folder);
        } while (this.rerun.has(folder) && this.started);
      } catch (error) {
        this.logger.error('outbox worker failed; trying again shortly', {
          branch: folder,
          error: describe(error),
        });
        this.wakeAt(folder, DISK_ERROR_BACKOFF_MS);
      } finally {
        this.running.delete(folder);
        this.release();
      }
    })();
    this.running.set(folder, run);
  }

  private wakeAt(folder: string, delayMs: number): void {
    if (!this.started) return;
    const previous = this.wakeups.get(folder);
    if (previous !== undefined) this.timers.clearTimeout(previous);
    this.wakeups.set(
      folder,
      this.timers.setTimeout(() => {
        this.wakeups.delete(folder);
        this.kick(folder);
      }, delayMs),
    );
  }

  /** Sends a branch's documents in order until its head must wait (timer, pending, blocked) or none are left. */
  private async drain(folder: string): Promise<void> {
    // The batch this worker saved last, used again while no one else wrote its file (a day's six
    // documents are one batch: read once, not once per document).
    let held: { name: string; batch: Batch; writes: number } | undefined;
    try {
      while (this.started) {
        const [name] = await this.outbox.batchNames(folder);
        if (name === undefined) return;
        const batch =
          held?.name === name && held.writes === this.outbox.writesOf(held.batch)
            ? held.batch
            : await this.outbox.readBatch(folder, name);
        held = undefined;
        const index = batch.documents.findIndex((document) => !isFinished(document));
        if (index < 0) {
          await this.outbox.remove(batch);
          continue;
        }
        const document = batch.documents[index]!;
        if (document.state === 'pending' || document.state === 'blocked') return;
        const waitMs = document.next_attempt_at - this.timers.now();
        if (waitMs > 0) {
          this.wakeAt(folder, waitMs);
          return;
        }
        await this.attempt(batch, index);
        held = { name, batch, writes: this.outbox.writesOf(batch) };
      }
    } finally {
      await this.saveLastSuccess();
    }
  }

  /** One attempt to send a batch's document, then its state saved as the answer decides. */
  private async attempt(batch: Batch, index: number): Promise<void> {
    const document = batch.documents[index]!;
    const apiKey = this.apiKeyFor(batch.branch_id);
    document.attempts += 1;
    document.total_attempts += 1;
    const { outcome, answer } = await this.send(document, apiKey);
    const now = this.timers.now();
    const attempt: Attempt = {
      batch,
      document,
      ref: refOf(batch, document),
      now,
      at: new Date(now).toISOString(),
    };
    switch (outcome.kind) {
      case 'success':
        return this.delivered(attempt, outcome.status);
      case 'retry':
        return this.retryLater(attempt, outcome);
      case 'blocked':
        return this.block(attempt, outcome.status, apiKey === undefined);
      case 'fix':
        return this.deadLetter(attempt, outcome.status, answer as HttpResponse);
    }
  }

  /** POSTs the document (blocked as a 401 with no API key to send); the answer, classified. */
  private async send(
    document: StoredDocument,
    apiKey: string | undefined,
  ): Promise<{ outcome: Outcome; answer?: HttpAnswer }> {
    if (apiKey === undefined) return { outcome: { kind: 'blocked', status: 401 } };
    const answer = await this.post(
      document.path,
      apiKey,
      document.idempotency_key,
      document.body,
      this.options.ingestTimeoutMs ?? INGEST_TIMEOUT_MS,
    );
    const outcome: Outcome =
      'error' in answer
        ? { kind: 'retry', reason: answer.error }
        : classify(answer.status, answer.headers.get('retry-after'), this.timers.now());
    return { outcome, answer };
  }

  private async delivered({ batch, document, ref, at }: Attempt, status: number): Promise<void> {
    document.state = 'sent';
    document.last_status = status;
    document.finished_at = at;
    const removed = await this.saveOrRemove(batch);
    this.outbox.forget(batch, document);
    this.lastSuccess = {
      at,
      resource: document.resource,
      branchId: batch.branch_id,
      idempotencyKey: document.idempotency_key,
    };
    this.lastSuccessUnsaved = true;
    if (removed) await this.saveLastSuccess();
    this.notify(() => this.options.onDelivered?.({ ...ref, status, at }));
  }

  /** The next attempt after the backoff, or pending until the next start() once the round is spent. */
  private async retryLater(
    { batch, document, ref, now }: Attempt,
    outcome: Extract<Outcome, { kind: 'retry' }>,
  ): Promise<void> {
    document.last_error = outcome.reason;
    if (outcome.status !== undefined) document.last_status = outcome.status;
    if (document.attempts >= ATTEMPTS_PER_ROUND) {
      document.state = 'pending';
      await this.outbox.save(batch);
      this.logger.warn('document pending until the next start()', { ...ref, reason: outcome.reason });
      this.notify(() => this.options.onPending?.({ ...ref, reason: outcome.reason }));
    } else {
      document.next_attempt_at = now + nextDelayMs(document.attempts, outcome.retryAfterMs);
      await this.outbox.saveProgress(batch);
    }
  }

  private async block({ batch, document, ref }: Attempt, status: number, noApiKey: boolean): Promise<void> {
    document.state = 'blocked';
    document.last_status = status;
    document.last_error = noApiKey ? 'no API key for this branch' : `HTTP ${status}`;
    await this.outbox.save(batch);
    this.logger.warn('document blocked until the API key or plan is fixed', { ...ref, status });
    this.notify(() => this.options.onBlocked?.({ ...ref, status }));
  }

  /** A refusal the POS must fix: the request and the envelope go to the dead-letter folder. */
  private async deadLetter(
    { batch, document, ref, at }: Attempt,
    status: number,
    http: HttpResponse,
  ): Promise<void> {
    const name = this.outbox.deadLetterName(batch, document);
    const record = {
      format: 'pos-client/dead-letter@1' as const,
      batch_id: batch.id,
      branch_id: batch.branch_id,
      resource: document.resource,
      path: document.path,
      idempotency_key: document.idempotency_key,
      status,
      envelope: parseBody(http.text),
      request_id: http.headers.get('x-request-id'),
      body: document.body,
      dead_lettered_at: at,
    };
    const file = await this.outbox.writeDeadLetter(name, record);
    document.state = 'dead_letter';
    document.last_status = status;
    document.finished_at = at;
    await this.saveOrRemove(batch);
    this.outbox.forget(batch, document);
    this.logger.error('document refused; written to the dead-letter folder', { ...ref, status, file });
    this.notify(() => this.options.onDeadLetter?.(toDeadLetter(record, file)));
  }

  /** After a document finished: the batch's progress, or its removal once all are; true when removed. */
  private async saveOrRemove(batch: Batch): Promise<boolean> {
    if (batch.documents.every(isFinished)) {
      await this.outbox.remove(batch);
      return true;
    }
    await this.outbox.saveProgress(batch);
    return false;
  }

  /**
   * state.json is for status() after a restart only, so it is written when a batch is done or the
   * worker stops, not after every document: a crash leaves it at most a batch behind.
   */
  private async saveLastSuccess(): Promise<void> {
    if (!this.lastSuccessUnsaved || this.lastSuccess == null) return;
    this.lastSuccessUnsaved = false;
    try {
      await this.outbox.writeLastSuccess(this.lastSuccess);
    } catch (error) {
      this.lastSuccessUnsaved = true;
      throw error;
    }
  }

  /**
   * At start: pending documents begin a new round; a document whose dead letter (of this very batch)
   * was written before a crash cut the batch's update short is marked dead-lettered, not sent again.
   */
  private async recoverBranch(folder: string): Promise<void> {
    const deadLetters = new Set(await this.outbox.deadLetterNames());
    for (const name of await this.outbox.batchNames(folder)) {
      const batch = await this.outbox.readBatch(folder, name);
      let changed = false;
      for (const document of batch.documents) {
        if (document.state === 'pending') {
          this.newRound(document);
          changed = true;
        }
        const letter = this.outbox.deadLetterName(batch, document);
        if (!isFinished(document) && deadLetters.has(letter)) {
          if ((await this.outbox.readDeadLetter(letter)).batch_id === batch.id) {
            document.state = 'dead_letter';
            this.outbox.forget(batch, document);
            changed = true;
          }
        }
      }
      if (batch.documents.every(isFinished)) await this.outbox.remove(batch);
      else if (changed) await this.outbox.save(batch);
    }
  }

  private newRound(document: StoredDocument): void {
    document.state = 'queued';
    document.attempts = 0;
    document.next_attempt_at = this.timers.now();
  }

  // ------------------------------------------------------------------------------------ plumbing

  private async post(
    path: string,
    apiKey: string,
    idempotencyKey: string,
    body: unknown,
    timeoutMs: number,
  ): Promise<HttpAnswer> {
    const controller = new AbortController();
    const timer = this.timers.setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await this.fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-API-Key': apiKey,
          'X-Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      return { error: controller.signal.aborted ? `timed out after ${timeoutMs} ms` : describe(error) };
    } finally {
      this.timers.clearTimeout(timer);
    }
  }

  private apiKeyFor(branchId: string | undefined): string | undefined {
    return (
      (branchId === undefined ? undefined : this.apiKeys.get(branchId.toLowerCase())) ?? this.defaultApiKey
    );
  }

  private init(): Promise<void> {
    this.initialized ??= this.outbox.init().catch((error) => {
      this.initialized = undefined;
      throw error;
    });
    return this.initialized;
  }

  private async safeBranchFolders(): Promise<string[]> {
    try {
      return await this.outbox.branchFolders();
    } catch {
      return [];
    }
  }

  private async track(work: () => Promise<void>): Promise<void> {
    this.active += 1;
    try {
      await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    this.active -= 1;
    if (this.active > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** A callback that throws must not stop the worker. */
  private notify(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      this.logger.error('a callback threw', { error: describe(error) });
    }
  }
}

export function createPosClient(options: PosClientOptions): PosClient {
  return new PosClient(options);
}

function envelope(resource: string, attributes: unknown, meta: IngestMeta | undefined) {
  const hasMeta = meta !== undefined && Object.keys(meta).length > 0;
  return { data: { type: resource, attributes, ...(hasMeta ? { meta } : {}) } };
}

function refOf(batch: Batch, document: StoredDocument): DocumentRef {
  return {
    batchId: batch.id,
    branchId: batch.branch_id,
    resource: document.resource,
    idempotencyKey: document.idempotency_key,
  };
}

function toDeadLetter(record: DeadLetterRecord, file: string): DeadLetter {
  return {
    batchId: record.batch_id,
    branchId: record.branch_id,
    resource: record.resource,
    idempotencyKey: record.idempotency_key,
    status: record.status,
    envelope: record.envelope as DeadLetter['envelope'],
    requestId: record.request_id,
    path: record.path,
    body: record.body,
    at: record.dead_lettered_at,
    file,
  };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
