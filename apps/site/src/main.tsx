import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The only global styles, first so that every component's stylesheet comes after them.
import './shared/styles/tokens.css';
import './shared/styles/reset.css';
import './shared/styles/primitives.css';
import { i18nReady } from './shared/i18n/i18n';
import { App } from './app/App';

// English texts are in this bundle; another language's load first (a small chunk), so the first
// paint is already in the player's language.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
