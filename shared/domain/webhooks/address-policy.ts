/**
 * Where a webhook may be sent (SSRF protection). The address check uses ipaddr.js's range
 * classification (a maintained list of special-purpose ranges) instead of hand-written CIDRs:
 * only addresses it classifies as global `unicast` are allowed in production; sandbox and the local
 * stack also allow `loopback`, so a developer can receive on their own machine. Private, link-local
 * (169.254.0.0/16, the metadata address included), unique-local, unspecified, carrier-grade NAT,
 * multicast, reserved and the IPv6 transition ranges that embed IPv4 addresses (the IPv4-compatible
 * ::/96 included, which ipaddr.js leaves in `unicast`) are always refused.
 */
import ipaddr from 'ipaddr.js';

export interface OutboundPolicy {
  /** http:// accepted besides https:// (sandbox, local). */
  allowHttp: boolean;
  /** Loopback receivers accepted (sandbox, local). */
  allowLoopback: boolean;
}

export const PRODUCTION_POLICY: OutboundPolicy = { allowHttp: false, allowLoopback: false };
export const SANDBOX_POLICY: OutboundPolicy = { allowHttp: true, allowLoopback: true };
/**
 * The deployed sandbox accepts http but not loopback: inside Lambda, 127.0.0.1 is the function's
 * own sandbox (the Lambda Runtime API listens there), never the developer's machine.
 */
export const DEPLOYED_SANDBOX_POLICY: OutboundPolicy = { allowHttp: true, allowLoopback: false };

/** Production: public https only. Sandbox: also http; loopback only on the local stack. */
export function outboundPolicy(stage: 'sandbox' | 'production', runtime: 'aws' | 'local'): OutboundPolicy {
  if (stage === 'production') return PRODUCTION_POLICY;
  return runtime === 'local' ? SANDBOX_POLICY : DEPLOYED_SANDBOX_POLICY;
}

export const MAX_URL_LENGTH = 2048;

/** Why an address is refused, or null when it may be contacted. */
export function refusedAddress(address: string, policy: OutboundPolicy): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  if (isIpv4Compatible(canonicalIpv6(address))) {
    return `${address} is an ipv4Compatible address (::/96); webhooks are only sent to public addresses`;
  }
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(canonicalIpv6(address));
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return `${address} is a ${range} address; webhooks are only sent to public addresses`;
}

/**
 * An IPv6 address in the hexadecimal form the URL parser (and so the connection) uses: ipaddr.js
 * reads `::10.0.0.1` as the IPv4-mapped `::ffff:10.0.0.1`, but it is `::a00:1`.
 */
function canonicalIpv6(address: string): string {
  if (!address.includes(':')) return address;
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

/**
 * ::/96 but `::` and `::1`: the deprecated IPv4-compatible form (RFC 4291 2.5.5.1). ipaddr.js calls
 * `::a00:1` global unicast, yet a dual-stack host may route it to 10.0.0.1; nothing public is there.
 */
function isIpv4Compatible(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() !== 'ipv6') return false;
  const ipv6 = parsed as ipaddr.IPv6;
  if (!ipv6.match(IPV4_COMPATIBLE)) return false;
  const last = ipv6.parts.slice(6);
  return !(last[0] === 0 && (last[1] === 0 || last[1] === 1));
}

/** An IP literal host (`10.0.0.1`, `[::1]`) as an address, or null for a host name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** Why a URL cannot receive webhooks before any DNS lookup (scheme, credentials, form), or null. */
export function refusedUrl(url: URL, policy: OutboundPolicy): string | null {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    return policy.allowHttp ? 'must use http or https' : 'must use https';
  }
  if (url.username !== '' || url.password !== '') return 'must not contain credentials';
  if (url.hostname === '') return 'must name a host';
  const literal = literalAddress(url.hostname);
  return literal === null ? null : refusedAddress(literal, policy);
}
