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

/** `GET .../daily_quests`: the active quests, today's earnings against the caps, the daily gold and the double-down. */
export function fetchDailyQuests(steamId: string, options: ReadOptions = {}): Promise<DailyQuests> {
  return api.get('/api/players/{steam_id}/daily_quests', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    quests: Array.isArray(body?.quests) ? body.quests : [],
  }));
}

/** `GET .../login_quests`: this week's 7 login rewards. */
export function fetchLoginQuests(steamId: string, options: ReadOptions = {}): Promise<LoginQuests> {
  return api.get('/api/players/{steam_id}/login_quests', { params: { steam_id: steamId }, ...options }).then((body) => ({
    ...body,
    days: Array.isArray(body?.days) ? body.days : [],
  }));
}

/** `GET .../welcome_quests`: the 7 welcome rewards, claimed in order. */
export function fetchWelcomeQuests(steamId: string, options: ReadOptions = {}): Promise<WelcomeQuests> {
  return api.get('/api/players/{steam_id}/welcome_quests', { params: { steam_id: steamId }, ...options }).then((body) => ({
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
  return api.action('/api/players/{steam_id}/daily_quests/{quest_id}/claim', {
    params: { steam_id: steamId, quest_id: questId },
    action: `quest-claim:${steamId}:${questId}`,
  });
}

/** `POST .../daily_quests/{id}/reroll`: swaps a quest given 23 hours ago or more for another. */
export function rerollQuest(steamId: string, questId: string): Promise<QuestRerollReply> {
  return api.action('/api/players/{steam_id}/daily_quests/{quest_id}/reroll', {
    params: { steam_id: steamId, quest_id: questId },
    action: `quest-reroll:${steamId}:${questId}`,
  });
}

/** `POST .../login_quests/claim`: claims the next completed login reward of the week. */
export function claimLoginReward(steamId: string): Promise<QuestClaimReply> {
  return api.action('/api/players/{steam_id}/login_quests/claim', { params: { steam_id: steamId }, action: `login-claim:${steamId}` });
}

/** `POST .../welcome_quests/claim`: claims the next welcome reward. */
export function claimWelcomeReward(steamId: string): Promise<QuestClaimReply> {
  return api.action('/api/players/{steam_id}/welcome_quests/claim', { params: { steam_id: steamId }, action: `welcome-claim:${steamId}` });
}

/** `POST .../claim_daily_gold`: Plus's daily gold bonus. */
export function claimDailyGold(steamId: string): Promise<DailyGoldReply> {
  return api.action('/api/players/{steam_id}/claim_daily_gold', { params: { steam_id: steamId }, action: `daily-gold:${steamId}` });
}

/** `POST .../use_doubledown`: arms a double-down for the next ranked game. */
export function armDoubledown(steamId: string): Promise<DoubledownReply> {
  return api.action('/api/players/{steam_id}/use_doubledown', { params: { steam_id: steamId }, action: `doubledown:${steamId}` });
}
