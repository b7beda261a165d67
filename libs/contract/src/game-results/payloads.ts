import { z } from 'zod';
import { gameIdString, nestsAtMost, steamIdString } from '../shared';

/**
 * What game servers post (docs/game-rules.md, "Result ingestion"). Unknown gods and
 * abilities are accepted as they come; shapes and ranges are not, nor an impossible result.
 *
 * Ids travel as strings. A Steam id (17 digits) sent as a JSON number is refused: a JSON number
 * is a double, exact only up to 2^53, so it may already name another player. A match id sent as
 * a JSON number is taken as its decimal string when it is a safe positive integer (exact, and
 * Dota match ids, about 10 digits, fit), and refused beyond: it cannot be told from a rounded one.
 */

const steamId = z
  .string({
    error: (issue) => (typeof issue.input === 'number' ? 'must be a string: a Steam id as a JSON number loses digits' : undefined),
  })
  .pipe(steamIdString)
  .describe('SteamID64 as a string of 17 digits, e.g. `"76561197960956468"`; a JSON number is refused (it cannot hold 17 digits exactly)');

const matchId = z
  .union([z.string(), z.number()], { error: 'must be a match id: a string of digits' })
  .refine(
    (id) => typeof id === 'string' || Number.isSafeInteger(id),
    'must be a string: as a JSON number a match id beyond 2^53 - 1 may have been rounded',
  )
  .transform(String)
  .pipe(gameIdString)
  .describe('Match id in decimal as a string, e.g. `"6617222774"`; a JSON number is taken when it is a whole number 1 .. 2^53 - 1');

/** Arrays and objects deeper than this in a free-form field are refused (hashing and storing walk them). */
const FREE_FORM_DEPTH = 32;
const freeForm = z.unknown().refine((value) => nestsAtMost(value, FREE_FORM_DEPTH), `must nest at most ${FREE_FORM_DEPTH} levels deep`);

const count = z.number().int().min(0).max(10_000);
const name = z.string().min(1).max(128);
const seconds = z.number().finite().min(0).max(86_400);

const ability = z.object({
  name: name.describe('Ability name as the game uses it, e.g. `custom_abaddon_curse_of_avernus`'),
  level: z.number().int().min(0).max(9).describe('Points from duplicates: Super from 6, Gaben at 9'),
  isUltimate: z.boolean(),
  icon: z.string().max(128).default(''),
});

const hero = z.object({
  name: name.describe('`npc_dota_hero_*`'),
  tier: z.number().int().min(1).max(5),
  abilities: z.array(ability).max(4),
});

const lobbyPlayer = z.object({
  steamID: steamId,
  mmr: z.number().finite().min(-100_000).max(100_000),
  hasLost: z.boolean().describe('True once that player has been eliminated'),
});

/** One player's result, posted when the player finishes (the `data` of `POST /api/games/players`). */
export const playerResultPayload = z
  .object({
    steamID: steamId,
    username: z.string().max(64).default(''),
    matchID: matchId,
    playerID: z.number().int().min(0).max(64),
    place: z.number().int().min(1, 'must be 1..8').max(8, 'must be 1..8'),
    god: name.describe('God id as the game uses it; may be unknown to the catalog'),
    rounds: count,
    endTime: seconds.describe('Seconds since the game started when this player finished'),
    wins: count,
    losses: count,
    team: z.number().int().min(0).max(64),
    ranked: z.boolean(),
    heroes: z.array(hero).max(10),
    players: z.array(lobbyPlayer).min(1).max(8).describe('Everyone in the game as the server saw them'),
    doubledown: z.boolean().optional(),
    bonus: z.enum(['doubledown', 'gold', 'exp']).optional(),
    items: freeForm.optional(),
    pantheonPicks: freeForm.optional(),
  })
  .superRefine(({ steamID, players }, ctx) => {
    // a result names who posted it and everyone in the game: the poster once, no one twice
    const seen = new Set<string>();
    players.forEach((player, index) => {
      if (seen.has(player.steamID)) ctx.addIssue({ code: 'custom', path: ['players', index, 'steamID'], message: 'is listed twice' });
      seen.add(player.steamID);
    });
    if (!seen.has(steamID)) ctx.addIssue({ code: 'custom', path: ['players'], message: 'must list the player posting (steamID)' });
  })
  .meta({ id: 'PlayerResultPayload', description: "One player's result as a game server posts it" });
/** A player result after validation: ids are strings, defaults filled in. */
export type PlayerResultPayload = z.output<typeof playerResultPayload>;

/** The game-wide summary, posted once per game (the `data` of `POST /api/games`). */
export const gameSummaryPayload = z
  .object({
    matchID: matchId,
    duration: seconds.describe('Seconds'),
    rounds: count,
    cheatsEnabled: z.boolean(),
    roundResults: freeForm.optional(),
  })
  .meta({ id: 'GameSummaryPayload', description: 'The summary a game server posts once per game' });
export type GameSummaryPayload = z.output<typeof gameSummaryPayload>;

/**
 * The body game servers post: `{"data": "<JSON string>"}` (an object is accepted too), and the
 * server key when it does not come in the `x-server-key` header.
 */
export function ingestionBody(payload: z.ZodType, what: string) {
  return z.object({
    data: z.union([z.string().describe(`${what} as a JSON string`), payload]),
    server_key: z.string().optional().describe('The server key, when not sent in the `x-server-key` header'),
  });
}

/** Headers of the game-server routes. */
export const serverKeyHeaders = z.object({
  'x-server-key': z.string().optional().describe('The server key of this environment (or `server_key` in the body)'),
});

/** What a game server posts when a game starts: the match and its players (1..8 here, up to 24 for custom lobbies). */
export const gameStartPayload = z
  .object({
    matchID: matchId,
    steamIDs: z.array(steamId).min(1).max(24),
  })
  .meta({ id: 'GameStartPayload' });
export type GameStartPayload = z.output<typeof gameStartPayload>;
