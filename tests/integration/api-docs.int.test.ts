import { openApiDocument, type OpenApiDocument } from '@arena/contract';
import { json } from '../support/command-service';
import { startTestStack, TestStack } from '../support/test-stack';

describe('the API reference at /api/docs', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  test('serves the OpenAPI document generated from the contract', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = await json<OpenApiDocument>(response);
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths).toEqual(JSON.parse(JSON.stringify(openApiDocument().paths)));
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining(['/api/games/players', '/api/players/{steam_id}', '/api/leaderboard', '/healthz']),
    );
  });

  test('serves a page for people', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/swagger/i);
  });

  test('health and metrics answer as the contract says', async () => {
    const health = await fetch(`${stack.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', redis: true, read_models: 'ok' });
    const metrics = await fetch(`${stack.baseUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/process_cpu_user_seconds_total/);
  });
});
