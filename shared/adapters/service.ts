/** The service's one name: logger service, event source, the stack's `service` tag, POWERTOOLS_SERVICE_NAME. */
export const SERVICE_NAME = 'restaurant-analytics';
