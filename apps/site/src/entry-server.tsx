import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import i18n, { i18nReady, type Language } from './shared/i18n/i18n';
import { ServerRouter } from './shared/router';
import { setServedToVisitor } from './features/auth';
import { deferredIconsSettled } from './shared/icons/icons';

/**
 * The markup of one page of the site before any answer of the API: `path` (a route, e.g.
 * `/leaderboard`, `/games/123`, or `/404`) in `lang`, rendered with React's `prerender`,
 * which waits for every lazy page chunk and locale namespace the page suspends on, and for the icon
 * subsets earlier renders started (`deferredIconsSettled`). Pages that read the API render their
 * loading state, but the learn pages, which wait for their catalogs (game data: the caller answers
 * those reads, see scripts/site-pages.mjs). `visitor`: as a reader the server
 * knows to have no session sees it (the session's state is a visitor's, not loading); else as a
 * reader whose session is not known yet. The tree is `main.tsx`'s `<App />`
 * with the router at `path`, so the browser hydrates the markup as it is. Read at build time by
 * `scripts/site-pages.mjs` (in Vite's module runner; pages are rendered one at a time, as the
 * language is the one i18next instance's, and the session's state one module's). Rejects when a
 * page throws while rendering, or when the markup would need a script or holds a style attribute
 * (the site's Content-Security-Policy allows neither inline; React sets styles from script).
 */
export async function renderPage(path: string, lang: Language, visitor: boolean): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(lang);
  setServedToVisitor(visitor);
  // the glyphs of the subsets earlier renders started, so that a page draws them (see deferredIcons)
  await deferredIconsSettled();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRouter path={path}>
        <Providers>
          <AppRoutes />
        </Providers>
      </ServerRouter>
    </StrictMode>,
    // every boundary in place, however large: no script is needed to reveal one (the site's
    // Content-Security-Policy allows no inline script)
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const markup = await new Response(prelude).text();
  if (markup.includes('<script')) throw new Error(`${path}: the markup holds a script, which the site's policy would block`);
  if (/<[^>]*\sstyle="/.test(markup)) throw new Error(`${path}: the markup holds a style attribute, which the site's policy would block`);
  return markup;
}
