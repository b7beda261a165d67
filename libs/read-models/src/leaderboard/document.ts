import type { LeaderboardEntry } from '@arena/contract';
import { type DerivedDocumentSource, defineDerivedDocument, intField, LUA_JSON_HELPERS } from '../core';
import { badgeView, type PlayerCard } from '../players';

/** How many players the leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

/** The leaderboard's rows from its players' ids (best first) and their cards, as `GET /api/leaderboard` answers them. */
export function leaderboardRows(ids: readonly string[], cards: readonly PlayerCard[]): LeaderboardEntry[] {
  return ids.map((steamId, i) => ({
    rank: i + 1,
    steam_id: steamId,
    username: cards[i].username ?? steamId,
    avatar: cards[i].avatar ?? null,
    ladder_mmr: cards[i].ladder,
    ...badgeView(cards[i].ladder),
    games_played: cards[i].gamesPlayed,
  }));
}

/**
 * The badge fields of a leaderboard row for a stored ladder rating, as JSON members without the
 * braces (`"badge":…,"pips":…,"rank_tier":…,"badge_number":…`): the ready document's script
 * pastes them in, since the ranks' table lives in TypeScript (`badgeView`).
 */
export function badgeMembers(storedLadder: string): string {
  return JSON.stringify(badgeView(intField(storedLadder))).slice(1, -1);
}

/**
 * The leaderboard's ready document (`GET /api/leaderboard`'s body, byte for byte what
 * `JSON.stringify(leaderboardRows(...))` makes): KEYS[1] the document, KEYS[2] the sorted set,
 * KEYS[3] the badge members by steam id; ARGV[1] the players' key prefix, ARGV[2] the size.
 * Strings are escaped as JSON.stringify does (`"`, `\`, control characters); whole numbers as
 * `parseInt` reads them (0 when absent). A row whose badge members are missing (read models
 * projected before the document existed) deletes the document instead: the service then builds
 * the answer per request until `npm run rebuild`.
 */
const SCRIPT =
  LUA_JSON_HELPERS +
  String.raw`local ids = redis.call('ZREVRANGE', KEYS[2], 0, tonumber(ARGV[2]) - 1)
local rows = {}
for i, id in ipairs(ids) do
  local card = redis.call('HMGET', ARGV[1] .. id, 'username', 'avatar', 'ladder', 'games_played')
  local badge = redis.call('HGET', KEYS[3], id)
  if not badge then
    redis.call('DEL', KEYS[1])
    return 0
  end
  rows[i] = '{"rank":' .. i .. ',"steam_id":' .. str(id) .. ',"username":' .. str(card[1] or id) ..
    ',"avatar":' .. (card[2] and str(card[2]) or 'null') .. ',"ladder_mmr":' .. int(card[3]) .. ',' .. badge ..
    ',"games_played":' .. int(card[4]) .. '}'
end
redis.call('SET', KEYS[1], '[' .. table.concat(rows, ',') .. ']')
return #rows`;

/** The same document from the same state, in TypeScript (see `defineDerivedDocument`). */
function leaderboardTwin(source: DerivedDocumentSource, [leaderboard, badges]: readonly string[], [playerPrefix, size]: readonly string[]) {
  const ids = source.zrevrange(leaderboard, 0, Number(size) - 1);
  const badgeOf = source.hash(badges);
  if (ids.some((id) => badgeOf[id] === undefined)) return null;
  const cards = ids.map((id) => {
    const fields = source.hash(`${playerPrefix}${id}`);
    return {
      username: fields.username ?? null,
      avatar: fields.avatar ?? null,
      ladder: intField(fields.ladder),
      gamesPlayed: intField(fields.games_played),
    };
  });
  return JSON.stringify(leaderboardRows(ids, cards));
}

/** The script that writes the leaderboard's ready document (see SCRIPT), for `BatchWriter.derive`. */
export const LEADERBOARD_DOCUMENT_SCRIPT = defineDerivedDocument(SCRIPT, leaderboardTwin);
