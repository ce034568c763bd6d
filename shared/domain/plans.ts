/**
 * Plans, their rate limits and the modules each plan may call. The README's plan matrix is this
 * table; `test/unit/plans.test.ts` keeps the two in step.
 */
export const PLANS = ['starter', 'growth', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** A branch's subscription: active, or suspended / blocked by the operator. */
export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'blocked'] as const;

export const MODULES = [
  'core',
  'ingest',
  'audit',
  'sales',
  'cash',
  'menu',
  'costs',
  'live',
  'inventory',
  'webhooks',
  'assistant',
  'forecast',
] as const;
export type Module = (typeof MODULES)[number];

export interface PlanLimits {
  /** Requests per fixed one-minute window; null = no limit. */
  perMinute: number | null;
  /** Requests per calendar month (UTC); null = no limit. */
  perMonth: number | null;
  modules: readonly Module[];
}

const STARTER_MODULES: readonly Module[] = ['core', 'ingest', 'sales'];
const GROWTH_MODULES: readonly Module[] = [
  ...STARTER_MODULES,
  'audit',
  'cash',
  'menu',
  'costs',
  'webhooks',
  'assistant',
  'forecast',
];
const PRO_MODULES: readonly Module[] = [...GROWTH_MODULES, 'live', 'inventory'];

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  starter: { perMinute: 100, perMonth: 50_000, modules: STARTER_MODULES },
  growth: { perMinute: 500, perMonth: 500_000, modules: GROWTH_MODULES },
  pro: { perMinute: 2_000, perMonth: null, modules: PRO_MODULES },
  enterprise: { perMinute: null, perMonth: null, modules: MODULES },
};

export function planAllows(plan: Plan, module: Module): boolean {
  return PLAN_LIMITS[plan].modules.includes(module);
}

/** The plan that first includes a module, for the 403 message. */
export function cheapestPlanWith(module: Module): Plan {
  return PLANS.find((plan) => planAllows(plan, module)) ?? 'enterprise';
}
