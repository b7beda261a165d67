import { AchievementsSlice, initialAchievementsSlice } from '../achievements';
import { BattlePassSlice, initialBattlePassSlice } from '../battle-pass';
import { ChestsSlice, initialChestsSlice } from '../chests';
import { GameResultsSlice, initialGameResultsSlice } from '../game-results';
import { GodsSlice, initialGodsSlice } from '../gods';
import { initialOrdersSlice, OrdersSlice } from '../orders';
import { initialPartnerSlice, PartnerSlice } from '../partner';
import { initialPlayersSlice, PlayersSlice } from '../players';
import { initialPlusSlice, PlusSlice } from '../plus';
import { initialQuestsSlice, QuestsSlice } from '../quests';
import { initialRedeemCodesSlice, RedeemCodesSlice } from '../redeem-codes';
import { initialRequestsSlice, RequestsSlice } from '../shared/idempotency';
import { initialStoreSlice, StoreSlice } from '../store';

/**
 * What a player is, folded from the `player-{steamId}` stream: one slice per feature that
 * has events on it, side by side (their field names never overlap), plus the fields derived
 * from several slices.
 */
export interface PlayerState
  extends
    PlayersSlice,
    GameResultsSlice,
    StoreSlice,
    PlusSlice,
    ChestsSlice,
    GodsSlice,
    RedeemCodesSlice,
    PartnerSlice,
    BattlePassSlice,
    QuestsSlice,
    AchievementsSlice,
    OrdersSlice,
    RequestsSlice {
  /**
   * The name the player goes by: the one posted with their latest game, else the one they
   * registered with ('' for a player not registered). Derived in `evolvePlayer`.
   */
  displayName: string;
}

/** The name a player goes by, from the slices that know names. */
export function displayNameOf(state: Pick<PlayerState, 'registeredName' | 'nameInGames'>): string {
  return state.nameInGames ?? state.registeredName;
}

export const initialPlayerState: PlayerState = {
  ...initialPlayersSlice,
  ...initialGameResultsSlice,
  ...initialStoreSlice,
  ...initialPlusSlice,
  ...initialChestsSlice,
  ...initialGodsSlice,
  ...initialRedeemCodesSlice,
  ...initialPartnerSlice,
  ...initialBattlePassSlice,
  ...initialQuestsSlice,
  ...initialAchievementsSlice,
  ...initialOrdersSlice,
  ...initialRequestsSlice,
  displayName: '',
};
