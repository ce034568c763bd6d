/**
 * The API's success envelopes around the shared response types (shared/domain/responses, the zod
 * schemas the service answers with): a page names the attributes and meta it reads, never a copy.
 */

/** A read: one document with its attributes and meta (`GET /intelligence/…`, `/live/…`). */
export interface ReadDocument<Attributes, Meta> {
  data: { type: string; id?: string; attributes: Attributes; meta: Meta };
}

/** A list: the records, each with its id, and the list's meta. */
export interface ListDocument<Attributes, Meta = unknown> {
  data: { type: string; id: string; attributes: Attributes }[];
  meta: Meta;
}

/** One record (a created key, client or webhook). */
export interface RecordDocument<Attributes> {
  data: { type: string; id: string; attributes: Attributes };
}
