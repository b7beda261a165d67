import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import type { DailyGoldReply, DailyQuests, DoubledownReply, LoginQuests, QuestClaimReply, QuestRerollReply, WelcomeQuests } from './types';

/**
 * The profile's calls: daily quests (claim, reroll), the weekly login and welcome rewards, the
 * Plus daily gold and the double-down. Reads take `readAfter` (a claim's `position`).
 */

/** What a read may be given: its abort signal, and the position its answer must reflect. */
export interface ReadOptions {
  signal?: AbortSignal;
  readAfter?: number | null;
}

/**
 * Query keys of the profile: under `['players', ..., steamId]`, so that every change of the
 * player (`refreshAfterChange`: a claim, a chest opened...) reads them again.
 */
const profileKeys = {
  dailyQuests: (steamId: string) => ['players', 'daily-quests', steamId] as const,
  loginQuests: (steamId: string) => ['players', 'login-quests', steamId] as const,
  welcomeQuests: (steamId: string) => ['players', 'welcome-quests', steamId] as const,
};

/**
 * `GET .../daily_quests` (the live site's list) and `.../daily_quests/overview` (ours): the active
 * quests, the slots, today's earnings against the caps, the daily gold and the double-down.
 */
export async function fetchDailyQuests(steamId: string, options: ReadOptions = {}): Promise<DailyQuests> {
  const params = { steam_id: steamId };
  const [rows, overview] = await Promise.all([
    api.get('/api/players/{steam_id}/daily_quests', { params, ...options }),
    api.get('/api/players/{steam_id}/daily_quests/overview', { params, ...options }),
  ]);
  return {
    ...overview,
    quests: (Array.isArray(rows) ? rows : []).map((row) => ({
      quest_id: row.quest_id,
      stat: row.stat,
      goal: row.required_amount,
      progress: row.capped_quest_progress,
      gold: row.coin_reward,
      completed: row.quest_completed,
      assigned_at: row.created,
      reroll_at: row.reroll_at,
    })),
  };
}

/** `GET .../login_quests` (the live site's list): this week's 7 login rewards, and the day a claim gives now. */
export function fetchLoginQuests(steamId: string, options: ReadOptions = {}): Promise<LoginQuests> {
  return api.get('/api/players/{steam_id}/login_quests', { params: { steam_id: steamId }, ...options }).then((body) => {
    const rows = Array.isArray(body) ? body : [];
    const next = rows.find((row) => row.claimable);
    return {
      resets_at: rows[0]?.resets_at ?? '',
      days: rows.map((row) => ({ index: row.login_quest_id, reward: row.reward, completed: row.completed, claimed: row.claimed })),
      claimable: next !== undefined,
      next_day: next?.login_quest_id ?? null,
    };
  });
}

/** `GET .../welcome_quests` (the live site's list): the 7 welcome rewards, claimed in order. */
export function fetchWelcomeQuests(steamId: string, options: ReadOptions = {}): Promise<WelcomeQuests> {
  return api.get('/api/players/{steam_id}/welcome_quests', { params: { steam_id: steamId }, ...options }).then((body) => {
    const rows = Array.isArray(body) ? body : [];
    const next = rows.find((row) => !row.claimed);
    return {
      rewards: rows.map((row) => ({ index: row.welcome_quest_id, reward: row.reward, claimed: row.claimed })),
      next_index: next?.welcome_quest_id ?? null,
      next_at: next?.claimable_at ?? null,
      claimable: next?.can_claim ?? false,
    };
  });
}

export function dailyQuestsQuery(steamId: string) {
  return queryOptions({
    queryKey: profileKeys.dailyQuests(steamId),
    queryFn: ({ signal }) => fetchDailyQuests(steamId, { signal }),
    staleTime: 30_000,
  });
}

export function loginQuestsQuery(steamId: string) {
  return queryOptions({
    queryKey: profileKeys.loginQuests(steamId),
    queryFn: ({ signal }) => fetchLoginQuests(steamId, { signal }),
    staleTime: 30_000,
  });
}

export function welcomeQuestsQuery(steamId: string) {
  return queryOptions({
    queryKey: profileKeys.welcomeQuests(steamId),
    queryFn: ({ signal }) => fetchWelcomeQuests(steamId, { signal }),
    staleTime: 30_000,
  });
}

/** `POST .../daily_quests/claim?questID=`: claims a completed quest (a new one takes its place). */
export function claimQuest(steamId: string, questId: string): Promise<QuestClaimReply> {
  return api.action('/api/players/{steam_id}/daily_quests/claim', {
    params: { steam_id: steamId },
    query: { questID: questId },
    action: `quest-claim:${steamId}:${questId}`,
  });
}

/** `POST .../daily_quests/reroll?questID=`: swaps a quest given 23 hours ago or more for another. */
export function rerollQuest(steamId: string, questId: string): Promise<QuestRerollReply> {
  return api.action('/api/players/{steam_id}/daily_quests/reroll', {
    params: { steam_id: steamId },
    query: { questID: questId },
    action: `quest-reroll:${steamId}:${questId}`,
  });
}

/** `POST .../login_quests/claim?questID=`: claims the login reward of `day` (the next completed one of the week). */
export function claimLoginReward(steamId: string, day: number | null): Promise<QuestClaimReply> {
  return api.action('/api/players/{steam_id}/login_quests/claim', {
    params: { steam_id: steamId },
    ...(day === null ? {} : { query: { questID: day } }),
    action: `login-claim:${steamId}:${day ?? 'next'}`,
  });
}

/** `POST .../welcome_quests/claim?questID=`: claims the welcome reward of `day` (the next one). */
export function claimWelcomeReward(steamId: string, day: number | null): Promise<QuestClaimReply> {
  return api.action('/api/players/{steam_id}/welcome_quests/claim', {
    params: { steam_id: steamId },
    ...(day === null ? {} : { query: { questID: day } }),
    action: `welcome-claim:${steamId}:${day ?? 'next'}`,
  });
}

/** `POST .../claim_daily_gold`: Plus's daily gold bonus. */
export function claimDailyGold(steamId: string): Promise<DailyGoldReply> {
  return api.action('/api/players/{steam_id}/claim_daily_gold', { params: { steam_id: steamId }, action: `daily-gold:${steamId}` });
}

/** `POST .../use_doubledown`: arms a double-down for the next ranked game. */
export function armDoubledown(steamId: string): Promise<DoubledownReply> {
  return api.action('/api/players/{steam_id}/use_doubledown', { params: { steam_id: steamId }, action: `doubledown:${steamId}` });
}
