import { isSteamId64 } from '@arena/contract';
import type { CommandConfig } from '../platform/config';
import { sameNonce, STATE_PARAM } from './sign-in-nonce';

/**
 * Sign-in with Steam: OpenID 2.0 (https://openid.net/specs/openid-authentication-2_0.html) as a
 * stateless relying party, the way Steam works (it grants no associations), over `fetch`.
 *
 * - `authenticationUrl(nonce)` is the `checkid_setup` request to the configured provider endpoint
 *   with `identifier_select` (spec 9.1); it is built directly, as Steam documents, since the
 *   endpoint is known and a discovery round trip would add nothing. The return URL carries the
 *   sign-in's nonce (`?state=`, see ./sign-in-nonce), and the provider signs the return URL.
 * - `verify()` checks the positive assertion the provider sent back: first locally (one value
 *   per parameter, the nonce the browser holds, `id_res`, our provider as `op_endpoint`, a
 *   claimed id under the configured prefix ending in a Steam id, identity = claimed id, our
 *   return URL with that nonce, every field that matters signed, a fresh and unseen response
 *   nonce), then asks the provider itself with a direct `check_authentication` POST (spec 11.4.2)
 *   whether it issued exactly this assertion. Nothing in the query is trusted without its
 *   `is_valid:true`. Discovery of the claimed id is not needed: the endpoint is configured and
 *   `op_endpoint` must equal it.
 */

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Fields a Steam assertion signs; all of them must be covered by the signature. */
const MUST_BE_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
/** How long the provider may take to answer `check_authentication` by default, in milliseconds. */
const VERIFY_TIMEOUT_MS = 10_000;
/** A response nonce's timestamp may differ from our clock by at most this (spec 10.1), in milliseconds. */
const NONCE_SKEW_MS = 5 * 60 * 1000;
/** The largest `check_authentication` answer read, in characters (Steam's is under 100). */
const MAX_ANSWER_CHARS = 4096;

/** A refused or unverifiable assertion; the reason is for the logs, not for the visitor. */
export class SignInFailed extends Error {
  override readonly name = 'SignInFailed';
}

const steamReturnPath = '/api/auth/steam/return';

/**
 * The Steam id in a claimed id `{prefix}{steamId}`, or null when the claimed id is anything else
 * (another host or path, a suffix, a query, a fragment, anything but an account's SteamID64).
 */
export function steamIdFromClaimedId(claimedId: string, prefix: string): string | null {
  if (!claimedId.startsWith(prefix)) return null;
  const id = claimedId.slice(prefix.length);
  return isSteamId64(id) ? id : null;
}

export class SteamOpenId {
  readonly returnUrl: string;
  readonly realm: string;
  /** Response nonces already presented, by their timestamp (ms): one is good for one sign-in. */
  private readonly seenNonces = new Map<string, number>();

  /**
   * @param config where the provider is, which claimed ids it issues, and our public address.
   * @param verifyTimeoutMs how long the provider may take to answer `check_authentication`, in milliseconds.
   */
  constructor(
    private readonly config: Pick<CommandConfig, 'publicUrl' | 'steamOpenIdProvider' | 'steamClaimedIdPrefix'>,
    private readonly verifyTimeoutMs = VERIFY_TIMEOUT_MS,
  ) {
    this.returnUrl = `${config.publicUrl}${steamReturnPath}`;
    this.realm = `${config.publicUrl}/`;
  }

  /** Our return URL for the sign-in of `nonce`: `{PUBLIC_URL}/api/auth/steam/return?state={nonce}`. */
  returnUrlFor(nonce: string): string {
    return `${this.returnUrl}?${STATE_PARAM}=${encodeURIComponent(nonce)}`;
  }

  /** Where to send the visitor: the provider's `checkid_setup` with `identifier_select`, coming back with `nonce`. */
  authenticationUrl(nonce: string): string {
    const url = new URL(this.config.steamOpenIdProvider);
    url.searchParams.set('openid.ns', OPENID_NS);
    url.searchParams.set('openid.mode', 'checkid_setup');
    url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
    url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
    url.searchParams.set('openid.return_to', this.returnUrlFor(nonce));
    url.searchParams.set('openid.realm', this.realm);
    return url.toString();
  }

  /**
   * Verifies the assertion the provider redirected the visitor back with.
   * @param requestUrl the return request's URL (path and query, or absolute).
   * @param heldNonce the nonce of the sign-in this browser started (its cookie), or null.
   * @returns the Steam id the provider vouches for.
   * @throws SignInFailed when the assertion is refused, forged, started in another browser, or
   *         cannot be checked; the provider is asked only about one that passes every local check.
   */
  async verify(requestUrl: string, heldNonce: string | null): Promise<string> {
    const url = new URL(requestUrl, this.config.publicUrl);
    const params = new Map<string, string>();
    for (const [key, value] of url.searchParams) {
      // one value per parameter: a repeated one could be read one way here and another by the provider
      if (params.has(key)) throw new SignInFailed(`Repeated parameter ${key}`);
      params.set(key, value);
    }
    const nonce = params.get(STATE_PARAM);
    if (nonce === undefined || !sameNonce(heldNonce, nonce))
      throw new SignInFailed('The assertion was not started in this browser (no nonce, or another one)');
    const steamId = this.checkLocally(params, nonce);

    await this.askProvider(url.searchParams);
    return steamId;
  }

