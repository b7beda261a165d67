import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { BootstrapUserType, UserType } from '@arena/domain';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { GetUserTypeQuery } from '../players';

/**
 * Who the caller is and what they may do (docs/architecture.md, "Identity and roles"). A player's role is
 * their user type, one source of truth: `UserTypeChanged` events on the `user-types` stream, set by admins;
 * ADMIN_STEAM_IDS and STATS_STEAM_IDS only grant it at sign-in. The server enforces every rule.
 */

/** The signed-in user of a request, from the session. */
export interface SessionUser {
  steamId: string;
  displayName: string;
}

/**
 * What the configuration lists a Steam id with, for the sign-in to grant (ADMIN_STEAM_IDS wins
 * over STATS_STEAM_IDS), and why; null for an id in neither list.
 */
export function listedUserType(
  config: Pick<CommandConfig, 'adminSteamIds' | 'statsSteamIds'>,
  steamId: string,
): BootstrapUserType['bootstrap'] | null {
  if (config.adminSteamIds.has(steamId)) return { userType: 'ADMIN', reason: 'listed in ADMIN_STEAM_IDS' };
  if (config.statsSteamIds.has(steamId)) return { userType: 'STATS_GUY', reason: 'listed in STATS_STEAM_IDS' };
  return null;
}

/** The signed-in user of a request, or null for a visitor. */
export function sessionUserOf(request: Pick<FastifyRequest, 'session'>): SessionUser | null {
  const steamId = request.session?.steamId;
  if (!steamId) return null;
  return { steamId, displayName: request.session.displayName ?? steamId };
}

/** Handler parameter: the signed-in `SessionUser`, or null for a visitor. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser | null =>
  sessionUserOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

const ROLES_KEY = 'arena:roles';

/**
 * The roles a handler (or every handler of a controller) admits, checked by `RolesGuard`.
 * ADMIN may do everything, so `@Roles('STATS_GUY')` admits admins too; STATS_GUY and SUPPORT
 * are separate reads (`@Roles('STATS_GUY', 'SUPPORT')` admits both). A handler's `@Roles`
 * replaces its controller's. Without `@Roles`, `RolesGuard` admits any signed-in user.
 */
export const Roles = (...roles: Array<'ADMIN' | 'STATS_GUY' | 'SUPPORT'>) => SetMetadata(ROLES_KEY, roles);

/**
 * Admits signed-in users whose user type (read from their stream at each request, so a change
 * counts at once) is one of the handler's `@Roles`.
 * @throws ApiError 401 `sign_in_required` for visitors, 403 `forbidden` for other users.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queryBus: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = sessionUserOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!user) throw new ApiError(401, 'sign_in_required', 'Sign in first');
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const type = await this.queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId));
    if (type === 'ADMIN' || roles.includes(type)) return true;
    throw new ApiError(403, 'forbidden', 'You may not do this');
  }
}
