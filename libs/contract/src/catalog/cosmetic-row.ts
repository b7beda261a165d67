import { z } from 'zod';

/**
 * A cosmetic as the game's live site writes it (docs/api.md "Store"): the fields its client reads
 * on every path we share with it (`GET /api/cosmetics`, a player's cosmetics, a chest opening's
 * items). Ours come beside them, in fields of their own.
 */

/** The kinds of cosmetic under the live site's labels (`cosmetic_type`); emote packs and bundles are its `Consumable`. */
export const LIVE_COSMETIC_TYPES = [
  'Avatar Frame',
  'Avatar Hat',
  'Avatar Accessory',
  'Consumable',
  'Game Consumable',
  'Finisher',
  'ClickFX',
  'SpawnFX',
  'Terrain',
  'Chest',
  'Name Color',
  'Card Frame',
  'Win Streak',
  'SFX',
  'purchased_battle_pass',
] as const;
export const liveCosmeticType = z
  .enum(LIVE_COSMETIC_TYPES)
  .meta({ id: 'LiveCosmeticType', description: "The kind of item under the live site's label (`Chest`, `Avatar Frame`...)" });
export type LiveCosmeticType = z.infer<typeof liveCosmeticType>;

/** Rarity, lowest first, under the live site's labels. */
export const COSMETIC_RARITIES = ['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary'] as const;
export const cosmeticRarity = z.enum(COSMETIC_RARITIES).meta({ id: 'CosmeticRarity', description: 'Rarity ladder, lowest first' });
export type CosmeticRarity = z.infer<typeof cosmeticRarity>;

/** The live site's fields of a cosmetic; spread into the schemas that carry them. */
export const cosmeticRowShape = {
  cosmetic_id: z.string().describe('Cosmetic id of the catalog, e.g. `chest_basic` (the id every path takes)'),
  cosmetic_name: z.string().describe('The same id: the live site names pictures and texts by it (`/images/cosmetics/{name}.png`)'),
  cosmetic_type: liveCosmeticType,
  equip_group: z.string().describe('The group it is equipped in (one item per group); an empty string when not equippable'),
  cost_coins: z.number().int().min(-1).describe('Store price in gold before any sale; -1 when not sold for gold'),
  cost_usd: z.number().min(-1).describe('Store price in US dollars (6.99); -1 when not sold for money'),
  rarity: cosmeticRarity,
};

/** A cosmetic with the live site's fields only (a chest opening's `items`, `missed_item`). */
export const cosmeticRow = z.strictObject(cosmeticRowShape).meta({ id: 'CosmeticRow' });
export type CosmeticRow = z.infer<typeof cosmeticRow>;
