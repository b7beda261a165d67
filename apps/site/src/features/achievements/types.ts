/** The achievements' bodies (libs/contract; docs/game-rules.md "Achievements"), under the names the site's code uses; types only. */
import type { AchievementClaimReply as ContractClaimReply, AchievementsList as ContractList, AchievementView } from '@arena/contract';

export type AchievementsList = ContractList;
export type Achievement = AchievementView;
export type AchievementTier = Achievement['tiers'][number];
export type AchievementClaimReply = ContractClaimReply;
