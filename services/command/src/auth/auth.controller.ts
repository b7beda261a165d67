import { Body, Controller, Get, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthConfigReply, AuthSuccessBody, devSignInBody, LogoutReply } from '@arena/contract';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { parseOrThrow } from '../platform/http/validation';
import { CONFIG } from '../platform/tokens';
import { CurrentUser, SessionUser } from './roles';
import { secureCookieRefusal, securedCookies, SESSION_COOKIE } from './sessions';
import { newSignInNonce, setSignInCookie, takeSignInCookie } from './sign-in-nonce';
import { SignInService } from './sign-in.service';
import { SignInFailed, SteamOpenId } from './steam-openid';

/** Where the site picks the visitor up after a sign-in attempt. */
const AFTER_SIGN_IN = '/redirect';
const SIGN_IN_FAILED = `${AFTER_SIGN_IN}?error=sign_in_failed`;
/** The server cannot set its cookies here (an https PUBLIC_URL seen as http): the site says so. */
const SIGN_IN_UNAVAILABLE = `${AFTER_SIGN_IN}?error=sign_in_unavailable`;

/** Destroys the request's session, if it has one, and clears the session cookie. */
async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.cookies[SESSION_COOKIE] && request.session) await request.session.destroy();
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Sign-in and session (docs/api.md, "Sign-in and session"); shapes in @arena/contract. */
@Controller('api/auth')
export class AuthController {
  private readonly logger = new Logger('auth');

  constructor(
    @Inject(CONFIG) private readonly config: CommandConfig,
    private readonly steam: SteamOpenId,
    private readonly signIns: SignInService,
  ) {}

  /** `GET /api/auth/config` → `{dev_sign_in: boolean, steam_sign_in: true}`: which sign-in buttons to show. */
  @Get('config')
  authConfig(): AuthConfigReply {
    return { dev_sign_in: this.devSignInAllowed(), steam_sign_in: true };
  }

  /**
   * `GET /api/auth/steam` → 302 to the Steam OpenID provider (`checkid_setup`), which sends the
   * visitor back to `/api/auth/steam/return?state={nonce}`; the nonce goes in the
   * `arena.signin` cookie too, tying the sign-in to this browser. → 302 to
   * `/redirect?error=sign_in_unavailable` when no cookie could be set (see `secureCookieRefusal`).
   */
  @Get('steam')
  steamSignIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    void reply.header('cache-control', 'no-store');
    if (this.refusedForInsecureTransport(request)) {
      void reply.redirect(SIGN_IN_UNAVAILABLE, 302);
      return;
    }
    const nonce = newSignInNonce();
    setSignInCookie(reply, nonce, securedCookies(this.config));
    void reply.redirect(this.steam.authenticationUrl(nonce), 302);
  }

  /**
   * `GET /api/auth/steam/return?state&openid.*` (the provider's redirect) → 302 to `/redirect`
   * with a fresh session cookie once the provider has confirmed the assertion
   * (`check_authentication`); the player is registered on first sign-in. Any failure (started in
   * another browser, cancelled, forged, replayed, another provider, a claimed id outside the
   * Steam prefix, provider unreachable) → 302 to `/redirect?error=sign_in_failed`, and the
   * session is left as it was; no cookie can be set → `/redirect?error=sign_in_unavailable`.
   * The sign-in's nonce cookie is cleared either way.
   */
  @Get('steam/return')
  async steamReturn(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store');
    if (this.refusedForInsecureTransport(request)) {
      void reply.redirect(SIGN_IN_UNAVAILABLE, 302);
      return;
    }
    const heldNonce = takeSignInCookie(request, reply, securedCookies(this.config));
    let steamId: string;
    try {
      steamId = await this.steam.verify(request.url, heldNonce);
    } catch (error) {
      if (error instanceof SignInFailed) this.logger.warn(`Steam sign-in refused: ${error.message}`);
      else this.logger.error(`Steam sign-in could not be verified: ${error instanceof Error ? error.stack : String(error)}`);
      void reply.redirect(SIGN_IN_FAILED, 302);
      return;
    }
    try {
      await this.signIns.signIn(request, steamId, null);
    } catch (error) {
      this.logger.error(`Steam sign-in of ${steamId} failed: ${error instanceof Error ? error.stack : String(error)}`);
      void reply.redirect(SIGN_IN_FAILED, 302);
      return;
    }
    void reply.redirect(AFTER_SIGN_IN, 302);
  }

  /**
   * `POST /api/auth/dev` body `{steam_id: "digits", display_name: "1..32 characters", role?:
   * PLAYER|STATS_GUY|SUPPORT|ADMIN}` → 200 with the success body; signs in as anyone, for
   * development (registers the player if new). `role` is granted as the ADMIN_STEAM_IDS bootstrap
   * grants (on the `user-types` stream, reason "dev sign-in"; only above the current type, never
   * over an admin's decision), so the console can be tried without configuring anything.
   * Errors: 403 `dev_sign_in_disabled` (DEV_SIGN_IN=false, or NODE_ENV=production), 400 `invalid_payload`
   * (also a role this server does not know),
   * 500 `sign_in_unavailable` (no cookie can be set: see `secureCookieRefusal`).
   */
  @Post('dev')
  @HttpCode(200)
  async devSignIn(@Body() body: unknown, @Req() request: FastifyRequest): Promise<AuthSuccessBody> {
    if (!this.devSignInAllowed()) throw new ApiError(403, 'dev_sign_in_disabled', 'Dev sign-in is disabled here; sign in with Steam');
    if (this.refusedForInsecureTransport(request)) {
      throw new ApiError(
        500,
        'sign_in_unavailable',
        'The server cannot keep you signed in: its address settings are wrong (the log says which)',
      );
    }
    const input = parseOrThrow(devSignInBody, body, 'dev sign-in');
    const role = input.role ?? null;
    const user = await this.signIns.signIn(request, input.steam_id, input.display_name, role);
    return this.signIns.describe(user);
  }

  /**
   * `GET /api/auth/steam/success` → `{success: true, user: {id, isAdmin, displayName, photos: [{value}], userType}}`
   * for a signed-in user (`userType`: ADMIN, SUPPORT, STATS_GUY or PLAYER; `displayName` and `photos`
   * from the player's profile when there is one), `{success: false, user: null}` for a visitor.
   * Always 200.
   */
  @Get('steam/success')
  async success(@CurrentUser() user: SessionUser | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthSuccessBody> {
    void reply.header('cache-control', 'no-store');
    return this.signIns.describe(user);
  }

  /** `POST /api/auth/logout` → `{success: true}`: destroys the session and clears its cookie (also for visitors). Errors: 403 `csrf_rejected`. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LogoutReply> {
    await endSession(request, reply);
    return { success: true };
  }

  /** `GET /api/auth/logout` → 302 to `/`: the live site's sign-out link; destroys the session and clears its cookie (also for visitors). */
  @Get('logout')
  async logoutLink(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await endSession(request, reply);
    void reply.header('cache-control', 'no-store').redirect('/', 302);
  }

  /** Whether this request cannot get the session cookie; if so, logs why (naming TRUST_PROXY). */
  private refusedForInsecureTransport(request: FastifyRequest): boolean {
    const refusal = secureCookieRefusal(this.config, request);
    if (refusal) this.logger.error(`Sign-in refused: ${refusal}`);
    return refusal !== null;
  }

  private devSignInAllowed(): boolean {
    return this.config.devSignIn && this.config.nodeEnv !== 'production';
  }
}
