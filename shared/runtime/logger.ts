import { Logger } from '@aws-lambda-powertools/logger';
import { SERVICE_NAME } from './service.ts';

/**
 * Structured JSON logs (Powertools Logger): every line carries the request id once the request
 * middleware appends it. Level from POWERTOOLS_LOG_LEVEL / LOG_LEVEL (tests run SILENT).
 */
export function createLogger(serviceName = SERVICE_NAME): Logger {
  return new Logger({ serviceName });
}
