/**
 * CDK entry point (cdk.json "app"): both stages, real esbuild bundling, cdk-nag on. The dashboard
 * is built first (Vite, into build/dashboard): its files are an asset of every stage.
 */
import { buildApp } from '#infra/app.ts';
import { buildDashboard } from '../web/build-dashboard.ts';

await buildDashboard();
buildApp().app.synth();
