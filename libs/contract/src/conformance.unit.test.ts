import { findRoute, responseIssues, ROUTES, routeName, type RouteSpec } from './index';

const STEAM_ID = '76561197960956468';

const profile = {
  steam_id: STEAM_ID,
  username: 'SUNSfan',
  avatar: null,
  profile_picture: null,
  ladder_mmr: 1200,
  badge: 'Crusader',
  rank_tier: 3,
  badge_number: 33,
  pips: 3,
  rank: 12,
  games_played: 10,
  ranked_games: 9,
  first_places: 2,
  top_fours: 5,
  rounds_won: 120,
  average_place: 3.6,
  gods: [{ god: 'rix', games: 4, first_places: 1 }],
  bp_level: 0,
  unclaimed_bp_rewards: 0,
  unclaimed_quests: 0,
  achievements_to_claim: 0,
  has_plus: false,
  plus_expiration: null,
  gaimin_connected: false,
  coins: 0,
  unopened_chests: 0,
  user_type: 'PLAYER',
  created_at: '2024-05-01T12:00:00.000Z',
  last_game_at: null,
};

describe('finding the route of a request', () => {
  test.each([
    ['GET', `/api/players/${STEAM_ID}`, 'GET /api/players/{steam_id}'],
    ['get', `/api/players/${STEAM_ID}/games?page=2`, 'GET /api/players/{steam_id}/games'],
    ['GET', `/api/players/${STEAM_ID}/battle_pass`, 'GET /api/players/{steam_id}/battle_pass'],
    ['POST', '/api/games/players', 'POST /api/games/players'],
    ['POST', '/api/games', 'POST /api/games'],
    ['GET', '/api/games', 'GET /api/games'],
    ['GET', '/api/games/6617222774', 'GET /api/games/{game_id}'],
    ['HEAD', '/healthz', 'GET /healthz'],
    ['GET', '/api/nothing-here', 'GET /{path}'],
    ['GET', '/players/7656/games', 'GET /{path}'],
  ])('%s %s is %s', (method, path, expected) => {
    expect(routeName(findRoute(method, path)!)).toBe(expected);
  });

  test('a method no route has at that path is unrouted', () => {
    expect(findRoute('POST', '/api/nothing')).toBeUndefined();
    expect(findRoute('DELETE', '/api/games')).toBeUndefined();
  });
});

describe('responseIssues', () => {
  test('a conforming answer has none', () => {
    expect(responseIssues('GET', `/api/players/${STEAM_ID}`, 200, profile)).toEqual([]);
    expect(responseIssues('GET', `/api/players/${STEAM_ID}`, 404, { error: { code: 'player_not_found', message: 'No player' } })).toEqual(
      [],
    );
    expect(responseIssues('GET', '/api/auth/steam/success', 200, { success: false, user: null })).toEqual([]);
    expect(responseIssues('GET', '/healthz', 503, { status: 'degraded', redis: false })).toEqual([]);
    expect(responseIssues('GET', '/api/nothing-here', 404, { error: { code: 'not_found', message: 'No API endpoint' } })).toEqual([]);
  });

  test('a missing field, a wrong type and a field the contract does not list are caught', () => {
    const { username: _username, ...withoutName } = profile;
    expect(responseIssues('GET', `/api/players/${STEAM_ID}`, 200, withoutName)).toEqual([
      'GET /api/players/{steam_id} 200: username: Invalid input: expected string, received undefined',
    ]);
    expect(responseIssues('GET', `/api/players/${STEAM_ID}`, 200, { ...profile, ladder_mmr: '1200' })).toEqual([
      'GET /api/players/{steam_id} 200: ladder_mmr: Invalid input: expected number, received string',
    ]);
    // the hidden MMR must never leak into a profile
    expect(responseIssues('GET', `/api/players/${STEAM_ID}`, 200, { ...profile, mmr: 2100 })).toEqual([
      'GET /api/players/{steam_id} 200: (body): Unrecognized key: "mmr"',
    ]);
  });

  test('an error code the status does not list is caught', () => {
    const issues = responseIssues('GET', `/api/players/${STEAM_ID}`, 404, { error: { code: 'code_not_found', message: 'No code' } });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^GET \/api\/players\/\{steam_id\} 404: error\.code: /);
  });

  test('every route may answer 400 bad_request (an unreadable URL) and 500 internal_error; every POST the errors of reading a body and the CSRF check', () => {
    const error = (code: string) => ({ error: { code, message: 'text' } });
    expect(responseIssues('GET', '/api/leaderboard', 500, error('internal_error'))).toEqual([]);
    expect(responseIssues('GET', '/api/games/6617222774', 400, error('bad_request'))).toEqual([]);
    expect(responseIssues('POST', '/api/auth/logout', 403, error('csrf_rejected'))).toEqual([]);
    expect(responseIssues('POST', '/api/games/players', 400, error('bad_request'))).toEqual([]);
    expect(responseIssues('POST', '/api/games/players', 413, error('payload_too_large'))).toEqual([]);
    expect(responseIssues('GET', '/api/leaderboard', 413, error('payload_too_large'))).toEqual([
      'GET /api/leaderboard 413: the contract lists no 413 answer (it lists 200, 400, 429, 500, 503)',
    ]);
  });

  test('JSON where the contract says a page, and requests no route takes, are caught', () => {
    expect(responseIssues('GET', '/players/1', 200, { html: false })).toEqual(['GET /{path} 200: the contract says html, not JSON']);
    expect(responseIssues('POST', '/api/nothing', 200, { success: true })).toEqual([
      'POST /api/nothing is not a route of the contract (answered 200)',
    ]);
    expect(responseIssues('POST', '/api/nothing', 404, { error: { code: 'not_found', message: 'Cannot POST /api/nothing' } })).toEqual([]);
  });
});

describe('the route table', () => {
  test('has one entry per method and path, each with a summary and a success answer', () => {
    const names = ROUTES.map(routeName);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) {
      expect([routeName(route), route.summary.length > 0]).toEqual([routeName(route), true]);
      expect([routeName(route), Object.keys(route.responses).some((status) => Number(status) < 400)]).toEqual([routeName(route), true]);
    }
  });

  test('names every path parameter in its params schema', () => {
    for (const route of ROUTES as readonly RouteSpec[]) {
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      expect([routeName(route), Object.keys(route.params?.shape ?? {}).sort()]).toEqual([routeName(route), inPath]);
    }
  });
});
