import { z } from 'zod';
import type { GameSummary, PlayerResult } from '@arena/domain';

/**
 * Validation of what game servers post (GAME_RULES.md, "Game results from game servers").
 * Unknown gods and abilities are accepted as they come; shapes and ranges are not.
 */

const steamId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,20}$/, 'must be a Steam id (digits)'));
const matchId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,20}$/, 'must be a match id (digits)'));
const count = z.number().int().min(0).max(10_000);
const name = z.string().min(1).max(128);

const ability = z.object({
  name,
  level: z.number().int().min(0).max(9),
  isUltimate: z.boolean(),
  icon: z.string().max(128).default(''),
});

const hero = z.object({
  name,
  tier: z.number().int().min(1).max(5),
  abilities: z.array(ability).max(4),
});

const lobbyPlayer = z.object({
  steamID: steamId,
  mmr: z.number().finite().min(-100_000).max(100_000),
  hasLost: z.boolean(),
});

export const playerResultSchema = z.object({
  steamID: steamId,
  username: z.string().max(64).default(''),
  matchID: matchId,
  playerID: z.number().int().min(0).max(64),
  place: z.number().int().min(1, 'must be 1..8').max(8, 'must be 1..8'),
  god: name,
  rounds: count,
  endTime: z.number().finite().min(0).max(86_400),
  wins: count,
  losses: count,
  team: z.number().int().min(0).max(64),
  ranked: z.boolean(),
  heroes: z.array(hero).max(10),
  players: z.array(lobbyPlayer).min(1).max(8),
  doubledown: z.boolean().optional(),
  bonus: z.enum(['doubledown', 'gold', 'exp']).optional(),
  items: z.unknown().optional(),
  pantheonPicks: z.unknown().optional(),
}) satisfies z.ZodType<PlayerResult, unknown>;

export const gameSummarySchema = z.object({
  matchID: matchId,
  duration: z.number().finite().min(0).max(86_400),
  rounds: count,
  cheatsEnabled: z.boolean(),
  roundResults: z.unknown().optional(),
}) satisfies z.ZodType<GameSummary, unknown>;
