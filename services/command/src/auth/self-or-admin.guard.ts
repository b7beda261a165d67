import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { UserType } from '@arena/domain';
import { ApiError } from '../platform/http/api-error';
import { GetUserTypeQuery } from '../players';
import { sessionUserOf } from './roles';

/**
 * Admits the signed-in player acting on their own `{steamId}` path parameter, and ADMINs acting
 * on anyone (docs/architecture.md, "Identity and roles": a player's own pages and actions are the player's and admins').
 * The user type is read from the caller's stream, so a role taken away counts at once.
 * @throws ApiError 401 `sign_in_required` for visitors, 403 `forbidden` for another player's id.
 */
@Injectable()
export class SelfOrAdminGuard implements CanActivate {
  constructor(private readonly queryBus: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Params: { steamId?: string } }>>();
    const user = sessionUserOf(request);
    if (!user) throw new ApiError(401, 'sign_in_required', 'Sign in first');
    if (request.params.steamId === user.steamId) return true;
    const type = await this.queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId));
    if (type === 'ADMIN') return true;
    throw new ApiError(403, 'forbidden', 'You may only act on your own account');
  }
}
