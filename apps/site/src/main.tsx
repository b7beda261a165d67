import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The only global styles, first so that every component's stylesheet comes after them.
import './shared/styles/tokens.css';
import './shared/styles/reset.css';
import './shared/styles/primitives.css';
import { warmFormatters } from './shared/format';
import i18n, { asLanguage, i18nReady, localeOf } from './shared/i18n/i18n';
import { App } from './app/App';

const root = document.getElementById('root')!;
// The command service sends a page without parameters with its markup (prerendered at build
// time, scripts/site-pages.mjs) in the language it wrote into <html lang>, read here before
// i18n sets it to the language detected below.
const served = root.firstChild && document.documentElement.lang;

/**
 * A part of the page React could not hydrate and rendered afresh: reported on the console with
 * what was thrown (production builds name React's errors by number only, the cause says why).
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error(error, (error as { cause?: unknown } | null)?.cause, info.componentStack);
}

// The shell's texts of the player's language load first (small chunks), so the first render is
// in that language; a page's own texts load with it, under the layout's <Suspense>. The markup in
// that language is hydrated (its nodes stay on screen; a mismatch is reported and React renders
// afresh); otherwise the app renders in place of what the root holds.
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (served === localeOf(i18n.language)) hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
  else createRoot(root).render(app);
  warmFormatters(asLanguage(i18n.language));
});
