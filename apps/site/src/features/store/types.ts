/**
 * The store's bodies: the 200 answers of their routes in libs/contract (`ResponseOf`), or parts of
 * them, under the names the site's code uses; types only.
 */
import type { ResponseOf } from '@arena/contract';

type CosmeticsList = ResponseOf<'get', '/api/cosmetics'>;
/** An item of the catalog as the API answers it (the live site's fields, then ours). */
export type CosmeticRow = CosmeticsList[number];
/** The rarity as the site writes it in class names and text keys: the API's label in lower case. */
export type Rarity = Lowercase<CosmeticRow['rarity']>;
/** An item of the catalog as the site's pages use it: the API's, with `rarity` in lower case (see `toCosmetic`). */
export type Cosmetic = Omit<CosmeticRow, 'rarity'> & { rarity: Rarity };
export type CosmeticType = Cosmetic['type'];
export type CosmeticSale = NonNullable<Cosmetic['sale']>;
type SalesList = ResponseOf<'get', '/api/sales'>;
export type Sale = SalesList['sales'][number];
type ChestOddsList = ResponseOf<'get', '/api/chests/odds'>;
export type ChestOdds = ChestOddsList['chests'][number];
export type Wallet = ResponseOf<'get', '/api/players/{steam_id}/wallet'>;
export type OwnedItem = Wallet['items'][number];
export type ChestOpeningRecord = Wallet['chest_history'][number];
export type ChestDrop = ChestOpeningRecord['drops'][number];
export type BuyItemReply = ResponseOf<'post', '/api/players/{steam_id}/buy_item/{cosmetic_id}'>;
export type OpenChestReply = ResponseOf<'post', '/api/players/{steam_id}/open_chest/{cosmetic_id}'>;
export type EquipReply = ResponseOf<'post', '/api/players/{steam_id}/cosmetics/{cosmetic_id}/equip'>;
/** An opening as the drops dialog shows it: the chest and what it gave (no position). */
export type ChestOpening = Omit<OpenChestReply, 'position'>;

/** The kinds of cosmetic, in the order the store shows their sections. */
export const TYPE_ORDER: readonly CosmeticType[] = [
  'chest',
  'bundle',
  'battle_pass',
  'consumable',
  'game_consumable',
  'card_frame',
  'terrain',
  'finisher',
  'win_streak',
  'sfx',
  'click_fx',
  'spawn_fx',
  'avatar_frame',
  'avatar_hat',
  'avatar_accessory',
  'name_color',
  'emote_pack',
];
