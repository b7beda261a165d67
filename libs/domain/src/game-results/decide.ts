import { battlePassLevel, type BattlePassSlice } from '../battle-pass';
import { GODS_BY_ID } from '../catalog';
import { gainGodProgress, type GodsEvent, type GodsSlice } from '../gods';
import type { PlayerRegistered, PlayersSlice } from '../players';
import { hasPlus, type PartnerPlusSource, type PlusSlice } from '../plus';
import { utcDay } from '../shared/calendar';
import { Decision, DomainError } from '../shared/decision';
import { goldChanged, type StoreEvent, type StoreSlice } from '../store';
import type { GameResultAnswer, RecordGameResult } from './commands';
import type { GameResultRecorded, GameRewardOutcome, RatingOutcome } from './events';
import { fingerprintKey, RecordedGame } from './recorded-games';
import { eloChange, Opponent } from './rules/elo';
import { ladderAfter, RANKED_PLAYER_COUNT, ratingMultiplier } from './rules/ladder';
import type { PlayerResult } from './rules/result-payload';
import { gameReward } from './rules/rewards';
import { GameResultsSlice, godMmrOf } from './state';

/** What recording a game result reads of the player state. */
export type RecordGameResultState = GameResultsSlice &
  Pick<PlayersSlice, 'registered'> &
  PlusSlice &
  PartnerPlusSource &
  Pick<StoreSlice, 'gold' | 'inventory'> &
  GodsSlice &
  Pick<BattlePassSlice, 'battlePassXp'>;

/** Events a game result decides. */
export type RecordGameResultEvent = PlayerRegistered | GameResultRecorded | StoreEvent | GodsEvent;

/**
 * Records a game result: creates the player on first sight (`PlayerRegistered` via `game`),
 * decides ladder rating, hidden MMR and per-god MMR (docs/game-rules.md, "Ladder rating", "Hidden MMR";
 * a double-down armed with `use_doubledown` makes a ranked result count double, as the posted
 * `doubledown` flag does), and the post-game rewards ("Post-game rewards"): gold
 * (`GoldChanged`, reason `game`) and XP (`XpGranted`) by place with bonuses, Plus and the daily
 * caps of the UTC day of `now`, and +1 god progress for a ranked top-4 finish with a god of the
 * catalog. A retry of the same result decides nothing and answers as the first time.
 * @throws DomainError `result_conflict` when a different result was already recorded for the match.
 */
export function decideRecordGameResult(
  command: RecordGameResult,
  state: RecordGameResultState,
): Decision<RecordGameResultEvent, GameResultAnswer> {
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
  const events: RecordGameResultEvent[] = [];
  if (!state.registered) {
    events.push({ type: 'PlayerRegistered', data: { steamId: result.steamID, displayName: result.username, via: 'game' } });
  }
  const armedDoubledown = state.doubledownArmed && result.doubledown !== true;
  const rating = decideRating(result, state, armedDoubledown);
  const reward = decideReward(result, rating.ranked, state, command.now);
  const recordedEvent: GameResultRecorded = { type: 'GameResultRecorded', data: { result, fingerprint, rating, reward } };
  if (armedDoubledown && rating.ranked) recordedEvent.data.armedDoubledownUsed = true;
  events.push(recordedEvent);
  if (reward.gold > 0) events.push(goldChanged(state.gold, reward.gold, 'game', result.matchID));
  if (reward.xp > 0) events.push({ type: 'XpGranted', data: { amount: reward.xp, reason: 'game', ref: result.matchID } });
  if (rating.ranked && result.place <= 4 && GODS_BY_ID.has(result.god))
    events.push(...gainGodProgress(state, result.god, 1, 'game', result.matchID).events);
  const ladderChange = rating.ladderAfter - rating.ladderBefore;
  return {
    events,
    answer: answerOf(result, {
      ranked: rating.ranked,
      ladder: rating.ladderAfter,
      ladderChange,
      coins: reward.gold,
      xp: reward.xp,
      bpLevel: reward.bpLevel,
    }),
  };
}

/** The post-game reward of a result recorded at `now` (ms), and the day's earnings after it. */
function decideReward(result: PlayerResult, ranked: boolean, state: RecordGameResultState, now: number): GameRewardOutcome {
  const day = utcDay(now);
  const { gold, xp, capped } = gameReward(
    { place: result.place, ranked, bonus: result.bonus },
    hasPlus(state, now),
    state.earnedToday,
    day,
  );
  const before = state.earnedToday?.day === day ? state.earnedToday : { gold: 0, xp: 0 };
  return {
    gold,
    xp,
    capped,
    bpLevel: battlePassLevel(state.battlePassXp + xp),
    earnedToday: { day, gold: before.gold + gold, xp: before.xp + xp },
  };
}

/** A game is ranked only when the server says so and all eight players took part. */
export function isRankedGame(result: PlayerResult): boolean {
  return result.ranked && result.players.length === RANKED_PLAYER_COUNT;
}

function decideRating(result: PlayerResult, state: GameResultsSlice, armedDoubledown: boolean): RatingOutcome {
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

  const multiplier = ratingMultiplier(result.doubledown === true || armedDoubledown, result.bonus);
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
  return {
    steamId: result.steamID,
    matchId: result.matchID,
    ranked: game.ranked,
    ladder: game.ladder,
    ladderChange: game.ladderChange,
    coinsChange: game.coins,
    xpChange: game.xp,
    bpLevel: game.bpLevel,
  };
}
