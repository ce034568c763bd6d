/**
 * Hoy's live reads (pages/hoy.tsx), by route id, each refreshed every REFRESH_MS. Also Hoy's first
 * reads, started at boot for the branch read last (lib/boot-reads.ts).
 */
export const HOY_READS = {
  sales: 'live-sales-today',
  cash: 'live-cash-balance',
  alerts: 'live-alerts-active',
} as const;

export const HOY_REFRESH_MS = 30_000;
