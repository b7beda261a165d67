/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import cnGameResults from '../../../locales/cn/game-results.json';
import type { GamePlayer, Hero } from '../../../shared/api/types';
import { renderUi } from '../../../shared/testing';
import { GameRow } from './GameTable';

const HEROES: Hero[] = [
  { id: 'npc_dota_hero_nevermore', image: 'nevermore', name: { en: 'Shadow Fiend', cn: '影魔' } },
  { id: 'npc_dota_hero_rattletrap', image: 'rattletrap', name: { en: 'Clockwerk', cn: '发条技师' } },
];

const player: GamePlayer = {
  steam_id: '76561198000000001',
  username: 'SUNSfan',
  avatar: null,
  place: 1,
  rounds: 30,
  end_time: 1800,
  wins: 20,
  losses: 10,
  god: 'zeus',
  ladder_mmr: null,
  ladder_mmr_change: 0,
  heroes: [
    { hero_name: 'npc_dota_hero_nevermore', tier: 2, abilities: [] },
    { hero_name: 'npc_dota_hero_rattletrap', tier: 1, abilities: [] },
    // a hero newer than the catalog: named from its internal name
    { hero_name: 'npc_dota_hero_brand_new_hero', tier: 1, abilities: [] },
  ],
};

/** An answer of the API with a JSON body (jsdom has no `Response`; the client reads only these). */
function answer(body: unknown): Response {
  return { ok: true, status: 200, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) } as Response;
}

beforeEach(() => {
  globalThis.fetch = jest.fn((url: string) => Promise.resolve(answer(url.endsWith('/api/heroes') ? HEROES : []))) as typeof fetch;
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderRow() {
  return renderUi(
    <table>
      <tbody>
        <GameRow player={player} showRating={false} />
      </tbody>
    </table>,
  );
}

test('on a Chinese page, heroes carry their official Chinese names', async () => {
  i18n.addResourceBundle('cn', 'game-results', cnGameResults, true, true);
  await i18n.changeLanguage('cn');
  renderRow();
  expect(await screen.findByTitle('影魔 · 2 阶')).toBeInTheDocument();
  expect(screen.getByTitle('发条技师 · 1 阶')).toBeInTheDocument();
  expect(screen.getByTitle('Brand New Hero · 1 阶')).toBeInTheDocument();
  expect(screen.queryByTitle(/Nevermore|Rattletrap/)).not.toBeInTheDocument();
});

test('on an English page, heroes carry their public names, not their internal ones', async () => {
  renderRow();
  expect(await screen.findByTitle('Shadow Fiend · Tier 2')).toBeInTheDocument();
  expect(screen.getByTitle('Clockwerk · Tier 1')).toBeInTheDocument();
  expect(screen.getByTitle('Brand New Hero · Tier 1')).toBeInTheDocument();
});
