/**
 * Operator CLI for branches and API keys, on the local stack or a deployed stage's table.
 *
 *   npm run --silent admin -- branch create --name NAME --timezone IANA_ZONE --plan PLAN [--stage STAGE]
 *   npm run --silent admin -- branch list
 *   npm run --silent admin -- branch set-plan --branch UUID --plan PLAN
 *   npm run --silent admin -- branch set --branch UUID [--cutoff-hour H] [--cash-variance-threshold PCT]
 *   npm run --silent admin -- key rotate --branch UUID
 *   npm run --silent admin -- builds failed
 *   npm run --silent admin -- rollups rebuild --branch UUID [--from YYYY-MM] [--to YYYY-MM]
 *   npm run --silent admin -- organization rollups rebuild --org UUID [--branch UUID]
 *   npm run --silent admin -- oauth-client create --branch UUID [--scopes a,b] [--name NAME] [--user-pool-id ID]
 *   npm run --silent admin -- oauth-client list --branch UUID
 *   npm run --silent admin -- oauth-client revoke --client-id ID
 *   npm run --silent admin -- member add --branch UUID --sub USER_SUB --role owner|manager|accountant [--email E]
 *
 * OAuth app clients: locally (no --user-pool-id nor USER_POOL_ID) the client and its hashed secret
 * go in the table, where the local issuer of `npm start` reads them; for a deployed stage the client
 * is created in its Cognito user pool (shared/adapters/app-client-ports.ts) and the table maps it to the
 * branch. Either way the secret is printed once and never stored in plaintext.
 *
 * Target: --table/--endpoint/--region flags, else TABLE_NAME/DYNAMODB_ENDPOINT/AWS_REGION, else the
 * local stack (DynamoDB Local on DYNAMODB_PORT, default 8000). Prints one JSON object on stdout.
 *
 * Every change to a branch (create, plan, settings, key rotation, app clients, members) is recorded in
 * the branch's activity log with source `admin_cli` and the operator as actor (ADMIN_OPERATOR, else
 * the OS user), readable with GET /api/v1/activity (docs/audit.md). Secrets never go in the entry.
 *
 * Each command group is a module of scripts/admin/ exporting its commands by name; scripts/admin/cli.ts
 * parses the command line, picks the command from their table and prints its answer; this file runs it
 * on the process's arguments and sets the exit code.
 */
import { runAdminCli } from './admin/cli.ts';

runAdminCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then((code) => {
  process.exitCode = code;
});
