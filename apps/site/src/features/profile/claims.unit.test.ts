import { QueryClient } from '@tanstack/react-query';
import { playerProfileQuery } from '../../shared/api/player-profile';
import type { PlayerProfile } from '../../shared/api/types';
import { badgeCounts } from './badge-count';
import { applyClaim, type RefreshAfterChange } from './claims';

const STEAM_ID = '76561198000000000';
const PROFILE = {
  steam_id: STEAM_ID,
  coins: 500,
  bp_level: 2,
  unclaimed_quests: 1,
  unclaimed_bp_rewards: 2,
  achievements_to_claim: 0,
  unopened_chests: 1,
} as PlayerProfile;

test('a claim changes the header badge at once, then hands the balance and position to the refresh', async () => {
  const queryClient = new QueryClient();
  const key = playerProfileQuery(STEAM_ID).queryKey;
  queryClient.setQueryData(key, PROFILE);
  let seenDuringRefresh: PlayerProfile | undefined;
  const refresh = jest.fn<ReturnType<RefreshAfterChange>, Parameters<RefreshAfterChange>>((client) => {
    seenDuringRefresh = client.getQueryData<PlayerProfile>(key);
    return Promise.resolve();
  });
  await applyClaim(queryClient, STEAM_ID, { position: 42, coins: 700, quests: 1 }, refresh);
  // before the refresh's reads come back, the profile already shows the claim
  expect(badgeCounts(seenDuringRefresh).total).toBe(3);
  expect(seenDuringRefresh?.coins).toBe(700);
  expect(refresh).toHaveBeenCalledWith(queryClient, STEAM_ID, { position: 42, coins: 700 });
});

test('an answer without a balance (a reroll) sends only the position', async () => {
  const queryClient = new QueryClient();
  const refresh = jest.fn<ReturnType<RefreshAfterChange>, Parameters<RefreshAfterChange>>(() => Promise.resolve());
  await applyClaim(queryClient, STEAM_ID, { position: 7 }, refresh);
  expect(refresh).toHaveBeenCalledWith(queryClient, STEAM_ID, { position: 7 });
  // no profile cached: nothing made up
  expect(queryClient.getQueryData(playerProfileQuery(STEAM_ID).queryKey)).toBeUndefined();
});
