import { RECORDED_AT, TESTER_STEAM_ID } from '../../game-results/testing';
import { dailyQuestById, type DailyQuestAssigned } from '../../quests';
import { foldEvents } from '../../shared/decider';
import type { GrantReason, ItemsGranted, PlusDaysGranted, XpGranted } from '../../store';
import { decidePlayer, type PlayerAnswer, type PlayerCommand } from '../decider';
import { evolvePlayer } from '../evolve';
import { initialPlayerState, type PlayerState } from '../state';
import type { PlayerEvent } from '../stream';

/** The tests' fixed clock: 2026-11-23 12:00 UTC, a Monday (weeks start Monday 00:00 UTC). */
export const NOW = RECORDED_AT;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/**
 * A player who signed in at `at` on a stream that held `before`, as the player decider makes
 * one: registration, the default cosmetics, the day's login visit and the daily quests (2, or 3
 * with Plus). Gives `before` and the sign-in's events.
 */
export function signedUp(at = NOW, before: readonly PlayerEvent[] = []): PlayerEvent[] {
  const state = foldEvents(evolvePlayer, initialPlayerState, before);
  const signIn: PlayerCommand = { type: 'SignIn', steamId: TESTER_STEAM_ID, displayName: 'Tester', now: at };
  return [...before, ...decidePlayer(signIn, state).events];
}

/** A player registered by a sign-in and nothing else (no cosmetics, no quests, no login day). */
export const registeredOnly: PlayerEvent = {
  type: 'PlayerRegistered',
  data: { steamId: TESTER_STEAM_ID, displayName: 'Tester', via: 'sign_in' },
};

/** Plus until `expiresAt` (ms), as a Plus package records it. */
export const plusUntil = (expiresAt: number): PlusDaysGranted => ({
  type: 'PlusDaysGranted',
  data: { days: 1, expiresAt: new Date(expiresAt).toISOString(), reason: 'admin_grant', ref: null },
});

/** `amount` battle-pass XP. */
export const xpGranted = (amount: number, reason: GrantReason = 'admin_grant'): XpGranted => ({
  type: 'XpGranted',
  data: { amount, reason, ref: null },
});

/** Items given by an admin, by id and count. */
export const itemsGranted = (items: Record<string, number>): ItemsGranted => ({
  type: 'ItemsGranted',
  data: { items: Object.entries(items).map(([itemId, count]) => ({ itemId, count })), reason: 'admin_grant', ref: null },
});

/** The pool's quest `questId` given at `at` (ms), its stat counted from `baseline`. */
export function questAssigned(questId: string, at = NOW, baseline = 0): DailyQuestAssigned {
  const quest = dailyQuestById(questId)!;
  return {
    type: 'DailyQuestAssigned',
    data: { questId, stat: quest.stat, goal: quest.goal, gold: quest.gold, baseline, assignedAt: new Date(at).toISOString() },
  };
}

/** Only the events of these types, in order. */
export function ofTypes<T extends PlayerEvent['type']>(events: readonly PlayerEvent[], ...types: T[]): Extract<PlayerEvent, { type: T }>[] {
  return events.filter((event): event is Extract<PlayerEvent, { type: T }> => (types as string[]).includes(event.type));
}

/**
 * A player's stream in a test, command after command through `decidePlayer`, as the command
 * service runs them: each command is decided on the state so far and its events appended.
 */
export interface PlayerJourney {
  readonly events: PlayerEvent[];
  readonly state: PlayerState;
  /** Decides `command` (refused: throws) and appends its events; gives them and the answer. */
  run<A extends PlayerAnswer = PlayerAnswer>(command: PlayerCommand): { events: PlayerEvent[]; answer: A };
}

export function playerJourney(history: readonly PlayerEvent[] = []): PlayerJourney {
  const events = [...history];
  let state = foldEvents(evolvePlayer, initialPlayerState, events);
  return {
    events,
    get state() {
      return state;
    },
    run<A extends PlayerAnswer>(command: PlayerCommand) {
      const decision = decidePlayer(command, state);
      events.push(...decision.events);
      state = foldEvents(evolvePlayer, state, decision.events);
      return { events: decision.events, answer: decision.answer as A };
    },
  };
}
