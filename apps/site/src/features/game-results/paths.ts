/** Where the signed-in player's match history and stats are (the header's menu and the profile link to them). */
export const MATCH_HISTORY_PATH = '/profile/games';
export const MY_STATS_PATH = '/profile/stats';
