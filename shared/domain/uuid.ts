/**
 * A UUID in its text form (RFC 9562), any version, either case: branch ids are stored lowercased.
 * Both cases are spelled out instead of an `i` flag: the OpenAPI document carries the pattern as
 * text, and a JSON Schema pattern has no flags.
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A UUID anywhere inside a text (the same form, unanchored). */
export const UUID_IN_TEXT = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/;

/**
 * A name to show a person, or null when it is an internal id: texts meant for people (alerts,
 * insights, assistant answers, webhook titles) never carry a UUID, so a POS that sends its ids
 * where a name goes (a ticket, a register) gets the text without them.
 */
export function shownName(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || UUID_IN_TEXT.test(trimmed) ? null : trimmed;
}
