/**
 * CDK entry point (cdk.json "app"): both stages, real esbuild bundling, cdk-nag on. The dashboard
 * is built first when its sources changed since the last build (Vite, into build/dashboard;
 * web/tooling/web-builds.ts): its files are an asset of every stage.
 */
import { buildApp } from '#infra/app.ts';
import { ensureWebBuilds } from '../web/tooling/web-builds.ts';

await ensureWebBuilds();
buildApp().app.synth();
