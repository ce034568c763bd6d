import type { HttpResult, RouteRequest } from './request.ts';

/** Revision of the v1 interface this service implements (spec "Versioning"). */
export const API_VERSION = '1.0.5';

export async function ping(_deps: unknown, request: RouteRequest): Promise<HttpResult> {
  const { branch } = request;
  return {
    status: 200,
    body: {
      data: {
        type: 'ping',
        attributes: {
          status: 'ok',
          branch_name: branch.name,
          plan: branch.plan,
          environment: branch.stage,
          api_version: API_VERSION,
          message: `Connection OK: this key belongs to ${branch.name}.`,
          subscription_status: branch.subscription_status,
          // Additive (us): the local hour at which the branch's business day turns over.
          business_day_cutoff_hour: branch.business_day_cutoff_hour,
        },
      },
    },
  };
}
