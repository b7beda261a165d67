/**
 * What each chest of the cosmetic catalog can give, and how (docs/game-rules.md "Chests"). Item pools
 * are drawn from the catalog, so a new frame, hat or terrain joins its chests' pools (and the
 * published odds) with no change here.
 *
 * Figures and their sources:
 * - chest_basic: battle-pass XP 25%, avatar frame 19%, avatar hat 18%, temporary Plus 15%,
 *   finisher 10%, arena 8%, god chest 5% ("Basic chest", the published odds);
 *   extra rolls: a second item with chance 1/4, each further one 1/4 of the previous, at most
 *   four extra ("Basic chest": 1/4, 1/16, 1/64, 1/256).
 *   Pools (our choice): XP get_xp_250/500/1000; frames, hats and terrains sold in the store for
 *   gold (the unsold ones belong to the unique chests); every finisher; Plus plus_1day/2day/4day;
 *   the god chest `chest_god`.
 * - chest_war, the War Chest: battle-pass XP 20%, avatar frame ("avatar border") 27.5%, avatar
 *   hat 27.5%, finisher 15%, arena 10% ("War chest": the other published reading of the basic
 *   chest's odds, a chest of its own); the basic chest's pools and extra rolls (our choice: it is
 *   a reading of the same chest).
 * - chest_gold: drop_gold_50 54.25%, drop_gold_100 40%, drop_gold_400 5%, drop_gold_4000 0.5%,
 *   drop_gold_10000 0.25% ("Gold chest").
 * - chest_god: one `card_{god}`, uniform over every god of the gods catalog (our choice of
 *   uniform: no weights are published; "God chest").
 * - Unique chests ("Unique chests": a bag without replacement plus pity rolls; tables in
 *   `pity.ts`). Pools and tiers (our choice, by the catalog's rarities: common and uncommon are
 *   the bag's commons, rare is the rare tier, mythical very rare, legendary ultra rare):
 *   chest_god_unique: every `card_{god}` as commons, every `gold_card_{god}` as ultra rare;
 *   chest_arena_unique: every terrain, sold or not, except the battle pass's level-200 and
 *   level-1000 terrains ("Automatic battle-pass rewards"); chest_avatar_unique: the avatar frames, hats
 *   and accessories not sold (neither for gold nor money), less the starter items.
 * - Duplicates refund a quarter of the chest's gold price, 100 gold when it has none
 *   ("Chest duplicates"); a god chest (chest_god, chest_god_unique) turns a duplicate god
 *   card into +5 god progress instead ("God progress").
 */
import { COSMETICS, cosmeticById, GODS, STARTER_ITEMS, type CosmeticItem, type ItemType, type Localized, type Rarity } from '../catalog';
import { godCardId, goldGodCardId } from '../gods';
import { PITY_TABLES, type UniqueTier } from './pity';

/** One line of a weighted chest: a category drawn with `weight` / total, then an item of `itemIds` uniformly. */
export interface WeightedEntry {
  id: string;
  label: Localized;
  /** Weight in basis points (1/10,000), so that the published percentages are exact. */
  weight: number;
  itemIds: readonly string[];
}

/** Extra rolls of a weighted chest: each further item with `chance`, given the previous one came, at most `max`. */
export interface ExtraRolls {
  chance: number;
  max: number;
}

interface ChestBase {
  chestId: string;
  /** Gold for a duplicate (a non-stacking item owned already, or dropped twice in one opening). */
  duplicateRefundGold: number;
  /** God progress for a duplicate god card instead of gold (god chests); null when not a god chest. */
  duplicateGodProgress: number | null;
}

/** A chest that rolls a weighted table once, then maybe again (`extraRolls`). */
export interface WeightedChest extends ChestBase {
  kind: 'weighted';
  entries: readonly WeightedEntry[];
  extraRolls: ExtraRolls | null;
}

/** A rare tier of a unique chest: one item of `itemIds`, uniformly, with chance 1/`oneIn[misses]`. */
export interface UniqueTierDefinition {
  tier: UniqueTier;
  label: Localized;
  itemIds: readonly string[];
  oneIn: readonly number[];
}

/**
 * A chest drawn like a bag without replacement: each opening gives one of `commons` not yet
 * drawn, and rolls each tier independently. When every common has been drawn, the next opening
 * refills the bag (every common goes back in) before it draws.
 */
