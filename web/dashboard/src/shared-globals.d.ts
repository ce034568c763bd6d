/**
 * shared/domain names Node's Buffer in its request parsers (shared/domain/validation.ts, the
 * webhooks' cursors). The dashboard imports only the response *types* next to them, so none of that
 * code is bundled; the type check still reads those files, and needs this much of Buffer to do it.
 * The dashboard's own code never uses Buffer (biome's noRestrictedGlobals refuses it in web/dashboard).
 */
interface SharedDomainBuffer {
  readonly length: number;
  toString(encoding?: string): string;
}
declare const Buffer: {
  from(value: string, encoding?: string): SharedDomainBuffer;
  byteLength(value: string, encoding?: string): number;
};
