import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuthSuccessBody } from '@arena/contract';
import { avatarPhotos, ranksAbove, type BootstrapUserType, type UserType } from '@arena/domain';
import { readPlayerProfile } from '@arena/read-models';
import type { CommandConfig } from '../platform/config';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import type { ReadSide } from '../platform/read-side';
import { CONFIG, READ_MODELS } from '../platform/tokens';
import { GetUserTypeQuery, SignInPlayerAnswer, SignInPlayerCommand } from '../players';
import { listedUserType, SessionUser } from './roles';

/**
 * What a sign-in grants: the type the configuration lists the player with, or the one chosen at a
 * dev sign-in when it ranks above it (PLAYER grants nothing).
 */
function bootstrapOf(listed: BootstrapUserType['bootstrap'] | null, devRole: UserType | null): BootstrapUserType['bootstrap'] | null {
  if (!devRole || devRole === 'PLAYER') return listed;
  if (listed && !ranksAbove(devRole, listed.userType)) return listed;
  return { userType: devRole, reason: DEV_SIGN_IN_REASON };
}

/** Why a dev sign-in's role was granted, as the `user-types` stream records it. */
const DEV_SIGN_IN_REASON = 'dev sign-in';

/** Signs users in (the same way for Steam and dev sign-in) and describes them. */
@Injectable()
export class SignInService {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CONFIG) private readonly config: CommandConfig,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  /**
   * Signs the player in (registered on their stream if new; granted the user type the
   * configuration lists them with, once, on the `user-types` stream: see `decideBootstrapUserType`), then starts a fresh session for
   * them: the session id is regenerated (the old session, if any, is destroyed) so that an id
   * planted before sign-in is worthless after it.
   * @param displayName the name chosen at sign-in; null keeps the player's registered name.
   * @param devRole the user type chosen at a dev sign-in (the caller checks dev sign-in is allowed):
   *        granted through the same bootstrap as the configuration's lists, with the reason
   *        "dev sign-in"; the higher of it and the listed type is the one granted.
   */
  async signIn(
    request: FastifyRequest,
    steamId: string,
    displayName: string | null,
    devRole: UserType | null = null,
  ): Promise<SessionUser> {
    const { answer } = await this.commandBus.execute<SignInPlayerCommand, ExecuteResult<SignInPlayerAnswer>>(
      new SignInPlayerCommand(steamId, displayName ?? steamId, bootstrapOf(listedUserType(this.config, steamId), devRole), {
        actor: steamId,
        correlationId: String(request.id),
        causationId: randomUUID(),
      }),
    );
    const user: SessionUser = { steamId, displayName: displayName ?? answer.displayName };
    await request.session.regenerate();
    // regenerate() replaced request.session
    request.session.set('steamId', user.steamId);
    request.session.set('displayName', user.displayName);
    return user;
  }

  /**
   * The success body (`AuthSuccessBody`) for a signed-in user (null: a visitor): the user type
   * from the `user-types` stream (where the server's checks read it too), the name and avatar from
   * the profile (one Redis round trip).
   */
  async describe(user: SessionUser | null): Promise<AuthSuccessBody> {
    if (!user) return { success: false, user: null };
    const [profile, userType] = await Promise.all([
      readPlayerProfile(this.read.redis, this.read.live.keys, user.steamId),
      this.queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId)),
    ]);
    return {
      success: true,
      user: {
        id: user.steamId,
        isAdmin: userType === 'ADMIN',
        displayName: profile?.username || user.displayName || user.steamId,
        photos: avatarPhotos(user.steamId, profile?.avatar),
        userType,
      },
    };
  }
}
