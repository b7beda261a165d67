import { useQuery } from '@tanstack/react-query';
import { playerProfileQuery } from '../../shared/api/player-profile';
import { useSession } from '../auth';
import { badgeCounts, type BadgeCounts } from './badge-count';

/**
 * The counts of the header's My Profile menu for the signed-in player (zeros for visitors): from
 * their profile (`unclaimed_quests`, `unclaimed_bp_rewards`, `achievements_to_claim`) and `wallet` (unopened chests; the
 * profile's while the wallet loads). A claim changes them at once (`applyClaim`).
 */
export function useProfileBadges(wallet?: { unopened_chests: number } | null): BadgeCounts {
  const { user } = useSession();
  const profile = useQuery({ ...playerProfileQuery(user?.id ?? ''), enabled: Boolean(user) });
  return badgeCounts(user && profile.isSuccess ? profile.data : null, wallet);
}
