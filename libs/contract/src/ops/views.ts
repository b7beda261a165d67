import { z } from 'zod';

/** `GET /healthz`: whether the service can serve (it needs Redis). */
export const healthReply = z
  .strictObject({ status: z.enum(['ok', 'degraded']), redis: z.boolean().describe('Redis answers') })
  .meta({ id: 'Health' });
export type HealthReply = z.infer<typeof healthReply>;

/** An OpenAPI 3 document (this one), checked only at its top level. */
export const openApiDocumentShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
