/**
 * The hash route (`#/ventas?periodo=mes-pasado`): a page's path and its parameters. The links of the
 * navigation carry the period's parameters (lib/period.ts) so the next page shows the same days;
 * a page's own parameters (Bitácora's filters, Captura's form) stay on that page.
 */
import { periodParams } from './period.ts';

export interface Route {
  path: string;
  params: URLSearchParams;
}

export function routeOf(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  return { path, params: new URLSearchParams(search) };
}

/** The hash of `hash`'s page with `params` as its parameters. */
export function withParams(hash: string, params: Record<string, string>): string {
  const { path } = routeOf(hash);
  const search = new URLSearchParams(params).toString();
  return `#/${path}${search ? `?${search}` : ''}`;
}

/** The link to page `path` carrying the period of the current parameters. */
export function linkTo(path: string, current: URLSearchParams): string {
  const search = periodParams(current).toString();
  return `#/${path}${search ? `?${search}` : ''}`;
}
