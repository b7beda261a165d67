import { Decision, DomainError } from '../decision';
import type { PlayerResult } from '../game/result-payload';
import { DEFAULT_MMR, eloChange, Opponent } from '../rules/elo';
import { ladderAfter, RANKED_PLAYER_COUNT, ratingMultiplier } from '../rules/ladder';
import type { GameResultRecorded, PlayerEvent, RatingOutcome } from './events';

/**
 * The player decider: what a player is, folded from the `player-{steamId}` stream, and the
 * decisions commands take on it. Pure: no clock, no I/O.
 */

export interface RecordedGame {
  fingerprint: string;
  answer: GameResultAnswer;
}

export interface PlayerState {
  registered: boolean;
  displayName: string;
  /** Ladder rating (public). */
  ladder: number;
  /** Hidden MMR, never shown publicly. */
  mmr: number;
  /** Hidden MMR per god id. */
  godMmr: Readonly<Record<string, number>>;
  /** Games already recorded, by match id. */
  games: ReadonlyMap<string, RecordedGame>;
}

export const initialPlayerState: PlayerState = {
  registered: false,
  displayName: '',
  ladder: 0,
  mmr: DEFAULT_MMR,
  godMmr: {},
  games: new Map(),
};

/** What the game server is told after a player's result: post-match ladder rating and its change. */
export interface GameResultAnswer {
  steamId: string;
  matchId: string;
  ranked: boolean;
  ladder: number;
  ladderChange: number;
}

export interface RecordGameResult {
  type: 'RecordGameResult';
  result: PlayerResult;
  /** Fingerprint of the posted payload (the caller hashes it). */
  fingerprint: string;
}

export interface RegisterPlayer {
  type: 'RegisterPlayer';
  steamId: string;
  displayName: string;
}

export function evolvePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PlayerRegistered':
      return { ...state, registered: true, displayName: event.data.displayName };
    case 'GameResultRecorded': {
      const { result, rating, fingerprint } = event.data;
      const games = new Map(state.games);
      games.set(result.matchID, { fingerprint, answer: answerOf(event) });
      return {
        ...state,
        displayName: result.username,
        ladder: rating.ladderAfter,
        mmr: rating.mmrAfter,
        godMmr: { ...state.godMmr, [result.god]: rating.godMmrAfter },
        games,
      };
    }
  }
}

/**
 * Records a game result: creates the player on first sight, decides ladder rating, hidden MMR
 * and per-god MMR (GAME_RULES.md, "Ranks and ladder rating").
 * A retry of the same result decides nothing and answers as the first time.
 * @throws DomainError `result_conflict` when a different result was already recorded for the match.
 */
export function decideRecordGameResult(
  command: RecordGameResult,
  state: PlayerState,
): Decision<PlayerEvent, GameResultAnswer> {
  const { result, fingerprint } = command;
  const recorded = state.games.get(result.matchID);
  if (recorded) {
    if (recorded.fingerprint !== fingerprint) {
      throw new DomainError(
        'result_conflict',
        `A different result of player ${result.steamID} in match ${result.matchID} is already recorded`,
      );
    }
    return { events: [], answer: recorded.answer };
  }
  const events: PlayerEvent[] = [];
  if (!state.registered) {
    events.push({ type: 'PlayerRegistered', data: { steamId: result.steamID, displayName: result.username, via: 'game' } });
  }
  const recordedEvent: GameResultRecorded = {
    type: 'GameResultRecorded',
    data: { result, fingerprint, rating: decideRating(result, state) },
  };
  events.push(recordedEvent);
  return { events, answer: answerOf(recordedEvent) };
}

/** Registers a player on first sign-in; an existing player decides nothing. */
export function decideRegisterPlayer(command: RegisterPlayer, state: PlayerState): Decision<PlayerEvent, { created: boolean }> {
  if (state.registered) return { events: [], answer: { created: false } };
  return {
    events: [{ type: 'PlayerRegistered', data: { steamId: command.steamId, displayName: command.displayName, via: 'sign_in' } }],
    answer: { created: true },
  };
}

/** A game is ranked only when the server says so and all eight players took part. */
export function isRankedGame(result: PlayerResult): boolean {
  return result.ranked && result.players.length === RANKED_PLAYER_COUNT;
}

function decideRating(result: PlayerResult, state: PlayerState): RatingOutcome {
  const godMmrBefore = state.godMmr[result.god] ?? DEFAULT_MMR;
  const unchanged: RatingOutcome = {
    ranked: false,
    multiplier: 1,
    ladderBefore: state.ladder,
    ladderAfter: state.ladder,
    mmrBefore: state.mmr,
    mmrAfter: state.mmr,
    godMmrBefore,
    godMmrAfter: godMmrBefore,
  };
  if (!isRankedGame(result)) return unchanged;

  const multiplier = ratingMultiplier(result.doubledown === true, result.bonus);
  const opponents = opponentsOf(result);
  return {
    ...unchanged,
    ranked: true,
    multiplier,
    ladderAfter: ladderAfter(state.ladder, result.place, multiplier),
    mmrAfter: state.mmr + eloChange(state.mmr, opponents) * multiplier,
    godMmrAfter: godMmrBefore + eloChange(godMmrBefore, opponents) * multiplier,
  };
}

/**
 * Everyone else in the game: a win against each player already eliminated when this one
 * finished, a loss against each still alive. Their MMR is the one the game server posted.
 */
function opponentsOf(result: PlayerResult): Opponent[] {
  return result.players
    .filter((player) => player.steamID !== result.steamID)
    .map((player) => ({ mmr: player.mmr, beaten: player.hasLost }));
}

function answerOf(event: GameResultRecorded): GameResultAnswer {
  const { result, rating } = event.data;
  return {
    steamId: result.steamID,
    matchId: result.matchID,
    ranked: rating.ranked,
    ladder: rating.ladderAfter,
    ladderChange: rating.ladderAfter - rating.ladderBefore,
  };
}
