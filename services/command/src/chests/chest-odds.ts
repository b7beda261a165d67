import type { ChestOddsList } from '@arena/contract';
import { publishedOdds } from '@arena/domain';

/**
 * `GET /api/chests/odds`: the domain's published odds in the API's shape. The odds change only
 * with a deploy, so the answer is built once.
 */
export const CHEST_ODDS: ChestOddsList = {
  chests: publishedOdds().map((chest) => ({
    chest_id: chest.chestId,
    name: chest.name,
    kind: chest.kind,
    entries: chest.entries.map(({ id, label, itemIds, probability }) => ({ id, label, item_ids: itemIds, probability })),
    extra_rolls: chest.extraRolls.map(({ extraItems, probability }) => ({ extra_items: extraItems, probability })),
    unique: chest.unique && {
      commons: chest.unique.commons,
      tiers: chest.unique.tiers.map(({ tier, label, itemIds, oneIn }) => ({ tier, label, item_ids: itemIds, one_in: oneIn })),
    },
    duplicate_refund_gold: chest.duplicateRefundGold,
    duplicate_god_progress: chest.duplicateGodProgress,
  })),
};
