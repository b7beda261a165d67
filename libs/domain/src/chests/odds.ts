/**
 * The odds every chest publishes before purchase (`GET /api/chests/odds`), in English and
 * Simplified Chinese, computed from the same definitions the openings draw from
 * (`definitions.ts`), so what is published is what is drawn.
 */
import { cosmeticById, type Localized } from '../catalog';
import { CHEST_DEFINITIONS, type ChestDefinition, type ExtraRolls, type WeightedEntry } from './definitions';
import type { UniqueTier } from './pity';

/** One line of a weighted chest: with `probability` an item of `itemIds`, each equally likely. */
export interface ChestOddsEntry {
  id: string;
  label: Localized;
  itemIds: string[];
  /** Of one roll, in [0, 1]; a weighted chest's entries sum to 1. */
  probability: number;
}

/** Probability of exactly `extraItems` items beyond the first roll; they sum to 1. */
export interface ExtraRollOdds {
  extraItems: number;
  probability: number;
}

/** A tier of a unique chest: rolled every opening with chance 1/`oneIn[misses]`. */
export interface UniqueTierOdds {
  tier: UniqueTier;
  label: Localized;
  itemIds: string[];
  /** N of "1 in N" by the number of openings in a row without a hit in this tier. */
  oneIn: number[];
}

/** How a unique chest draws: one of `commons` not yet drawn, plus each tier's roll. */
export interface UniqueOdds {
  commons: string[];
  tiers: UniqueTierOdds[];
}

/** The published odds of one chest. */
export interface ChestOdds {
  chestId: string;
  name: Localized;
  kind: 'weighted' | 'unique';
  /** Weighted chests only (empty for unique chests). */
  entries: ChestOddsEntry[];
  /** Weighted chests only (empty for unique chests); `[{ extraItems: 0, probability: 1 }]` when no extra roll. */
  extraRolls: ExtraRollOdds[];
  /** Unique chests only (null for weighted chests). */
  unique: UniqueOdds | null;
  /** Gold for a duplicate item. */
  duplicateRefundGold: number;
  /** God progress for a duplicate god card instead of gold (god chests); null otherwise. */
  duplicateGodProgress: number | null;
}

/** Distribution of the number of extra items: P(k) = chance^k (1 - chance) below `max`, chance^max at it. */
function extraRollOdds(extraRolls: ExtraRolls | null): ExtraRollOdds[] {
  if (!extraRolls) return [{ extraItems: 0, probability: 1 }];
  const { chance, max } = extraRolls;
  return Array.from({ length: max + 1 }, (_, extraItems) => ({
    extraItems,
    probability: extraItems < max ? chance ** extraItems * (1 - chance) : chance ** max,
  }));
}

function entryOdds(entries: readonly WeightedEntry[]): ChestOddsEntry[] {
  const total = entries.reduce((sum, { weight }) => sum + weight, 0);
  return entries.map(({ id, label, weight, itemIds }) => ({ id, label, itemIds: [...itemIds], probability: weight / total }));
}

function chestOdds(definition: ChestDefinition): ChestOdds {
  const { chestId, duplicateRefundGold, duplicateGodProgress } = definition;
  const name = cosmeticById(chestId)?.name ?? { en: chestId, cn: chestId };
  const common = { chestId, name, kind: definition.kind, duplicateRefundGold, duplicateGodProgress };
  if (definition.kind === 'weighted') {
    return { ...common, entries: entryOdds(definition.entries), extraRolls: extraRollOdds(definition.extraRolls), unique: null };
  }
  return {
    ...common,
    entries: [],
    extraRolls: [],
    unique: {
      commons: [...definition.commons],
      tiers: definition.tiers.map(({ tier, label, itemIds, oneIn }) => ({ tier, label, itemIds: [...itemIds], oneIn: [...oneIn] })),
    },
  };
}

/**
 * The odds of every chest, in catalog order, for `GET /api/chests/odds` (published before
 * purchase). Probabilities are in [0, 1]; within an entry or tier each item is equally likely.
 * Figures and their sources: see `definitions.ts` and `pity.ts` (docs/game-rules.md "Published odds").
 */
export function publishedOdds(): ChestOdds[] {
  return [...CHEST_DEFINITIONS.values()].map(chestOdds);
}
