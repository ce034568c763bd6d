// Errors only, through the global console (POWERTOOLS_DEV), which vitest holds back for tests that
// pass (`silent: 'passed-only'` in vitest.config.ts): a failing test prints the cause of its 500s.
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.POWERTOOLS_DEV ??= 'true';
process.env.AWS_REGION ??= 'us-east-1';
