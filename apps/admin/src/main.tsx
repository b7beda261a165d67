import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The server writes a fresh nonce into the page and allows only styles carrying it
// (services/command/src/platform/http/content-security-policy.ts): emotion puts it on its <style> elements.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
const styles = createCache({ key: 'css', nonce });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
