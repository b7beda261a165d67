import type { CommandConfig } from '../config';

/**
 * The Content-Security-Policy of the site's pages (auth/security-headers.ts explains each
 * directive) and of the admin console's page, which adds a style nonce for emotion.
 */

/** The site's policy, by directive. */
export function siteDirectives(https: boolean, lobbyPort: number): Record<string, string[]> {
  const lobbySockets = (https ? ['wss'] : ['ws', 'wss']).map((scheme) => `${scheme}://*:${lobbyPort}`);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'", ...lobbySockets],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The site's policy with the admin console's style nonce, as a Content-Security-Policy header value. */
export function consolePolicy(config: Pick<CommandConfig, 'publicUrl' | 'lobbyPort'>, styleNonce: string): string {
  const directives = siteDirectives(config.publicUrl.startsWith('https:'), config.lobbyPort);
  directives['style-src'] = ["'self'", `'nonce-${styleNonce}'`];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
