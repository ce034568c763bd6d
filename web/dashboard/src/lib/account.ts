/** GET /api/v1/account: who is signed in, their organization, role and branches (no X-Branch-Id). */

import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import type { ROLES } from '../../../../shared/domain/access.ts';
import type { AccountAttributes, AccountBranch } from '../../../../shared/domain/responses/account.ts';

export type Role = (typeof ROLES)[number];
export type { AccountBranch };

export interface Account extends AccountAttributes {
  id: string;
}

export const accountOf = (document: BodyOf<'account-get'>): Account => ({
  id: document.data.id,
  ...document.data.attributes,
});

export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Dueño',
  manager: 'Gerente',
  accountant: 'Contador',
};
