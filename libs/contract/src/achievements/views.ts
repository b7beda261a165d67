import { z } from 'zod';
import { eventPosition } from '../shared';
import { questStat } from '../quests';
import { rewardView } from '../store';

/** Achievements (docs/game-rules.md "Achievements"): tiers of lifetime stats, claimed one tier at a time. */
export const achievementView = z
  .strictObject({
    achievement_id: z.string().describe('The stat it counts'),
    stat: questStat,
    value: z.number().int().min(0).describe("The player's lifetime count of the stat"),
    tiers: z.array(
      z.strictObject({
        tier: z.number().int().min(1),
        goal: z.number().int().min(1),
        reward: rewardView,
        reached: z.boolean(),
        claimed: z.boolean(),
      }),
    ),
    claimable: z.boolean().describe('The next tier is reached and not claimed'),
  })
  .meta({ id: 'Achievement' });
export type AchievementView = z.infer<typeof achievementView>;

/** `GET /api/players/{steam_id}/achievements`. */
export const achievementsList = z
  .strictObject({
    achievements: z.array(achievementView),
    to_claim: z.number().int().min(0).describe('Tiers reached and not claimed, over every achievement'),
  })
  .meta({ id: 'Achievements' });
export type AchievementsList = z.infer<typeof achievementsList>;

/** `POST .../achievements/{achievement_id}/claim`: the tier claimed and the balance after. */
export const achievementClaimReply = z
  .strictObject({
    achievement_id: z.string(),
    tier: z.number().int().min(1),
    coins: z.number().int().min(0).describe('Balance after (gold coins)'),
    position: eventPosition,
  })
  .meta({ id: 'AchievementClaimReply' });
export type AchievementClaimReply = z.infer<typeof achievementClaimReply>;
