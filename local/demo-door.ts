/**
 * The demonstration of `npm start` (docs/authentication.md, "The local demonstration"): a newcomer
 * who signs up chooses, on the dashboard, to see the demo branch or to create their own. Joining
 * is a choice, never a side effect of signing up. Only the local server has this door: in AWS a
 * new account starts with no branch, and config.json names no demo.
 *
 *   POST   /local/demo   the signed-in user joins the demo organization (as its owner, as the
 *                        demo owner is, so every page and Desarrolladores are open to them)
 *   DELETE /local/demo   they leave it, before creating an organization of their own
 *
 * Both take the dashboard user's bearer token, verified as the account routes verify it, and
 * answer 204, or the API's error envelope.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DashboardConfigDocument } from '#shared/domain/dashboard-config.ts';
import { ForbiddenError, MethodNotAllowedError, ServiceError } from '#shared/domain/errors.ts';
import { type AccountUser, authenticateAccount, forgetCachedMembership } from '#shared/guards/auth.ts';
import { presentError } from '#shared/http/presenters.ts';
import { removeMember } from '#shared/storage/membership-removal.ts';
import { putMember } from '#shared/storage/organization-store.ts';
import type { AllPorts } from '#shared/use-cases/deps.ts';

export const DEMO_PATH = '/local/demo';

export interface LocalDemoDoor {
  /** Offers the organization as the demonstration: config.json names it from now on. */
  offer(demo: { organizationId: string; name: string }): void;
  /** Answers the request when it is the door's path; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export function createLocalDemoDoor(deps: AllPorts, config: DashboardConfigDocument): LocalDemoDoor {
  return {
    offer({ organizationId, name }) {
      config.demo = { path: DEMO_PATH, organizationId, name };
    },
    async handle(req, res, url) {
      if (url.pathname !== DEMO_PATH) return false;
      const requestId = randomUUID();
      try {
        await answer(deps, config, req);
        res.writeHead(204, { 'X-Request-Id': requestId });
        res.end();
      } catch (error) {
        const known = error instanceof ServiceError ? error : undefined;
        if (!known) deps.logger.error('local demo door failed', { error });
        res.writeHead(known?.status ?? 500, {
          'Content-Type': 'application/json',
          'X-Request-Id': requestId,
          ...known?.headers,
        });
        res.end(JSON.stringify(known ? presentError(known, requestId) : internalError(requestId)));
      }
      return true;
    },
  };
}

async function answer(deps: AllPorts, config: DashboardConfigDocument, req: IncomingMessage): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'POST' && method !== 'DELETE') {
    throw new MethodNotAllowedError(method, DEMO_PATH, ['POST', 'DELETE']);
  }
  const demo = config.demo;
  const user = await authenticateAccount(
    deps,
    { apiKey: headerOf(req, 'x-api-key'), authorization: headerOf(req, 'authorization') },
    { method, path: DEMO_PATH, auth: 'account' },
  );
  if (!demo)
    throw new ForbiddenError(
      'This server offers no demonstration (npm start --no-demo, or a persisted table).',
    );
  if (method === 'POST') await join(deps, user, demo.organizationId);
  else if (user.membership?.organization_id === demo.organizationId) {
    await removeMember(deps, demo.organizationId, user.userSub);
    forgetCachedMembership(deps, user.userSub);
  }
}

/** Joins as the demo's owner; already in it is fine, another organization's member is refused. */
async function join(deps: AllPorts, user: AccountUser, organizationId: string): Promise<void> {
  if (user.membership && user.membership.organization_id !== organizationId) {
    throw new ForbiddenError(
      'You already belong to an organization: the demonstration is for accounts without a branch of their own.',
    );
  }
  if (user.membership) return;
  await putMember(deps, {
    organization_id: organizationId,
    user_sub: user.userSub,
    role: 'owner',
    created_at: new Date().toISOString(),
  });
}

function internalError(requestId: string) {
  return { error: { code: 'SVC_ERR_500', message: 'Internal error.', request_id: requestId } };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
