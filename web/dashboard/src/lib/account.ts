/** GET /api/v1/account: who is signed in, their organization, role and branches (no X-Branch-Id). */
export type Role = 'owner' | 'manager' | 'accountant';

export interface AccountBranch {
  branch_identifier: string;
  name: string;
  timezone: string;
  plan: string;
  environment: 'sandbox' | 'production';
  created_at: string;
}

export interface Account {
  id: string;
  email: string;
  organization: { id: string; name: string } | null;
  role: Role | null;
  branches: AccountBranch[];
}

export interface AccountDocument {
  data: { type: 'account'; id: string; attributes: Omit<Account, 'id'> };
}

export const accountOf = (document: AccountDocument): Account => ({
  id: document.data.id,
  ...document.data.attributes,
});

export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Dueño',
  manager: 'Gerente',
  accountant: 'Contador',
};
