import { z } from 'zod';
import { PARTNER_ACCOUNT_ID_PATTERN } from '@arena/domain';
import { ApiError } from '../platform/http/api-error';
import type { PartnerAccount, PartnerProvider } from './partner-provider';

/** What the partner answers for a token it accepts. */
const verified = z.object({
  // an id sent as a JSON number is taken as its digits
  accountId: z.union([z.string(), z.number().int().min(0).transform(String)]).pipe(z.string().regex(PARTNER_ACCOUNT_ID_PATTERN)),
  username: z.string().trim().min(1).max(64),
});

/**
 * The partner's API over HTTP: `POST {baseUrl}/v1/players/verify` with JSON `{playerToken}`,
 * answered 200 `{accountId, username}` for a token it accepts, 400 or 401 for one it refuses.
 * The call gives up after `timeoutMs` (the whole answer, body included).
 */
export class HttpPartnerProvider implements PartnerProvider {
  private readonly verifyUrl: string;

  /**
   * @param baseUrl GAIMIN_API_URL (or the local stand-in's address), without a trailing slash.
   * @param timeoutMs how long the partner may take, ms.
   * @param onClose what `close()` releases (the embedded stand-in).
   */
  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
    private readonly onClose: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.verifyUrl = `${baseUrl.replace(/\/+$/, '')}/v1/players/verify`;
  }

  /**
   * @returns the account, or null when the partner answers 400 or 401 (the token is refused).
   * @throws ApiError 503 `partner_unavailable` on a network error, a timeout, another status, or
   *         a 200 whose body is not `{accountId, username}` with a usable id.
   */
  async verifyPlayerToken(token: string): Promise<PartnerAccount | null> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ playerToken: token }),
        signal,
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const why = signal.aborted ? `no answer within ${this.timeoutMs} ms` : (error as Error).message;
      throw unavailable(`Gaimin could not be reached (${why})`);
    }
    if (status === 400 || status === 401) return null;
    if (status !== 200) throw unavailable(`Gaimin answered ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unavailable('Gaimin answered something that is not JSON');
    }
    const parsed = verified.safeParse(body);
    if (!parsed.success) throw unavailable('Gaimin answered an account this service cannot use');
    return parsed.data;
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/**
 * The partner in production without GAIMIN_API_URL: the local stand-in (which accepts demo
 * tokens) must never run there, so connecting is off.
 */
export class UnconfiguredPartnerProvider implements PartnerProvider {
  /** @throws ApiError 503 `partner_unavailable`, always. */
  verifyPlayerToken(): Promise<PartnerAccount | null> {
    return Promise.reject(unavailable('Connecting Gaimin is not configured on this server (GAIMIN_API_URL)'));
  }
}

function unavailable(message: string): ApiError {
  return new ApiError(503, 'partner_unavailable', message);
}
