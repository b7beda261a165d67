import { isEventOf, StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { DoubledownArmed, GameResultRecorded } from './events';
import { RecordedGames } from './recorded-games';
import { DEFAULT_MMR } from './rules/elo';
import type { EarnedToday } from './rules/rewards';

/** The game-results feature's part of the player state: ratings and the games recorded. */
export interface GameResultsSlice {
  /** Ladder rating (public). */
  ladder: number;
  /** Hidden MMR, never shown publicly. */
  mmr: number;
  /**
   * Hidden MMR per god id. A Map, because god ids come from game servers: an id such as
   * `constructor` or `__proto__` must find nothing, not a property of Object.prototype.
   */
  godMmr: ReadonlyMap<string, number>;
  /** Games already recorded, by match id, to answer retries. */
  games: RecordedGames;
  /** The name posted with the player's latest game result; null before any. */
  nameInGames: string | null;
  /** What games gave on the UTC day of the latest game, counted against the daily caps; null before any. */
  earnedToday: EarnedToday | null;
  /** Whether a double-down is armed for the next ranked result (`use_doubledown`). */
  doubledownArmed: boolean;
  /** The week (its Monday, YYYY-MM-DD) whose free Plus double-down was used; null before any. */
  plusDoubledownWeek: string | null;
}

export const initialGameResultsSlice: GameResultsSlice = {
  ladder: 0,
  mmr: DEFAULT_MMR,
  godMmr: new Map(),
  games: RecordedGames.empty,
  nameInGames: null,
  earnedToday: null,
  doubledownArmed: false,
  plusDoubledownWeek: null,
};

/** A god's hidden MMR; `DEFAULT_MMR` for a god not played yet. */
export function godMmrOf(slice: Pick<GameResultsSlice, 'godMmr'>, god: string): number {
  return slice.godMmr.get(god) ?? DEFAULT_MMR;
}

/** Folds a `player-{steamId}` event; events of other features leave the slice as it is. */
export function evolveGameResultsSlice(slice: GameResultsSlice, event: StreamEvent): GameResultsSlice {
  if (isEventOf<DoubledownArmed>(event, 'DoubledownArmed')) {
    const { source, week } = event.data;
    return { ...slice, doubledownArmed: true, plusDoubledownWeek: source === 'plus_weekly' ? week : slice.plusDoubledownWeek };
  }
  if (!isEventOf<GameResultRecorded>(event, 'GameResultRecorded')) return slice;
  const { result, rating, fingerprint, reward, armedDoubledownUsed } = event.data;
  return {
    ...slice,
    ladder: rating.ladderAfter,
    mmr: rating.mmrAfter,
    godMmr: new Map(slice.godMmr).set(result.god, rating.godMmrAfter),
    games: slice.games.with(result.matchID, {
      fingerprint,
      ranked: rating.ranked,
      ladder: rating.ladderAfter,
      ladderChange: rating.ladderAfter - rating.ladderBefore,
      coins: reward?.gold ?? 0,
      xp: reward?.xp ?? 0,
      bpLevel: reward?.bpLevel ?? 0,
    }),
    nameInGames: result.username,
    earnedToday: reward ? reward.earnedToday : slice.earnedToday,
    doubledownArmed: slice.doubledownArmed && armedDoubledownUsed !== true,
  };
}

/**
 * The slice as JSON for a snapshot:
 * `{ladder, mmr, godMmr: [[godId, mmr], ...], games: ledger text, nameInGames}`.
 */
export function encodeGameResultsSlice(slice: GameResultsSlice): unknown {
  return {
    ladder: slice.ladder,
    mmr: slice.mmr,
    godMmr: [...slice.godMmr],
    games: slice.games.toLedger(),
    nameInGames: slice.nameInGames,
    earnedToday: slice.earnedToday,
    doubledownArmed: slice.doubledownArmed,
    plusDoubledownWeek: slice.plusDoubledownWeek,
  };
}

/**
 * The slice from `encodeGameResultsSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeGameResultsSlice(json: unknown): GameResultsSlice {
  const what = 'gameResults';
  const object = snapshotObject(json, what);
  const godMmr = new Map<string, number>();
  for (const entry of snapshotField(object, 'godMmr', 'array', what)) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') {
      throw new SnapshotFormatError(`${what}.godMmr: expected [godId, mmr] pairs`);
    }
    godMmr.set(entry[0], entry[1]);
  }
  return {
    ladder: snapshotField(object, 'ladder', 'number', what),
    mmr: snapshotField(object, 'mmr', 'number', what),
    godMmr,
    games: RecordedGames.fromLedger(snapshotField(object, 'games', 'string', what)),
    nameInGames: snapshotField(object, 'nameInGames', 'string-or-null', what),
    earnedToday: decodeEarnedToday(Object.hasOwn(object, 'earnedToday') ? object.earnedToday : undefined),
    doubledownArmed: snapshotField(object, 'doubledownArmed', 'boolean', what),
    plusDoubledownWeek: snapshotField(object, 'plusDoubledownWeek', 'string-or-null', what),
  };
}

function decodeEarnedToday(json: unknown): EarnedToday | null {
  if (json === null) return null;
  const object = snapshotObject(json, 'gameResults.earnedToday');
  const what = 'gameResults.earnedToday';
  return {
    day: snapshotField(object, 'day', 'string', what),
    gold: snapshotField(object, 'gold', 'number', what),
    xp: snapshotField(object, 'xp', 'number', what),
  };
}
