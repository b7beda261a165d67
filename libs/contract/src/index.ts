/**
 * The HTTP contract of Arena: zod schemas of every request and response body, the types
 * inferred from them, the route table, the OpenAPI document generated from it, and the check
 * of an answer against it. Browser code may import it for types only (`import type`).
 */
export * from './shared';
export * from './game-results';
export * from './players';
export * from './admin';
export * from './leaderboard';
export * from './catalog';
export * from './store';
export * from './chests';
export * from './sales';
export * from './redeem-codes';
export * from './partner';
export * from './gods';
export * from './content';
export * from './battle-pass';
export * from './quests';
export * from './achievements';
export * from './lobbies';
export * from './auth';
export * from './avatars';
export * from './ops';
export * from './stats';
export * from './orders';
export { ROUTES, findRoute, routeName } from './routes';
export { responseIssues, jsonSchemaOf } from './conformance';
export { openApiDocument, type OpenApiDocument } from './openapi';
export type { ApiPath, ApiRoute, ApiRouteOf, BodyOf, ParamsOf, PathParamName, QueryOf, ResponseOf } from './api-types';
