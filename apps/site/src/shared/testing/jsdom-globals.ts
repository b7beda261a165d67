import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Run before every test file (jest.config.js `setupFiles`). In component tests
 * (`@jest-environment jsdom`) it gives the page what browsers have and jest's jsdom lacks:
 * `TextEncoder`/`TextDecoder`, which react-router reads when it loads. Other tests are left alone.
 */
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
