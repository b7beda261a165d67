import { z } from 'zod';
import { badgeFields, gameIdString, isoTime, rankFields, steamIdString } from '../shared';

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

/** An ability of a hero in a game: the specification's and the live site's `ability_name` and `ability_level`. */
export const abilityView = z
  .strictObject({
    ability_name: z.string().describe('As the game names it, e.g. `custom_abaddon_curse_of_avernus`'),
    ability_level: z.number().int().describe('0..9: Super from 6, Gaben at 9'),
    is_ultimate: z.boolean(),
    icon: z.string().describe('Image name, e.g. `abaddon_frostmourne`'),
  })
  .meta({ id: 'AbilityView' });
export type AbilityView = z.infer<typeof abilityView>;

/** A hero of a player's lineup: the specification's `hero_name`. */
export const heroView = z
  .strictObject({
    hero_name: z.string().describe('`npc_dota_hero_*`'),
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
    ladder_mmr_change: z.number().int().nullable().describe('Signed change of the ladder rating; null in unranked games'),
    end_time: z.number().describe('Seconds after the start the player finished (their last round ended)'),
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

/**
 * `GET /api/games/{game_id}`: the game, or JSON `null` for a game nobody recorded (the
 * specification's "empty": its client, and the live site's, test the body and show 'Game not found').
 */
export const gameReply = gameDocument.nullable().meta({ id: 'GameReply' });

/** A game of the recent games: the live site's row (`players` is how many played), with the standings as an extra. */
export const gameListEntry = z
  .strictObject({
    game_id: gameIdString,
    created_at: isoTime,
    duration: z.number().int().describe('Seconds'),
    rounds: z.number().int(),
    ranked: z.boolean(),
    players: z.number().int().min(0).describe('How many players the game had (recorded so far)'),
    standings: z
      .array(z.strictObject({ steam_id: steamIdString, username: z.string(), place: z.number().int(), god: z.string() }))
      .describe('The players in place order'),
  })
  .meta({ id: 'GameListEntry' });
export type GameListEntry = z.infer<typeof gameListEntry>;

/** A game as one player's match history shows it: the live site's row and field names. */
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
    end_time: z.number().describe('Seconds after the start the player finished'),
    ladder_mmr: z.number().int().nullable().describe('Ladder rating after the game; null in unranked games'),
    ladder_mmr_change: z.number().int().nullable().describe('Signed change of the ladder rating; null in unranked games'),
  })
  .meta({ id: 'PlayerGameEntry' });
export type PlayerGameEntry = z.infer<typeof playerGameEntry>;

export const gameList = z.array(gameListEntry).meta({ id: 'GameList', description: 'Recent games, newest first' });
export const playerGameList = z.array(playerGameEntry).meta({ id: 'PlayerGameList', description: "A player's games, newest first" });

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
        banned_gods: z
          .array(z.string())
          .describe(
            'Ids of the gods the player banned from their own pool (docs/game-rules.md "God bans"), and of the gods an admin disabled for everyone (`disabled_gods`)',
          ),
        doubledowns: z.number().int().min(0).describe('Double-down items held'),
      }),
    ),
    disabled_gods: z
      .array(z.string())
      .describe(
        'Extra: ids of the gods an admin disabled for everyone (docs/game-rules.md "Global god flags"); also in each `banned_gods`',
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
 * `GET /api/players/{steam_id}/stats`: the live site's fields (`games`: ranked games, `results`:
 * average place and shares of places 1st..8th over ranked games, `ladder_mmr`, `badge`, `pips`,
 * `rank`), and ours as extras over every recorded game (ranked or not): placements, win rate
 * (first places over games), average place, gods, heroes, rounds and records.
 */
