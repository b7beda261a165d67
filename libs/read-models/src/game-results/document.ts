import type { GamePlayerRow } from '@arena/contract';
import { type DerivedDocumentSource, defineDerivedDocument, intField, LUA_JSON_HELPERS } from '../core';
import { decodeHeroes } from './hero-codec';
import type { StoredGameRow } from './stored-hero';

/**
 * A game's ready document (`GET /api/games/{id}`'s body) is assembled in Redis from JSON the
 * projector renders in TypeScript: each player's row in the API's shape (hash field `v:{steamId}`)
 * and, once the summary is in, its duration and cheats flag (`doc_duration`, `doc_cheats`).
 */

/** A stored row in the API's names (`ladder_change` is served as `ladder_mmr_change`, heroes decoded). */
export function gameRowView({ ladder_change, heroes, ...row }: StoredGameRow): GamePlayerRow {
  return { ...row, ladder_mmr_change: ladder_change, heroes: decodeHeroes(heroes) };
}

/** Players in place order, ties by Steam id (so the order never depends on a hash's layout). */
export function byPlace(a: { place: number; steam_id: string }, b: { place: number; steam_id: string }): number {
  return a.place - b.place || (a.steam_id < b.steam_id ? -1 : a.steam_id > b.steam_id ? 1 : 0);
}

/** The summary's members of the document as the projector stores them: whole seconds (JSON) and `true`/`false`. */
export function summaryFields(summary: { duration?: unknown; cheatsEnabled?: unknown }): { doc_duration: string; doc_cheats: string } {
  return {
    doc_duration: JSON.stringify(Math.round(Number(summary.duration))) ?? 'null',
    doc_cheats: String(Boolean(summary.cheatsEnabled)),
  };
}

/**
 * The game's ready document, byte for byte `JSON.stringify(readGame(...))`: KEYS[1] the document,
 * KEYS[2] the game's hash; ARGV[1] the match id. Rows are the `v:` fields in place order (ties by
 * Steam id); the duration is the summary's, else the last end time rounded. A game whose hash
 * lacks a row's or the summary's rendered form (read models projected before the document
 * existed) deletes the document instead: the service then builds the answer per request until
 * `npm run rebuild`.
 */
const SCRIPT =
  LUA_JSON_HELPERS +
  String.raw`local flat = redis.call('HGETALL', KEYS[2])
local f = {}
for i = 1, #flat, 2 do f[flat[i]] = flat[i + 1] end
local rows, missing = {}, false
for name, value in pairs(f) do
  if string.sub(name, 1, 2) == 'p:' then
    local view = f['v:' .. string.sub(name, 3)]
    if not view then missing = true break end
    rows[#rows + 1] = { place = tonumber(string.match(view, ',"place":(%-?[%d%.eE%+%-]+)')), id = string.sub(name, 3), json = view }
  end
end
if missing or not f.created_at or (f.summary and not f.doc_duration) then
  redis.call('DEL', KEYS[1])
  return 0
end
table.sort(rows, function(a, b) if a.place ~= b.place then return a.place < b.place end return a.id < b.id end)
local json = {}
for i, row in ipairs(rows) do json[i] = row.json end
local duration = f.doc_duration
if not duration then
  local seconds = tonumber(f.last_end_time or '0')
  duration = seconds and string.format('%d', math.floor(seconds + 0.5)) or 'null'
end
redis.call('SET', KEYS[1], '{"game_id":' .. str(ARGV[1]) .. ',"created_at":' .. str(f.created_at) .. ',"duration":' .. duration ..
  ',"rounds":' .. int(f.rounds) .. ',"ranked":' .. (f.ranked == '1' and 'true' or 'false') ..
  ',"cheats_enabled":' .. (f.doc_cheats or 'null') .. ',"players":[' .. table.concat(json, ',') .. ']}')
return #rows`;

const PLACE = /,"place":(-?[\d.eE+-]+)/;

/** The same document from the same state, in TypeScript (see `defineDerivedDocument`). */
function gameDocumentTwin(source: DerivedDocumentSource, [game]: readonly string[], [matchId]: readonly string[]): string | null {
  const fields = source.hash(game);
  const rows: { place: number; steam_id: string; json: string }[] = [];
  for (const field of Object.keys(fields)) {
    if (!field.startsWith('p:')) continue;
    const view = fields[`v:${field.slice(2)}`];
    if (view === undefined) return null;
    // the script's reading of the place: a row is JSON.stringify's, whose strings escape every quote
    rows.push({ place: Number(PLACE.exec(view)?.[1]), steam_id: field.slice(2), json: view });
  }
  if (!fields.created_at || (fields.summary && fields.doc_duration === undefined)) return null;
  rows.sort(byPlace);
  const duration = fields.doc_duration ?? JSON.stringify(Math.round(Number(fields.last_end_time ?? 0))) ?? 'null';
  return (
    `{"game_id":${JSON.stringify(matchId)},"created_at":${JSON.stringify(fields.created_at)},"duration":${duration},` +
    `"rounds":${intField(fields.rounds)},"ranked":${fields.ranked === '1'},"cheats_enabled":${fields.doc_cheats ?? 'null'},` +
    `"players":[${rows.map((row) => row.json).join(',')}]}`
  );
}

/** The script that writes a game's ready document (see SCRIPT), for `BatchWriter.derive`. */
export const GAME_DOCUMENT_SCRIPT = defineDerivedDocument(SCRIPT, gameDocumentTwin);
