import { z } from 'zod';
import { userType } from '../players';
import { steamIdString } from '../shared';

/** Which sign-in buttons the site shows. */
export const authConfigReply = z
  .strictObject({ dev_sign_in: z.boolean().describe('Dev sign-in is on (never in production)'), steam_sign_in: z.literal(true) })
  .meta({ id: 'AuthConfig' });
export type AuthConfigReply = z.infer<typeof authConfigReply>;

/** The user types the dev sign-in offers (docs/game-rules.md, "User types"). */
const DEV_SIGN_IN_ROLES = ['PLAYER', 'STATS_GUY', 'SUPPORT', 'ADMIN'] as const;
const devSignInRole = z.enum(DEV_SIGN_IN_ROLES).meta({ id: 'DevSignInRole' });
export type DevSignInRole = z.infer<typeof devSignInRole>;

/** Body of `POST /api/auth/dev`: sign in as anyone, for development. */
export const devSignInBody = z
  .object({
    steam_id: steamIdString,
    display_name: z.string().trim().min(1).max(32).describe('The name a new player is registered under'),
    role: devSignInRole
      .optional()
      .describe(
        'The user type to sign in with (development only), granted as the ADMIN_STEAM_IDS bootstrap grants it: only when it ranks above the current one and no admin ever set this player\'s type; recorded on the `user-types` stream with the reason "dev sign-in". Default: PLAYER (nothing granted)',
      ),
  })
  .meta({ id: 'DevSignInBody' });
export type DevSignInBody = z.output<typeof devSignInBody>;

/** The signed-in user as the site sees it. */
export const authUserView = z
  .strictObject({
    id: steamIdString,
    isAdmin: z.boolean(),
    displayName: z.string().describe("The profile's username when there is one, else the name at sign-in"),
    photos: z
      .array(z.strictObject({ value: z.string().describe('Image URL (absolute, or a path on this site)') }))
      .length(3)
      .describe('The avatar in three sizes: small (32 px), medium (64 px), full (184 px); a generated one when the player has no picture'),
    userType,
  })
  .meta({ id: 'AuthUser' });
export type AuthUserView = z.infer<typeof authUserView>;

/** Who is signed in: the user, or `{success: false, user: null}` for a visitor. */
export const authSuccessBody = z
  .discriminatedUnion('success', [
    z.strictObject({ success: z.literal(true), user: authUserView }),
    z.strictObject({ success: z.literal(false), user: z.null() }),
  ])
  .meta({ id: 'AuthSuccess' });
export type AuthSuccessBody = z.infer<typeof authSuccessBody>;

export const logoutReply = z.strictObject({ success: z.literal(true) }).meta({ id: 'LogoutReply' });
export type LogoutReply = z.infer<typeof logoutReply>;

/** The OpenID 2.0 assertion the provider redirects back with (the fields that matter). */
export const steamReturnQuery = z.looseObject({
  'openid.mode': z.string().optional().describe('`id_res` for an assertion, `cancel` when the visitor cancelled'),
  'openid.claimed_id': z.string().optional(),
  'openid.sig': z.string().optional(),
  state: z.string().optional().describe('The nonce `/api/auth/steam` put in the return URL; must match the `arena.signin` cookie'),
});
