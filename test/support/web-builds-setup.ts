/**
 * The integration project's global setup: the docs page and the dashboard built before any file
 * starts, once, and only when their sources changed (web/tooling/web-builds.ts). The browser suites
 * serve build/dashboard and build/docs; two of them building at once into the same folder would
 * clobber each other's output.
 */
import { ensureWebBuilds } from '../../web/tooling/web-builds.ts';

export default async function setup(): Promise<void> {
  await ensureWebBuilds();
}
