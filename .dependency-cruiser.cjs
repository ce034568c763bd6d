/**
 * The layering of the repository (docs/architecture.md, "Layers"), enforced by `npm run lint`, which
 * cruises shared, functions, infra, local, scripts, bench, bin, web and packages/pos-client/src. Each
 * line below is one or more rules of `forbidden` (by name); nothing here is a rule that is not there.
 *
 * shared/, bottom to top (what a layer may import; the rule that says so):
 *
 *   domain      pure rules, no I/O             → domain, zod, ipaddr.js, chrono-node, node:crypto
 *                                                (domain-is-pure)
 *   contract    route table, per-route schemas → contract, domain, zod (contract-imports-domain-only);
 *                                                inside shared/ only use-cases and http import it
 *                                                (contract-read-by-use-cases-and-http)
 *   adapters    config, ports, logger, events  → never storage, guards, use-cases, http
 *                                                (adapters-import-domain-only)
 *   storage     keys, stores, the DynamoDB SDK → never guards, use-cases, http (storage-below-guards)
 *   guards      auth, rate limit, idempotency  → never use-cases, http (guards-below-use-cases)
 *   use-cases   what a route or the pipeline does → never http (use-cases-below-http)
 *   http        middleware, presenters, Lambda adapters → anything in shared/
 *
 * Across the deployed code (shared/, functions/): only shared/storage imports the DynamoDB SDK
 * (dynamodb-sdk-only-in-storage, also for infra and bin), no luxon (no-luxon-in-deployed-code), no
 * devDependency but type-only imports (runtime-needs-no-dev-dependency), and nothing of local, infra,
 * scripts, bench, test, bin or web (shared-stands-alone). The routes' summaries are read by scripts
 * and infra only (route-summaries-at-build-time-only).
 *
 * Around it:
 *
 *   functions/     one file per Lambda   → shared/http, shared/use-cases, the port builders of
 *                                          shared/adapters (events, webhooks, app clients) and the
 *                                          compiled CSV tables (functions-are-thin); the aggregator
 *                                          shared/use-cases and shared/adapters (aggregator-is-thin)
 *   infra/         the CDK stacks        → from shared only INFRA_READS (infra-reads-declarations);
 *                                          never functions, local, scripts, bench, test or bin
 *                                          (infra-stands-apart)
 *   bin/           the CDK app entry     → infra and web/tooling, nothing else of the repository
 *                                          (bin-is-the-cdk-entry)
 *   local/         the local runtime     → never infra, scripts, bench, test or bin (local-is-the-runtime)
 *   scripts/       admin CLI, demo, fuzz → never infra, bench, bin or test but test/fixtures
 *                                          (scripts-use-the-runtime)
 *   bench/         benchmarks            → never scripts, bin, test but test/fixtures, nor infra but
 *                                          its bundling (bench-uses-the-runtime)
 *   web/dashboard  the owner's dashboard (browser) → itself, shared/domain, preact, Plot, zod
 *                                          (dashboard-is-a-browser-app), the types of
 *                                          shared/contract (dashboard-reads-contract-types); no
 *                                          Node built-in (dashboard-without-node)
 *   web/tooling    builds and serves the pages → itself and shared/domain (tooling-serves-the-pages)
 *   packages/pos-client/src  ships to POS machines → itself and Node built-ins
 *                                          (pos-client-stands-alone)
 *
 * Everywhere: no import cycle (no-circular), and every import resolves (not-to-unresolvable). Of the
 * cruised code nothing imports scripts/ or bench/ (nothing-imports-scripts-or-bench); tests do
 * (test/ is not cruised): the admin CLI run in-process, the OpenAPI generator and the commit check
 * under test, and test/infra reading bench/bundles.ts's budget. Type-only imports count like any
 * other: a module that names another's types depends on it (except for the no-devDependency rule:
 * types vanish when bundled).
 */
const layer = (name) => `^shared/${name}/`;
const DYNAMODB_SDK = '^node_modules/@aws-sdk/(lib-dynamodb|client-dynamodb|util-dynamodb)/';
const CRUISED = '^(shared|functions|infra|local|scripts|bench|bin|web)/';

/**
 * What infra/ reads from shared/: declarations a stack must agree with, never code that runs a route.
 * A new entry needs a reason here.
 */
