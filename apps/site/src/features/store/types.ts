/**
 * The store's bodies, under the names the site's code uses: libs/contract's types (docs/game-rules.md
 * "Economy"), imported as types only.
 */
import type {
  BuyItemReply as ContractBuyItemReply,
  ChestOddsList as ContractChestOddsList,
  CosmeticsList as ContractCosmeticsList,
  CosmeticView,
  EquipBody as ContractEquipBody,
  EquipReply as ContractEquipReply,
  OpenChestReply as ContractOpenChestReply,
  PlayerCosmetics,
  SalesList as ContractSalesList,
} from '@arena/contract';

export type Cosmetic = CosmeticView;
export type CosmeticType = Cosmetic['type'];
export type Rarity = Cosmetic['rarity'];
export type CosmeticSale = NonNullable<Cosmetic['sale']>;
export type CosmeticsList = ContractCosmeticsList;
export type SalesList = ContractSalesList;
export type Sale = SalesList['sales'][number];
export type ChestOddsList = ContractChestOddsList;
export type ChestOdds = ChestOddsList['chests'][number];
export type Wallet = PlayerCosmetics;
export type OwnedItem = Wallet['items'][number];
export type ChestOpeningRecord = Wallet['chest_history'][number];
export type ChestDrop = ChestOpeningRecord['drops'][number];
export type BuyItemReply = ContractBuyItemReply;
export type OpenChestReply = ContractOpenChestReply;
export type EquipBody = ContractEquipBody;
export type EquipReply = ContractEquipReply;
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

/** Rarities, lowest first. */
export const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'mythical', 'legendary'];
