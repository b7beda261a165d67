import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Steam's OpenID 2.0 provider, for tests: a plain HTTP server on
 * 127.0.0.1 (random port) that behaves as Steam does, minus the login page.
 *
 * - `GET /openid` and `GET /openid/login` (no `openid.mode`): XRDS naming the endpoint
 *   (`http://specs.openid.net/auth/2.0/server`).
 * - `GET /openid/id/{id}` (and any claimed id it issues): XRDS for the claimed id
 *   (`.../2.0/signon`), as Steam serves it (the relying party needs no discovery: its
 *   provider endpoint is configured).
 * - `GET /openid/login?openid.mode=checkid_setup&...`: signs the visitor in at once as
 *   `steamId` and redirects to `return_to` with a positive assertion (ns, mode=id_res,
 *   op_endpoint, claimed_id, identity, return_to, response_nonce, assoc_handle, signed, sig),
 *   HMAC-SHA256-signed with a secret only this server knows.
 * - `POST /openid/login` with `openid.mode=check_authentication`: `is_valid:true` only for an
 *   assertion it issued, unaltered, verified for the first time; anything else `is_valid:false`.
 *   Every such request is counted (`checkAuthenticationCalls`), so a test can prove the relying
 *   party really asked.
 */
export class LocalOpenIdProvider {
  /** Steam id the next sign-in asserts. */
  steamId = '76561198000000001';
  /** Claimed ids issued are `{claimedIdBase}{steamId}`; point it elsewhere to issue foreign ids. */
  claimedIdBase: string;
  /** `check_authentication` requests received. */
  checkAuthenticationCalls = 0;
  /** `check_authentication` requests answered `is_valid:true`. */
  confirmedAssertions = 0;
  /** Discovery (XRDS) requests received. */
  discoveryRequests = 0;

  private readonly secret = randomBytes(32);
  private readonly assocHandle = `stand-in-${randomBytes(8).toString('hex')}`;
  /** Issued assertions by nonce; `verified` once confirmed (a nonce is good for one check). */
  private readonly issued = new Map<string, { fields: Record<string, string>; verified: boolean }>();

  private constructor(
    private readonly server: http.Server,
    readonly baseUrl: string,
  ) {
    this.claimedIdBase = this.claimedIdPrefix;
  }

  /** The provider endpoint (STEAM_OPENID_PROVIDER). */
  get endpoint(): string {
    return `${this.baseUrl}/openid/login`;
  }

  /** Prefix of the claimed ids it issues by default (STEAM_CLAIMED_ID_PREFIX). */
  get claimedIdPrefix(): string {
    return `${this.baseUrl}/openid/id/`;
  }

