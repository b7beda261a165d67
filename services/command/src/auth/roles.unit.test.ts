import 'reflect-metadata';
import { Controller, ExecutionContext, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { Roles, RolesGuard, sessionUserOf, userTypeOf } from './roles';

const ADMIN = '76561198000000001';
const STATS = '76561198000000002';
const PLAYER = '76561198000000003';
const config = { adminSteamIds: new Set([ADMIN]), statsSteamIds: new Set([STATS]) } as unknown as CommandConfig;

@Controller()
class Endpoints {
  @Get() @Roles('ADMIN') adminOnly() {}
  @Get() @Roles('STATS_GUY') stats() {}
  @Get() signedIn() {}
}

@Roles('ADMIN')
@Controller()
class AdminController {
  @Get() anything() {}
}

function contextFor(handler: (...args: never[]) => unknown, cls: new () => unknown, session: Record<string, unknown> | null) {
  const request = { session };
  return {
    getHandler: () => handler,
    getClass: () => cls,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function outcome(guard: RolesGuard, context: ExecutionContext): string {
  try {
    return guard.canActivate(context) ? 'allowed' : 'refused';
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : `unexpected ${String(error)}`;
  }
}

describe('roles', () => {
  const guard = new RolesGuard(new Reflector(), config);
  const as = (steamId: string | null) => (steamId ? { steamId, displayName: 'Name' } : {});
  const proto = Endpoints.prototype;

  test('user types come from ADMIN_STEAM_IDS and STATS_STEAM_IDS', () => {
    expect(userTypeOf(config, ADMIN)).toBe('ADMIN');
    expect(userTypeOf(config, STATS)).toBe('STATS_GUY');
    expect(userTypeOf(config, PLAYER)).toBe('PLAYER');
  });

  test('the session user is null for visitors and falls back to the id for a name', () => {
    expect(sessionUserOf({ session: {} } as never)).toBeNull();
    expect(sessionUserOf({ session: null } as never)).toBeNull();
    expect(sessionUserOf({ session: { steamId: PLAYER } } as never)).toEqual({ steamId: PLAYER, displayName: PLAYER });
    expect(sessionUserOf({ session: { steamId: PLAYER, displayName: 'Ann' } } as never)).toEqual({ steamId: PLAYER, displayName: 'Ann' });
  });

  test('visitors get 401 sign_in_required everywhere', () => {
    for (const handler of [proto.adminOnly, proto.stats, proto.signedIn]) {
      expect(outcome(guard, contextFor(handler, Endpoints, as(null)))).toBe('401 sign_in_required');
    }
  });

  test('@Roles("ADMIN") admits admins only', () => {
    expect(outcome(guard, contextFor(proto.adminOnly, Endpoints, as(ADMIN)))).toBe('allowed');
    expect(outcome(guard, contextFor(proto.adminOnly, Endpoints, as(STATS)))).toBe('403 forbidden');
    expect(outcome(guard, contextFor(proto.adminOnly, Endpoints, as(PLAYER)))).toBe('403 forbidden');
  });

  test('@Roles("STATS_GUY") admits stats users and admins', () => {
    expect(outcome(guard, contextFor(proto.stats, Endpoints, as(STATS)))).toBe('allowed');
    expect(outcome(guard, contextFor(proto.stats, Endpoints, as(ADMIN)))).toBe('allowed');
    expect(outcome(guard, contextFor(proto.stats, Endpoints, as(PLAYER)))).toBe('403 forbidden');
  });

  test('without @Roles any signed-in user is admitted; @Roles on the controller applies to its handlers', () => {
    expect(outcome(guard, contextFor(proto.signedIn, Endpoints, as(PLAYER)))).toBe('allowed');
    expect(outcome(guard, contextFor(AdminController.prototype.anything, AdminController, as(PLAYER)))).toBe('403 forbidden');
    expect(outcome(guard, contextFor(AdminController.prototype.anything, AdminController, as(ADMIN)))).toBe('allowed');
  });
});
