import type { GameBonus } from './ladder';

/** XP and gold by place, 1st to 8th (docs/game-rules.md "Post-game rewards"). */
export const PLACE_REWARDS: readonly { xp: number; gold: number }[] = [
  { xp: 100, gold: 100 },
  { xp: 90, gold: 60 },
  { xp: 60, gold: 40 },
  { xp: 45, gold: 30 },
  { xp: 30, gold: 20 },
  { xp: 20, gold: 14 },
  { xp: 10, gold: 8 },
  { xp: 5, gold: 4 },
];

/**
 * Daily caps of what games give (docs/game-rules.md "Daily reward caps", figures of ours): 1,000 gold
 * a UTC day, 2,000 with Plus ("a higher daily gold cap"); 1,500 XP a day.
 */
export const DAILY_CAPS = { gold: 1_000, goldWithPlus: 2_000, xp: 1_500 } as const;

/** What games gave a player on one UTC day (YYYY-MM-DD), counted against the caps. */
export interface EarnedToday {
  day: string;
  gold: number;
  xp: number;
}

/** What one game gives, after bonuses, Plus and the caps; `capped` when a cap cut it. */
export interface GameReward {
  gold: number;
  xp: number;
  capped: boolean;
}

/**
 * The gold and XP a ranked game gives (docs/game-rules.md "Post-game rewards"): the place's figures;
 * the game's `gold` bonus x1.5 gold, its `exp` bonus x1.5 XP; Plus doubles the gold (after the
 * bonus); then what the day's caps leave (`earned` counts only if it is of `day`, the UTC day of
 * the game). Fractions are rounded down. An unranked game gives nothing.
 * @param place 1..8; outside that range the game gives nothing.
 */
export function gameReward(
  game: { place: number; ranked: boolean; bonus: GameBonus | undefined },
  hasPlus: boolean,
  earned: EarnedToday | null,
  day: string,
): GameReward {
  const base = game.ranked ? PLACE_REWARDS[game.place - 1] : undefined;
  if (!base) return { gold: 0, xp: 0, capped: false };
  const gold = Math.floor(base.gold * (game.bonus === 'gold' ? 1.5 : 1) * (hasPlus ? 2 : 1));
  const xp = Math.floor(base.xp * (game.bonus === 'exp' ? 1.5 : 1));
  const today = earned?.day === day ? earned : { gold: 0, xp: 0 };
  const goldLeft = Math.max(0, (hasPlus ? DAILY_CAPS.goldWithPlus : DAILY_CAPS.gold) - today.gold);
  const xpLeft = Math.max(0, DAILY_CAPS.xp - today.xp);
  return { gold: Math.min(gold, goldLeft), xp: Math.min(xp, xpLeft), capped: gold > goldLeft || xp > xpLeft };
}
