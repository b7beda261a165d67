/**
 * Where the signed-in player's progression pages are. The battle pass and the achievements are
 * features of their own; their addresses live here, beside the profile's, so the profile links to
 * them without depending on them (they depend on the profile).
 */
export const PROFILE_PATH = '/profile';
export const BATTLE_PASS_PATH = '/profile/battlepass';
export const ACHIEVEMENTS_PATH = '/profile/achievements';
