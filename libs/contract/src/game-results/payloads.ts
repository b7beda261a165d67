import { z } from 'zod';
import { DIGITS } from '../shared';

/**
 * What game servers post (GAME_RULES.md, "Game results from game servers"). Unknown gods and
 * abilities are accepted as they come; shapes and ranges are not. Ids may come as numbers and
 * are turned into strings.
 */

const digitsOf = (what: string, example: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(DIGITS, `must be a ${what} (digits)`))
    .describe(`${what} in decimal, a string or a number, e.g. ${example}`);

const steamId = digitsOf('Steam id', '`"76561197960956468"`');
const matchId = digitsOf('match id', '`"6617222774"`');
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
    items: z.unknown().optional(),
    pantheonPicks: z.unknown().optional(),
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
    roundResults: z.unknown().optional(),
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
