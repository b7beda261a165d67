import type { AchievementClaimed } from '../achievements';
import type { BattlePassRewardClaimed } from '../battle-pass';
import type { ChestsEvent } from '../chests';
import type { GameResultsEvent } from '../game-results';
import type { GodsEvent } from '../gods';
import type { OrderGranted, OrderRevoked } from '../orders';
import type { PartnerLinked } from '../partner';
import type { PlayersEvent } from '../players';
import type { QuestsEvent } from '../quests';
import type { CodeRedeemed } from '../redeem-codes';
import type { RequestCompleted } from '../shared/idempotency';
import type { StoreEvent } from '../store';

/** Events of the `player-{steamId}` stream: every feature's that lives on it. */
export type PlayerEvent =
  | PlayersEvent
  | GameResultsEvent
  | StoreEvent
  | ChestsEvent
  | GodsEvent
  | CodeRedeemed
  | PartnerLinked
  | BattlePassRewardClaimed
  | QuestsEvent
  | AchievementClaimed
  | OrderGranted
  | OrderRevoked
  | RequestCompleted;

export const PLAYER_STREAM_PREFIX = 'player-';

/** Stream of one player's life: `player-{steamId}`. */
export function playerStream(steamId: string): string {
  return `${PLAYER_STREAM_PREFIX}${steamId}`;
}
