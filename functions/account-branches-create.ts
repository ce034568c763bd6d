import { accountFunction } from '#shared/http/functions.ts';
import { createAccountBranch } from '#shared/use-cases/account.ts';

export const { handler, createHandler } = accountFunction('account-branches-create', createAccountBranch);
