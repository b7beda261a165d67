/**
 * Reading the JSON of a stored snapshot. A snapshot is our own output, but an older or corrupt
 * one must be refused loudly (the caller then folds the stream from its events), never read
 * into a state with holes.
 */

/** A stored snapshot that is not of the shape this code writes. */
export class SnapshotFormatError extends Error {
  override readonly name = 'SnapshotFormatError';
}

interface FieldKinds {
  string: string;
  number: number;
  boolean: boolean;
  array: unknown[];
  'string-or-null': string | null;
}

/**
 * The JSON object a snapshot (or a part of it) must be.
 * @throws SnapshotFormatError when `json` is not a plain object.
 */
export function snapshotObject(json: unknown, what: string): Record<string, unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new SnapshotFormatError(`${what}: expected an object`);
  }
  return json as Record<string, unknown>;
}

/**
 * An own field of a snapshot object, of the given kind (never one inherited from the prototype).
 * @throws SnapshotFormatError when the field is missing or of another kind.
 */
export function snapshotField<K extends keyof FieldKinds>(
  object: Record<string, unknown>,
  key: string,
  kind: K,
  what: string,
): FieldKinds[K] {
  const value = Object.hasOwn(object, key) ? object[key] : undefined;
  const ok =
    kind === 'array'
      ? Array.isArray(value)
      : kind === 'string-or-null'
        ? value === null || typeof value === 'string'
        : typeof value === kind;
  if (!ok) throw new SnapshotFormatError(`${what}.${key}: expected ${kind}`);
  return value as FieldKinds[K];
}
