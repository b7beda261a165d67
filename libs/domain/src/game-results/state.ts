import { isEventOf, StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { GameResultRecorded } from './events';
import { RecordedGames } from './recorded-games';
import { DEFAULT_MMR } from './rules/elo';

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
}

export const initialGameResultsSlice: GameResultsSlice = {
  ladder: 0,
  mmr: DEFAULT_MMR,
  godMmr: new Map(),
  games: RecordedGames.empty,
  nameInGames: null,
};

/** A god's hidden MMR; `DEFAULT_MMR` for a god not played yet. */
export function godMmrOf(slice: Pick<GameResultsSlice, 'godMmr'>, god: string): number {
  return slice.godMmr.get(god) ?? DEFAULT_MMR;
}

/** Folds a `player-{steamId}` event; events of other features leave the slice as it is. */
export function evolveGameResultsSlice(slice: GameResultsSlice, event: StreamEvent): GameResultsSlice {
  if (!isEventOf<GameResultRecorded>(event, 'GameResultRecorded')) return slice;
  const { result, rating, fingerprint } = event.data;
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
    }),
    nameInGames: result.username,
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
  };
}
