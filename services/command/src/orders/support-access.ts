import type { QueryBus } from '@nestjs/cqrs';
import type { UserType } from '@arena/domain';
import type { SessionUser } from '../auth';
import { GetUserTypeQuery } from '../players';

/**
 * Whether `user` may read and manage `steamId`'s orders and subscriptions: they are that player,
 * or SUPPORT or ADMIN (support settles payment problems for players).
 */
export async function isPlayerOrSupport(queryBus: QueryBus, user: SessionUser, steamId: string): Promise<boolean> {
  if (user.steamId === steamId) return true;
  const type = await queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId));
  return type === 'ADMIN' || type === 'SUPPORT';
}
