import type { Resources } from 'i18next';

/**
 * Every namespace of the site's texts (`locales/<lang>/<namespace>.json`): `common`, the shell's,
 * and one per feature, named like the feature's folder under `src/features`. The type below fails
 * the typecheck when this list and the typed resources (`shared/i18n/i18next.d.ts`) differ.
 */
export const NAMESPACES = [
  'achievements',
  'auth',
  'battle-pass',
  'catalog',
  'chests',
  'common',
  'content',
  'game-results',
  'gods',
  'home',
  'leaderboard',
  'lobbies',
  'orders',
  'partner',
  'players',
  'profile',
  'redeem-codes',
  'stats',
  'store',
] as const satisfies readonly (keyof Resources)[];

/** Fails to compile when a namespace of the typed resources is missing from the list. */
type EveryNamespaceListed = Exclude<keyof Resources, (typeof NAMESPACES)[number]> extends never ? true : never;
const everyNamespaceListed: EveryNamespaceListed = true;
void everyNamespaceListed;

/** A text namespace of the site. */
export type Namespace = (typeof NAMESPACES)[number];
