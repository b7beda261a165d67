import type { QueryBus } from '@nestjs/cqrs';
import type { UserType } from '@arena/domain';
import type { SessionUser } from '../auth';
import { GetUserTypeQuery } from '../players';

/**
 * Whether the signed-in caller is an ADMIN now (read on the `user-types` stream, as the guard
 * does): the hidden MMR is answered to admins only.
 */
export async function callerIsAdmin(queryBus: QueryBus, user: SessionUser): Promise<boolean> {
  return (await queryBus.execute<GetUserTypeQuery, UserType>(new GetUserTypeQuery(user.steamId))) === 'ADMIN';
}

/** `row` without its hidden `mmr` unless `admin`. */
export function withMmrFor<T extends { mmr?: unknown }>(row: T, admin: boolean): T {
  if (admin) return row;
  const { mmr: _hidden, ...rest } = row;
  return rest as T;
}
