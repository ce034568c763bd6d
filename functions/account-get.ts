import { accountFunction } from '#shared/http/functions.ts';
import { getAccount } from '#shared/use-cases/account.ts';

export const { handler, createHandler } = accountFunction('account-get', getAccount);
