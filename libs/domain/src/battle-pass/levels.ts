import { goldReward as gold, itemReward as item, type Reward } from '../store';

/** XP per battle-pass level (docs/game-rules.md "Battle-pass levels"). */
export const XP_PER_LEVEL = 255;
/** The season's last level with track rewards; past it, the automatic rewards. */
export const LAST_TRACK_LEVEL = 80;

/**
 * The battle-pass level of `totalXp` (XP, a whole number ≥ 0): one level per 255 XP, without end
 * (level 80 at 20,400 XP, "Battle-pass levels"); 0 before the first level.
 */
export function battlePassLevel(totalXp: number): number {
  return Math.floor(Math.max(0, totalXp) / XP_PER_LEVEL);
}

/**
 * The specification's `requirements` of the battle pass at `totalXp`: the total XP at which the
 * current level started and the XP a level takes. Progress towards the next level is
 * (total_xp - requirements.total_xp) / requirements.next_level_xp.
 */
export function levelRequirements(totalXp: number): { total_xp: number; next_level_xp: number } {
  return { total_xp: battlePassLevel(totalXp) * XP_PER_LEVEL, next_level_xp: XP_PER_LEVEL };
}

/** A battle-pass reward: gold, XP and/or items (packs such as XP or Plus days open when granted). */
export type LevelReward = Reward;

/** The free track's rewards by level, our choice ("Battle-pass tracks"). */
const FREE_CYCLE: readonly LevelReward[] = [gold(250), item('get_xp_250'), item('chest_basic'), gold(500), item('doubledown')];

/**
 * The free track's reward of `level` ("Battle-pass tracks": level 1 and every 5th level up to 80), or
 * null. Level 1 gives a basic chest, level 80 a god chest; the 5th levels between cycle through
 * 250 gold, 250 XP, a basic chest, 500 gold and a double-down.
 */
export function freeReward(level: number): LevelReward | null {
  if (!Number.isInteger(level) || level < 1 || level > LAST_TRACK_LEVEL) return null;
  if (level === 1) return item('chest_basic');
  if (level === LAST_TRACK_LEVEL) return item('chest_god');
  return level % 5 === 0 ? FREE_CYCLE[(level / 5 - 1) % FREE_CYCLE.length] : null;
}

/** Cosmetics of the upgraded track at every 10th level, our choice among items no store sells. */
const UPGRADED_MILESTONES: ReadonlyMap<number, LevelReward> = new Map([
  [10, item('hat_horns')],
  [20, item('avatar_arcane')],
  [30, item('emote_pack_season')],
  [40, item('plus_4day')],
  [50, item('accessory_mask')],
  [60, item('hat_halo')],
  [70, item('avatar_storm')],
  [
    80,
    {
      gold: 1_000,
      xp: 0,
      items: [
        { itemId: 'chest_god_unique', count: 1 },
        { itemId: 'name_gold', count: 1 },
      ],
    },
  ],
]);

/** The upgraded track between the milestones, by the level's last digit (our choice). */
const UPGRADED_CYCLE: readonly LevelReward[] = [
  gold(250), // 1, 11, ...
  item('doubledown'),
  item('chest_basic'),
  gold(500),
  item('get_xp_250'),
  item('chest_gold'),
  gold(250),
  item('plus_1day'),
  item('chest_basic', 2),
];

/**
 * The upgraded (`buy_bp`) track's reward of `level`: one at every level 1..80 ("Battle-pass
 * tracks": gold, double-downs, chests, XP, cosmetics, Plus days), or null.
 */
export function upgradedReward(level: number): LevelReward | null {
  if (!Number.isInteger(level) || level < 1 || level > LAST_TRACK_LEVEL) return null;
  return UPGRADED_MILESTONES.get(level) ?? UPGRADED_CYCLE[(level % 10) - 1];
}

/**
 * The reward past level 80, claimed automatically (docs/game-rules.md "Automatic battle-pass rewards"): every 10th level
 * a double-down, every other 5th level (85, 95, ...) a basic chest, and the special terrains at
 * levels 200 and 1000 (with that level's double-down); null at the other levels.
 */
export function automaticReward(level: number): LevelReward | null {
  if (!Number.isInteger(level) || level <= LAST_TRACK_LEVEL) return null;
  const special = level === 200 ? 'terrain_level_200' : level === 1000 ? 'terrain_level_1000' : null;
  if (level % 10 === 0)
    return { gold: 0, xp: 0, items: [{ itemId: 'doubledown', count: 1 }, ...(special ? [{ itemId: special, count: 1 }] : [])] };
  return level % 5 === 0 ? item('chest_basic') : null;
}
