import type { PingAttributes } from '../domain/responses/ping.ts';
import type { Resource } from '../domain/results.ts';
import type { RouteRequest } from './request.ts';

/** Revision of the v1 interface this service implements (spec "Versioning"). */
export const API_VERSION = '1.0.5';

/** GET /api/v1/ping: the key is valid (the middleware checked it); the branch it belongs to. */
export async function ping(_deps: unknown, request: RouteRequest): Promise<Resource<PingAttributes>> {
  const { branch } = request;
  return {
    attributes: {
      status: 'ok',
      branch_name: branch.name,
      plan: branch.plan,
      environment: branch.stage,
      api_version: API_VERSION,
      message: `Connection OK: this key belongs to ${branch.name}.`,
      subscription_status: branch.subscription_status,
      business_day_cutoff_hour: branch.business_day_cutoff_hour,
    },
  };
}
