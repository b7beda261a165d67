import { randomIndex, sfc32 } from '../chests';
import { hasPlus, type PartnerPlusSource, type PlusSlice } from '../plus';
import { DomainError, type Decision } from '../shared/decision';
import { goldChanged, type GoldChanged, type StoreSlice } from '../store';
import type { ClaimDailyQuest, QuestClaimAnswer, RerollAnswer, RerollDailyQuest } from './commands';
import type { DailyQuestAssigned, DailyQuestClaimed, DailyQuestRerolled } from './events';
import type { ActiveQuest, QuestsSlice } from './state';
import type { QuestStat, QuestStats } from './stats';

/** A daily quest of the pool: reach `goal` of `stat` for `gold` gold. */
export interface DailyQuestDefinition {
  id: string;
  stat: QuestStat;
  goal: number;
  gold: number;
}

/** Goals by difficulty (easy, medium, hard) of each stat (docs/game-rules.md "Daily quests"). */
const GOALS: readonly [QuestStat, readonly number[]][] = [
  ['first_place', [1, 2, 3]],
  ['top_four', [2, 4, 6]],
  ['gabens', [5, 10, 15]],
  ['supers', [15, 25, 35]],
  ['rounds_won', [20, 40, 60]],
];
const GOLD_BY_DIFFICULTY = [200, 400, 600];

/** The pool of 15 daily quests; ids are `{stat}_{difficulty 1..3}` (`first_place_1`: win once). */
export const DAILY_QUESTS: readonly DailyQuestDefinition[] = GOALS.flatMap(([stat, goals]) =>
  goals.map((goal, difficulty) => ({ id: `${stat}_${difficulty + 1}`, stat, goal, gold: GOLD_BY_DIFFICULTY[difficulty] })),
);
const DAILY_QUESTS_BY_ID: ReadonlyMap<string, DailyQuestDefinition> = new Map(DAILY_QUESTS.map((quest) => [quest.id, quest]));

/** The pool's quest of this id, or undefined (a Map: the id comes from the player). */
export function dailyQuestById(questId: string): DailyQuestDefinition | undefined {
  return DAILY_QUESTS_BY_ID.get(questId);
}

/** Active daily quests: 2, and 3 with Plus (docs/game-rules.md "Daily quests"). */
export const DAILY_QUEST_SLOTS = { base: 2, withPlus: 3 } as const;
/** A quest can be rerolled once it has been active this long (23 hours, in ms). */
export const REROLL_AFTER_MS = 23 * 3_600_000;

/** What the daily-quest rules read of the player state. */
export type DailyQuestState = Pick<QuestsSlice, 'dailyQuests' | 'questsAssigned' | 'questStats'> & PlusSlice & PartnerPlusSource;

/** Progress of an active quest: the stat gained since it was given, at most its goal. */
export function questProgress(quest: Pick<ActiveQuest, 'stat' | 'goal' | 'baseline'>, stats: QuestStats): number {
  return Math.min(quest.goal, Math.max(0, stats[quest.stat] - quest.baseline));
}

/** Whether `quest` can be rerolled at `now` (ms): 23 hours after it was given. */
export function canReroll(quest: Pick<ActiveQuest, 'assignedAt'>, now: number): boolean {
  return now - quest.assignedAt >= REROLL_AFTER_MS;
}

/**
 * The quests that fill the player's free slots (2, 3 with Plus) at `now` (ms), drawn as
 * `drawDailyQuests` does, never `excluded` (the quest just claimed). A lapsed Plus removes no
 * quest: the third stays until claimed or rerolled, and is not replaced.
 */
export function assignDailyQuests(state: DailyQuestState, now: number, excluded: string | null = null): DailyQuestAssigned[] {
  const slots = hasPlus(state, now) ? DAILY_QUEST_SLOTS.withPlus : DAILY_QUEST_SLOTS.base;
  return drawDailyQuests(state, now, slots - state.dailyQuests.length, excluded);
}

