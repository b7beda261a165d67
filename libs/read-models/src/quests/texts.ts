import type { QuestStat } from '@arena/domain';

/**
 * The English texts the live site's API carries for its clients (`quest_name`,
 * `quest_description`): our site words quests and achievements itself, in the reader's language,
 * from the stat and the goal.
 */

const GOALS: Record<QuestStat, [one: string, other: string]> = {
  games_played: ['Play 1 game', 'Play {n} games'],
  first_place: ['Finish first in 1 game', 'Finish first in {n} games'],
  top_four: ['Finish in the top four 1 time', 'Finish in the top four {n} times'],
  rounds_won: ['Win 1 round', 'Win {n} rounds'],
  gabens: ['Bring 1 ability to Gaben level', 'Bring {n} abilities to Gaben level'],
  supers: ['Bring 1 ability to Super level', 'Bring {n} abilities to Super level'],
  chests_opened: ['Open 1 chest', 'Open {n} chests'],
};

const TITLES: Record<QuestStat, string> = {
  games_played: 'Games played',
  first_place: 'First places',
  top_four: 'Top-four finishes',
  rounds_won: 'Rounds won',
  gabens: 'Gabens',
  supers: 'Supers',
  chests_opened: 'Chests opened',
};

/** "Finish first in 10 games": a quest's or an achievement tier's goal, in English. */
export function goalText(stat: QuestStat, goal: number): string {
  const [one, other] = GOALS[stat];
  return goal === 1 ? one : other.replace('{n}', goal.toLocaleString('en-US'));
}

/** "First places, tier 2": an achievement tier's name, in English. */
export function achievementTierName(stat: QuestStat, tier: number): string {
  return `${TITLES[stat]}, tier ${tier}`;
}
