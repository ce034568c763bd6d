/**
 * What a use case answers: the resource itself, typed by its response schema
 * (shared/domain/responses/). Never a status, a `data.type` or an envelope: the route table says
 * those, and the presenters of shared/http write them. A second caller (the assistant, a CLI, a
 * scheduled job) reads the same result without re-declaring its body.
 */

/** One resource: its attributes, its meta, and the id of a resource that has one. */
export type Resource<Attributes, Meta = never> = {
  readonly id?: string;
  readonly attributes: Attributes;
} & ([Meta] extends [never] ? { readonly meta?: undefined } : { readonly meta: Meta });

/** A list of resources of one type (webhooks, deliveries), with the list's meta. */
export interface Collection<Attributes, Meta> {
  readonly items: ReadonlyArray<{ readonly id: string; readonly attributes: Attributes }>;
  readonly meta: Meta;
}

/** Any resource, whatever its attributes and meta. */
export interface AnyResource {
  readonly id?: string;
  readonly attributes: unknown;
  readonly meta?: unknown;
}

export type Result = AnyResource | Collection<unknown, unknown>;

export function isCollection(result: Result): result is Collection<unknown, unknown> {
  return 'items' in result;
}
