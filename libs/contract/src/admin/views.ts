import { z } from 'zod';
import { gameDocument, gameListEntry, playerGameEntry } from '../game-results';
import { CHECK_LIST_LIMIT } from '../partner';
import { playerProfile, userType } from '../players';
import { isoTime, rankName, steamIdString } from '../shared';

/**
 * The admin console's records (ra-data-simple-rest: every record has an `id`). Gold in whole
 * coins, times ISO-8601 UTC, durations in seconds.
 */

/** A player as the console lists them (`GET /api/admin/players`); `mmr` for ADMIN callers only. */
export const adminPlayer = z
  .strictObject({
    id: steamIdString.describe('The Steam id (react-admin needs `id`)'),
    steam_id: steamIdString,
    username: z.string(),
    user_type: userType,
    has_plus: z.boolean(),
    plus_expiration: isoTime.nullable().describe('Bought or granted Plus ends then; null when never had'),
    gaimin_connected: z.boolean(),
    ladder_mmr: z.number().int().describe('Ladder rating'),
    rank: rankName.describe("The ladder rating's rank name"),
    games: z.number().int().min(0).describe('Games played'),
    ranked_games: z.number().int().min(0),
    coins: z.number().int().min(0).describe('Gold balance'),
    created_at: isoTime.nullable().describe('First seen (registration or first game)'),
    last_game_at: isoTime.nullable(),
    mmr: z.number().int().optional().describe('Hidden MMR: answered to ADMIN callers only'),
  })
  .meta({ id: 'AdminPlayer' });
export type AdminPlayer = z.infer<typeof adminPlayer>;

/** One change of a player's gold: signed amount and balance after it (gold), why (`reason`) and what it relates to (`ref`). */
export const goldLedgerEntry = z
  .strictObject({
    at: isoTime,
    amount: z.number().int(),
    balance: z.number().int().min(0),
    reason: z.string().describe('`game`, `purchase`, `chest`, `admin_grant`, ... (docs/game-rules.md "Gold ledger")'),
    ref: z.string().nullable(),
  })
  .meta({ id: 'GoldLedgerEntry' });

