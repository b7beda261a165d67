/**
 * The check tools' calls and rules, without React (unit-tested in `check.unit.test.ts`): how an
 * uploaded text file becomes the entries sent, the endpoints, and what a result line says. Only
 * the check page loads it.
 */
import type { BodyOf, ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';

export type GaiminCheckResult = ResponseOf<'post', '/api/players/gaimin/check'>['results'][number];
export type MmrCheckResult = ResponseOf<'post', '/api/players/tournaments/checkMMRs'>['results'][number];

/** The most lines a check file may have (the server's limit of entries a request). */
export const CHECK_LINE_LIMIT = 1_000;

/** A file's entries, or why it cannot be sent. */
export type ParsedLines =
  { ok: true; lines: string[] } | { ok: false; problem: 'empty' } | { ok: false; problem: 'tooMany'; count: number };

/**
 * The entries of an uploaded text file: split on newlines (`\n`, `\r\n` or `\r`), each line
 * trimmed (a byte-order mark and spaces or tabs around it removed), empty lines dropped, the order
 * kept (repeated lines too: each gets its answer). At most `CHECK_LINE_LIMIT` lines are sent:
 * more is `tooMany`, nothing left is `empty`.
 */
export function parseLines(text: string): ParsedLines {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((line) => line.replace(/^\uFEFF/, '').trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return { ok: false, problem: 'empty' };
  if (lines.length > CHECK_LINE_LIMIT) return { ok: false, problem: 'tooMany', count: lines.length };
  return { ok: true, lines };
}

/**
 * `POST /api/players/gaimin/check` body `{steam_ids}` (1..1,000): for each id, in order, the
 * player's name and `connected` / `not_connected` / `not_found`. Public; a read, so no
 * Idempotency-Key. Throws ApiError (`invalid_payload`, `rate_limited`...).
 */
export async function gaiminCheck(steamIds: readonly string[], signal?: AbortSignal): Promise<GaiminCheckResult[]> {
  const body: BodyOf<'post', '/api/players/gaimin/check'> = { steam_ids: [...steamIds] };
  const reply = await api.post('/api/players/gaimin/check', { body, signal });
  return Array.isArray(reply?.results) ? reply.results : [];
}

/**
 * `POST /api/players/tournaments/checkMMRs` body `{usernames}` (1..1,000): for each name, in
 * order, whether a player goes by it, with their ladder rating and rank (never the hidden MMR).
 * Public; a read, so no Idempotency-Key. Throws ApiError (`invalid_payload`, `rate_limited`...).
 */
export async function mmrCheck(usernames: readonly string[], signal?: AbortSignal): Promise<MmrCheckResult[]> {
  const body: BodyOf<'post', '/api/players/tournaments/checkMMRs'> = { usernames: [...usernames] };
  const reply = await api.post('/api/players/tournaments/checkMMRs', { body, signal });
  return Array.isArray(reply?.results) ? reply.results : [];
}

/** How many ids of a Gaimin check are connected, not connected and not found. */
export function gaiminSummary(results: readonly { status: string }[]): { connected: number; notConnected: number; notFound: number } {
  const summary = { connected: 0, notConnected: 0, notFound: 0 };
  for (const { status } of results) {
    if (status === 'connected') summary.connected++;
    else if (status === 'not_connected') summary.notConnected++;
    else summary.notFound++;
  }
  return summary;
}

/** A rating check result as one line of text: the name and either the rating and rank, or "not found". */
export interface RatingLineParts {
  username: string;
  found: boolean;
  ladder: number | null;
  /** the rank's name (`Ancient`), null when not found */
  rank: string | null;
  /** 1..5 inside the rank; null for Immortal (a leaderboard rank) and when not found */
  pips: number | null;
}

/** The parts of a rating check result's line (the page words them in the current language). */
export function ratingLineParts(result: {
  username: string;
  found: boolean;
  ladder_mmr: number | null;
  rank: string | null;
  pips: number | null;
}): RatingLineParts {
  if (!result.found || result.ladder_mmr === null || result.rank === null)
    return { username: result.username, found: false, ladder: null, rank: null, pips: null };
  return { username: result.username, found: true, ladder: result.ladder_mmr, rank: result.rank, pips: result.pips };
}
