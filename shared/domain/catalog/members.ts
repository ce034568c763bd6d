/** The members of an object whose value is not undefined: "sent" members, in an upsert merge. */
export function definedMembers(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
