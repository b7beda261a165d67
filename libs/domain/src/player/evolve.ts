import { evolveChestsSlice } from '../chests';
import { evolveGameResultsSlice } from '../game-results';
import { evolveGodsSlice } from '../gods';
import { evolvePartnerSlice } from '../partner';
import { evolvePlayersSlice } from '../players';
import type { StreamEvent } from '../shared/decider';
import { evolvePlusSlice } from '../plus';
import { evolveRedeemCodesSlice } from '../redeem-codes';
import { evolveRequestsSlice } from '../shared/idempotency';
import { evolveStoreSlice } from '../store';
import { displayNameOf, PlayerState } from './state';

/**
 * The features' evolvers of the player stream. An event belongs to one feature, so at most
 * one of them changes its slice; the others give their slice back as it is.
 */
const SLICE_EVOLVERS: readonly ((state: PlayerState, event: StreamEvent) => object)[] = [
  evolvePlayersSlice,
  evolveGameResultsSlice,
  evolveStoreSlice,
  evolvePlusSlice,
  evolveChestsSlice,
  evolveGodsSlice,
  evolveRedeemCodesSlice,
  evolvePartnerSlice,
  evolveRequestsSlice,
];

/**
 * Folds one `player-{steamId}` event into the player state. An event no feature handles (one
 * written by newer code, say) leaves the state as it is: loading a stream never fails on it.
 */
export function evolvePlayer(state: PlayerState, event: StreamEvent): PlayerState {
  for (const evolveSlice of SLICE_EVOLVERS) {
    const slice = evolveSlice(state, event);
    if (slice !== state) {
      const next = { ...state, ...slice };
      return { ...next, displayName: displayNameOf(next) };
    }
  }
  return state;
}
