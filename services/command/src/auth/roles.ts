import { CanActivate, createParamDecorator, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { UserType } from '@arena/contract';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { CONFIG } from '../platform/tokens';

/**
 * Who the caller is and what they may do (DESIGN.md, "Identity and roles"). Roles come from
 * the configuration (ADMIN_STEAM_IDS, STATS_STEAM_IDS); the server enforces every rule.
 */

export type { UserType };

/** The signed-in user of a request, from the session. */
export interface SessionUser {
  steamId: string;
  displayName: string;
}

/** ADMIN when the id is in ADMIN_STEAM_IDS, STATS_GUY when in STATS_STEAM_IDS, else PLAYER. */
export function userTypeOf(config: Pick<CommandConfig, 'adminSteamIds' | 'statsSteamIds'>, steamId: string): UserType {
  if (config.adminSteamIds.has(steamId)) return 'ADMIN';
  if (config.statsSteamIds.has(steamId)) return 'STATS_GUY';
  return 'PLAYER';
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

export const ROLES_KEY = 'arena:roles';

/**
 * The roles a handler (or every handler of a controller) admits, checked by `RolesGuard`.
 * ADMIN may do everything, so `@Roles('STATS_GUY')` admits admins too. Without `@Roles`,
 * `RolesGuard` admits any signed-in user.
 */
export const Roles = (...roles: Array<'ADMIN' | 'STATS_GUY'>) => SetMetadata(ROLES_KEY, roles);

/**
 * Admits signed-in users whose type is one of the handler's `@Roles`.
 * @throws ApiError 401 `sign_in_required` for visitors, 403 `forbidden` for other users.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(CONFIG) private readonly config: CommandConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const user = sessionUserOf(context.switchToHttp().getRequest<FastifyRequest>());
    if (!user) throw new ApiError(401, 'sign_in_required', 'Sign in first');
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const type = userTypeOf(this.config, user.steamId);
    if (type === 'ADMIN' || roles.includes(type)) return true;
    throw new ApiError(403, 'forbidden', 'You may not do this');
  }
}
