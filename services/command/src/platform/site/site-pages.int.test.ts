import { afterAll, describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SitePages } from './site-pages';

const INDEX = '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div></body></html>';
/** A player's page as the build writes it: the summary's values as markers, per language. */
const PLAYER_PAGE = {
  pattern: '/players/:steamId',
  title: 'Player',
  description: 'A player.',
  markup: {
    en: '<h1><!--value:playerName--></h1><p><!--value:ladderMmr--></p><p>Level <!--value:bpLevel--></p>',
    cn: '<h1><!--value:playerName--></h1><p><!--value:ladderMmr--></p><p><!--value:bpLevel--> 级</p>',
  },
  styles: [],
  scripts: { en: [], cn: [] },
  values: ['playerName', 'ladderMmr', 'bpLevel'],
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-site-pages-'));
fs.writeFileSync(
  path.join(dir, 'site-pages.json'),
  JSON.stringify({ pages: [PLAYER_PAGE], notFound: { ...PLAYER_PAGE, pattern: '/404', markup: undefined, values: undefined } }),
);
const pages = new SitePages(INDEX, path.join(dir, 'site-pages.json'));
const rootOf = (body: Buffer) => /<div id="root">(.*?)<\/div>/s.exec(body.toString('utf8'))?.[1];

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a player's first HTML", () => {
  test.each([
    ['en', '<h1>A &amp; B</h1><p>12,345</p><p>Level 1,200</p>'],
    ['cn', '<h1>A &amp; B</h1><p>12,345</p><p>1,200 级</p>'],
  ] as const)('in %s writes the numbers as the site writes them (grouped) and escapes the name', (language, root) => {
    const answer = pages.answerFor('/players/76561198000000001', language, false, 'identity', {
      playerName: 'A & B',
      ladderMmr: 12345,
      bpLevel: 1200,
    });
    expect(answer.status).toBe(200);
    expect(rootOf(answer.body)).toBe(root);
  });

  test('of an unknown player (no values) comes without markup', () => {
    const answer = pages.answerFor('/players/76561198000000001', 'en', false, 'identity', null);
    expect(rootOf(answer.body)).toBe('');
  });
});
