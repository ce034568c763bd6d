/** A UUID in its text form (RFC 9562), any version, either case: branch ids are stored lowercased. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
