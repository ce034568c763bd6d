/**
 * A UUID in its text form (RFC 9562), any version, either case: branch ids are stored lowercased.
 * Both cases are spelled out instead of an `i` flag: the OpenAPI document carries the pattern as
 * text, and a JSON Schema pattern has no flags.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
