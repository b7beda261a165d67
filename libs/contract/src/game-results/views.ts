import { z } from 'zod';
import { gameIdString, isoTime, pageSchema, rankFields, steamIdString } from '../shared';

/** What the ingestion routes and the game pages answer (docs/api.md, "Players and games"). */

/** What a game server is told after posting a player's result; a retry answers the same. */
export const playerResultReply = z
  .strictObject({
    success: z.literal(true),
    steam_id: steamIdString,
    match_id: gameIdString,
    ranked: z.boolean(),
    ladder_mmr: z.number().int().describe('Ladder rating after the game'),
    ladder_change: z.number().int().describe('Signed change of the ladder rating (0 in unranked games)'),
    ...rankFields.shape,
    coins_change: z.number().int().min(0).describe('Gold the game gave (after bonuses, Plus and the daily cap; 0 unranked)'),
    xp_change: z.number().int().min(0).describe('Battle-pass XP the game gave (after the bonus and the daily cap; 0 unranked)'),
    bp_level: z.number().int().min(0).describe('Battle-pass level after the game'),
  })
  .meta({ id: 'PlayerResultReply' });
export type PlayerResultReply = z.infer<typeof playerResultReply>;

export const gameSummaryReply = z.strictObject({ success: z.literal(true), match_id: gameIdString }).meta({ id: 'GameSummaryReply' });
export type GameSummaryReply = z.infer<typeof gameSummaryReply>;

export const abilityView = z
  .strictObject({
    name: z.string(),
    level: z.number().int(),
    is_ultimate: z.boolean(),
    icon: z.string(),
  })
  .meta({ id: 'AbilityView' });
export type AbilityView = z.infer<typeof abilityView>;

export const heroView = z
  .strictObject({
    name: z.string().describe('`npc_dota_hero_*`'),
    tier: z.number().int(),
    abilities: z.array(abilityView),
  })
  .meta({ id: 'HeroView' });
export type HeroView = z.infer<typeof heroView>;

/** One player's row of a game document. */
export const gamePlayerRow = z
  .strictObject({
    steam_id: steamIdString,
    username: z.string(),
    avatar: z.string().nullable().describe('Image URL, or null (the site shows a generated avatar)'),
    place: z.number().int().min(1).max(8),
    rounds: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    god: z.string(),
    ladder_mmr: z.number().int().nullable().describe('Ladder rating after the game; null in unranked games'),
    ladder_change: z.number().int().nullable().describe('Signed change; null in unranked games'),
    end_time: z.number().describe('Seconds after the start the player finished'),
    heroes: z.array(heroView),
  })
  .meta({ id: 'GamePlayerRow' });
export type GamePlayerRow = z.infer<typeof gamePlayerRow>;

export const gameDocument = z
  .strictObject({
    game_id: gameIdString,
    created_at: isoTime,
    duration: z.number().int().describe("Seconds: the summary's duration, or the last finishing player's time until it arrives"),
    rounds: z.number().int(),
    ranked: z.boolean(),
    cheats_enabled: z.boolean().nullable().describe('Null until the summary arrives'),
    players: z.array(gamePlayerRow).describe('In place order'),
  })
  .meta({ id: 'GameDocument' });
export type GameDocument = z.infer<typeof gameDocument>;

export const gameListEntry = z
  .strictObject({
    game_id: gameIdString,
    created_at: isoTime,
    duration: z.number().int().describe('Seconds'),
    rounds: z.number().int(),
    ranked: z.boolean(),
    players: z
      .array(z.strictObject({ steam_id: steamIdString, username: z.string(), place: z.number().int(), god: z.string() }))
      .describe('In place order'),
  })
  .meta({ id: 'GameListEntry' });
export type GameListEntry = z.infer<typeof gameListEntry>;

