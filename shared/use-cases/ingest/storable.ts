/**
 * Client JSON that is stored as DynamoDB maps (the activity event's attributes, meta and detail)
 * must be something DynamoDB accepts, or the write fails after validation passed (a 500). Checked
 * iteratively, after the edge checks (depth, reserved names, cents), with the field path of the
 * first offending member: 422.
 */
import { ValidationError } from '../../domain/errors.ts';
import { DYNAMODB_MIN_NUMBER_MAGNITUDE, MAX_ACTIVITY_NESTING } from './limits.ts';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const memberPath = (path: string, key: string) =>
  IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

export function assertStorableAsMap(root: unknown, prefix: string): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: prefix, depth: 0 },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, path, depth } = entry;
    if (typeof value === 'number') {
      const magnitude = Math.abs(value);
      if (
        // The document client refuses to marshal a number it cannot write exactly (beyond
        // Number.MAX_SAFE_INTEGER in magnitude), well inside DynamoDB's own 1e125.
        magnitude > Number.MAX_SAFE_INTEGER ||
        (magnitude !== 0 && magnitude < DYNAMODB_MIN_NUMBER_MAGNITUDE)
      ) {
        throw new ValidationError(
          `${path} must be a number between -9007199254740991 and 9007199254740991 (and 0 or at least 1e-130 in magnitude).`,
          {
            field: path,
            receivedValue: Number.isFinite(value) ? value : String(value),
          },
        );
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_ACTIVITY_NESTING) {
      throw new ValidationError(`${path} nests deeper than ${MAX_ACTIVITY_NESTING} levels.`, { field: path });
    }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], path: `${path}[${index}]`, depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      if (key === '') {
        throw new ValidationError(`${path} has a member with an empty name; every member needs a name.`, {
          field: path,
        });
      }
      stack.push({
        value: (value as Record<string, unknown>)[key],
        path: memberPath(path, key),
        depth: depth + 1,
      });
    }
  }
}
