import type { PlayerResult } from '../game/result-payload';

/** Events of the `player-{steamId}` stream. */
export type PlayerEvent = PlayerRegistered | GameResultRecorded;

export interface PlayerRegistered {
  type: 'PlayerRegistered';
  data: {
    steamId: string;
    /** Name shown until a game or Steam says otherwise. */
    displayName: string;
    /** What first brought the player in. */
    via: 'game' | 'sign_in';
  };
}

/** Rating figures decided for one game result. Unranked games keep every figure unchanged. */
export interface RatingOutcome {
  ranked: boolean;
  /** Factor applied to both rating changes: 1, 2 (double-down) or 3 (double-down with bonus). */
  multiplier: number;
  ladderBefore: number;
  ladderAfter: number;
  mmrBefore: number;
  mmrAfter: number;
  godMmrBefore: number;
  godMmrAfter: number;
}

export interface GameResultRecorded {
  type: 'GameResultRecorded';
  data: {
    result: PlayerResult;
    /** Fingerprint of the posted payload, to tell a retry from a conflicting post. */
    fingerprint: string;
    rating: RatingOutcome;
  };
}

export const PLAYER_STREAM_PREFIX = 'player-';

/** Stream of one player's life: `player-{steamId}`. */
export function playerStream(steamId: string): string {
  return `${PLAYER_STREAM_PREFIX}${steamId}`;
}
