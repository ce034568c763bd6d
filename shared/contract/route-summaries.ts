/**
 * Each route's one-line summary: the operation summary of the OpenAPI document
 * (scripts/openapi-document.ts) and the description of the route's Lambda (infra/api.ts). Build-time
 * text only: no deployed function imports this module (the dependency-cruiser rule
 * `route-summaries-at-build-time-only` and test/infra/bundles.test.ts keep it so), so none of it
 * ships in a bundle. Keyed by route id, and the type asks for every route exactly once: a route
 * without a summary, or a summary without a route, does not compile.
 */
import type { RouteDefinition, RouteId } from './routes.ts';

export const ROUTE_SUMMARIES = {
  ping: 'Connection check: key validity and basic branch information.',
  openapi: 'This API as an OpenAPI 3.1 document (no API key needed).',
  'ingest-cash-register': 'Cash-register closing (xout or zout; zout triggers the daily aggregation).',
  'ingest-sales': 'Sales summary of a business day and shift.',
  'ingest-payments': 'Payments by payment type.',
  'ingest-orders': 'Sold order lines.',
  'ingest-discounts': 'Discounts applied.',
  'ingest-cancellations': 'Cancelled lines.',
  'ingest-catalog': 'Item catalog upsert.',
  'ingest-categories': 'Item categories upsert with hierarchy.',
  'ingest-activity': 'One real-time activity-log event.',
  'ingest-status':
    'Integration health per business day: documents received, zout, build, failed builds and deliveries.',
  'intelligence-sales-summary': 'Sales totals, averages, shifts and change vs the previous period.',
  'intelligence-sales-by-hour': 'Net sales per local hour, with peak and valley hours.',
  'intelligence-sales-by-employee': 'Net sales per waiter (waiter_name of the order lines), ranked.',
  'intelligence-sales-reconciliation': 'One record per zout closing: cash, card, tips and variance.',
  'intelligence-cash-flow': 'Cash ledger: inflows, outflows, daily balances and variance.',
  'intelligence-menu-engineering': 'Menu engineering matrix (stars, puzzles, plowhorses, dogs).',
  'intelligence-kpis': 'Key indicators with their benchmark status.',
  'intelligence-alerts': 'Alerts computed at the daily aggregation, with counts by severity.',
  'intelligence-alert-reviews': 'The alerts of the period marked reviewed, with when and by whom.',
  'intelligence-alert-review': 'Mark an alert reviewed (again: refreshes when and by whom).',
  'intelligence-alert-unreview': 'Undo an alert’s review mark.',
  'live-update': 'One live dining-room event: table opened, items ordered, table closed, cash movement.',
  'live-sales-today':
    'Sales of the business day so far against the same weekday last week, and the projection.',
  'live-cash-balance': "The cash drawer's expected balance now, and the status of today's latest count.",
  'live-alerts-active': "Today's alerts (anomalies, the aggregation's, the live sales pace), red first.",
  'intelligence-pnl': 'Income statement (P&L) from sales, purchases, payroll and expenses.',
  'intelligence-food-cost': 'Food, beverage and bar cost against sales, with the theoretical food cost.',
  'intelligence-labor-cost': 'Labor cost from payroll, by department.',
  'intelligence-inventory-suggestions': 'Purchase suggestions by supplier from counts, recipes and sales.',
  'backoffice-suppliers-create': 'Capture a supplier (idempotent with X-Idempotency-Key).',
  'backoffice-suppliers-list': 'List a supplier, paginated.',
  'backoffice-suppliers-get': 'One a supplier record.',
  'backoffice-suppliers-delete': 'Delete a supplier record (a correction, logged).',
  'backoffice-purchases-create': 'Capture a purchase (idempotent with X-Idempotency-Key).',
  'backoffice-purchases-list': 'List a purchase, paginated.',
  'backoffice-purchases-get': 'One a purchase record.',
  'backoffice-purchases-delete': 'Delete a purchase record (a correction, logged).',
  'backoffice-expenses-create': 'Capture an expense (idempotent with X-Idempotency-Key).',
  'backoffice-expenses-list': 'List an expense, paginated.',
  'backoffice-expenses-get': 'One an expense record.',
  'backoffice-expenses-delete': 'Delete an expense record (a correction, logged).',
  'backoffice-payroll-create': 'Capture a payroll entry (idempotent with X-Idempotency-Key).',
  'backoffice-payroll-list': 'List a payroll entry, paginated.',
  'backoffice-payroll-get': 'One a payroll entry record.',
  'backoffice-payroll-delete': 'Delete a payroll entry record (a correction, logged).',
  'backoffice-inventory-counts-create': 'Capture an inventory count (idempotent with X-Idempotency-Key).',
  'backoffice-inventory-counts-list': 'List an inventory count, paginated.',
  'backoffice-inventory-counts-get': 'One an inventory count record.',
  'backoffice-inventory-counts-delete': 'Delete an inventory count record (a correction, logged).',
  'backoffice-recipes-create': 'Capture a recipe (idempotent with X-Idempotency-Key).',
  'backoffice-recipes-list': 'List a recipe, paginated.',
  'backoffice-recipes-get': 'One a recipe record.',
  'backoffice-recipes-delete': 'Delete a recipe record (a correction, logged).',
  'settings-get': "The branch's settings (cash_variance_threshold_pct).",
  'settings-update': "Change the branch's settings.",
  'webhooks-create': 'Register a webhook (url, events, secret).',
  'webhooks-list': "The branch's webhooks.",
  'webhooks-get': 'One webhook.',
  'webhooks-delete': 'Delete a webhook; pending retries stop.',
  'webhooks-test': 'Send a signed test delivery now (with redeliver, 10 per webhook an hour).',
  'webhooks-deliveries': "A webhook's delivery log, newest first, paginated.",
  'webhooks-redeliver': 'Start a new attempt chain for a delivery (with test, 10 per webhook an hour).',
  'api-keys-list': "The branch's API keys (last four characters, no secret).",
  'api-keys-create': 'Generate a new API key (shown once); the previous one is revoked, as a rotation.',
  'api-keys-revoke': 'Revoke an API key.',
  'app-clients-list': "The branch's OAuth 2.0 app clients (no secret).",
  'app-clients-create':
    'Create an OAuth 2.0 app client (client credentials) for the branch; its secret is shown once.',
  'app-clients-revoke': 'Revoke an app client: no new token, issued ones refused within 60 s.',
  'account-get': "The signed-in user's account: organization, role and branches (dashboard tokens only).",
  'account-branches-create':
    'Create a sandbox branch and its first API key (shown once); the first one creates the organization.',
  'intelligence-insights': 'Daily insights: the summary of each closed day in Mexican Spanish.',
  'intelligence-forecast': 'Forecast of the next days: sales and covers with an 80 % interval and drivers.',
  'intelligence-forecast-hours': 'Forecast of one day by hour, with the staff it suggests.',
  'intelligence-forecast-items': "Forecast of one day's item quantities: the prep list.",
  'intelligence-forecast-accuracy': 'Accuracy of the stored forecasts beside repeating last week.',
  'intelligence-forecast-backtest': "A rolling-origin replay of the forecast on the branch's history.",
  'organization-sales-summary':
    "The organization's sales summary: its branches' sales added, each branch on its own business days.",
  'organization-pnl':
    "The organization's income statement: its branches' amounts added, ratios from the sums.",
  'organization-kpis': "The organization's KPIs, from its branches' summed parts.",
  'organization-alerts': "Every branch's alerts of the period, with their branch.",
  'organization-comparison':
    'One row per branch: sales, ticket, cost ratios, EBITDA and alerts side by side.',
  'activity-list':
    'The activity log, newest first: POS events and every owner-side change (dashboard, admin CLI), filtered by dates, actor, event and source.',
  'assistant-ask':
    'Answers a financial question in Mexican Spanish with the figures of the intelligence endpoints.',
} as const satisfies Record<RouteId, string>;

/** The summary of a route of the table (ROUTES); throws for an id that is not one. */
export function routeSummary(route: Pick<RouteDefinition, 'id'>): string {
  const summary: string | undefined = (ROUTE_SUMMARIES as Record<string, string>)[route.id];
  if (summary === undefined) throw new Error(`no summary for route ${route.id}`);
  return summary;
}
