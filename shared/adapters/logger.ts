import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type {
  ConstructorOptions,
  LogAttributes,
  LogItemExtraInput,
  LogItemMessage,
} from '@aws-lambda-powertools/logger/types';
import { SERVICE_NAME } from './service.ts';

/**
 * The keys of the request being handled (request id, route, branch, credential). One store per
 * request, carried by the request's own async context: a logger is shared by every request its
 * process serves (the local server serves many at once, and a Lambda may too), so keys kept on the
 * logger itself leaked from one request's lines into another's.
 */
const requestKeys = new AsyncLocalStorage<LogAttributes>();

/** Runs `handle` with a fresh set of request keys: every line it logs, and only those, carry them. */
export function inRequestScope<T>(handle: () => T): T {
  return requestKeys.run({}, handle);
}

/**
 * Powertools' Logger whose `appendKeys`/`resetKeys` act on the current request's keys when called
 * inside `inRequestScope` (outside one, they are the logger's own, as before). Local loggers (the
 * terminal's, the tests' captures) extend it so they scope the same way.
 */
export class RequestScopedLogger extends Logger {
  override appendKeys(attributes: LogAttributes): void {
    const scoped = requestKeys.getStore();
    if (scoped) Object.assign(scoped, attributes);
    else super.appendKeys(attributes);
  }

  override resetKeys(): void {
    const scoped = requestKeys.getStore();
    if (!scoped) {
      super.resetKeys();
      return;
    }
    for (const key of Object.keys(scoped)) delete scoped[key];
  }

  protected override processLogItem(
    logLevel: number,
    input: LogItemMessage,
    extraInput: LogItemExtraInput,
  ): void {
    const scoped = requestKeys.getStore();
    if (!scoped) {
      super.processLogItem(logLevel, input, extraInput);
      return;
    }
    // The request's keys first, so a key the call passes itself (`route`, `status`) wins. An Error
    // or a string extra becomes the member Powertools would give it (`error`, `extra`).
    const extras = (extraInput as ReadonlyArray<LogAttributes | Error | string>).map((item) =>
      item instanceof Error ? { error: item } : typeof item === 'string' ? { extra: item } : item,
    );
    super.processLogItem(logLevel, input, [{ ...scoped }, ...extras]);
  }

  protected override createLogger(options?: ConstructorOptions): Logger {
    return new RequestScopedLogger(options);
  }
}

/**
 * Structured JSON logs (Powertools Logger): every line carries the request id once the request
 * middleware appends it. Level from POWERTOOLS_LOG_LEVEL / LOG_LEVEL (tests run SILENT).
 */
export function createLogger(serviceName = SERVICE_NAME): Logger {
  return new RequestScopedLogger({ serviceName });
}
