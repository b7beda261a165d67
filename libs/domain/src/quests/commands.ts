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

/** Claim the next completed, unclaimed login reward of this week (the claim is a visit: it completes today first). */
export interface ClaimLoginReward {
  type: 'ClaimLoginReward';
  now: number;
}

/** Claim the next welcome reward, at least 24 hours after the previous one. */
export interface ClaimWelcomeReward {
  type: 'ClaimWelcomeReward';
  now: number;
}

/** What a quest or reward claim answers: what was claimed, and the gold balance after it. */
export interface QuestClaimAnswer {
  /** The quest id, or `login:{index}`, `welcome:{index}`. */
  claimed: string;
  balance: number;
}

/** What a reroll answers: the quest dropped and the one given instead. */
export interface RerollAnswer {
  rerolled: string;
  assigned: string;
}
