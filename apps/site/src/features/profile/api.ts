import { queryOptions } from '@tanstack/react-query';
import { request, sendAction } from '../../shared/api/client';
import type { DailyGoldReply, DailyQuests, DoubledownReply, LoginQuests, QuestClaimReply, QuestRerollReply, WelcomeQuests } from './types';

/**
 * The profile's calls: daily quests (claim, reroll), the weekly login and welcome rewards, the
 * Plus daily gold and the double-down. Reads take `readAfter` (a claim's `position`).
 */

const playerPath = (steamId: string) => `/api/players/${encodeURIComponent(steamId)}`;

/** What a read may be given: its abort signal, and the position its answer must reflect. */
export interface ReadOptions {
  signal?: AbortSignal;
  readAfter?: number | null;
}

/**
 * Query keys of the profile: under `['players', ..., steamId]`, so that every change of the
 * player (`refreshAfterChange`: a claim, a chest opened...) reads them again.
 */
export const profileKeys = {
  dailyQuests: (steamId: string) => ['players', 'daily-quests', steamId] as const,
  loginQuests: (steamId: string) => ['players', 'login-quests', steamId] as const,
  welcomeQuests: (steamId: string) => ['players', 'welcome-quests', steamId] as const,
};

/** `GET .../daily_quests`: the active quests, today's earnings against the caps, the daily gold and the double-down. */
export function fetchDailyQuests(steamId: string, options: ReadOptions = {}): Promise<DailyQuests> {
  return request<DailyQuests>(`${playerPath(steamId)}/daily_quests`, options).then((body) => ({
    ...body,
    quests: Array.isArray(body?.quests) ? body.quests : [],
  }));
}

/** `GET .../login_quests`: this week's 7 login rewards. */
export function fetchLoginQuests(steamId: string, options: ReadOptions = {}): Promise<LoginQuests> {
  return request<LoginQuests>(`${playerPath(steamId)}/login_quests`, options).then((body) => ({
    ...body,
    days: Array.isArray(body?.days) ? body.days : [],
  }));
}

/** `GET .../welcome_quests`: the 7 welcome rewards, claimed in order. */
export function fetchWelcomeQuests(steamId: string, options: ReadOptions = {}): Promise<WelcomeQuests> {
  return request<WelcomeQuests>(`${playerPath(steamId)}/welcome_quests`, options).then((body) => ({
    ...body,
    rewards: Array.isArray(body?.rewards) ? body.rewards : [],
  }));
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

/** `POST .../daily_quests/{id}/claim`: claims a completed quest (a new one takes its place). */
export function claimQuest(steamId: string, questId: string): Promise<QuestClaimReply> {
  return sendAction<QuestClaimReply>(`${playerPath(steamId)}/daily_quests/${encodeURIComponent(questId)}/claim`, {
    action: `quest-claim:${steamId}:${questId}`,
  });
}

/** `POST .../daily_quests/{id}/reroll`: swaps a quest given 23 hours ago or more for another. */
export function rerollQuest(steamId: string, questId: string): Promise<QuestRerollReply> {
  return sendAction<QuestRerollReply>(`${playerPath(steamId)}/daily_quests/${encodeURIComponent(questId)}/reroll`, {
    action: `quest-reroll:${steamId}:${questId}`,
  });
}

/** `POST .../login_quests/claim`: claims the next completed login reward of the week. */
export function claimLoginReward(steamId: string): Promise<QuestClaimReply> {
  return sendAction<QuestClaimReply>(`${playerPath(steamId)}/login_quests/claim`, { action: `login-claim:${steamId}` });
}

/** `POST .../welcome_quests/claim`: claims the next welcome reward. */
export function claimWelcomeReward(steamId: string): Promise<QuestClaimReply> {
  return sendAction<QuestClaimReply>(`${playerPath(steamId)}/welcome_quests/claim`, { action: `welcome-claim:${steamId}` });
}

/** `POST .../claim_daily_gold`: Plus's daily gold bonus. */
export function claimDailyGold(steamId: string): Promise<DailyGoldReply> {
  return sendAction<DailyGoldReply>(`${playerPath(steamId)}/claim_daily_gold`, { action: `daily-gold:${steamId}` });
}

/** `POST .../use_doubledown`: arms a double-down for the next ranked game. */
export function armDoubledown(steamId: string): Promise<DoubledownReply> {
  return sendAction<DoubledownReply>(`${playerPath(steamId)}/use_doubledown`, { action: `doubledown:${steamId}` });
}
