/**
 * The check tools' calls and rules, without React (unit-tested in `check.unit.test.ts`): how an
 * uploaded text file becomes the entries sent, the endpoints, and what a result line says. Only
 * the check page loads it.
 */
import type { BodyOf, ResponseOf } from '@arena/contract';
import { api } from '../../shared/api/api';

export type GaiminCheckResult = ResponseOf<'post', '/api/players/gaimin/check'>[number];

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
 * `POST /api/players/gaimin/check` body `{steamIDs}` (1..1,000 usernames or Steam ids): for each
 * entry, in order, `{username, steamID, connected, notFound, status}`. Public; a read, so no
 * Idempotency-Key. Throws ApiError (`invalid_payload`, `rate_limited`...).
 */
export async function gaiminCheck(entries: readonly string[], signal?: AbortSignal): Promise<GaiminCheckResult[]> {
  const body: BodyOf<'post', '/api/players/gaimin/check'> = { steamIDs: [...entries] };
  const reply = await api.post('/api/players/gaimin/check', { body, signal });
  return Array.isArray(reply) ? reply : [];
}

/**
 * `POST /api/players/tournaments/checkMMRs` body `{usernames}` (1..1,000): one line of text per
 * name, in order: `name, ladder rating, rank`, or `name, null` when nobody goes by it (never the
 * hidden MMR). Public; a read, so no Idempotency-Key. Throws ApiError (`invalid_payload`, `rate_limited`...).
 */
export async function mmrCheck(usernames: readonly string[], signal?: AbortSignal): Promise<string[]> {
  const body: BodyOf<'post', '/api/players/tournaments/checkMMRs'> = { usernames: [...usernames] };
  const reply = await api.post('/api/players/tournaments/checkMMRs', { body, signal });
  return Array.isArray(reply) ? reply : [];
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
