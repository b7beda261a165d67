import { ApiError } from './api-error';
import { GameIdPipe, SteamIdPipe } from './path-params';

/** The pipe's answer, or the error code it refused with. */
const outcome = (transform: () => string): string => {
  try {
    return transform();
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : `threw ${String(error)}`;
  }
};

describe('path parameter pipes', () => {
  test.each([
    ['76561197960287930', '76561197960287930'],
    ['76561197960265728', '400 invalid_steam_id'],
    ['7656119796028793', '400 invalid_steam_id'],
    ['constructor', '400 invalid_steam_id'],
    ['', '400 invalid_steam_id'],
  ])('Steam id %p: %p', (value, expected) => {
    expect(outcome(() => new SteamIdPipe().transform(value))).toBe(expected);
  });

  test.each([
    ['1795123456', '1795123456'],
    ['18446744073709551615', '18446744073709551615'],
    ['0', '400 invalid_game_id'],
    ['007', '400 invalid_game_id'],
    ['18446744073709551616', '400 invalid_game_id'],
    ['__proto__', '400 invalid_game_id'],
  ])('game id %p: %p', (value, expected) => {
    expect(outcome(() => new GameIdPipe().transform(value))).toBe(expected);
  });
});
