/** Which part of the battle pass a reward is on: the free or upgraded track, or automatic past level 80. */
export type BattlePassTrack = 'free' | 'upgraded' | 'automatic';

/** A battle-pass level's reward on one track claimed (automatic ones by the game); its reward events follow. */
export interface BattlePassRewardClaimed {
  type: 'BattlePassRewardClaimed';
  data: { level: number; track: BattlePassTrack };
}
