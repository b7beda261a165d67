import type { RewardView } from '@arena/contract';
import type { Reward } from '@arena/domain';

/**
 * A reward of the domain (a battle-pass level's, a quest's, an achievement's, a login or welcome
 * reward: gold in gold coins, battle-pass XP, items) in the API's shape (`Reward` of the contract).
 */
export function rewardViewOf(reward: Reward): RewardView {
  return { gold: reward.gold, xp: reward.xp, items: reward.items.map(({ itemId, count }) => ({ item_id: itemId, count })) };
}
