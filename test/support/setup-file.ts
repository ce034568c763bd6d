// Quiet structured logs in tests; failures still print through vitest's own reporting.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_REGION ??= 'us-east-1';
