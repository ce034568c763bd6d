/** CDK entry point (cdk.json "app"): both stages, real esbuild bundling, cdk-nag on. */
import { buildApp } from '#infra/app.ts';

buildApp().app.synth();
