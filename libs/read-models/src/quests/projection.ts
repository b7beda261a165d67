import {
  type ChestOpened,
  type DailyGoldClaimed,
  type DailyQuestAssigned,
  type DailyQuestClaimed,
  type DailyQuestRerolled,
  type DoubledownArmed,
  type GameResultRecorded,
  type LoginDayCompleted,
  type LoginRewardClaimed,
  QUEST_STATS,
  statGains,
  type WelcomeRewardClaimed,
} from '@arena/domain';
import { type BatchWriter, defineProjection, type ProjectableEvent, steamIdOfStream } from '../core';
import type { QuestKeys } from './keys';

type QuestsProjectedEvent =
  | GameResultRecorded
  | ChestOpened
  | DailyQuestAssigned
  | DailyQuestClaimed
  | DailyQuestRerolled
  | LoginDayCompleted
  | LoginRewardClaimed
  | WelcomeRewardClaimed
  | DailyGoldClaimed
  | DoubledownArmed;

/** A handler of an event of `player-{steamId}` whose data leaves the id out; other streams are skipped. */
function onPlayerHash<D>(handle: (writes: BatchWriter, key: string, data: D) => void) {
  return (writes: BatchWriter, keys: QuestKeys, data: D, _at: string, event: ProjectableEvent): void => {
    const steamId = steamIdOfStream(event.stream);
    if (steamId) handle(writes, keys.quests(steamId), data);
  };
}

/**
 * Each player's quests hash (see `QuestKeys.quests`): the stats a recorded game adds (the
 * domain's `statGains`, ranked or not) and chests opened, counted with HINCRBY (packed, non-zero gains
 * only); the active daily quests; the week's login days and claims (a day 1 starts a new week:
 * nothing of it is claimed); the welcome rewards claimed; what games gave today; Plus's daily
 * gold; the armed double-down. Writes only.
 */
export const questsProjection = defineProjection<QuestKeys, QuestsProjectedEvent>('quests', {
  GameResultRecorded(writes, keys, { result, reward, armedDoubledownUsed }) {
    const key = keys.quests(result.steamID);
    const gains = statGains(result);
    for (const stat of QUEST_STATS) {
      const gain = gains[stat];
      if (gain) writes.hincrbyPacked(key, `stat:${stat}`, gain);
    }
    if (reward)
      writes.hset(key, { earned_day: reward.earnedToday.day, earned_gold: reward.earnedToday.gold, earned_xp: reward.earnedToday.xp });
    if (armedDoubledownUsed) writes.hset(key, { doubledown_armed: 0 });
  },

  ChestOpened: onPlayerHash<ChestOpened['data']>((writes, key) => writes.hincrbyPacked(key, 'stat:chests_opened', 1)),

  DailyQuestAssigned: onPlayerHash<DailyQuestAssigned['data']>((writes, key, { questId, stat, goal, gold, baseline, assignedAt }) => {
    writes.hset(key, { [`quest:${questId}`]: JSON.stringify({ stat, goal, gold, baseline, assignedAt }) });
  }),

  DailyQuestClaimed: onPlayerHash<DailyQuestClaimed['data']>((writes, key, { questId }) => writes.hdel(key, `quest:${questId}`)),

  DailyQuestRerolled: onPlayerHash<DailyQuestRerolled['data']>((writes, key, { questId }) => writes.hdel(key, `quest:${questId}`)),

  LoginDayCompleted: onPlayerHash<LoginDayCompleted['data']>((writes, key, { week, day, index }) => {
    // the domain completes day 1 of a week only when the stored week is an older one
    writes.hset(key, { login_week: week, login_last_day: day, login_completed: index, ...(index === 1 ? { login_claimed: 0 } : {}) });
  }),

  LoginRewardClaimed: onPlayerHash<LoginRewardClaimed['data']>((writes, key, { index }) => writes.hset(key, { login_claimed: index })),

  WelcomeRewardClaimed: onPlayerHash<WelcomeRewardClaimed['data']>((writes, key, { index, claimedAt }) => {
    writes.hset(key, { welcome_claimed: index, welcome_last_at: claimedAt });
  }),

  DailyGoldClaimed: onPlayerHash<DailyGoldClaimed['data']>((writes, key, { day }) => writes.hset(key, { daily_gold_day: day })),

  DoubledownArmed: onPlayerHash<DoubledownArmed['data']>((writes, key, { source, week }) => {
    writes.hset(key, { doubledown_armed: 1, ...(source === 'plus_weekly' ? { plus_doubledown_week: week } : {}) });
  }),
});
