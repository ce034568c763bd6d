/**
 * Hoy's live reads (pages/hoy.tsx), each refreshed every REFRESH_MS. Also Hoy's first reads,
 * started at boot for the branch read last (lib/boot-reads.ts).
 */
export const HOY_READS = {
  sales: '/api/v1/live/sales/today',
  cash: '/api/v1/live/cash/balance',
  alerts: '/api/v1/live/alerts/active',
} as const;

export const HOY_REFRESH_MS = 30_000;
