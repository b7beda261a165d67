import { defineRoute, errors, json, redirect, type RouteSpec } from '../shared';
import { authConfigReply, authSuccessBody, devSignInBody, logoutReply, steamReturnQuery } from './views';

const TAG = 'auth';
const SIGNED_IN =
  '302 to `/redirect` once signed in; to `/redirect?error=sign_in_failed` on any failure (the session is left as it was); to `/redirect?error=sign_in_unavailable` when the server cannot set its Secure cookies (an https PUBLIC_URL reached as http: TRUST_PROXY)';

/** Sign-in (Steam OpenID 2.0, dev sign-in) and the session. */
export const authRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/auth/config',
    tag: TAG,
    summary: 'Which sign-in buttons to show',
    responses: { 200: json(authConfigReply, 'The sign-in options') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/steam',
    tag: TAG,
    summary: 'Starts a Steam sign-in: a redirect to the Steam OpenID provider',
    description:
      'Sets a short-lived httpOnly cookie `arena.signin` holding a nonce that the return URL carries too (`?state=`); the provider sends the visitor back to `/api/auth/steam/return`, which accepts the assertion only in the browser holding that nonce (no login CSRF).',
    responses: {
      302: redirect(
        'To the provider (`checkid_setup` with `identifier_select`); to `/redirect?error=sign_in_unavailable` when the server cannot set its Secure cookies (an https PUBLIC_URL reached as http: TRUST_PROXY)',
      ),
      429: errors('rate_limited'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/steam/return',
    tag: TAG,
    summary: 'Where the provider sends the visitor back; verifies the assertion and opens a session',
    description:
      "The nonce in `state` must be the one in this browser's `arena.signin` cookie (an assertion started in another browser is refused); the assertion is checked locally, then with the provider (`check_authentication`); the player is registered on first sign-in and gets a fresh session cookie.",
    query: steamReturnQuery,
    responses: { 302: redirect(SIGNED_IN), 429: errors('rate_limited') },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/dev',
    tag: TAG,
    summary: 'Signs in as anyone, for development (registers the player if new)',
    body: { description: 'Who to sign in as', schema: devSignInBody },
    responses: {
      200: json(authSuccessBody, 'Signed in: the same body as `/api/auth/steam/success`'),
      400: errors('invalid_payload'),
      403: errors('dev_sign_in_disabled'),
      429: errors('rate_limited'),
      500: errors('sign_in_unavailable'),
      503: errors('busy'),
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/steam/success',
    tag: TAG,
    summary: 'Who is signed in (always 200)',
    responses: { 200: json(authSuccessBody, 'The signed-in user, or `{success: false, user: null}` for a visitor') },
  }),
  defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    tag: TAG,
    summary: 'Signs out: destroys the session and clears its cookie (also for visitors)',
    responses: { 200: json(logoutReply, 'Signed out') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/auth/logout',
    tag: TAG,
    summary: "Signs out from a link (the live site's sign-out): destroys the session, clears its cookie and redirects home",
    description:
      'The session cookie is `SameSite=Lax`: another site can send the visitor here only by a top-level navigation, never from an image or a script.',
    responses: { 302: redirect('To `/`, signed out') },
  }),
] as const satisfies readonly RouteSpec[];