/** One admin action (`GET /api/admin/audit`): who (`actor`, a Steam id), what, on what, why. */
export const auditEntry = z
  .strictObject({
    id: z.string().describe("The event's global position"),
    at: isoTime,
    actor: z.string().nullable().describe('Steam id of the acting user (or `system`, `server:{name}`); null when the event names none'),
    actor_name: z.string().nullable().describe("The actor's username now; null when unknown"),
    action: z.string().describe('e.g. `user_type_changed`, `gold_granted`, `items_taken`, `sale_created`, `redemption_code_changed`'),
    target: z.string().describe('A Steam id for a player; `sale:{id}`, `redemption_code:{CODE}`, ... otherwise'),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

/** A point of a player's ladder rating history: after a ranked game (rating, signed change). */
export const ratingPoint = z
  .strictObject({
    game_id: z.string(),
    at: isoTime,
    ladder_mmr: z.number().int(),
    change: z.number().int(),
  })
  .meta({ id: 'RatingPoint' });

/** How many entries of each list a player's page shows (the newest). */
export const ADMIN_PLAYER_LISTS = { ledger: 100, games: 50, ratingHistory: 100, audit: 100 } as const;

/** `GET /api/admin/players/{steam_id}`: the record, and the player's profile, wallet, inventory, games, ratings, god bans and audit. */
export const adminPlayerDetail = adminPlayer
  .extend({
    profile: playerProfile,
    gold_ledger: z.array(goldLedgerEntry).describe(`The ${ADMIN_PLAYER_LISTS.ledger} newest gold changes, newest first`),
    inventory: z.array(z.strictObject({ item_id: z.string(), count: z.number().int().min(1), equipped: z.boolean() })),
    recent_games: z.array(playerGameEntry).describe(`The ${ADMIN_PLAYER_LISTS.games} newest games`),
    rating_history: z
      .array(ratingPoint)
      .describe(`Ladder rating after each of the ${ADMIN_PLAYER_LISTS.ratingHistory} newest ranked games, oldest first`),
    god_bans: z.array(z.string()).describe('Gods the player banned from their pool'),
    audit: z.array(auditEntry).describe(`The ${ADMIN_PLAYER_LISTS.audit} newest admin actions on the player, newest first`),
  })
  .meta({ id: 'AdminPlayerDetail' });
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

/** A game as the console lists it: the recent games' row with an `id`. */
export const adminGame = gameListEntry.extend({ id: z.string() }).meta({ id: 'AdminGame' });
export type AdminGame = z.infer<typeof adminGame>;

/** The specification's summary a game's "Copy game JSON" copies: per player in place order, its index (place - 1), god and heroes. */
export const copiedGamePlayer = z
  .strictObject({
    playerId: z.number().int().min(0),
    god: z.string(),
    heroes: z.array(
      z.strictObject({ name: z.string(), abilities: z.array(z.strictObject({ name: z.string(), level: z.number().int() })) }),
    ),
  })
  .meta({ id: 'CopiedGamePlayer' });

/** `GET /api/admin/games/{id}`: the game document with an `id` and the copy-game-data summary. */
export const adminGameDetail = gameDocument
  .extend({ id: z.string(), copy_summary: z.array(copiedGamePlayer) })
  .meta({ id: 'AdminGameDetail' });
export type AdminGameDetail = z.infer<typeof adminGameDetail>;

/** Body of `POST /api/admin/checks/ratings`: the lines of an uploaded file, names or Steam ids. */
export const ratingCheckBody = z
  .object({
    entries: z
      .array(z.string().trim())
      .min(1)
      .max(CHECK_LIST_LIMIT)
      .describe(
        `1..${CHECK_LIST_LIMIT} entries (each trimmed): a SteamID64 is looked up as an id, anything else as a username (case-insensitive)`,
      ),
  })
  .meta({ id: 'RatingCheckBody' });

/** One row of the console's rating check; `mmr` (the hidden MMR) for ADMIN callers only. */
export const ratingCheckRow = z
  .strictObject({
    entry: z.string(),
    steam_id: steamIdString.nullable(),
    username: z.string().nullable(),
    ladder_mmr: z.number().int().nullable(),
    rank: rankName.nullable(),
    mmr: z.number().int().nullable().optional().describe('Hidden MMR: answered to ADMIN callers only'),
  })
  .meta({ id: 'RatingCheckRow' });
export type RatingCheckRow = z.infer<typeof ratingCheckRow>;

/** ra-data-simple-rest's list query: `range`, `sort` and `filter`, each JSON. */
export const simpleRestQuery = z.object({
  range: z.string().optional().describe('`[first,last]`, inclusive, from 0'),
  sort: z.string().optional().describe('`["field","ASC"|"DESC"]`'),
  filter: z.string().optional().describe('A JSON object of filters; `{"id": [...]}` asks for those records (getMany)'),
});

/** A date or time: `YYYY-MM-DD` (midnight UTC) or ISO-8601. */
const dateOrTime = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'a date (YYYY-MM-DD) or an ISO-8601 time');
/** getMany's `{"id": [...]}` (at most a page). */
const ids = z.array(z.string().max(64)).max(1_000);

/** `filter` of `GET /api/admin/players`: `q` a Steam id, or a part of the name (case-insensitive). */
export const adminPlayersFilter = z.strictObject({
  q: z.string().trim().max(64).optional(),
  user_type: userType.optional(),
  has_plus: z.boolean().optional(),
  rank: rankName.optional(),
  id: ids.optional(),
});
export type AdminPlayersFilter = z.infer<typeof adminPlayersFilter>;

/** `filter` of `GET /api/admin/games`: the last `hours`, `from`/`to` (inclusive dates or times), ranked, a player, a god. */
export const adminGamesFilter = z.strictObject({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
  ranked: z.boolean().optional(),
  player: steamIdString.optional(),
  god: z.string().min(1).max(64).optional(),
  id: ids.optional(),
});
export type AdminGamesFilter = z.infer<typeof adminGamesFilter>;

/** `filter` of `GET /api/admin/audit`. */
export const adminAuditFilter = z.strictObject({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(128).optional(),
  from: dateOrTime.optional(),
  to: dateOrTime.optional(),
  id: ids.optional(),
});
export type AdminAuditFilter = z.infer<typeof adminAuditFilter>;
