import type { PlayerRegistered, PlayersSlice } from '../players';
import { Decision, DomainError } from '../shared/decision';
import type { GameResultAnswer, RecordGameResult } from './commands';
import type { GameResultRecorded, RatingOutcome } from './events';
import { fingerprintKey, RecordedGame } from './recorded-games';
import { eloChange, Opponent } from './rules/elo';
import { ladderAfter, RANKED_PLAYER_COUNT, ratingMultiplier } from './rules/ladder';
import type { PlayerResult } from './rules/result-payload';
import { GameResultsSlice, godMmrOf } from './state';

/** What recording a game result reads of the player state. */
export type RecordGameResultState = GameResultsSlice & Pick<PlayersSlice, 'registered'>;

/**
 * Records a game result: creates the player on first sight (`PlayerRegistered` via `game`),
 * decides ladder rating, hidden MMR and per-god MMR (GAME_RULES.md, "Ranks and ladder rating").
 * A retry of the same result decides nothing and answers as the first time.
 * @throws DomainError `result_conflict` when a different result was already recorded for the match.
 */
export function decideRecordGameResult(
  command: RecordGameResult,
  state: RecordGameResultState,
): Decision<PlayerRegistered | GameResultRecorded, GameResultAnswer> {
  const { result, fingerprint } = command;
  const recorded = state.games.get(result.matchID);
  if (recorded) {
    if (recorded.fingerprint !== fingerprintKey(fingerprint)) {
      throw new DomainError(
        'result_conflict',
        `A different result of player ${result.steamID} in match ${result.matchID} is already recorded`,
      );
    }
    return { events: [], answer: answerOf(result, recorded) };
  }
  const events: (PlayerRegistered | GameResultRecorded)[] = [];
  if (!state.registered) {
    events.push({ type: 'PlayerRegistered', data: { steamId: result.steamID, displayName: result.username, via: 'game' } });
  }
  const rating = decideRating(result, state);
  events.push({ type: 'GameResultRecorded', data: { result, fingerprint, rating } });
  const ladderChange = rating.ladderAfter - rating.ladderBefore;
  return { events, answer: answerOf(result, { ranked: rating.ranked, ladder: rating.ladderAfter, ladderChange }) };
}

/** A game is ranked only when the server says so and all eight players took part. */
export function isRankedGame(result: PlayerResult): boolean {
  return result.ranked && result.players.length === RANKED_PLAYER_COUNT;
}

function decideRating(result: PlayerResult, state: GameResultsSlice): RatingOutcome {
  const godMmrBefore = godMmrOf(state, result.god);
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

/** The answer to a result; a retry carries the same payload, so the same player and match. */
function answerOf(result: PlayerResult, game: Omit<RecordedGame, 'fingerprint'>): GameResultAnswer {
  return { steamId: result.steamID, matchId: result.matchID, ranked: game.ranked, ladder: game.ladder, ladderChange: game.ladderChange };
}
