import { z } from 'zod';

/** Environment variables locating the read models: the Redis server and the key namespace. */
export const readModelEnv = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  READ_MODEL_NAMESPACE: z
    .string()
    .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore only')
    .default('arena'),
});

export type ReadModelEnv = z.infer<typeof readModelEnv>;
