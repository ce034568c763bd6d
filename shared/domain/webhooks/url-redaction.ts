/**
 * A webhook URL as the audit log shows it to someone who may not read the webhooks themselves
 * (docs/audit.md): scheme and host only. A receiver's path and query often carry its own token
 * (`/hooks/T0123/B456/secret`, `?token=…`), which a manager or an accountant has no use for.
 */
export const REDACTED_PATH = '/[redacted]';

/** `https://hooks.example.com/[redacted]`; a URL without path or query stays as it is. */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return REDACTED_PATH;
  }
  const hasMore = parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '';
  return `${parsed.protocol}//${parsed.host}${hasMore ? REDACTED_PATH : '/'}`;
}

const isUrlMember = (name: string) => name === 'url' || name.endsWith('_url');

/** `detail` with every string member named `url` or `*_url` (at any depth) redacted. */
export function redactUrlMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactUrlMembers);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, member]) => [
      name,
      isUrlMember(name) && typeof member === 'string' ? redactUrl(member) : redactUrlMembers(member),
    ]),
  );
}
