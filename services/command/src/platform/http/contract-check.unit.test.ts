import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '@arena/contract';
import { contractCheckHook } from './contract-check';

const STEAM_ID = '76561197960956468';
const BATTLE_PASS_URL = `/api/players/${STEAM_ID}/battle_pass`;
const battlePass = { bp_level: 0, total_xp: 0, unlocked: false, requirements: { total_xp: 0, next_level_xp: 255 } };

/** A reply as far as the hook sees it: a status and a content type it may change. */
function fakeReply(statusCode: number, contentType: string) {
  const reply = {
    statusCode,
    getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
    code(status: number) {
      reply.statusCode = status;
      return reply;
    },
  };
  return reply;
}

describe('the contract check', () => {
  const logged: string[] = [];
  const hook = contractCheckHook((message) => logged.push(message));
  /** Runs the onSend hook on an answer; resolves to the status and body that would be sent. */
  const send = async (url: string, status: number, body: unknown, contentType = 'application/json; charset=utf-8') => {
    const reply = fakeReply(status, contentType);
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const sent = await hook({ method: 'GET', url } as FastifyRequest, reply as unknown as FastifyReply, payload);
    return { status: reply.statusCode, body: sent === payload ? body : (JSON.parse(String(sent)) as unknown) };
  };
  /** The error of an answer, which must be an error body of the contract. */
  const errorOf = (answer: { body: unknown }) => apiErrorBody.parse(answer.body).error;

  beforeEach(() => {
    logged.length = 0;
  });

  test('lets a conforming answer through unchanged', async () => {
    expect(await send(BATTLE_PASS_URL, 200, battlePass)).toEqual({ status: 200, body: battlePass });
    const notFound = { error: { code: 'player_not_found', message: 'No player' } };
    expect(await send(BATTLE_PASS_URL, 404, notFound)).toEqual({ status: 404, body: notFound });
    expect(logged).toEqual([]);
  });

  test('replaces a broken body with 500 contract_violation naming the issues, and logs it', async () => {
    const answer = await send(`${BATTLE_PASS_URL}?x=1`, 200, { ...battlePass, total_xp: '0', secret: 1 });
    expect(answer.status).toBe(500);
    const error = errorOf(answer);
    expect(error.code).toBe('contract_violation');
    expect(error.message).toContain(
      'GET /api/players/{steam_id}/battle_pass 200: total_xp: Invalid input: expected number, received string',
    );
    expect(error.message).toContain('Unrecognized key: "secret"');
    expect(logged).toEqual([error.message]);
  });

  test('catches an error code or a status the route does not list, and a body that is not JSON', async () => {
    expect(errorOf(await send(BATTLE_PASS_URL, 404, { error: { code: 'code_not_found', message: 'No code' } })).code).toBe(
      'contract_violation',
    );
    expect(errorOf(await send(BATTLE_PASS_URL, 409, { error: { code: 'result_conflict', message: 'Conflict' } })).message).toMatch(
      /lists no 409 answer/,
    );
    expect(errorOf(await send(BATTLE_PASS_URL, 200, '{"bp_level": ')).message).toMatch(/not valid JSON/);
    expect(logged).toHaveLength(3);
  });

  test('leaves answers that are not JSON alone', async () => {
    expect(await send('/metrics', 200, 'up 1\n', 'text/plain; version=0.0.4')).toEqual({ status: 200, body: 'up 1\n' });
    expect(await send('/', 200, '<!doctype html>', 'text/html; charset=utf-8')).toEqual({ status: 200, body: '<!doctype html>' });
    expect(logged).toEqual([]);
  });
});
