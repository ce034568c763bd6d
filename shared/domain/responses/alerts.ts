/**
 * The alerts of a read (GET /intelligence/alerts and, by branch, the organization's): apart from
 * intelligence.ts so the organization reads that name them bundle no other intelligence schema.
 */
import * as z from 'zod/mini';
import { ANOMALY_ALERT_TYPES } from '../live/anomalies.ts';
import { COST_ALERT_TYPES, DAY_ALERT_TYPES } from '../vocabulary.ts';
import { severity, timestamp } from './common.ts';

export const ALERT_TYPES = [...DAY_ALERT_TYPES, ...ANOMALY_ALERT_TYPES, ...COST_ALERT_TYPES] as const;

export const alert = z.strictObject({
  id: z.string(),
  severity,
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
  action: z.string(),
  created_at: timestamp,
});

export const alertsAttributes = z.strictObject({
  total_count: z.int(),
  critical_count: z.int().check(z.describe('Red alerts.')),
  warning_count: z.int().check(z.describe('Yellow alerts.')),
  info_count: z.int().check(z.describe('Blue alerts.')),
  alerts: z.array(alert),
});
export type AlertsAttributes = z.output<typeof alertsAttributes>;