const INFRA_READS = [
  // The route table: one Lambda and one API route per entry.
  layer('contract'),
  // The OAuth scopes the user pool's resource server declares.
  '^shared/domain/access[.]ts$',
  // Stages, the service name, config limits and the event source the functions are deployed with.
  '^shared/adapters/(stages|service|config|events)[.]ts$',
  // The table: its definition and the key prefixes the IAM conditions name.
  '^shared/storage/(keys|table)[.]ts$',
  // The error codes the gateway's own responses send.
  '^shared/domain/errors[.]ts$',
  // Webhooks: the event names the bus rules match, the attempt timeout, the delivery state machine
  // and the log line its alarm counts.
  '^shared/domain/webhooks/(events|schedule)[.]ts$',
  '^shared/use-cases/webhooks/(attempt|state-machine)[.]ts$',
  // The pipeline's redrive limit, shared with the queue's dead-letter policy.
  '^shared/use-cases/pipeline/trigger[.]ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: two modules that need each other share a piece that belongs below both.',
      severity: 'error',
      from: { path: CRUISED },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment:
        'shared/domain holds pure rules: it imports only shared/domain and pure libraries (zod, ipaddr.js for address classes, chrono-node for Spanish dates, node:crypto for hashes and HMACs).',
      severity: 'error',
      from: { path: layer('domain') },
      to: {
        pathNot: [layer('domain'), '^node_modules/(zod|ipaddr[.]js|chrono-node)/', '^crypto$'],
      },
    },
    {
      name: 'contract-imports-domain-only',
      comment:
        'shared/contract (route table, per-route schemas) imports only shared/domain and zod; the OpenAPI generator that reads it is a build-time script (scripts/openapi-document.ts).',
      severity: 'error',
      from: { path: layer('contract') },
      to: {
        pathNot: [layer('contract'), layer('domain'), '^node_modules/zod/'],
      },
    },
    {
      name: 'contract-read-by-use-cases-and-http',
      comment:
        'Inside shared/, only shared/use-cases and shared/http import shared/contract; the layers below never see it.',
      severity: 'error',
      from: { path: '^shared/', pathNot: '^shared/(contract|use-cases|http)/' },
      to: { path: layer('contract') },
    },
    {
      name: 'no-luxon-in-deployed-code',
      comment:
        'Deployed code computes dates with shared/domain/calendar-dates.ts and zoned-time.ts (Intl): luxon (≈ 70 KB) stays out of every bundle. Tests, the simulator, scripts and benches may use it.',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { path: '^node_modules/luxon/' },
    },
    {
      name: 'route-summaries-at-build-time-only',
      comment:
        "The routes' summaries are build-time text: only the OpenAPI generator (scripts/) and the CDK stacks (infra/) read them, so no function bundle carries them.",
      severity: 'error',
      from: { path: CRUISED, pathNot: '^(scripts|infra)/' },
      to: { path: '^shared/contract/route-summaries[.]ts$' },
    },
    {
      name: 'adapters-import-domain-only',
      comment: 'shared/adapters may import shared/domain, never storage, guards, use-cases or http.',
      severity: 'error',
      from: { path: layer('adapters') },
      to: { path: '^shared/(storage|guards|use-cases|http)/' },
    },
    {
      name: 'storage-below-guards',
      comment: 'shared/storage may import shared/domain and shared/adapters only.',
      severity: 'error',
      from: { path: layer('storage') },
      to: { path: '^shared/(guards|use-cases|http)/' },
    },
    {
      name: 'guards-below-use-cases',
      comment: 'shared/guards may import shared/domain, shared/storage and shared/adapters only.',
      severity: 'error',
      from: { path: layer('guards') },
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
      comment:
        'In the deployed code only shared/storage imports the DynamoDB SDK; everything else goes through a store (infra describes the table through aws-cdk-lib).',
      severity: 'error',
      from: { path: '^(shared|functions|infra|bin)/', pathNot: layer('storage') },
      to: { path: DYNAMODB_SDK },
    },
    {
      name: 'runtime-needs-no-dev-dependency',
      comment:
        'shared/ and functions/ run in Lambda and under npm start: they import dependencies, never a devDependency, which a production install leaves out (type-only imports aside: they vanish when bundled). A build-time tool that needs one lives in scripts/.',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'functions-are-thin',
      comment:
        'functions/ import shared/http, shared/use-cases, the builders of the extra ports their use case names (events, webhooks, app clients) and, for a CSV read, its compiled table from shared/contract/csv-tables.ts (data: it builds no response schema; docs/architecture.md, Bundles); the aggregator also shared/adapters.',
      severity: 'error',
      from: { path: '^functions/', pathNot: '^functions/aggregator[.]ts$' },
      to: {
        path: '^shared/',
        pathNot: [
          layer('http'),
          layer('use-cases'),
          '^shared/adapters/(eventbridge|webhook-ports|app-client-ports)[.]ts$',
          '^shared/contract/csv-tables[.]ts$',
        ],
      },
    },
    {
      name: 'aggregator-is-thin',
      comment: 'functions/aggregator.ts imports shared/use-cases and shared/adapters only.',
      severity: 'error',
      from: { path: '^functions/aggregator[.]ts$' },
      to: { path: '^shared/', pathNot: [layer('use-cases'), layer('adapters')] },
    },
    {
      name: 'shared-stands-alone',
      comment:
        'shared/ and functions/ never import the local stack, infra, scripts, bench, tests, bin or web.',
      severity: 'error',
      from: { path: '^(shared|functions)/' },
      to: { path: '^(local|infra|scripts|bench|test|bin|web)/' },
    },
    {
      name: 'dashboard-is-a-browser-app',
      comment:
        'web/dashboard runs in the browser: it imports itself, the pure shared/domain (the response types and the capture schemas), the types of shared/contract (dashboard-reads-contract-types) and its browser libraries; never the service layers, local, infra or another web/ module.',
      severity: 'error',
      from: { path: '^web/dashboard/' },
      to: {
        pathNot: [
          '^web/dashboard/',
          layer('domain'),
          layer('contract'),
          '(^|/)node_modules/(preact|@observablehq/plot|zod)/',
        ],
      },
    },
    {
      name: 'dashboard-reads-contract-types',
      comment:
        "web/dashboard names the contract's types (BodyOf, QueryOf: what a route answers and reads) and never its values: the route table and every schema would join the bundle. The routes it calls come generated (web/dashboard/src/lib/api-routes.ts).",
      severity: 'error',
      from: { path: '^web/dashboard/' },
      to: { path: layer('contract'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'dashboard-without-node',
      comment: 'web/dashboard imports no Node built-in (node:fs, node:crypto, …): the browser has none.',
      severity: 'error',
      from: { path: '^web/dashboard/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'infra-reads-declarations',
      comment:
        'infra/ reads from shared/ only the declarations a stack must agree with (INFRA_READS: routes, stages, keys, error codes, OAuth scopes, webhook and pipeline limits); the handlers reach it as bundle entries, not imports.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^shared/', pathNot: INFRA_READS },
    },
    {
      name: 'infra-stands-apart',
      comment: 'infra/ never imports functions, the local runtime, scripts, bench, tests or bin.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(functions|local|scripts|bench|test|bin)/' },
    },
    {
      name: 'bin-is-the-cdk-entry',
      comment:
        'bin/ builds the CDK app from infra/ (and the pages with web/tooling) and imports no other folder of the repository.',
      severity: 'error',
      from: { path: '^bin/' },
      to: { path: '^(shared|functions|local|scripts|bench|test)/' },
    },
    {
      name: 'local-is-the-runtime',
      comment:
        'local/ runs shared/ and functions/ on this machine; it never imports infra, scripts, bench, tests or bin.',
      severity: 'error',
      from: { path: '^local/' },
      to: { path: '^(infra|scripts|bench|test|bin)/' },
    },
    {
      name: 'scripts-use-the-runtime',
      comment:
        'scripts/ may import shared, functions, local and the example data in test/fixtures; never infra, bench, bin or other test code.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(infra|bench|bin|test)/', pathNot: '^test/fixtures/' },
    },
    {
      name: 'bench-uses-the-runtime',
      comment:
        'bench/ may import shared, functions, local, test/fixtures and the bundling of infra/service-function.ts and infra/function-bundles.ts (to bundle as the stack does); nothing else of infra, scripts, bin or test.',
      severity: 'error',
      from: { path: '^bench/' },
      to: {
        path: '^(infra|scripts|bin|test)/',
        pathNot: ['^test/fixtures/', '^infra/(service-function|function-bundles)[.]ts$'],
      },
    },
    {
      name: 'tooling-serves-the-pages',
      comment:
        'web/tooling/ builds the dashboard and the docs page and says how they are served (config.json, security headers): it imports itself and the pure shared/domain only; bin, infra, local, scripts and bench import it.',
      severity: 'error',
      from: { path: '^web/tooling/' },
      to: { path: '^(shared/(?!domain/)|functions/|infra/|local/|scripts/|bench/|bin/|web/dashboard/)' },
    },
    {
      name: 'nothing-imports-scripts-or-bench',
      comment:
        'scripts/ and bench/ are entry points: only they import themselves (test/ is not cruised; test/infra reuses bench/bundles.ts).',
      severity: 'error',
      from: { path: '^(shared|functions|infra|local|bin)/' },
      to: { path: '^(scripts|bench)/' },
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
      from: { path: CRUISED },
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
