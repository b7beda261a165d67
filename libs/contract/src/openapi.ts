import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { jsonSchemaOf } from './conformance';
import { ROUTES } from './routes';
import { apiErrorBody, ERROR_CODES, type ResponseSpec, type RouteSpec } from './shared';

/** The OpenAPI document's type (3.1). */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const TAGS = [
  { name: 'game-results', description: "Game servers post results and summaries; the game pages and a player's match history" },
  { name: 'players', description: 'Public player profiles and the battle pass' },
  {
    name: 'admin',
    description: 'The admin console: user types, grants, sales, codes, god flags, site content (ADMIN; some reads STATS_GUY too)',
  },
  { name: 'leaderboard', description: 'The top 100' },
  { name: 'catalog', description: 'Game data: spells and gods' },
  { name: 'content', description: "The site's content: tournaments, the changelog and the announcements showing now" },
  {
    name: 'lobbies',
    description: 'Matchmaking lobbies: the one-time ticket of the lobby socket (the socket protocol is in libs/contract/src/lobbies)',
  },
  {
    name: 'progression',
    description: "A player's battle pass, daily quests, login and welcome rewards, achievements and double-downs, and their claims",
  },
  {
    name: 'store',
    description: "Economy: the cosmetic catalog and sales; a player's gold, items and chest history, buying, equipping and using",
  },
  { name: 'orders', description: "Real-money orders: checkout, an order's state, the payment providers' webhooks" },
  { name: 'chests', description: "Chests: every chest's published odds, and opening a player's chest" },
  { name: 'stats', description: 'ADMIN and STATS_GUY: statistics of games, gods, abilities, hero bodies and the economy, from counters' },
  { name: 'auth', description: 'Sign-in (Steam OpenID 2.0, dev sign-in) and the session' },
  { name: 'ops', description: 'Health, metrics, this reference, and the player site' },
];

const DESCRIPTION = [
  'The HTTP API of Arena, served on one origin with the player site. JSON in, JSON out; field names are snake_case;',
  'times are ISO-8601 UTC strings unless a field says seconds.',
  '',
  'Every error is `{"error": {"code": "<snake_case>", "message": "<human text>"}}` with a 4xx/5xx status; each',
  'answer below lists the codes it can carry. Game servers authenticate with a server key (header `x-server-key` or',
  "a top-level `server_key` body field). A POST carrying the session cookie must name the site's own origin in `Origin`",
  '(or, without it, `Referer`), as browsers do; no custom header is needed.',
  '',
  '| code | meaning |',
  '| --- | --- |',
  ...Object.entries(ERROR_CODES).map(([code, meaning]) => `| \`${code}\` | ${meaning} |`),
].join('\n');

let generated: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document of the whole API, generated from the route table (built once).
 * Every route has its summary, parameters, request body and answers by status, errors with
 * the codes they can carry.
 */
export function openApiDocument(): OpenApiDocument {
  if (generated) return generated;
  const registry = new OpenAPIRegistry();
  for (const route of ROUTES) registry.registerPath(pathConfig(route));
  // the general error body is listed among the components, though each answer narrows its codes
  // (a schema definition by hand: `registry.register` needs zod extended with `.openapi`)
  const definitions = [...registry.definitions, { type: 'schema' as const, schema: apiErrorBody }];
  generated = new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Arena API', version: '1', description: DESCRIPTION },
    tags: TAGS,
  });
  return generated;
}

function pathConfig(route: RouteSpec): RouteConfig {
  return {
    method: route.method,
    path: route.path,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    request: {
      params: route.params,
      query: route.query,
      headers: route.headers,
      body: route.body && {
        description: route.body.description,
        required: true,
        content: { 'application/json': { schema: route.body.schema } },
      },
    },
    responses: Object.fromEntries(Object.entries(route.responses).map(([status, response]) => [status, responseConfig(response)])),
  };
}

function responseConfig(response: ResponseSpec): ResponseConfig {
  const { description } = response;
  const schema = jsonSchemaOf(response);
  if (schema) return { description, content: { 'application/json': { schema } } };
  if (response.kind === 'json' || response.kind === 'error' || response.kind === 'redirect')
    return { description, headers: { Location: { description: 'Where to go', schema: { type: 'string' } } } };
  const mediaType = { html: 'text/html', text: 'text/plain', svg: 'image/svg+xml' }[response.kind];
  return { description, content: { [mediaType]: { schema: z.string() } } };
}
