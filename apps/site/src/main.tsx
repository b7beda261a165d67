import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The only global styles, first so that every component's stylesheet comes after them.
import './shared/styles/tokens.css';
import './shared/styles/reset.css';
import './shared/styles/primitives.css';
import './shared/i18n/i18n';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