/**
 * `count` quests drawn from the pool at `now` (ms), each among the quests whose stat no active
 * quest has ("Daily quests": a new quest never shares a stat with an active one) and other than
 * `excluded` (a quest just rerolled).
 *
 * The draw is sfc32 seeded from the time and the number of quests given so far (the decider is
 * handed the time; `DailyQuestAssigned` records the outcome, so replays need no seed).
 */
function drawDailyQuests(state: DailyQuestState, now: number, count: number, excluded: string | null): DailyQuestAssigned[] {
  const taken = new Set<QuestStat>(state.dailyQuests.map((quest) => quest.stat));
  const random = sfc32((Math.floor(now / 1000) ^ Math.imul(state.questsAssigned + 1, 0x9e3779b9)) >>> 0);
  const events: DailyQuestAssigned[] = [];
  while (events.length < count) {
    const candidates = DAILY_QUESTS.filter((quest) => !taken.has(quest.stat) && quest.id !== excluded);
    if (candidates.length === 0) break;
    const quest = candidates[randomIndex(random, candidates.length)];
    taken.add(quest.stat);
    events.push({
      type: 'DailyQuestAssigned',
      data: {
        questId: quest.id,
        stat: quest.stat,
        goal: quest.goal,
        gold: quest.gold,
        baseline: state.questStats[quest.stat],
        assignedAt: new Date(now).toISOString(),
      },
    });
  }
  return events;
}

function activeQuest(state: Pick<QuestsSlice, 'dailyQuests'>, questId: string): ActiveQuest {
  const quest = state.dailyQuests.find((active) => active.questId === questId);
  if (!quest) throw new DomainError('quest_not_found', `No active daily quest ${questId}`);
  return quest;
}

function without(state: DailyQuestState, questId: string): DailyQuestState {
  return { ...state, dailyQuests: state.dailyQuests.filter((quest) => quest.questId !== questId) };
}

/**
 * Claims a completed daily quest: its gold (`GoldChanged`, reason `reward`, ref the quest id),
 * and a new quest in its place, another than the one claimed ("Daily quests": claimed quests are
 * replaced).
 * @throws DomainError `quest_not_found` (not an active quest of the player), `quest_not_complete`.
 */
export function decideClaimDailyQuest(
  command: ClaimDailyQuest,
  state: DailyQuestState & Pick<StoreSlice, 'gold'>,
): Decision<DailyQuestClaimed | GoldChanged | DailyQuestAssigned, QuestClaimAnswer> {
  const quest = activeQuest(state, command.questId);
  if (questProgress(quest, state.questStats) < quest.goal)
    throw new DomainError('quest_not_complete', `Quest ${quest.questId} is not complete yet`);
  const gold = goldChanged(state.gold, quest.gold, 'reward', quest.questId);
  const claimed: DailyQuestClaimed = { type: 'DailyQuestClaimed', data: { questId: quest.questId, gold: quest.gold } };
  const replacement = assignDailyQuests(without(state, quest.questId), command.now, quest.questId);
  return {
    events: [claimed, gold, ...replacement],
    answer: { claimed: quest.questId, gold: quest.gold, xp: 0, balance: gold.data.balance },
  };
}

/**
 * Swaps an active quest for another drawn from the pool (never the same quest, never a stat
 * another active quest has), once the quest has been active 23 hours.
 * @throws DomainError `quest_not_found`, `reroll_not_ready` (active less than 23 hours).
 */
export function decideRerollDailyQuest(
  command: RerollDailyQuest,
  state: DailyQuestState,
): Decision<DailyQuestRerolled | DailyQuestAssigned, RerollAnswer> {
  const quest = activeQuest(state, command.questId);
  if (!canReroll(quest, command.now)) {
    const at = new Date(quest.assignedAt + REROLL_AFTER_MS).toISOString();
    throw new DomainError('reroll_not_ready', `Quest ${quest.questId} can be rerolled from ${at}`);
  }
  const replacement = drawDailyQuests(without(state, quest.questId), command.now, 1, quest.questId);
  return {
    events: [{ type: 'DailyQuestRerolled', data: { questId: quest.questId } }, ...replacement],
    answer: { rerolled: quest.questId, assigned: replacement[0].data.questId },
  };
}
