import { defineRoute, json, type RouteSpec } from '../shared';
import { godsReply, spellsReply } from './views';

const TAG = 'catalog';

/** Game data for the learn pages; it changes only with a deploy (cached 5 minutes). */
export const catalogRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/spells',
    tag: TAG,
    summary: 'The 150 spells of the pool with English and Chinese texts',
    responses: { 200: json(spellsReply, 'Every spell') },
  }),
  defineRoute({
    method: 'get',
    path: '/api/gods',
    tag: TAG,
    summary: "The gods (the live site's `god_name`, `free`, `plus_exclusive`, `god_enabled`) with their powers and figures",
    responses: { 200: json(godsReply, 'Every god') },
  }),
] as const satisfies readonly RouteSpec[];
