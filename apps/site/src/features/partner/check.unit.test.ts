import { CHECK_LINE_LIMIT, gaiminCheck, gaiminSummary, mmrCheck, parseLines } from './check';
import { fakeFetch, jsonResponse as json } from '../../shared/api/testing';

const STEAM_ID = '76561198000000000';

describe('parseLines: what an uploaded file sends', () => {
  test('split on newlines of every kind, each line trimmed, empty lines dropped, order and repeats kept', () => {
    const text = '\uFEFF76561198000000001\r\n  76561198000000002\t\n\n   \n76561198000000001\rSUNSfan  \n';
    expect(parseLines(text)).toEqual({ ok: true, lines: ['76561198000000001', '76561198000000002', '76561198000000001', 'SUNSfan'] });
  });

  test('spaces inside a line stay (a username may have them)', () => {
    expect(parseLines(' sunsfans geisha \n')).toEqual({ ok: true, lines: ['sunsfans geisha'] });
  });

  test('a file without lines is empty', () => {
    expect(parseLines('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseLines('\n \r\n\t\n')).toEqual({ ok: false, problem: 'empty' });
  });

  test(`at most ${CHECK_LINE_LIMIT} lines; empty lines do not count`, () => {
    const full = Array.from({ length: CHECK_LINE_LIMIT }, (_, i) => `name${i}`).join('\n\n');
    const parsed = parseLines(full);
    expect(parsed.ok && parsed.lines.length).toBe(CHECK_LINE_LIMIT);
    expect(parseLines(`${full}\nonemore`)).toEqual({ ok: false, problem: 'tooMany', count: CHECK_LINE_LIMIT + 1 });
  });
});

describe('gaiminSummary', () => {
  test('counts each status', () => {
    expect(gaiminSummary([{ status: 'connected' }, { status: 'not_found' }, { status: 'connected' }, { status: 'not_connected' }])).toEqual(
      { connected: 2, notConnected: 1, notFound: 1 },
    );
    expect(gaiminSummary([])).toEqual({ connected: 0, notConnected: 0, notFound: 0 });
  });
});

describe('the check tools', () => {
  test("gaiminCheck POSTs the entries as the specification's steamIDs (no idempotency key: a read) and answers the rows", async () => {
    const rows = [{ username: 'Ann', connected: true, notFound: false, steamID: STEAM_ID, status: 'connected' }];
    const calls = fakeFetch([json(200, rows)]);
    await expect(gaiminCheck(['Ann'])).resolves.toEqual(rows);
    expect(calls[0]).toMatchObject({ url: '/api/players/gaimin/check', method: 'POST', body: JSON.stringify({ steamIDs: ['Ann'] }) });
    expect(calls[0].headers.get('idempotency-key')).toBeNull();
  });

  test('mmrCheck POSTs the usernames; a failure is thrown (the page toasts and clears)', async () => {
    const calls = fakeFetch([json(200, ['SUNSfan, 1200, Guardian']), json(429, { error: { code: 'rate_limited', message: 'slow down' } })]);
    await expect(mmrCheck(['SUNSfan'])).resolves.toEqual(['SUNSfan, 1200, Guardian']);
    expect(calls[0]).toMatchObject({ url: '/api/players/tournaments/checkMMRs', body: JSON.stringify({ usernames: ['SUNSfan'] }) });
    await expect(mmrCheck(['SUNSfan'])).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
  });
});
