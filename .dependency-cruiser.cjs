/**
 * The layering of shared/ (README, "Project layout"), enforced by `npm run lint`. Bottom to top:
 *
 *   domain      pure rules, no I/O            → domain only (and the pure libraries zod, luxon)
 *   runtime     config, ports, logger, events → domain
 *   storage     keys, stores, the DynamoDB SDK → domain, runtime
 *   platform    auth, rate limit, idempotency → domain, storage, runtime
 *   use-cases   what a route or the pipeline does, their ports and the composition root
 *                                             → platform, domain, storage, runtime
 *   http        route table, middleware, Lambda adapters → anything in shared/
 *   functions/  one file per Lambda           → shared/http, shared/use-cases (the aggregator also
 *                                               shared/runtime, for its event port)
 *
 * Only shared/storage imports the DynamoDB SDK. Type-only imports count like any other: a layer that
 * names another layer's types depends on it.
 */
const layer = (name) => `^shared/${name}/`;
const DYNAMODB_SDK = '^node_modules/@aws-sdk/(lib-dynamodb|client-dynamodb|util-dynamodb)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'shared/domain holds pure rules: it imports only shared/domain and pure libraries (zod, luxon, ipaddr.js for address classes, chrono-node for Spanish dates, node:crypto for hashes and HMACs).',
      severity: 'error',
      from: { path: layer('domain') },
      to: {
        pathNot: [layer('domain'), '^node_modules/(zod|luxon|ipaddr[.]js|chrono-node)/', '^crypto$'],
      },
    },
    {
      name: 'runtime-imports-domain-only',
      comment: 'shared/runtime may import shared/domain, never storage, platform, use-cases or http.',
      severity: 'error',
      from: { path: layer('runtime') },
      to: { path: '^shared/(storage|platform|use-cases|http)/' },
    },
    {
      name: 'storage-below-platform',
      comment: 'shared/storage may import shared/domain and shared/runtime only.',
      severity: 'error',
      from: { path: layer('storage') },
      to: { path: '^shared/(platform|use-cases|http)/' },
    },
    {
      name: 'platform-below-use-cases',
      comment: 'shared/platform may import shared/domain, shared/storage and shared/runtime only.',
      severity: 'error',
      from: { path: layer('platform') },
      to: { path: '^shared/(use-cases|http)/' },
    },
    {
      name: 'use-cases-below-http',
      comment: 'A use case never sees HTTP: shared/use-cases may not import shared/http.',
      severity: 'error',
      from: { path: layer('use-cases') },
      to: { path: layer('http') },
    },
    {
      name: 'dynamodb-sdk-only-in-storage',
      comment: 'Only shared/storage imports the DynamoDB SDK; everything else goes through a store.',
      severity: 'error',
      from: { path: '^(shared|functions)/', pathNot: layer('storage') },
      to: { path: DYNAMODB_SDK },
    },
    {
      name: 'functions-are-thin',
      comment:
        'functions/ import shared/http, shared/use-cases and the builders of the extra ports their use case names (events, webhooks); the aggregator also shared/runtime.',
      severity: 'error',
      from: { path: '^functions/', pathNot: '^functions/aggregator[.]ts$' },
      to: {
        path: '^shared/',
        pathNot: [layer('http'), layer('use-cases'), '^shared/runtime/(eventbridge|webhook-ports)[.]ts$'],
      },
    },
    {
      name: 'aggregator-is-thin',
      comment: 'functions/aggregator.ts imports shared/use-cases and shared/runtime only.',
      severity: 'error',
      from: { path: '^functions/aggregator[.]ts$' },
      to: { path: '^shared/', pathNot: [layer('use-cases'), layer('runtime')] },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ and functions/ never import the local stack, infra, scripts, bench or tests.',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { path: '^(local|infra|scripts|bench|test|bin)/' },
    },
    {
      name: 'pos-client-stands-alone',
      comment:
        'packages/pos-client ships to POS machines: its source imports only itself and Node built-ins (no runtime dependency, nothing from the service).',
      severity: 'error',
      from: { path: '^packages/pos-client/src/' },
      to: { pathNot: ['^packages/pos-client/src/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a rule cannot check what it cannot see).',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
