import 'reflect-metadata';
import { DynamicModule, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { openApiDocument, ROUTES, routeName, type RouteSpec } from '@arena/contract';
import { AppModule } from './app.module';
import { loadCommandConfig } from './platform/config';

type ModuleRef = Type<unknown> | DynamicModule;

/** The modules of an `imports` list; a forward reference or an asynchronous module is not expected here. */
function moduleRefs(list: unknown): ModuleRef[] {
  return ((list ?? []) as unknown[]).map((entry) => {
    if (typeof entry === 'function' || (typeof entry === 'object' && entry !== null && 'module' in entry)) return entry as ModuleRef;
    throw new Error(`an import this test cannot follow: ${String(entry)}`);
  });
}

/** Routes of the contract that the Swagger module serves, not a controller. */
const SERVED_BY_SWAGGER = ['GET /api/docs', 'GET /api/docs-json'];

/** `GET /api/players/{}`: a route with its parameters unnamed, Nest's `:id` and OpenAPI's `{id}` alike. */
function template(method: string, path: string): string {
  const normalised = path === '/*' ? '/{*}' : path.replace(/:[^/]+/g, '{}').replace(/\{[^}]+\}/g, '{}');
  return `${method.toUpperCase()} ${normalised}`;
}

/** Every controller route of the application's modules (what Nest registers on the router). */
function nestRoutes(root: ModuleRef): string[] {
  const routes: string[] = [];
  const seen = new Set<unknown>();
  const visit = (ref: ModuleRef) => {
    const module = 'module' in ref ? ref.module : ref;
    if (seen.has(ref)) return;
    seen.add(ref);
    const imports: ModuleRef[] = [
      ...moduleRefs(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module)),
      ...moduleRefs('module' in ref ? ref.imports : []),
    ];
    const controllers: Type<unknown>[] = [
      ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type<unknown>[]),
      ...('module' in ref ? (ref.controllers ?? []) : []),
    ];
    for (const controller of controllers) {
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, object>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || name === 'constructor') continue;
        const path = `/${[prefix, String(Reflect.getMetadata(PATH_METADATA, handler))].filter((part) => part && part !== '/').join('/')}`;
        routes.push(template(RequestMethod[method], path.replace(/\/+/g, '/')));
      }
    }
    imports.forEach(visit);
  };
  visit(root);
  return routes;
}

describe('the routes Nest registers and the contract', () => {
  const config = loadCommandConfig({ NODE_ENV: 'test' });
  const registered = nestRoutes(AppModule.forRoot({ config }));
  const contract = new Map(
    (ROUTES as readonly RouteSpec[]).map((route) => [template(route.method, route.catchAll ? '/*' : route.path), route]),
  );

  test('finds the controllers of every feature', () => {
    expect(registered).toEqual(
      expect.arrayContaining([
        'POST /api/games/players',
        'GET /api/players/{}',
        'GET /api/leaderboard',
        'GET /api/spells',
        'POST /api/auth/dev',
        'GET /healthz',
        'GET /{*}',
      ]),
    );
  });

  test('every registered route is in the contract and in the OpenAPI document with a response schema', () => {
    const document = openApiDocument();
    for (const route of registered) {
      const entry = contract.get(route);
      expect([route, entry && routeName(entry)]).toEqual([route, expect.any(String)]);
      const operation = (
        document.paths as Record<string, Record<string, { responses: Record<string, { content?: object; headers?: object }> }>>
      )[entry!.path][entry!.method];
      const success = Object.entries(operation.responses).filter(([status]) => Number(status) < 400);
      expect([route, success.length > 0 && success.every(([, response]) => response.content ?? response.headers)]).toEqual([route, true]);
    }
  });

  test('every route of the contract is served', () => {
    const served = new Set(registered);
    const unserved = [...contract].filter(([key, route]) => !served.has(key) && !SERVED_BY_SWAGGER.includes(routeName(route)));
    expect(unserved.map(([, route]) => routeName(route))).toEqual([]);
  });
});
