/** Deployment stages. Each accepts only its own key prefix, so a sandbox key never reaches production data. */
export const STAGES = ['sandbox', 'production'] as const;
export type Stage = (typeof STAGES)[number];

export const KEY_PREFIX: Record<Stage, string> = {
  sandbox: 'svc_test_',
  production: 'svc_live_',
};

export function stageOfKeyPrefix(apiKey: string): Stage | undefined {
  return STAGES.find((stage) => apiKey.startsWith(KEY_PREFIX[stage]));
}
