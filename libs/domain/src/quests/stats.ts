import type { PlayerResult } from '../game-results';

/**
 * The stats quests and achievements count (docs/game-rules.md "Quest stats"):
 * games played, first places, top-four finishes, rounds won (= wins), Gaben abilities
 * (level 9), Super abilities (level 6 or more, Gabens included) and chests opened.
 */
export const QUEST_STATS = ['games_played', 'first_place', 'top_four', 'rounds_won', 'gabens', 'supers', 'chests_opened'] as const;
export type QuestStat = (typeof QUEST_STATS)[number];

/** A player's lifetime count of each stat. */
export type QuestStats = Readonly<Record<QuestStat, number>>;

export const NO_STATS: QuestStats = Object.freeze({
  games_played: 0,
  first_place: 0,
  top_four: 0,
  rounds_won: 0,
  gabens: 0,
  supers: 0,
  chests_opened: 0,
});

/** Ability levels of the Super and Gaben styles (docs/game-rules.md "Spells and gods"). */
const SUPER_LEVEL = 6;
const GABEN_LEVEL = 9;

/**
 * What one game result adds to the stats. Every recorded game counts, ranked or not (our
 * choice: game servers are trusted, and a custom lobby's game is a game played).
 */
export function statGains(result: Pick<PlayerResult, 'place' | 'wins' | 'heroes'>): Partial<Record<QuestStat, number>> {
  let supers = 0;
  let gabens = 0;
  for (const hero of result.heroes) {
    for (const ability of hero.abilities) {
      if (ability.level >= SUPER_LEVEL) supers++;
      if (ability.level >= GABEN_LEVEL) gabens++;
    }
  }
  return {
    games_played: 1,
    first_place: result.place === 1 ? 1 : 0,
    top_four: result.place <= 4 ? 1 : 0,
    rounds_won: Math.max(0, result.wins),
    gabens,
    supers,
  };
}

/** `stats` with `gains` added. */
export function addStats(stats: QuestStats, gains: Partial<Record<QuestStat, number>>): QuestStats {
  const next = { ...stats };
  for (const stat of QUEST_STATS) next[stat] += gains[stat] ?? 0;
  return next;
}
