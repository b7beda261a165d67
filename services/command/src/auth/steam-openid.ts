import { isSteamId64 } from '@arena/contract';
import type { CommandConfig } from '../platform/config';
import { sameNonce, STATE_PARAM } from './sign-in-nonce';

/**
 * Sign-in with Steam: OpenID 2.0 (https://openid.net/specs/openid-authentication-2_0.html)
 * with node-openid in stateless mode, the way Steam works (it grants no associations).
 *
 * - `authenticationUrl(nonce)` is the `checkid_setup` request to the configured provider endpoint
 *   with `identifier_select`; it is built directly, as Steam documents, since the endpoint is
 *   known and a discovery round trip would add nothing. The return URL carries the sign-in's
 *   nonce (`?state=`, see ./sign-in-nonce), and the provider signs the return URL.
 * - `verify()` checks the positive assertion the provider sent back: first locally (one value
 *   per parameter, the nonce the browser holds, `id_res`, our provider as `op_endpoint`, a
 *   claimed id under the configured prefix ending in a Steam id, identity = claimed id, our
 *   return URL with that nonce, every field that matters signed), then
 *   with node-openid's `verifyAssertion`, which checks the return URL and the nonce, discovers
 *   the claimed id (Steam serves XRDS there) and asks the provider itself with a direct
 *   `check_authentication` POST whether it issued exactly this assertion. Nothing in the
 *   query is trusted without that answer.
 */

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Fields a Steam assertion signs; all of them must be covered by the signature. */
const MUST_BE_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
/** A 64-bit Steam id in decimal (17 digits today); a little leeway either way. */
const VERIFY_TIMEOUT_MS = 10_000;

/** The part of node-openid this module uses (it ships no types). */
interface VerificationResult {
  authenticated: boolean;
  claimedIdentifier?: string;
}
interface RelyingParty {
  verifyAssertion(
    requestOrUrl: string,
    callback: (error: { message?: string } | null | undefined, result?: VerificationResult) => void,
  ): void;
}
interface OpenIdModule {
  RelyingParty: new (returnUrl: string, realm: string | null, stateless: boolean, strict: boolean, extensions: unknown[]) => RelyingParty;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const openid = require('openid') as OpenIdModule;

/** A refused or unverifiable assertion; the reason is for the logs, not for the visitor. */
export class SignInFailed extends Error {
  override readonly name = 'SignInFailed';
}

export const steamReturnPath = '/api/auth/steam/return';

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

  constructor(private readonly config: Pick<CommandConfig, 'publicUrl' | 'steamOpenIdProvider' | 'steamClaimedIdPrefix'>) {
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
      // node-openid turns repeated parameters into arrays; refuse them instead
      if (params.has(key)) throw new SignInFailed(`Repeated parameter ${key}`);
      params.set(key, value);
    }
    const nonce = params.get(STATE_PARAM);
    if (nonce === undefined || !sameNonce(heldNonce, nonce))
      throw new SignInFailed('The assertion was not started in this browser (no nonce, or another one)');
    const steamId = this.checkLocally(params, nonce);

    const result = await this.askProvider(`${this.returnUrl}?${url.searchParams.toString()}`, this.returnUrlFor(nonce));
    if (!result.authenticated || result.claimedIdentifier !== params.get('openid.claimed_id')) {
      throw new SignInFailed('The provider did not confirm the assertion');
    }
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
    return steamId;
  }

  /**
   * node-openid's stateless verification: return URL, nonce, discovery, `check_authentication`.
   * @param returnUrl the sign-in's own return URL: node-openid compares the assertion's
   *        `return_to` query with its relying party's, so each sign-in gets a relying party.
   */
  private askProvider(assertionUrl: string, returnUrl: string): Promise<VerificationResult> {
    // stateless: verification asks the provider (check_authentication); strict: no fallback to
    // third-party discovery proxies, no insecure associations
    const relyingParty = new openid.RelyingParty(returnUrl, this.realm, true, true, []);
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => settle(new SignInFailed('The provider did not answer in time')), VERIFY_TIMEOUT_MS);
      // node-openid may call back twice when an HTTP request fails: the first answer counts
      const settle = (error: Error | null, result?: VerificationResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(result ?? { authenticated: false });
      };
      try {
        relyingParty.verifyAssertion(assertionUrl, (error, result) => {
          if (error) settle(new SignInFailed(`Assertion refused: ${error.message ?? String(error)}`));
          else settle(null, result);
        });
      } catch (error) {
        settle(new SignInFailed(`Assertion refused: ${(error as Error).message}`));
      }
    });
  }
}