export const playerStats = z
  .strictObject({
    steam_id: steamIdString,
    games: z.number().int().min(0).describe('Ranked games (the live site counts these)'),
    results: z
      .strictObject({
        avg_place: z.number().nullable().describe('Average place over ranked games, truncated to two decimals; null before the first'),
        placements: z
          .array(z.number().min(0).max(1))
          .length(8)
          .describe('Share of ranked games finished 1st..8th (0..1; 0 before the first)'),
      })
      .describe('Over ranked games, as the live site answers them'),
    ladder_mmr: z.number().int().describe('Ladder rating (the hidden MMR is never shown)'),
    ...badgeFields.shape,
    rank: z.number().int().min(1).nullable().describe('Position on the leaderboard; null when not on it'),
    games_played: z.number().int().min(0).describe('Every recorded game, ranked or not'),
    ranked_games: z.number().int().min(0),
    first_places: z.number().int().min(0),
    top_fours: z.number().int().min(0),
    win_rate: z.number().min(0).max(1).nullable().describe('First places over games played; null before the first game'),
    top_four_rate: z.number().min(0).max(1).nullable(),
    average_place: z.number().nullable().describe('Over every game, rounded to two decimals; null before the first game'),
    placements: z.array(z.number().int().min(0)).length(8).describe('Games (ranked or not) finished 1st..8th'),
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

/** Places 1st..8th as counts of games. */
const placeCounts = {
  first_place: z.number().int().min(0),
  second_place: z.number().int().min(0),
  third_place: z.number().int().min(0),
  fourth_place: z.number().int().min(0),
  fifth_place: z.number().int().min(0),
  sixth_place: z.number().int().min(0),
  seventh_place: z.number().int().min(0),
  eighth_place: z.number().int().min(0),
};

/** One god's line of `GET /api/players/{steam_id}/god_stats`, in the live site's fields. */
export const playerGodStatsEntry = z
  .strictObject({
    god: z.string(),
    god_freq: z.number().int().min(1).describe('Ranked games with this god'),
    ...placeCounts,
    avg_place: z.number().describe('Truncated to two decimals'),
    god_mmr: z.null().describe('Always null: the per-god rating is a hidden MMR (admins only); the live client shows "—"'),
    pick_rate: z.number().min(0).max(1).describe('god_freq over the ranked games of the player'),
    placements: z.array(z.number().min(0).max(1)).length(8).describe('Share of these games finished 1st..8th'),
  })
  .meta({ id: 'PlayerGodStatsEntry' });
export type PlayerGodStatsEntry = z.infer<typeof playerGodStatsEntry>;
export const playerGodStats = z.array(playerGodStatsEntry).meta({ id: 'PlayerGodStats', description: 'Best average place first' });

/** One ability's line of `GET /api/players/{steam_id}/ability_stats`, in the live site's fields. */
export const playerAbilityStatsEntry = z
  .strictObject({
    ability_name: z.string(),
    icon: z.string().describe('Image name as the game last posted it'),
    numGames: z.number().int().min(0).describe('Ranked games of the player'),
    freq: z.number().int().min(1).describe('Heroes that had this ability in those games'),
    winner_freq: z.number().int().min(0).describe('Of those, in games the player won'),
    top_four_freq: z.number().int().min(0).describe('Of those, in games the player finished in the top four'),
  })
  .meta({ id: 'PlayerAbilityStatsEntry' });
export type PlayerAbilityStatsEntry = z.infer<typeof playerAbilityStatsEntry>;
export const playerAbilityStats = z.array(playerAbilityStatsEntry).meta({ id: 'PlayerAbilityStats', description: 'Most picked first' });

/** One season's result of a player: `GET /api/players/{steam_id}/season_results`. */
export const seasonResult = z
  .strictObject({
    season: z.number().int().min(1),
    leaderboard_rank: z.number().int().min(1).nullable().describe('Final position on the leaderboard; null when not on it'),
    mmr: z.number().int().describe('Final ladder rating'),
  })
  .meta({ id: 'SeasonResult' });
export const seasonResults = z
  .array(seasonResult)
  .meta({ id: 'SeasonResults', description: 'Latest season first; empty while no season has ended (no season end is recorded yet)' });