  /** Everything that can be refused without asking the provider; answers the claimed Steam id. */
  private checkLocally(params: ReadonlyMap<string, string>, nonce: string): string {
    const get = (name: string) => params.get(`openid.${name}`);
    const mode = get('mode');
    if (mode === 'cancel') throw new SignInFailed('The visitor cancelled the sign-in');
    if (mode !== 'id_res') throw new SignInFailed(`Unexpected mode ${String(mode)}`);
    if (get('ns') !== OPENID_NS) throw new SignInFailed('Not an OpenID 2.0 assertion');
    if (get('op_endpoint') !== this.config.steamOpenIdProvider)
      throw new SignInFailed(`Assertion from another provider: ${String(get('op_endpoint'))}`);
    const claimedId = get('claimed_id') ?? '';
    const steamId = steamIdFromClaimedId(claimedId, this.config.steamClaimedIdPrefix);
    if (!steamId) throw new SignInFailed(`Claimed id outside ${this.config.steamClaimedIdPrefix}: ${claimedId}`);
    if (get('identity') !== claimedId) throw new SignInFailed('Identity differs from the claimed id');
    if (get('return_to') !== this.returnUrlFor(nonce)) throw new SignInFailed('Assertion for another return URL');
    const signed = new Set((get('signed') ?? '').split(','));
    const unsigned = MUST_BE_SIGNED.filter((field) => !signed.has(field));
    if (unsigned.length) throw new SignInFailed(`Unsigned fields: ${unsigned.join(', ')}`);
    if (!get('sig')) throw new SignInFailed('No signature');
    this.checkResponseNonce(get('response_nonce') ?? '');
    return steamId;
  }

  /**
   * Response nonce rule (spec 10.1): `{UTC timestamp}Z{unique}`, its timestamp within
   * NONCE_SKEW_MS of our clock, never presented before to this instance (older ones are
   * forgotten: their timestamp refuses them anyway).
   */
  private checkResponseNonce(responseNonce: string): void {
    const end = responseNonce.indexOf('Z');
    const timestamp = end < 0 ? NaN : Date.parse(responseNonce.slice(0, end + 1));
    const now = Date.now();
    if (Number.isNaN(timestamp) || Math.abs(now - timestamp) > NONCE_SKEW_MS) throw new SignInFailed('Stale or malformed response nonce');
    for (const [seen, at] of this.seenNonces) if (Math.abs(now - at) > NONCE_SKEW_MS) this.seenNonces.delete(seen);
    if (this.seenNonces.has(responseNonce)) throw new SignInFailed('Response nonce presented before');
    this.seenNonces.set(responseNonce, timestamp);
  }

  /**
   * The direct verification (spec 11.4.2): POSTs exact copies of the assertion's `openid.*`
   * fields, `openid.mode` replaced by `check_authentication`, form-encoded, to the configured
   * provider, and requires `is_valid:true` in its key-value answer (spec 5.1.1).
   * @throws SignInFailed when the provider says no, answers anything else, or does not answer
   *         within `verifyTimeoutMs`.
   */
  private async askProvider(query: URLSearchParams): Promise<void> {
    const body = new URLSearchParams();
    for (const [key, value] of query) if (key.startsWith('openid.') && key !== 'openid.mode') body.set(key, value);
    body.set('openid.mode', 'check_authentication');
    let answer: string;
    try {
      const response = await fetch(this.config.steamOpenIdProvider, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.verifyTimeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.text()).slice(0, MAX_ANSWER_CHARS);
    } catch (error) {
      // fetch's timeout is a DOMException named TimeoutError
      const { name, message } = error as { name?: unknown; message?: unknown };
      const reason = name === 'TimeoutError' ? 'it did not answer in time' : String(message ?? error);
      throw new SignInFailed(`The provider could not be asked to confirm the assertion: ${reason}`);
    }
    const fields = keyValueForm(answer);
    if (fields.get('is_valid') !== 'true') throw new SignInFailed('The provider did not confirm the assertion');
  }
}

/** The fields of an OpenID key-value form document (`key:value` lines, spec 4.1.1); the first value of a key counts. */
function keyValueForm(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon);
    if (!fields.has(key)) fields.set(key, line.slice(colon + 1).trim());
  }
  return fields;
}
