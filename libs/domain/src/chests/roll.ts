/**
 * Drawing a chest's items from its definition and a seeded `Random` (docs/game-rules.md "Chest opening").
 * Pure and deterministic: the same definition, bag and sequence give the same items. It knows
 * nothing of the player's inventory: duplicates are found by `decideOpenChest`, which draws
 * through here, as the statistical tests do.
 */
import type { ChestDefinition, UniqueChest, WeightedChest, WeightedEntry } from './definitions';
import type { UniqueDraw } from './events';
import { pityOneIn } from './pity';
import { randomIndex, type Random } from './random';
import type { UniqueChestBag } from './state';

/** An item drawn, and where from: a weighted entry's id, `common`, or a unique tier. */
export interface RolledItem {
  itemId: string;
  source: string;
}

/** What one opening drew: items in roll order, and for a unique chest what its bag did. */
export interface ChestRoll {
  items: RolledItem[];
  unique: UniqueDraw | null;
}

/** One roll of a weighted table: an entry with probability weight / total, then one of its items uniformly. */
function rollEntry(entries: readonly WeightedEntry[], random: Random): RolledItem {
  const total = entries.reduce((sum, { weight }) => sum + weight, 0);
  // floor(random * total) is uniform over the weights' units to within 2^-32 per unit
  let ticket = Math.floor(random() * total);
  let chosen = entries[entries.length - 1];
  for (const entry of entries) {
    if (ticket < entry.weight) {
      chosen = entry;
      break;
    }
    ticket -= entry.weight;
  }
  return { itemId: chosen.itemIds[randomIndex(random, chosen.itemIds.length)], source: chosen.id };
}

function rollWeighted(definition: WeightedChest, random: Random): ChestRoll {
  const items = [rollEntry(definition.entries, random)];
  const extra = definition.extraRolls;
  // each extra item comes only if the previous one did: P(at least k extra) = chance^k
  while (extra && items.length - 1 < extra.max && random() < extra.chance) items.push(rollEntry(definition.entries, random));
  return { items, unique: null };
}

function rollUnique(definition: UniqueChest, bag: UniqueChestBag | undefined, random: Random): ChestRoll {
  const { commons, tiers } = definition;
  const left = commons.filter((itemId) => !bag?.drawn.has(itemId));
  const bagRefilled = left.length === 0 && commons.length > 0;
  const pool = bagRefilled ? commons : left;
  const items: RolledItem[] = [];
  const drawn: string[] = [];
  if (pool.length > 0) {
    const itemId = pool[randomIndex(random, pool.length)];
    items.push({ itemId, source: 'common' });
    drawn.push(itemId);
  }
  const misses: Record<string, number> = {};
  for (const { tier, itemIds, oneIn } of tiers) {
    const before = bag?.misses.get(tier) ?? 0;
    if (random() < 1 / pityOneIn(oneIn, before)) {
      items.push({ itemId: itemIds[randomIndex(random, itemIds.length)], source: tier });
      misses[tier] = 0;
    } else {
      misses[tier] = before + 1;
    }
  }
  return { items, unique: { drawn, misses, bagRefilled } };
}

/**
 * Draws one opening of a chest. A weighted chest rolls its table once, then again with its
 * extra-roll chance while that holds (at most `max` more). A unique chest draws one common not
 * yet drawn from `bag` (refilling the bag first when every common was drawn), then rolls each
 * tier with chance 1/oneIn[misses] (`pity.ts`). The order of the draws from `random` is part of
 * the rule: changing it changes what a seed gives.
 * @param bag the unique chest's bag in the player state (undefined: a full bag, no misses).
 */
export function rollChest(definition: ChestDefinition, bag: UniqueChestBag | undefined, random: Random): ChestRoll {
  return definition.kind === 'weighted' ? rollWeighted(definition, random) : rollUnique(definition, bag, random);
}