/** A game as one player's match history shows it. */
export const playerGameEntry = z
  .strictObject({
    game_id: gameIdString,
    created_at: isoTime,
    duration: z.number().int().describe('Seconds'),
    ranked: z.boolean(),
    place: z.number().int().min(1).max(8),
    god: z.string(),
    rounds: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    ladder_mmr: z.number().int().nullable(),
    ladder_change: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerGameEntry' });
export type PlayerGameEntry = z.infer<typeof playerGameEntry>;

export const gameListPage = pageSchema(gameListEntry).meta({ id: 'GameListPage', description: 'Recent games, newest first' });
export type GameListPage = z.infer<typeof gameListPage>;
export const playerGamesPage = pageSchema(playerGameEntry).meta({ id: 'PlayerGamesPage', description: "A player's games, newest first" });
export type PlayerGamesPage = z.infer<typeof playerGamesPage>;

/**
 * `POST /api/games/start`: what each player brings into the game: equipped cosmetics (one per
 * equip group), the gods they may pick, the gods they banned from their pool, Plus, and the
 * double-downs they hold.
 */
export const gameStartReply = z
  .strictObject({
    match_id: gameIdString,
    players: z.array(
      z.strictObject({
        steam_id: steamIdString,
        known: z.boolean().describe('false for a player never seen: the defaults of a new player'),
        has_plus: z.boolean(),
        equipped: z.array(z.strictObject({ group: z.string(), item_id: z.string() })),
        gods: z.array(z.string()).describe('Ids of the gods the player owns now (free, card, gold card, Plus-exclusive while Plus lasts)'),
        banned_gods: z.array(z.string()).describe('Ids of the gods the player banned from their own pool (docs/game-rules.md "God bans")'),
        doubledowns: z.number().int().min(0).describe('Double-down items held'),
      }),
    ),
  })
  .meta({ id: 'GameStartReply' });
export type GameStartReply = z.infer<typeof gameStartReply>;

/** A per-god or per-hero line of a player's stats. */
const statsLine = {
  games: z.number().int().min(0),
  first_places: z.number().int().min(0),
  top_fours: z.number().int().min(0),
  average_place: z.number().nullable().describe('Two decimals; null before the first game'),
};

/** A record game of the player: which game, and its figure. */
const recordGame = z.strictObject({ game_id: gameIdString, value: z.number(), created_at: isoTime }).nullable();

/**
 * `GET /api/players/{steam_id}/stats`: the player's stats over every recorded game (ranked or
 * not): placements, win rate (first places over games), average place, gods, heroes, rounds and
 * records.
 */
export const playerStats = z
  .strictObject({
    steam_id: steamIdString,
    games: z.number().int().min(0),
    ranked_games: z.number().int().min(0),
    first_places: z.number().int().min(0),
    top_fours: z.number().int().min(0),
    win_rate: z.number().min(0).max(1).nullable().describe('First places over games; null before the first game'),
    top_four_rate: z.number().min(0).max(1).nullable(),
    average_place: z.number().nullable().describe('Two decimals; null before the first game'),
    placements: z.array(z.number().int().min(0)).length(8).describe('Games finished 1st..8th'),
    rounds_played: z.number().int().min(0),
    rounds_won: z.number().int().min(0),
    supers: z.number().int().min(0).describe('Abilities brought to Super level (6+)'),
    gabens: z.number().int().min(0).describe('Abilities brought to Gaben level (9)'),
    gods: z.array(z.strictObject({ god: z.string(), ...statsLine })).describe('Most played first'),
    heroes: z.array(z.strictObject({ hero: z.string().describe('`npc_dota_hero_*`'), ...statsLine })).describe('Most played first'),
    records: z.strictObject({
      longest_game: recordGame.describe('The longest the player lasted in a game (value in seconds)'),
      most_rounds_won: recordGame.describe('Most rounds won in one game'),
      most_supers: recordGame.describe('Most Super abilities in one game'),
    }),
  })
  .meta({ id: 'PlayerStats' });
export type PlayerStats = z.infer<typeof playerStats>;
