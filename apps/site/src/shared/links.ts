/** Where "Play Now" goes: the game is a Dota 2 custom game, played from Steam. */
export const PLAY_URL = 'https://store.steampowered.com/app/570/Dota_2/';

/**
 * The game's places outside this site, as the live site's header and footer link them
 * (docs/api.md, "Site pages"): its news site, its card-crafting companion, its community.
 */
export const NEWS_URL = 'https://news.abilityarena.com/';
export const CARDSMITH_URL = 'https://cardsmith.abilityarena.com/';
export const DISCORD_URL = 'https://discord.gg/NRDjuTPNvS';
export const REDDIT_URL = 'https://www.reddit.com/r/abilityarena/';
/** The live site's footer links two Twitch channels of the game's streamers. */
export const TWITCH_URLS = ['https://www.twitch.tv/sunsfantv', 'https://www.twitch.tv/420jenkins'] as const;
/**
 * "Report a bug": the live site has no bug form; its FAQ sends bug reports to the community
 * Discord (`DISCORD_URL`), so the header does too: its invitation, with the bug channels.
 */
export const REPORT_BUG_URL = `${DISCORD_URL}`;
