/**
 * The rules of a redeem code the page applies before sending one, the error code a failed
 * redemption reads as, and what a successful answer lists. No React, no I/O: unit-tested in
 * `code.unit.test.ts`.
 */
import { ApiError } from '../../shared/api/client';

/** A code's length, inclusive (the server's `invalid_code` rule). */
const CODE_MIN_LENGTH = 4;
const CODE_MAX_LENGTH = 32;
/** A code as the server takes it: 4..32 characters of A-Z, 0-9 and `-`. */
export const CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

/** Spaces (and the invisible characters a copied code may carry) around what the player typed. */
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/**
 * What the page sends for what the player typed: spaces around it removed, the letters a-z
 * upper-cased (only those: a letter of another alphabet stays as typed, and the code is then
 * malformed, rather than turned into something the player did not type).
 */
export function normalizeCode(input: string): string {
  return input.replace(EDGES, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/** Why a normalised code cannot be sent. */
export type CodeProblem = 'empty' | 'tooShort' | 'tooLong' | 'characters';

/** What is wrong with `code` (normalised by `normalizeCode`), or null when it may be sent. */
export function codeProblem(code: string): CodeProblem | null {
  if (code.length === 0) return 'empty';
  if (!/^[A-Z0-9-]*$/.test(code)) return 'characters';
  if (code.length < CODE_MIN_LENGTH) return 'tooShort';
  if (code.length > CODE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The redemption's own error codes (the `errors` texts of the `redeem-codes` namespace). */
export const REDEEM_ERROR_CODES = ['code_not_found', 'code_expired', 'code_used_up', 'code_already_redeemed', 'invalid_code'] as const;
export type RedeemErrorCode = (typeof REDEEM_ERROR_CODES)[number];

/**
 * The redemption's own code of a failed call, or null for the errors every call may meet
 * (signed out, rate limited, network...), which the store's texts say.
 */
export function redeemErrorCode(error: unknown): RedeemErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return (REDEEM_ERROR_CODES as readonly string[]).includes(error.code) ? (error.code as RedeemErrorCode) : null;
}

/** An item a code gave. */
export interface ReceivedItem {
  item_id: string;
  count: number;
}

/** What a redemption gave, as the result panel lists it. */
export interface RedeemSummary {
  gold: number;
  /** each item once (counts of a repeated id added up), in the answer's order; none of count 0 */
  items: ReceivedItem[];
  /** items not granted because the player owns them, each once, in the answer's order */
  alreadyOwned: string[];
  /** the code gave nothing at all (no gold, no item) */
  nothing: boolean;
}

/** The result panel's lists for an answer's `gold`, `items` and `already_owned`. */
export function redeemSummary(reply: { gold: number; items: readonly ReceivedItem[]; already_owned: readonly string[] }): RedeemSummary {
  const gold = Number.isFinite(reply.gold) && reply.gold > 0 ? reply.gold : 0;
  const counts = new Map<string, number>();
  for (const { item_id, count } of reply.items ?? []) {
    if (!(count > 0)) continue;
    counts.set(item_id, (counts.get(item_id) ?? 0) + count);
  }
  const items = [...counts].map(([item_id, count]) => ({ item_id, count }));
  const alreadyOwned = [...new Set(reply.already_owned ?? [])].filter((id) => !counts.has(id));
  return { gold, items, alreadyOwned, nothing: gold === 0 && items.length === 0 };
}
