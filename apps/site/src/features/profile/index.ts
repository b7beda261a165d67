/**
 * Profile: the signed-in player's `/profile` page (daily quests, login and welcome rewards, today's
 * earnings against the caps, Plus daily gold, the double-down, subscriptions, recent games), the
 * header's My Profile counts, and what the other progression pages (battle pass, achievements)
 * share: claims with their read-your-writes refresh, reward labels, progress bars, countdowns,
 * the sign-in prompt; their shared texts are the `progress` section of the `profile` namespace.
 */
export { profileRoutes } from './routes';
export { PROFILE_PATH, ACHIEVEMENTS_PATH } from './paths';
export { useProfileBadges } from './badges';

export { useClaimMutation } from './hooks';
export { Meter } from './components/Meter';

export { RewardLabel } from './components/RewardLabel';
export { SignInPrompt } from './components/SignInPrompt';
export { StateTag } from './components/StateTag';
