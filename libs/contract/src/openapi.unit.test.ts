import { openApiDocument, ROUTES, routeName, type RouteSpec } from './index';

type Operation = {
  summary?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
};

describe('the OpenAPI document', () => {
  const document = openApiDocument();
  const operation = (method: string, path: string) => (document.paths as Record<string, Record<string, Operation>>)[path]?.[method];

  test('is OpenAPI 3.1 with every route of the table, nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map(routeName).sort());
  });

  test('gives each route a summary, its parameters, its body and a schema for every answer', () => {
    for (const route of ROUTES as readonly RouteSpec[]) {
      const op = operation(route.method, route.path);
      const name = routeName(route);
      expect([name, op.summary]).toEqual([name, route.summary]);
      const parameters = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      for (const param of Object.keys(route.params?.shape ?? {}))
        expect([name, parameters]).toEqual([name, expect.arrayContaining([`path:${param}`])]);
      for (const param of Object.keys(route.query?.shape ?? {}))
        expect([name, parameters]).toEqual([name, expect.arrayContaining([`query:${param}`])]);
      if (route.body) expect([name, op.requestBody?.content['application/json']?.schema]).toEqual([name, expect.anything()]);
      expect(Object.keys(op.responses).sort()).toEqual(Object.keys(route.responses).sort());
      for (const [status, response] of Object.entries(op.responses)) {
        const described = Object.values(response.content ?? {}).some((media) => media.schema) || Boolean(response.headers?.Location);
        expect([name, status, described]).toEqual([name, status, true]);
      }
    }
  });

  test('describes every tag its routes are grouped by', () => {
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect([...new Set(ROUTES.map((route) => route.tag))].filter((tag) => !declared.includes(tag))).toEqual([]);
  });

  test('lists the error codes an answer can carry', () => {
    const notFound = operation('get', '/api/players/{steam_id}/games').responses['404'].content!['application/json'].schema as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(notFound.properties.error.properties.code.enum).toEqual(['player_not_found']);
  });

  test('has every schema it refers to', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of new Set(refs)) expect([ref, Boolean(document.components?.schemas?.[ref])]).toEqual([ref, true]);
    expect(document.components?.schemas?.ErrorBody).toBeDefined();
  });
});
