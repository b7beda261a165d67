/**
 * The header's My Profile counts, apart from the rest of the profile's logic: the top bar (in
 * every page's first JavaScript) uses it, so this module stays small. Unit-tested in
 * `logic.unit.test.ts`.
 */
import type { PlayerProfile } from '../../shared/api/types';

/** The counts on the header's My Profile menu. */
export interface BadgeCounts {
  /** daily quests, login and welcome rewards to claim (the Profile entry) */
  quests: number;
  /** chests not opened (the Armory entry) */
  chests: number;
  /** battle-pass rewards to claim */
  battlePass: number;
  /** achievement tiers to claim (the Achievements entry; not in the total, as on the live site) */
  achievements: number;
  /** the menu button's badge: quests, chests and battle-pass rewards */
  total: number;
}

const count = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * The menu's counts from the profile (quests, battle pass, chests, achievements) and the wallet
 * (chests: it is the one a chest opening refreshes first); either may be missing while it loads.
 */
export function badgeCounts(
  profile:
    | (Pick<PlayerProfile, 'unclaimed_quests' | 'unclaimed_bp_rewards' | 'unopened_chests'> &
        Partial<Pick<PlayerProfile, 'achievements_to_claim'>>)
    | null
    | undefined,
  wallet?: { unopened_chests: number } | null,
): BadgeCounts {
  const quests = count(profile?.unclaimed_quests);
  const chests = count(wallet ? wallet.unopened_chests : profile?.unopened_chests);
  const battlePass = count(profile?.unclaimed_bp_rewards);
  const achievements = count(profile?.achievements_to_claim);
  return { quests, chests, battlePass, achievements, total: quests + chests + battlePass };
}
