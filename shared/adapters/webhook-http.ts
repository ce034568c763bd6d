/**
 * One webhook attempt over the network: a POST of the stored bytes with the signed headers, 10 s
 * timeout for the whole exchange, redirects not followed (node:http never follows them), at most
 * 1 KiB of the answer read, the rest discarded.
 *
 * SSRF: the URL's scheme and any IP literal are checked first; a host name is resolved by our own
 * `lookup`, which refuses the connection unless EVERY address it resolves to passes the policy, and
 * the socket then connects to an address that was checked (no second resolution an attacker could
 * rebind between check and connect).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type OutboundPolicy, refusedAddress, refusedUrl } from '../domain/webhooks/address-policy.ts';
import { ATTEMPT_TIMEOUT_MS, MAX_RESPONSE_BYTES } from '../domain/webhooks/schedule.ts';

// Not `import … from 'node:http'`: building that ES module namespace reads every export, and its
// WebSocket getters load undici, about 10 ms of the function's cold start for a client it never uses.
const { request: httpRequest } = process.getBuiltinModule('node:http');

export interface AttemptResult {
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  policy: OutboundPolicy;
  timeoutMs?: number;
}

export type WebhookSender = (post: WebhookPost) => Promise<AttemptResult>;

class BlockedAddressError extends Error {
  readonly code = 'EWEBHOOKBLOCKED';
}

/** A `lookup` for net.connect that resolves every address and refuses the host unless all pass. */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((entry) => refusedAddress(entry.address, policy)).find(Boolean);
      if (refused || addresses.length === 0) {
        return callback(new BlockedAddressError(`${hostname} refused: ${refused ?? 'no address'}`), '', 4);
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      } else {
        callback(null, addresses[0]!.address, addresses[0]!.family);
      }
    });
  };
}

/** Every address `hostname` resolves to must pass the policy (registration-time check). */
export async function checkHostResolves(hostname: string, policy: OutboundPolicy): Promise<string | null> {
  return new Promise((resolve) => {
    guardedLookup(policy)(hostname, { all: true }, (error) => {
      if (!error) return resolve(null);
      resolve(
        error instanceof BlockedAddressError ? error.message : `${hostname} does not resolve (${error.code})`,
      );
    });
  });
}

export const postWebhook: WebhookSender = async (post) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(post.url);
  } catch {
    return { status_code: null, duration_ms: 0, error: 'the subscription url is not a valid URL' };
  }
  const refused = refusedUrl(url, post.policy);
  if (refused) return { status_code: null, duration_ms: 0, error: `url refused: ${refused}` };

  const timeoutMs = post.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...post.headers, 'Content-Length': String(Buffer.byteLength(post.body, 'utf8')) },
    lookup: guardedLookup(post.policy),
    signal: AbortSignal.timeout(timeoutMs),
    agent: false,
  };
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'duration_ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, duration_ms: elapsed() });
    };
    const request = send(url, options, (response: IncomingMessage) => {
      const status = response.statusCode ?? null;
      const error =
        status !== null && status >= 300 && status <= 399
          ? `redirect to ${response.headers.location ?? '(no location)'} not followed`
          : status !== null && (status < 200 || status > 299)
            ? `receiver answered ${status}`
            : null;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // The answer is not needed beyond its status; stop reading after 1 KiB.
        if (read >= MAX_RESPONSE_BYTES) {
          finish({ status_code: status, error });
          response.destroy();
        }
      });
      response.on('end', () => finish({ status_code: status, error }));
      response.on('error', () => finish({ status_code: status, error }));
      response.on('close', () => finish({ status_code: status, error }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ status_code: null, error: describeNetworkError(error, timeoutMs) });
    });
    request.end(post.body);
  });
};

function describeNetworkError(error: NodeJS.ErrnoException, timeoutMs: number): string {
  if (error instanceof BlockedAddressError) return error.message;
  if (error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  if (error.code) return `${error.code}: ${error.message}`;
  return error.message;
}
