import { z } from 'zod';

/**
 * What every player mutation shares (docs/architecture.md, "HTTP API" and "Read side"): the
 * `Idempotency-Key` a retry is recognised by, the event position its answer carries, and the
 * `X-Read-After` header a later read sends with that position to see its own write.
 */

/** An `Idempotency-Key`: 1..128 characters of letters, digits and `_ . : -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Whether `text` is a well-formed `Idempotency-Key` (see `IDEMPOTENCY_KEY_PATTERN`). */
export function isIdempotencyKey(text: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(text);
}

/**
 * Headers of a player's mutation. Names are lower case, as Node hands them to a server
 * (HTTP header names are case-insensitive: clients send `Idempotency-Key`).
 */
export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1..128 characters of letters, digits and _ . : -')
    .optional()
    .describe(
      '`Idempotency-Key`: one per user action (a UUID). A retry with the same key answers the first answer and changes nothing; the same key sent for another action is 422 `idempotency_key_reused`; a malformed key is 400 `bad_request`. Without it every request is a new action.',
    ),
});
export type IdempotencyKeyHeaders = z.infer<typeof idempotencyKeyHeaders>;

/** An `X-Read-After` value: an event position, a whole number in decimal. */
const POSITION_TEXT = /^\d{1,15}$/;

/** Headers of a read that may follow the reader's own mutation. */
export const readAfterHeaders = z.object({
  'x-read-after': z
    .string()
    .regex(POSITION_TEXT, 'must be an event position: a whole number in decimal')
    .optional()
    .describe(
      "`X-Read-After`: the `position` a mutation answered. The read waits (about 2 s at most) until the read models have applied that event, so it never shows a state older than the caller's own write; after the wait it answers what it has, marked with the answer header `X-Read-After-Timeout: <position the read models reached>`.",
    ),
});
export type ReadAfterHeaders = z.infer<typeof readAfterHeaders>;

/** The `position` every mutation answers (see `readAfterHeaders`). */
export const eventPosition = z
  .number()
  .int()
  .min(0)
  .nullable()
  .describe('Event-store position of the last event this action recorded (send it as `X-Read-After`); null when it recorded nothing');
