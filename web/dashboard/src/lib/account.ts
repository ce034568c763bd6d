/** GET /api/v1/account: who is signed in, their organization, role and branches (no X-Branch-Id). */
import type { ROLES } from '../../../../shared/domain/access.ts';
import type { AccountAttributes, AccountBranch } from '../../../../shared/domain/responses/account.ts';
import type { RecordDocument } from './documents.ts';

export type Role = (typeof ROLES)[number];
export type { AccountBranch };

export interface Account extends AccountAttributes {
  id: string;
}

export type AccountDocument = RecordDocument<AccountAttributes>;

export const accountOf = (document: AccountDocument): Account => ({
  id: document.data.id,
  ...document.data.attributes,
});

export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Dueño',
  manager: 'Gerente',
  accountant: 'Contador',
};
