/** What every page reads: the API client, the signed-in account and the branch chosen in the header. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Account, AccountBranch } from '../lib/account.ts';
import type { ApiClient } from '../lib/api.ts';
import type { Session } from '../lib/auth.ts';

export interface Dashboard {
  api: ApiClient;
  session: Session;
  account: Account;
  branch: AccountBranch;
  reloadAccount(): Promise<void>;
}

export const DashboardContext = createContext<Dashboard | null>(null);

export function useDashboard(): Dashboard {
  const dashboard = useContext(DashboardContext);
  if (!dashboard) throw new Error('useDashboard outside the signed-in layout');
  return dashboard;
}
