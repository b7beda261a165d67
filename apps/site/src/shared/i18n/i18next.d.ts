import 'i18next';
import type achievements from '../../locales/en/achievements.json';
import type auth from '../../locales/en/auth.json';
import type battlePass from '../../locales/en/battle-pass.json';
import type catalog from '../../locales/en/catalog.json';
import type chests from '../../locales/en/chests.json';
import type common from '../../locales/en/common.json';
import type content from '../../locales/en/content.json';
import type gameResults from '../../locales/en/game-results.json';
import type gods from '../../locales/en/gods.json';
import type home from '../../locales/en/home.json';
import type leaderboard from '../../locales/en/leaderboard.json';
import type lobbies from '../../locales/en/lobbies.json';
import type orders from '../../locales/en/orders.json';
import type partner from '../../locales/en/partner.json';
import type players from '../../locales/en/players.json';
import type profile from '../../locales/en/profile.json';
import type redeemCodes from '../../locales/en/redeem-codes.json';
import type stats from '../../locales/en/stats.json';
import type store from '../../locales/en/store.json';

/**
 * Typed keys: `t` accepts only keys of the English files (the reference language), per namespace,
 * so a key missing in English fails the site's typecheck. One namespace per feature folder, named
 * like it; `common` is the shell's (and the default).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      achievements: typeof achievements;
      auth: typeof auth;
      'battle-pass': typeof battlePass;
      catalog: typeof catalog;
      chests: typeof chests;
      common: typeof common;
      content: typeof content;
      'game-results': typeof gameResults;
      gods: typeof gods;
      home: typeof home;
      leaderboard: typeof leaderboard;
      lobbies: typeof lobbies;
      orders: typeof orders;
      partner: typeof partner;
      players: typeof players;
      profile: typeof profile;
      'redeem-codes': typeof redeemCodes;
      stats: typeof stats;
      store: typeof store;
    };
  }
}
