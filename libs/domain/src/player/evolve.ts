import { evolveAchievementsSlice } from '../achievements';
import { evolveBattlePassSlice } from '../battle-pass';
import { evolveChestsSlice } from '../chests';
import { evolveGameResultsSlice } from '../game-results';
import { evolveGodsSlice } from '../gods';
import { evolveOrdersSlice } from '../orders';
import { evolvePartnerSlice } from '../partner';
import { evolvePlayersSlice } from '../players';
import type { StreamEvent } from '../shared/decider';
import { evolvePlusSlice } from '../plus';
import { evolveQuestsSlice } from '../quests';
import { evolveRedeemCodesSlice } from '../redeem-codes';
import { evolveRequestsSlice } from '../shared/idempotency';
import { evolveStoreSlice } from '../store';
import { displayNameOf, PlayerState } from './state';

/**
 * The features' evolvers of the player stream. An event belongs to one feature, but others may
 * read it too (a recorded game also counts towards the quests' stats; XP from any source grows
 * the battle pass); a slice that does not read it is given back as it is.
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
  evolveBattlePassSlice,
  evolveQuestsSlice,
  evolveAchievementsSlice,
  evolveOrdersSlice,
  evolveRequestsSlice,
];

/**
 * Folds one `player-{steamId}` event into the player state. An event no feature handles (one
 * written by newer code, say) leaves the state as it is: loading a stream never fails on it.
 */
export function evolvePlayer(state: PlayerState, event: StreamEvent): PlayerState {
  let next = state;
  for (const evolveSlice of SLICE_EVOLVERS) {
    const slice = evolveSlice(next, event);
    if (slice !== next) next = { ...next, ...slice };
  }
  return next === state ? state : { ...next, displayName: displayNameOf(next) };
}
