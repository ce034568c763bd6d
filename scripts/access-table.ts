/**
 * The "Every route and event" tables of docs/authentication.md, written from the code that decides
 * (`requiredScope`, `roleAllows`, `EVENT_READ_SCOPES`), never by hand. `npm run openapi` rewrites
 * them with the document; test/unit/access-table.test.ts fails when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { qualifiedScope, ROLES, requiredScope, roleAllows, roleReads } from '#shared/domain/access.ts';
import { EVENT_READ_SCOPES, WEBHOOK_EVENTS } from '#shared/domain/webhooks/events.ts';

export const AUTHENTICATION_DOC = fileURLToPath(new URL('../docs/authentication.md', import.meta.url));
const START = '<!-- access-table:start (scripts/access-table.ts writes this; do not edit) -->';
const END = '<!-- access-table:end -->';

/** What a route asks of a token: its scope, or why it asks none. */
function scopeCell(route: RouteDefinition): string {
  if (route.auth === 'none') return 'none: public, no credential';
  if (route.auth === 'user') return 'none: a signed-in user only';
  if (route.auth === 'account') return 'none: a signed-in user, their own account';
  const scope = requiredScope(route);
  return scope === null ? 'none: any valid credential' : `\`${qualifiedScope(scope)}\``;
}

function roleCells(allows: (role: (typeof ROLES)[number]) => boolean): string[] {
  return ROLES.map((role) => (allows(role) ? 'yes' : '—'));
}

const ROUTE_TABLE: readonly RouteDefinition[] = ROUTES;

export function routeRows(): string[][] {
  return ROUTE_TABLE.map((route) => [
    `\`${route.method} ${route.path}\``,
    scopeCell(route),
    ...(route.auth === 'none' ? ROLES.map(() => 'yes') : roleCells((role) => roleAllows(role, route))),
  ]);
}

export function eventRows(): string[][] {
  return WEBHOOK_EVENTS.map((event) => [
    `\`${event}\``,
    `\`${qualifiedScope(EVENT_READ_SCOPES[event])}\``,
    ...roleCells((role) => roleReads(role, EVENT_READ_SCOPES[event])),
  ]);
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The generated section, markers included. */
export function accessSection(): string {
  return [
    START,
    table(['Route', 'Scope', ...ROLES], routeRows()),
    '',
    'Webhook events reach a subscriber only while its registrant may read their data:',
    '',
    table(['Event', 'Scope to receive it', ...ROLES], eventRows()),
    END,
  ].join('\n');
}

/** The document with its section replaced by a fresh one. */
export function withAccessSection(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${AUTHENTICATION_DOC} lacks the access-table markers`);
  return markdown.slice(0, start) + accessSection() + markdown.slice(end + END.length);
}

export function writeAccessSection(): void {
  writeFileSync(AUTHENTICATION_DOC, withAccessSection(readFileSync(AUTHENTICATION_DOC, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeAccessSection();
  console.log(`wrote the access tables of ${AUTHENTICATION_DOC}`);
}
