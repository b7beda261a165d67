import 'reflect-metadata';
import { Controller, ExecutionContext, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { QueryBus } from '@nestjs/cqrs';
import type { UserType } from '@arena/domain';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { GetUserTypeQuery } from '../players';
import { listedUserType, Roles, RolesGuard, sessionUserOf } from './roles';

const ADMIN = '76561198000000001';
const STATS = '76561198000000002';
const PLAYER = '76561198000000003';
const SUPPORT = '76561198000000005';

@Controller()
class Endpoints {
  // `this: void`: the tests hand these methods to the guard as Nest does, detached from an instance
  @Get() @Roles('ADMIN') adminOnly(this: void) {}
  @Get() @Roles('STATS_GUY') stats(this: void) {}
  @Get() @Roles('SUPPORT') support(this: void) {}
  @Get() signedIn(this: void) {}
}

@Roles('ADMIN')
@Controller()
class AdminController {
  @Get() anything(this: void) {}
}

function contextFor(handler: (...args: never[]) => unknown, cls: new () => unknown, session: Record<string, unknown> | null) {
  const request = { session };
  return {
    getHandler: () => handler,
    getClass: () => cls,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

async function outcome(guard: RolesGuard, context: ExecutionContext): Promise<string> {
  try {
    return (await guard.canActivate(context)) ? 'allowed' : 'refused';
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : `unexpected ${String(error)}`;
  }
}

describe('roles', () => {
  // the user types as the players' streams hold them
  const types = new Map<string, UserType>([
    [ADMIN, 'ADMIN'],
    [STATS, 'STATS_GUY'],
    [SUPPORT, 'SUPPORT'],
  ]);
  const queryBus = { execute: (query: GetUserTypeQuery) => Promise.resolve(types.get(query.steamId) ?? 'PLAYER') } as unknown as QueryBus;
  const guard = new RolesGuard(new Reflector(), queryBus);
  const as = (steamId: string | null) => (steamId ? { steamId, displayName: 'Name' } : {});
  const proto = Endpoints.prototype;

  test('the configuration lists grant ADMIN before STATS_GUY, and say which list', () => {
    const config = { adminSteamIds: new Set([ADMIN, STATS]), statsSteamIds: new Set([STATS, PLAYER]) } as unknown as CommandConfig;
    expect(listedUserType(config, ADMIN)).toEqual({ userType: 'ADMIN', reason: 'listed in ADMIN_STEAM_IDS' });
    expect(listedUserType(config, STATS)).toEqual({ userType: 'ADMIN', reason: 'listed in ADMIN_STEAM_IDS' });
    expect(listedUserType(config, PLAYER)).toEqual({ userType: 'STATS_GUY', reason: 'listed in STATS_STEAM_IDS' });
    expect(listedUserType(config, '76561198000000004')).toBeNull();
  });

  test('the session user is null for visitors and falls back to the id for a name', () => {
    expect(sessionUserOf({ session: {} } as never)).toBeNull();
    expect(sessionUserOf({ session: null } as never)).toBeNull();
    expect(sessionUserOf({ session: { steamId: PLAYER } } as never)).toEqual({ steamId: PLAYER, displayName: PLAYER });
    expect(sessionUserOf({ session: { steamId: PLAYER, displayName: 'Ann' } } as never)).toEqual({ steamId: PLAYER, displayName: 'Ann' });
  });

  test('visitors get 401 sign_in_required everywhere', async () => {
    for (const handler of [proto.adminOnly, proto.stats, proto.signedIn]) {
      expect(await outcome(guard, contextFor(handler, Endpoints, as(null)))).toBe('401 sign_in_required');
    }
  });

  test('@Roles("ADMIN") admits admins only', async () => {
    expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(ADMIN)))).toBe('allowed');
    expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(STATS)))).toBe('403 forbidden');
    expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(PLAYER)))).toBe('403 forbidden');
  });

  test('@Roles("STATS_GUY") admits stats users and admins', async () => {
    expect(await outcome(guard, contextFor(proto.stats, Endpoints, as(STATS)))).toBe('allowed');
    expect(await outcome(guard, contextFor(proto.stats, Endpoints, as(ADMIN)))).toBe('allowed');
    expect(await outcome(guard, contextFor(proto.stats, Endpoints, as(PLAYER)))).toBe('403 forbidden');
  });

  test('@Roles("SUPPORT") admits support users and admins; SUPPORT and STATS_GUY do not admit each other', async () => {
    expect(await outcome(guard, contextFor(proto.support, Endpoints, as(SUPPORT)))).toBe('allowed');
    expect(await outcome(guard, contextFor(proto.support, Endpoints, as(ADMIN)))).toBe('allowed');
    expect(await outcome(guard, contextFor(proto.support, Endpoints, as(STATS)))).toBe('403 forbidden');
    expect(await outcome(guard, contextFor(proto.stats, Endpoints, as(SUPPORT)))).toBe('403 forbidden');
    expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(SUPPORT)))).toBe('403 forbidden');
  });

  test('without @Roles any signed-in user is admitted; @Roles on the controller applies to its handlers', async () => {
    expect(await outcome(guard, contextFor(proto.signedIn, Endpoints, as(PLAYER)))).toBe('allowed');
    expect(await outcome(guard, contextFor(AdminController.prototype.anything, AdminController, as(PLAYER)))).toBe('403 forbidden');
    expect(await outcome(guard, contextFor(AdminController.prototype.anything, AdminController, as(ADMIN)))).toBe('allowed');
  });

  test('a user type changed on the stream counts at the next request', async () => {
    types.set(PLAYER, 'ADMIN');
    try {
      expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(PLAYER)))).toBe('allowed');
    } finally {
      types.delete(PLAYER);
    }
    expect(await outcome(guard, contextFor(proto.adminOnly, Endpoints, as(PLAYER)))).toBe('403 forbidden');
  });
});
