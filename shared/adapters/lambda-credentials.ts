/**
 * The AWS SDK's credential chain, as our Lambda bundles carry it. Every SDK client imports
 * `defaultProvider` from `@aws-sdk/credential-provider-node`: the whole chain (environment, SSO, INI
 * profiles, web identity, process, container and instance metadata, plus the STS/SSO/sign-in
 * clients they call), ~130 KB minified and ~35 ms of every cold start. In Lambda only the first
 * link ever answers: the runtime puts the function role's credentials in AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN. So the bundler (infra/service-function.ts,
 * SERVICE_BUNDLING) substitutes this module for that package, and only there: tests, `npm start`
 * and the scripts run unbundled with the full chain.
 *
 * A function without those variables (only Lambda SnapStart does that, and we use none) fails its
 * first AWS call with "Unable to find environment variable credentials".
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type EnvInit = Parameters<typeof fromEnv>[0];

/** Same signature as @aws-sdk/credential-provider-node's `defaultProvider`. */
export const defaultProvider = (init?: EnvInit) => fromEnv(init);
