import type { ChestOpened } from '../chests';
import type { GameResultRecorded } from '../game-results';
import { isEventOf, type StreamEvent } from '../shared/decider';
import { snapshotField, snapshotObject, SnapshotFormatError } from '../shared/snapshot-json';
import type { QuestsEvent } from './events';
import { addStats, NO_STATS, QUEST_STATS, statGains, type QuestStat, type QuestStats } from './stats';

/** An active daily quest; `assignedAt` in ms since the epoch. */
export interface ActiveQuest {
  questId: string;
  stat: QuestStat;
  goal: number;
  gold: number;
  baseline: number;
  assignedAt: number;
}

/** The login days of the latest week the player completed one in. */
export interface LoginWeek {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: string;
  /** The latest completed day, YYYY-MM-DD (UTC). */
  lastDay: string;
  completed: number;
  claimed: number;
}

/**
 * The quests feature's part of the player state: the lifetime stats quests and achievements
 * count, the active daily quests, the weekly login days and the welcome rewards claimed.
 */
export interface QuestsSlice {
  questStats: QuestStats;
  dailyQuests: readonly ActiveQuest[];
  /** Daily quests given so far (seeds the next draw). */
  questsAssigned: number;
  loginWeek: LoginWeek | null;
  welcomeClaimed: number;
  /** When the latest welcome reward was claimed (ms); null before the first. */
  welcomeLastClaimedAt: number | null;
}

export const initialQuestsSlice: QuestsSlice = {
  questStats: NO_STATS,
  dailyQuests: [],
  questsAssigned: 0,
  loginWeek: null,
  welcomeClaimed: 0,
  welcomeLastClaimedAt: null,
};

function evolveQuestEvent(slice: QuestsSlice, event: QuestsEvent): QuestsSlice {
  switch (event.type) {
    case 'DailyQuestAssigned': {
      const { questId, stat, goal, gold, baseline, assignedAt } = event.data;
      const quest = { questId, stat, goal, gold, baseline, assignedAt: Date.parse(assignedAt) };
      return { ...slice, dailyQuests: [...slice.dailyQuests, quest], questsAssigned: slice.questsAssigned + 1 };
    }
    case 'DailyQuestClaimed':
    case 'DailyQuestRerolled':
      return { ...slice, dailyQuests: slice.dailyQuests.filter((quest) => quest.questId !== event.data.questId) };
    case 'LoginDayCompleted': {
      const { week, day, index } = event.data;
      return {
        ...slice,
        loginWeek: { week, lastDay: day, completed: index, claimed: slice.loginWeek?.week === week ? slice.loginWeek.claimed : 0 },
      };
    }
    case 'LoginRewardClaimed':
      return slice.loginWeek?.week === event.data.week ? { ...slice, loginWeek: { ...slice.loginWeek, claimed: event.data.index } } : slice;
    case 'WelcomeRewardClaimed':
      return { ...slice, welcomeClaimed: event.data.index, welcomeLastClaimedAt: Date.parse(event.data.claimedAt) };
  }
}

const QUEST_EVENT_TYPES: ReadonlySet<string> = new Set<QuestsEvent['type']>([
  'DailyQuestAssigned',
  'DailyQuestClaimed',
  'DailyQuestRerolled',
  'LoginDayCompleted',
  'LoginRewardClaimed',
  'WelcomeRewardClaimed',
]);

/**
 * Folds the quests' own events, and counts the stats of a recorded game (`GameResultRecorded`)
 * and of an opened chest (`ChestOpened`); other events give the slice back as it is.
 */
export function evolveQuestsSlice(slice: QuestsSlice, event: StreamEvent): QuestsSlice {
  if (isEventOf<GameResultRecorded>(event, 'GameResultRecorded'))
    return { ...slice, questStats: addStats(slice.questStats, statGains(event.data.result)) };
  if (isEventOf<ChestOpened>(event, 'ChestOpened')) return { ...slice, questStats: addStats(slice.questStats, { chests_opened: 1 }) };
  if (QUEST_EVENT_TYPES.has(event.type)) return evolveQuestEvent(slice, event as QuestsEvent);
  return slice;
}

/** The slice as JSON for a snapshot (its fields are plain data already). */
export function encodeQuestsSlice(slice: QuestsSlice): unknown {
  const { questStats, dailyQuests, questsAssigned, loginWeek, welcomeClaimed, welcomeLastClaimedAt } = slice;
  return { questStats, dailyQuests, questsAssigned, loginWeek, welcomeClaimed, welcomeLastClaimedAt };
}

const WHAT = 'quests';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function numberOrNull(object: Record<string, unknown>, key: string): number | null {
  const value = Object.hasOwn(object, key) ? object[key] : undefined;
  if (value === null) return null;
  return snapshotField(object, key, 'number', WHAT);
}

function decodeQuest(json: unknown): ActiveQuest {
  const object = snapshotObject(json, `${WHAT}.dailyQuests[]`);
  const stat = snapshotField(object, 'stat', 'string', WHAT);
  if (!(QUEST_STATS as readonly string[]).includes(stat)) throw new SnapshotFormatError(`${WHAT}.dailyQuests: unknown stat ${stat}`);
  return {
    questId: snapshotField(object, 'questId', 'string', WHAT),
    stat: stat as QuestStat,
    goal: snapshotField(object, 'goal', 'number', WHAT),
    gold: snapshotField(object, 'gold', 'number', WHAT),
    baseline: snapshotField(object, 'baseline', 'number', WHAT),
    assignedAt: snapshotField(object, 'assignedAt', 'number', WHAT),
  };
}

function decodeLoginWeek(json: unknown): LoginWeek | null {
  if (json === null) return null;
  const object = snapshotObject(json, `${WHAT}.loginWeek`);
  return {
    week: snapshotField(object, 'week', 'string', WHAT),
    lastDay: snapshotField(object, 'lastDay', 'string', WHAT),
    completed: snapshotField(object, 'completed', 'number', WHAT),
    claimed: snapshotField(object, 'claimed', 'number', WHAT),
  };
}

/**
 * The slice from `encodeQuestsSlice`'s JSON.
 * @throws SnapshotFormatError when the JSON is not of that shape.
 */
export function decodeQuestsSlice(json: unknown): QuestsSlice {
  const object = snapshotObject(json, WHAT);
  const statsObject = snapshotObject(object.questStats, `${WHAT}.questStats`);
  const questStats = { ...NO_STATS };
  for (const stat of QUEST_STATS) {
    const value = Object.hasOwn(statsObject, stat) ? statsObject[stat] : undefined;
    if (!isNumber(value)) throw new SnapshotFormatError(`${WHAT}.questStats.${stat}: expected number`);
    questStats[stat] = value;
  }
  return {
    questStats,
    dailyQuests: snapshotField(object, 'dailyQuests', 'array', WHAT).map(decodeQuest),
    questsAssigned: snapshotField(object, 'questsAssigned', 'number', WHAT),
    loginWeek: decodeLoginWeek(Object.hasOwn(object, 'loginWeek') ? object.loginWeek : undefined),
    welcomeClaimed: snapshotField(object, 'welcomeClaimed', 'number', WHAT),
    welcomeLastClaimedAt: numberOrNull(object, 'welcomeLastClaimedAt'),
  };
}
