import i18n from 'i18next';
import achievements from '../../locales/en/achievements.json';
import auth from '../../locales/en/auth.json';
import battle_pass from '../../locales/en/battle-pass.json';
import catalog from '../../locales/en/catalog.json';
import chests from '../../locales/en/chests.json';
import common from '../../locales/en/common.json';
import content from '../../locales/en/content.json';
import game_results from '../../locales/en/game-results.json';
import gods from '../../locales/en/gods.json';
import home from '../../locales/en/home.json';
import leaderboard from '../../locales/en/leaderboard.json';
import lobbies from '../../locales/en/lobbies.json';
import orders from '../../locales/en/orders.json';
import partner from '../../locales/en/partner.json';
import players from '../../locales/en/players.json';
import profile from '../../locales/en/profile.json';
import redeem_codes from '../../locales/en/redeem-codes.json';
import stats from '../../locales/en/stats.json';
import store from '../../locales/en/store.json';
import type { Namespace } from '../../locales/namespaces';

/** Every English namespace, bundled: component tests render at once, without the lazy loading of the site. */
const ENGLISH: Record<Namespace, object> = {
  achievements,
  auth,
  'battle-pass': battle_pass,
  catalog,
  chests,
  common,
  content,
  'game-results': game_results,
  gods,
  home,
  leaderboard,
  lobbies,
  orders,
  partner,
  players,
  profile,
  'redeem-codes': redeem_codes,
  stats,
  store,
};

/**
 * Puts every English text into i18next before a component test renders, so components that
 * ask for their feature's namespace do not suspend; the texts are the site's own locale files.
 */
export function loadEnglishTexts(): void {
  for (const [namespace, texts] of Object.entries(ENGLISH)) i18n.addResourceBundle('en', namespace, texts, true, true);
}
