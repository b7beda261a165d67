import { z } from 'zod';

/**
 * `GET /healthz`: whether the service can serve. It needs Redis (503 without it); while the read
 * models are lost or being rebuilt it still records results and signs players in, so it answers
 * 200 with `status: "degraded"` (pages read from the read models answer 404 until they are back).
 */
export const healthReply = z
  .strictObject({
    status: z.enum(['ok', 'degraded']).describe('`ok` when Redis answers and the read models are there'),
    redis: z.boolean().describe('Redis answers'),
    read_models: z
      .enum(['ok', 'missing', 'rebuilding'])
      .optional()
      .describe(
        'The read models: there (`ok`), lost with nobody rebuilding them yet (`missing`), or being rebuilt (`rebuilding`); absent when Redis does not answer',
      ),
  })
  .meta({ id: 'Health' });
export type HealthReply = z.infer<typeof healthReply>;

/** An OpenAPI 3 document (this one), checked only at its top level. */
export const openApiDocumentShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
