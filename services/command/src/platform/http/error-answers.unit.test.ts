import { apiErrorBody } from '@arena/contract';
import { answerForStatus, clientErrorAnswer, frameworkErrorAnswer, wrappedFrameworkErrorAnswer } from './error-answers';
import { isRateLimitedRoute, rateLimitOf } from './rate-limit';

describe('error answers', () => {
  test.each([
    ['FST_ERR_BAD_URL', 400, 'bad_request'],
    ['FST_ERR_MAX_PARAM_LENGTH', 400, 'bad_request'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'malformed_json'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'payload_too_large'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'unsupported_media_type'],
  ])("Fastify's %s is %i %s", (code, status, expected) => {
    const answer = frameworkErrorAnswer({ code, statusCode: 999 });
    expect([answer.status, answer.body.error.code]).toEqual([status, expected]);
  });

  test.each([
    ['HPE_HEADER_OVERFLOW', 431, 'headers_too_large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'request_timeout'],
    ['HPE_UNEXPECTED_CONTENT_LENGTH', 400, 'bad_request'],
    ['HPE_INVALID_METHOD', 400, 'bad_request'],
    [undefined, 400, 'bad_request'],
  ])("Node's client error %p is %i %s", (code, status, expected) => {
    const answer = clientErrorAnswer({ code });
    expect([answer.status, answer.body.error.code]).toEqual([status, expected]);
  });

  test('an error known by its status only keeps a 4xx with its code, and anything else is a 500 internal_error', () => {
    const of = (status: number) => [answerForStatus(status).status, answerForStatus(status).body.error.code];
    expect([of(404), of(413), of(429), of(416), of(418), of(302), of(503), of(Number.NaN)]).toEqual([
      [404, 'not_found'],
      [413, 'payload_too_large'],
      [429, 'rate_limited'],
      [416, 'range_not_satisfiable'],
      [418, 'bad_request'],
      [500, 'internal_error'],
      [500, 'internal_error'],
      [500, 'internal_error'],
    ]);
    expect(frameworkErrorAnswer({ code: 'constructor' }).body.error.code).toBe('internal_error');
  });

  test("Fastify's JSON parser errors wrapped by Nest are told apart by their message", () => {
    expect(wrappedFrameworkErrorAnswer(400, "Body is not valid JSON but content-type is set to 'application/json'").body.error.code).toBe(
      'malformed_json',
    );
    expect(
      wrappedFrameworkErrorAnswer(400, "Body cannot be empty when content-type is set to 'application/json'").body.error.message,
    ).toMatch(/empty/);
    expect(wrappedFrameworkErrorAnswer(400, 'Request body size did not match Content-Length').body.error.code).toBe('bad_request');
  });

  test("every answer is the contract's error body, with no framework text", () => {
    const answers = [
      ...['FST_ERR_BAD_URL', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'HPE_HEADER_OVERFLOW', '__proto__'].map((code) =>
        frameworkErrorAnswer({ code }),
      ),
      ...[400, 401, 404, 408, 413, 415, 429, 431, 499, 500].map((status) => answerForStatus(status)),
    ];
    for (const { body } of answers) {
      expect(apiErrorBody.safeParse(body).success).toBe(true);
      expect(body.error.message).not.toMatch(/FST_|HPE_|Error:/);
    }
  });
});

describe('which routes are rate limited (those whose contract lists a 429)', () => {
  test.each([
    ['GET', '/api/players/:steamId'],
    ['HEAD', '/api/players/:steamId'],
    ['GET', '/api/players/:steamId/battle_pass'],
    ['GET', '/api/players/:steamId/games'],
    ['GET', '/api/games'],
    ['GET', '/api/games/:gameId'],
    ['GET', '/api/leaderboard'],
    ['GET', '/api/auth/steam'],
    ['GET', '/api/auth/steam/return'],
    ['POST', '/api/auth/dev'],
  ])('%s %s is limited', (method, url) => {
    expect(isRateLimitedRoute(method, url)).toBe(true);
  });

  test.each([
    ['POST', '/api/games/players'],
    ['POST', '/api/games'],
    ['GET', '/api/spells'],
    ['GET', '/api/gods'],
    ['GET', '/api/auth/config'],
    ['GET', '/api/auth/steam/success'],
    ['POST', '/api/auth/logout'],
    ['GET', '/healthz'],
    ['GET', '/metrics'],
    ['GET', '/api/docs'],
    ['GET', '/*'],
    ['PUT', '/api/games'],
  ])('%s %s is not', (method, url) => {
    expect(isRateLimitedRoute(method, url)).toBe(false);
  });

  test('the check tools have a bulk budget of their own; connecting Gaimin shares the common one', () => {
    expect(rateLimitOf('POST', '/api/players/gaimin/check')).toBe('bulk');
    expect(rateLimitOf('POST', '/api/players/tournaments/checkMMRs')).toBe('bulk');
    expect(rateLimitOf('POST', '/api/players/:steamId/connect_gaimin')).toBe('shared');
    expect(rateLimitOf('GET', '/api/players/:steamId')).toBe('shared');
    expect(rateLimitOf('GET', '/api/spells')).toBeNull();
  });
});
