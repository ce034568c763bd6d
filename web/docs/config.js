// The reference page's configuration (Scalar @scalar/api-reference, pinned in package.json).
// Everything it loads comes from this deployment: no web fonts, no telemetry, no AI agent or MCP
// button, no Scalar proxy or client links, and "try it" sends to this page's own origin.
Scalar.createApiReference('#app', {
  url: '/api/v1/openapi.json',
  // The document's slug starts every anchor (shared/contract/error-docs.ts errorAnchor).
  slug: 'api',
  servers: [{ url: window.location.origin, description: 'This deployment' }],
  baseServerURL: window.location.origin,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  // Every operation rendered at once: a link to any of them (or to an error section) resolves.
  defaultOpenAllTags: true,
});