export interface UniqueChest extends ChestBase {
  kind: 'unique';
  commons: readonly string[];
  /** The tiers that have items, least rare first. */
  tiers: readonly UniqueTierDefinition[];
}

export type ChestDefinition = WeightedChest | UniqueChest;

/** Share of a chest's gold price refunded for a duplicate: a quarter (docs/game-rules.md "Chest duplicates"). */
export const DUPLICATE_REFUND_DIVISOR = 4;
/** Refund of a duplicate from a chest without a gold price (docs/game-rules.md "Chest duplicates"), in gold. */
export const DUPLICATE_REFUND_WITHOUT_PRICE = 100;
/** God progress for a duplicate god card from a god chest (docs/game-rules.md "Chest duplicates"). */
export const DUPLICATE_GOD_CARD_PROGRESS = 5;

const TIER_LABELS: Readonly<Record<UniqueTier, Localized>> = {
  rare: { en: 'Rare', cn: '稀有' },
  very_rare: { en: 'Very rare', cn: '非常稀有' },
  ultra_rare: { en: 'Ultra rare', cn: '极其稀有' },
};

/** Catalog rarities of each unique tier; the lower rarities are the bag's commons (our choice). */
const TIER_RARITIES: Readonly<Record<UniqueTier, readonly Rarity[]>> = {
  rare: ['rare'],
  very_rare: ['mythical'],
  ultra_rare: ['legendary'],
};
const COMMON_RARITIES: readonly Rarity[] = ['common', 'uncommon'];

const ids = (items: readonly CosmeticItem[]): string[] => items.map((item) => item.id);
/** Terrains only the battle pass gives, at levels 200 and 1000. */
const BATTLE_PASS_TERRAINS: ReadonlySet<string> = new Set(['terrain_level_200', 'terrain_level_1000']);

const ofTypes = (...types: ItemType[]): CosmeticItem[] => COSMETICS.filter((item) => types.includes(item.type));
const soldForGold = (item: CosmeticItem): boolean => item.goldPrice !== null;
const STARTER_IDS = new Set(STARTER_ITEMS.map(({ itemId }) => itemId));
const notSold = (item: CosmeticItem): boolean => item.goldPrice === null && item.usdCents === null && !STARTER_IDS.has(item.id);

function refundGold(chestId: string): number {
  const price = cosmeticById(chestId)?.goldPrice ?? null;
  return price === null ? DUPLICATE_REFUND_WITHOUT_PRICE : Math.floor(price / DUPLICATE_REFUND_DIVISOR);
}

function weighted(chestId: string, entries: WeightedEntry[], extraRolls: ExtraRolls | null, godChest = false): WeightedChest {
  return {
    kind: 'weighted',
    chestId,
    entries,
    extraRolls,
    duplicateRefundGold: refundGold(chestId),
    duplicateGodProgress: godChest ? DUPLICATE_GOD_CARD_PROGRESS : null,
  };
}

function unique(chestId: string, commons: string[], tiers: Partial<Record<UniqueTier, string[]>>, godChest = false): UniqueChest {
  return {
    kind: 'unique',
    chestId,
    commons,
    tiers: (Object.keys(TIER_LABELS) as UniqueTier[])
      .filter((tier) => (tiers[tier] ?? []).length > 0)
      .map((tier) => ({ tier, label: TIER_LABELS[tier], itemIds: tiers[tier] ?? [], oneIn: PITY_TABLES[tier] })),
    duplicateRefundGold: refundGold(chestId),
    duplicateGodProgress: godChest ? DUPLICATE_GOD_CARD_PROGRESS : null,
  };
}

/** A unique chest whose pool splits by the catalog's rarities (see `TIER_RARITIES`). */
function uniqueByRarity(chestId: string, pool: readonly CosmeticItem[]): UniqueChest {
  const withRarity = (rarities: readonly Rarity[]): string[] => ids(pool.filter((item) => rarities.includes(item.rarity)));
  return unique(chestId, withRarity(COMMON_RARITIES), {
    rare: withRarity(TIER_RARITIES.rare),
    very_rare: withRarity(TIER_RARITIES.very_rare),
    ultra_rare: withRarity(TIER_RARITIES.ultra_rare),
  });
}

const entry = (id: string, en: string, cn: string, weight: number, itemIds: readonly string[]): WeightedEntry => ({
  id,
  label: { en, cn },
  weight,
  itemIds,
});

