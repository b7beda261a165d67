import { z } from 'zod';
import { defineRoute, json, type RouteSpec } from '../shared';
import { localizedText } from './views';

/** A Dota 2 hero as pages name it. */
export const heroCatalogEntry = z
  .strictObject({
    id: z.string().describe('Internal name as game servers send it in results (`hero_name`), e.g. `npc_dota_hero_axe`'),
    image: z.string().describe('Image name: the id without `npc_dota_hero_`, e.g. `axe`'),
    name: localizedText.describe("The hero's public name, e.g. Shadow Fiend / 影魔 for `npc_dota_hero_nevermore`"),
  })
  .meta({ id: 'HeroCatalogEntry' });
export type HeroCatalogEntry = z.infer<typeof heroCatalogEntry>;

export const heroesReply = z.array(heroCatalogEntry).readonly().describe('Every Dota 2 hero');

/** The hero names for game pages and stats; they change only with a deploy (cached 5 minutes). */
export const heroesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/heroes',
    tag: 'catalog',
    summary: 'Every Dota 2 hero with its name in English and Chinese',
    responses: { 200: json(heroesReply, 'Every hero') },
  }),
] as const satisfies readonly RouteSpec[];
