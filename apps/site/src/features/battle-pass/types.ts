/** The battle pass's bodies: the 200 answers of their routes in libs/contract (`ResponseOf`), types only. */
import type { ResponseOf } from '@arena/contract';

export type BattlePassLevels = ResponseOf<'get', '/api/players/{steam_id}/battle_pass/levels'>;
export type BattlePassLevel = BattlePassLevels['levels'][number];
export type BattlePassClaimReply = ResponseOf<'post', '/api/players/{steam_id}/battle_pass/claim'>;
/** The two tracks of a level. */
export type Track = 'free' | 'upgraded';