const GOD_CARDS = GODS.map((god) => godCardId(god.id));
const GOLD_GOD_CARDS = GODS.map((god) => goldGodCardId(god.id));

/** The pools of the basic chest's entries (our choice), shared by the War Chest's reading of its odds. */
const BASIC_POOLS = {
  xp: ['get_xp_250', 'get_xp_500', 'get_xp_1000'],
  avatarFrame: ids(ofTypes('avatar_frame').filter(soldForGold)),
  avatarHat: ids(ofTypes('avatar_hat').filter(soldForGold)),
  plus: ['plus_1day', 'plus_2day', 'plus_4day'],
  finisher: ids(ofTypes('finisher')),
  arena: ids(ofTypes('terrain').filter(soldForGold)),
} as const;

/** The basic chest's extra rolls: 1/4, 1/16, 1/64, 1/256 (docs/game-rules.md "Basic chest"). */
const BASIC_EXTRA_ROLLS: ExtraRolls = { chance: 1 / 4, max: 4 };

const DEFINITIONS: readonly ChestDefinition[] = [
  weighted(
    'chest_basic',
    [
      entry('xp', 'Battle-pass XP', '战斗通行证经验', 2500, BASIC_POOLS.xp),
      entry('avatar_frame', 'Avatar frame', '头像框', 1900, BASIC_POOLS.avatarFrame),
      entry('avatar_hat', 'Avatar hat', '头像帽子', 1800, BASIC_POOLS.avatarHat),
      entry('plus', 'Temporary Plus', '限时 Plus 会员', 1500, BASIC_POOLS.plus),
      entry('finisher', 'Finisher', '终结技', 1000, BASIC_POOLS.finisher),
      entry('arena', 'Arena', '竞技场', 800, BASIC_POOLS.arena),
      entry('god_chest', 'God chest', '神明宝箱', 500, ['chest_god']),
    ],
    BASIC_EXTRA_ROLLS,
  ),
  weighted(
    'chest_war',
    [
      entry('xp', 'Battle-pass XP', '战斗通行证经验', 2000, BASIC_POOLS.xp),
      entry('avatar_frame', 'Avatar frame', '头像框', 2750, BASIC_POOLS.avatarFrame),
      entry('avatar_hat', 'Avatar hat', '头像帽子', 2750, BASIC_POOLS.avatarHat),
      entry('finisher', 'Finisher', '终结技', 1500, BASIC_POOLS.finisher),
      entry('arena', 'Arena', '竞技场', 1000, BASIC_POOLS.arena),
    ],
    BASIC_EXTRA_ROLLS,
  ),
  weighted(
    'chest_gold',
    [
      entry('gold_50', '50 gold', '50 金币', 5425, ['drop_gold_50']),
      entry('gold_100', '100 gold', '100 金币', 4000, ['drop_gold_100']),
      entry('gold_400', '400 gold', '400 金币', 500, ['drop_gold_400']),
      entry('gold_4000', '4,000 gold', '4,000 金币', 50, ['drop_gold_4000']),
      entry('gold_10000', '10,000 gold', '10,000 金币', 25, ['drop_gold_10000']),
    ],
    null,
  ),
  weighted('chest_god', [entry('god_card', 'God card', '神明卡牌', 10_000, GOD_CARDS)], null, true),
  unique('chest_god_unique', GOD_CARDS, { ultra_rare: GOLD_GOD_CARDS }, true),
  uniqueByRarity(
    'chest_arena_unique',
    ofTypes('terrain').filter((terrain) => !BATTLE_PASS_TERRAINS.has(terrain.id)),
  ),
  uniqueByRarity('chest_avatar_unique', ofTypes('avatar_frame', 'avatar_hat', 'avatar_accessory').filter(notSold)),
];

/** Every chest's definition by chest id. A Map: ids come from players (`constructor` finds nothing). */
export const CHEST_DEFINITIONS: ReadonlyMap<string, ChestDefinition> = new Map(
  DEFINITIONS.map((definition): [string, ChestDefinition] => [definition.chestId, definition]),
);

/** The definition of a chest, or undefined for an id that is not a chest of the catalog. */
export function chestDefinition(chestId: string): ChestDefinition | undefined {
  return CHEST_DEFINITIONS.get(chestId);
}
