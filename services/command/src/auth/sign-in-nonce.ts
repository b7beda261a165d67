import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Ties a Steam sign-in to the browser that started it (no login CSRF): `/api/auth/steam` puts a
 * fresh nonce both in the return URL it sends the provider (`?state=`) and in a short-lived
 * httpOnly cookie of that browser; the return accepts an assertion only when the two match.
 * An attacker's unredeemed assertion carries the attacker's nonce, which the victim's browser
 * does not hold, so opening it signs no one in. The cookie is SameSite=Lax (the provider's
 * redirect back is a top-level GET, which Lax cookies go along with), limited to the return
 * path, and cleared by the return whatever its outcome.
 */

const SIGN_IN_COOKIE = 'arena.signin';
/** The return URL's query parameter carrying the nonce. */
export const STATE_PARAM = 'state';
/** A sign-in at the provider must be finished within this. */
const SIGN_IN_MAX_AGE_S = 10 * 60;
const COOKIE_PATH = '/api/auth/steam';

/** A fresh nonce: 24 random bytes, base64url (32 characters, URL- and cookie-safe). */
export function newSignInNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** Gives the browser the nonce of the sign-in it starts. */
export function setSignInCookie(reply: FastifyReply, nonce: string, secure: boolean): void {
  void reply.setCookie(SIGN_IN_COOKIE, nonce, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH, maxAge: SIGN_IN_MAX_AGE_S });
}

/**
 * The nonce this browser holds (or null), and the cookie cleared: a nonce serves one return.
 */
export function takeSignInCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | null {
  const nonce = request.cookies[SIGN_IN_COOKIE];
  if (nonce === undefined) return null;
  void reply.clearCookie(SIGN_IN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
  return nonce;
}

/** Whether `given` (from the return URL) is the nonce the browser holds; constant time. */
export function sameNonce(held: string | null, given: string | null | undefined): boolean {
  if (!held || !given) return false;
  const a = Buffer.from(held);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
