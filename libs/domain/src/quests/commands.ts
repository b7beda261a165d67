/** Claim a completed daily quest (docs/game-rules.md "Daily quests"). `now`: ms since the epoch. */
export interface ClaimDailyQuest {
  type: 'ClaimDailyQuest';
  questId: string;
  now: number;
}

/** Swap an active daily quest for another, once it has been active 23 hours. */
export interface RerollDailyQuest {
  type: 'RerollDailyQuest';
  questId: string;
  now: number;
}

/**
 * Claim the next completed, unclaimed login reward of this week (the claim is a visit: it completes today first).
 * `index` (1..7), when given, names the day the client means: it must be that next one (a retry of a
 * claim that went through then claims nothing more).
 */
export interface ClaimLoginReward {
  type: 'ClaimLoginReward';
  index?: number;
  now: number;
}

/** Complete today (UTC) towards this week's login rewards, when it is not completed yet (a visit; idempotent). */
export interface CompleteLoginDay {
  type: 'CompleteLoginDay';
  now: number;
}

/** What completing the login day answers: whether this call completed a day (false: already done today, or the week is full). */
export interface LoginDayAnswer {
  completed: boolean;
}

/**
 * Claim the next welcome reward, at least 24 hours after the previous one. `index` (1..7), when
 * given, must be that next one (as for `ClaimLoginReward`).
 */
export interface ClaimWelcomeReward {
  type: 'ClaimWelcomeReward';
  index?: number;
  now: number;
}

/** What a quest or reward claim answers: what was claimed, what it gave (gold coins, battle-pass XP), and the gold balance after it. */
export interface QuestClaimAnswer {
  /** The quest id, or `login:{index}`, `welcome:{index}`. */
  claimed: string;
  gold: number;
  xp: number;
  balance: number;
}

/** What a reroll answers: the quest dropped and the one given instead. */
export interface RerollAnswer {
  rerolled: string;
  assigned: string;
}
