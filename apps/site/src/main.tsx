import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The only global styles, first so that every component's stylesheet comes after them.
import './shared/styles/tokens.css';
import './shared/styles/reset.css';
import './shared/styles/primitives.css';
import { i18nReady } from './shared/i18n/i18n';
import { App } from './app/App';

// The shell's texts of the player's language load first (small chunks), so the first paint is
// already in that language; a page's own texts load with it, under the layout's <Suspense>.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
