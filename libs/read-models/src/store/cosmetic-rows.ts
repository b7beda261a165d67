import type { CosmeticRarity, CosmeticRow, LiveCosmeticType } from '@arena/contract';
import type { CosmeticItem, ItemType, Rarity } from '@arena/domain';

/**
 * Our catalog items in the live site's fields (docs/api.md "Store"): its type labels, its rarity
 * labels, an empty `equip_group` and -1 prices for "none", prices in gold and US dollars.
 */

/** The live site's label of each kind of item; it sells emote packs and bundles as `Consumable`. */
export const LIVE_TYPE_LABELS: Readonly<Record<ItemType, LiveCosmeticType>> = {
  avatar_frame: 'Avatar Frame',
  avatar_hat: 'Avatar Hat',
  avatar_accessory: 'Avatar Accessory',
  consumable: 'Consumable',
  game_consumable: 'Game Consumable',
  finisher: 'Finisher',
  click_fx: 'ClickFX',
  spawn_fx: 'SpawnFX',
  terrain: 'Terrain',
  chest: 'Chest',
  name_color: 'Name Color',
  card_frame: 'Card Frame',
  win_streak: 'Win Streak',
  sfx: 'SFX',
  battle_pass: 'purchased_battle_pass',
  emote_pack: 'Consumable',
  bundle: 'Consumable',
};

/** The live site's label of each rarity. */
export const LIVE_RARITY_LABELS: Readonly<Record<Rarity, CosmeticRarity>> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  mythical: 'Mythical',
  legendary: 'Legendary',
};

/** An item with the live site's fields: `cosmetic_id` and `cosmetic_name` are both our id. */
export function cosmeticRowOf(item: CosmeticItem): CosmeticRow {
  return {
    cosmetic_id: item.id,
    cosmetic_name: item.id,
    cosmetic_type: LIVE_TYPE_LABELS[item.type],
    equip_group: item.equipGroup ?? '',
    cost_coins: item.goldPrice ?? -1,
    cost_usd: item.usdCents === null ? -1 : item.usdCents / 100,
    rarity: LIVE_RARITY_LABELS[item.rarity],
  };
}
