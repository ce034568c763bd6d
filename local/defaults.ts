/** Defaults shared by `npm start` and the admin CLI, so both reach the same local table. */
export const LOCAL_TABLE_NAME = 'restaurant-analytics-local';
export const DEFAULT_DYNAMODB_PORT = 8000;
export const DEFAULT_HTTP_PORT = 3000;

export function localDynamoDbEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${env.DYNAMODB_PORT ?? DEFAULT_DYNAMODB_PORT}`;
}