  static async start(steamId?: string): Promise<LocalOpenIdProvider> {
    // `provider` is set below, before the server can take a request
    const server = http.createServer((request, response) => {
      provider.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const provider = new LocalOpenIdProvider(server, `http://127.0.0.1:${port}`);
    if (steamId) provider.steamId = steamId;
    return provider;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (request.method === 'POST' && url.pathname === '/openid/login') {
      const body = new URLSearchParams(await readBody(request));
      return this.checkAuthentication(body, response);
    }
    if (request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    const mode = url.searchParams.get('openid.mode');
    if (url.pathname === '/openid/login' && mode === 'checkid_setup') return this.checkidSetup(url.searchParams, response);
    if ((url.pathname === '/openid' || url.pathname === '/openid/login') && !mode) {
      this.discoveryRequests++;
      return xrds(response, 'http://specs.openid.net/auth/2.0/server', this.endpoint);
    }
    if (/^\/[\w/-]*\/id\/\d+$/.test(url.pathname)) {
      this.discoveryRequests++;
      return xrds(response, 'http://specs.openid.net/auth/2.0/signon', this.endpoint);
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  /** Signs the visitor in as `steamId` and sends them back with a signed positive assertion. */
  private checkidSetup(query: URLSearchParams, response: http.ServerResponse): void {
    const returnTo = query.get('openid.return_to');
    const realm = query.get('openid.realm');
    const problem =
      query.get('openid.ns') !== OPENID_NS
        ? 'openid.ns must be OpenID 2.0'
        : !returnTo
          ? 'openid.return_to is required'
          : realm && !returnTo.startsWith(realm)
            ? 'openid.return_to must be under openid.realm'
            : query.get('openid.claimed_id') !== IDENTIFIER_SELECT || query.get('openid.identity') !== IDENTIFIER_SELECT
              ? 'identifier_select is expected'
              : null;
    if (problem) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(problem);
      return;
    }
    const claimedId = `${this.claimedIdBase}${this.steamId}`;
    const fields: Record<string, string> = {
      op_endpoint: this.endpoint,
      claimed_id: claimedId,
      identity: claimedId,
      return_to: returnTo!,
      response_nonce: `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}${randomBytes(6).toString('hex')}`,
      assoc_handle: this.assocHandle,
    };
    const signed = ['signed', ...Object.keys(fields)].join(',');
    const withSigned = { ...fields, signed };
    const sig = this.sign(signed, withSigned);
    this.issued.set(fields.response_nonce, { fields: { ...withSigned, sig }, verified: false });

    const location = new URL(returnTo!);
    location.searchParams.set('openid.ns', OPENID_NS);
    location.searchParams.set('openid.mode', 'id_res');
    for (const [key, value] of Object.entries(withSigned)) location.searchParams.set(`openid.${key}`, value);
    location.searchParams.set('openid.sig', sig);
    response.writeHead(302, { location: location.toString() }).end();
  }

  /** Direct verification: valid only for an unaltered assertion it issued, once. */
  private checkAuthentication(body: URLSearchParams, response: http.ServerResponse): void {
    if (body.get('openid.mode') !== 'check_authentication') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(`ns:${OPENID_NS}\nerror:unsupported mode\n`);
      return;
    }
    this.checkAuthenticationCalls++;
    const valid = this.isValid(body);
    if (valid) this.confirmedAssertions++;
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`ns:${OPENID_NS}\nis_valid:${valid}\n`);
  }

  private isValid(body: URLSearchParams): boolean {
    const get = (name: string) => body.get(`openid.${name}`) ?? '';
    const issued = this.issued.get(get('response_nonce'));
    if (!issued || issued.verified) return false;
    if (get('ns') !== OPENID_NS || get('assoc_handle') !== this.assocHandle) return false;
    const signed = get('signed');
    if (signed !== issued.fields.signed) return false;
    const values: Record<string, string> = {};
    for (const name of signed.split(',')) {
      values[name] = get(name);
      if (values[name] !== issued.fields[name]) return false;
    }
    const expected = Buffer.from(this.sign(signed, values));
    const given = Buffer.from(get('sig'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    issued.verified = true;
    return true;
  }

  /** OpenID 2.0 signature: HMAC over `key:value\n` of the signed fields, in order, base64. */
  private sign(signed: string, values: Record<string, string>): string {
    const message = signed
      .split(',')
      .map((name) => `${name}:${values[name]}\n`)
      .join('');
    return createHmac('sha256', this.secret).update(message, 'utf8').digest('base64');
  }
}

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';

function xrds(response: http.ServerResponse, type: string, endpoint: string): void {
  response
    .writeHead(200, { 'content-type': 'application/xrds+xml; charset=utf-8' })
    .end(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)">',
        '<XRD>',
        '<Service priority="0">',
        `<Type>${type}</Type>`,
        `<URI>${endpoint}</URI>`,
        '</Service>',
        '</XRD>',
        '</xrds:XRDS>',
      ].join('\n'),
    );
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** Starts a stand-in provider; `close()` it after the tests. */
export function startLocalOpenIdProvider(steamId?: string): Promise<LocalOpenIdProvider> {
  return LocalOpenIdProvider.start(steamId);
}
