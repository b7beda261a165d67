import type { GameSummary, HeroResult, PlayerResult, RatingOutcome } from '@arena/domain';

/**
 * An event as a projection test gives it: its stream (none, '', when left out), its type and
 * data as stored, its global position (1-based index in the list when left out) and when it
 * was decided (ISO-8601).
 */
export interface GivenEvent {
  stream?: string;
  type: string;
  data: unknown;
  position?: number;
  decidedAt: string;
  /** The metadata's acting user, when the test gives one. */
  actor?: string;
}

/** `PlayerRegistered`: a player first seen, `via` a game result unless said otherwise. */
export function playerRegistered(steamId: string, displayName: string, decidedAt: string, via: 'game' | 'sign_in' = 'game'): GivenEvent {
  return { stream: `player-${steamId}`, type: 'PlayerRegistered', data: { steamId, displayName, via }, decidedAt };
}

/**
 * `GameResultRecorded`: one player's result and the rating decided for it. Result fields left
 * out are those of a player who finished 8th of 8 with no heroes; the rating is unranked
 * (every figure unchanged at 0) unless given.
 */
export function gameResultRecorded(
  result: Partial<PlayerResult> & Pick<PlayerResult, 'steamID' | 'matchID'>,
  rating: Partial<RatingOutcome>,
  decidedAt: string,
): GivenEvent {
  const full: PlayerResult = {
    username: `player ${result.steamID}`,
    playerID: 0,
    place: 8,
    god: 'rix',
    rounds: 10,
    endTime: 600,
    wins: 3,
    losses: 7,
    team: 0,
    ranked: rating.ranked ?? false,
    heroes: [],
    players: [],
    ...result,
  };
  const ladderBefore = rating.ladderBefore ?? 0;
  const mmrBefore = rating.mmrBefore ?? 0;
  const godMmrBefore = rating.godMmrBefore ?? 0;
  const outcome: RatingOutcome = {
    ranked: false,
    multiplier: 1,
    ladderBefore,
    ladderAfter: ladderBefore,
    mmrBefore,
    mmrAfter: mmrBefore,
    godMmrBefore,
    godMmrAfter: godMmrBefore,
    ...rating,
  };
  return {
    stream: `player-${full.steamID}`,
    type: 'GameResultRecorded',
    data: { result: full, fingerprint: `fp-${full.matchID}-${full.steamID}`, rating: outcome },
    decidedAt,
  };
}

/** `GameSummaryRecorded`: the game-wide summary a game server posts once per game. */
export function gameSummaryRecorded(summary: GameSummary, decidedAt: string): GivenEvent {
  return {
    stream: `game-${summary.matchID}`,
    type: 'GameSummaryRecorded',
    data: { summary, fingerprint: `fp-${summary.matchID}` },
    decidedAt,
  };
}

/** A hero of a result, with one ultimate and one plain ability. */
export function hero(name: string, tier: number): HeroResult {
  return {
    name,
    tier,
    abilities: [
      { name: `${name}_ult`, level: 9, isUltimate: true, icon: `${name}_ult.png` },
      { name: `${name}_skill`, level: 3, isUltimate: false, icon: `${name}_skill.png` },
    ],
  };
}
