/**
 * What the developer portal's two kinds of credential, API keys and app clients, answer alike: their
 * lifecycle members and the list route of a branch's ones (docs/authentication.md).
 */
import type { CredentialListMeta } from '../../domain/responses/developer.ts';
import type { Collection } from '../../domain/results.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';

interface StoredCredential {
  status: 'active' | 'revoked';
  created_at: string;
  revoked_at?: string;
}

/** Active or revoked, and when: the last members of every credential's attributes. */
export function lifecycleOf(credential: StoredCredential) {
  return {
    status: credential.status,
    created_at: credential.created_at,
    revoked_at: credential.revoked_at ?? null,
  };
}

/**
 * The use case of a credential list route: the branch's credentials read by `list`, newest first,
 * revoked ones included, each answered as `attributesOf` makes it, with their count.
 */
export function credentialLister<C extends StoredCredential, A>(
  list: (deps: Deps, branchId: string) => Promise<C[]>,
  idOf: (credential: C) => string,
  attributesOf: (credential: C) => A,
) {
  return async (deps: Deps, request: RouteRequest): Promise<Collection<A, CredentialListMeta>> => {
    const credentials = await list(deps, request.branch.branch_identifier);
    credentials.sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      items: credentials.map((credential) => ({
        id: idOf(credential),
        attributes: attributesOf(credential),
      })),
      meta: { count: credentials.length },
    };
  };
}
