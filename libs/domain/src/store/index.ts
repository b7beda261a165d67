/**
 * Store: the wallet (gold, with a reason on every change), the inventory (owned items with
 * counts), equips (one item per equip group), buying with gold, granting gold and items (the
 * building block of admin grants, codes and rewards) and the default cosmetics of a new player.
 * Rules: docs/game-rules.md "Economy" and "Cosmetic catalog".
 */
export type {
  DailyGoldClaimed,
  GoldChanged,
  GrantReason,
  ItemEquipped,
  ItemPurchased,
  ItemsConsumed,
  ItemsConsumedReason,
  ItemsGranted,
  ItemUnequipped,
  PlusDaysGranted,
  StoreEvent,
  XpGranted,
} from './events';
export { GRANT_REASONS } from './events';
export type {
  BuyWithGold,
  ClaimDailyGold,
  EquipAnswer,
  EquipItem,
  Grant,
  GrantAnswer,
  GrantGold,
  GrantItems,
  PurchaseAnswer,
} from './commands';
export { boughtToday, decideBuyWithGold } from './buy';
export { decideGrant, decideGrantGold, decideGrantItems, goldChanged, grantItems, takeItems } from './grant';
export type { ItemGrant } from './grant';
export { goldReward, itemReward, rewardEvents, xpReward } from './reward';
export type { Reward } from './reward';
export { decideEquipItem } from './equip';
export { decideStarterItems } from './starter';
export { decodeStoreSlice, encodeStoreSlice, evolveStoreSlice, initialStoreSlice, ownedCount } from './state';
export type { DailyPurchases, StoreSlice } from './state';
export { DAILY_GOLD_BONUS, decideClaimDailyGold } from './daily-gold';
