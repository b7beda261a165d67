import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuthSuccessBody } from '@arena/contract';
import { readPlayerProfile } from '@arena/read-models';
import type { CommandConfig } from '../platform/config';
import type { ExecuteResult } from '../platform/event-sourced-repository';
import type { ReadSide } from '../platform/read-side';
import { CONFIG, READ_MODELS } from '../platform/tokens';
import { RegisterPlayerAnswer, RegisterPlayerCommand } from '../players';
import { SessionUser, userTypeOf } from './roles';

/** Signs users in (the same way for Steam and dev sign-in) and describes them. */
@Injectable()
export class SignInService {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CONFIG) private readonly config: CommandConfig,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  /**
   * Registers the player if new, then starts a fresh session for them: the session id is
   * regenerated (the old session, if any, is destroyed) so that an id planted before sign-in
   * is worthless after it.
   * @param displayName the name chosen at sign-in; null keeps the player's registered name.
   */
  async signIn(request: FastifyRequest, steamId: string, displayName: string | null): Promise<SessionUser> {
    const { answer } = await this.commandBus.execute<RegisterPlayerCommand, ExecuteResult<RegisterPlayerAnswer>>(
      new RegisterPlayerCommand(steamId, displayName ?? steamId, {
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

  /** The success body (`AuthSuccessBody`) for a signed-in user (null: a visitor). One Redis round trip for a user. */
  async describe(user: SessionUser | null): Promise<AuthSuccessBody> {
    if (!user) return { success: false, user: null };
    const profile = await readPlayerProfile(this.read.redis, this.read.live.keys, user.steamId);
    const userType = userTypeOf(this.config, user.steamId);
    return {
      success: true,
      user: {
        id: user.steamId,
        isAdmin: userType === 'ADMIN',
        displayName: profile?.username || user.displayName || user.steamId,
        photos: profile?.avatar ? [{ value: profile.avatar }] : [],
        userType,
      },
    };
  }
}
