import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/**
 * A page a feature adds under the site's layout: at `path` (relative, no leading slash, e.g.
 * `games/:gameId`) or as the index route (`/`). The app assembles the features' lists.
 */
export type FeatureRoute = { path: string; Page: Page } | { index: true; Page: Page };

/**
 * A page loaded on its first visit, so each route's code is a chunk of its own:
 * `lazyPage(() => import('./pages/GamePage'), (m) => m.GamePage)`.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
