import type { ApiPath } from '@arena/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Namespace } from '../locales/namespaces';
import i18n from './i18n/i18n';

type Page = LazyExoticComponent<ComponentType>;

/**
 * What the first HTML of a page says before its code runs (the command service writes it into
 * index.html): text keys as `namespace:key` of the site's locale files (English is used), e.g.
 * `{ title: 'leaderboard:title', description: 'leaderboard:description' }`. A missing title gives
 * the site's name, a missing description the site's (`common:app.description`). Keys without
 * placeholders only: the server knows the pattern, not the page's data.
 */
export interface PageHead {
  title?: string;
  description?: string;
}

/** A contract path with its parameters written as a route's: `/api/games/{game_id}` → `/api/games/:${string}`. */
type WithRouteParams<P extends string> = P extends `${infer Head}{${string}}${infer Rest}`
  ? `${Head}:${string}${WithRouteParams<Rest>}`
  : P;

/**
 * An API read a page may preload: a JSON GET of libs/contract's route table, its parameters named
 * as the page route's (`/api/games/:gameId`), with a query or not. A path the API lacks does not
 * typecheck.
 */
type PreloadPath = WithRouteParams<ApiPath<'get'>> | `${WithRouteParams<ApiPath<'get'>>}?${string}`;

/**
 * A page a feature adds under the site's layout: at `path` (relative, no leading slash, e.g.
 * `games/:gameId`) or as the index route (`/`), with its first HTML's `head`, and `preload`: the
 * API reads the page starts with for a visitor, exactly as it sends them (`/api/games/:gameId`,
 * the route's parameters as `:name`), which the first HTML starts fetching before the page's code
 * has loaded (`<link rel="preload" as="fetch">`). The app assembles the features' lists.
 */
export type FeatureRoute = ({ path: string; Page: Page } | { index: true; Page: Page }) & {
  head?: PageHead;
  preload?: readonly PreloadPath[];
  /**
   * false for a page the build does not prerender: one whose parameters are never 1 to 20 digits
   * (an order id, a payment session), the only values the command service sends a page's markup
   * for, so its markup would never be served.
   */
  prerender?: false;
};

/**
 * A page loaded on its first visit, so each route's code is a chunk of its own:
 * `lazyPage(() => import('./pages/GamePage'), (m) => m.GamePage, ['game-results'])`.
 * `namespaces`: the text namespaces the page and its components draw (beside the shell's, always
 * in), loaded together with its code, so the page renders once, in one round trip; a namespace
 * left off still loads, when the component that asks for it first renders.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: readonly Namespace[] = []): Page {
  return lazy(() => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([module]) => ({ default: pick(module) })));
}
