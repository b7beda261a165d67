/** The achievements' bodies: the 200 answers of their routes in libs/contract (`ResponseOf`), types only. */
import type { ResponseOf } from '@arena/contract';

export type AchievementsList = ResponseOf<'get', '/api/players/{steam_id}/achievements'>;
export type Achievement = AchievementsList['achievements'][number];
export type AchievementTier = Achievement['tiers'][number];
export type AchievementClaimReply = ResponseOf<'post', '/api/players/{steam_id}/achievements/{achievement_id}/claim'>;
