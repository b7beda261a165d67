import { createHash } from 'node:crypto';

/**
 * SHA-256 of a value's canonical JSON (object keys sorted, `undefined` members left out), to
 * tell a retried post of the same payload from a different one. Fingerprints are stored in
 * events and compared with later retries: the output must never change.
 */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

/** Built by concatenation (this runs on every ingested result); arrays write `undefined` as nothing, as `join` does. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) out += ',';
      out += (canonicalJson(value[index]) as string | undefined) ?? '';
    }
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let out = '{';
    // the default sort compares UTF-16 code units, as `<` does
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined) continue;
      if (out.length > 1) out += ',';
      out += `${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}
