import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { HealthReply } from '@arena/contract';
import { REDIS } from '../tokens';

/** Operations endpoints every service has: /healthz and /metrics (Prometheus). */
@Controller()
export class OpsController {
  private readonly registry = new Registry();

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    collectDefaultMetrics({ register: this.registry });
  }

  /** `GET /healthz`: 200 `{status: "ok", redis: true}` while Redis answers, 503 `{status: "degraded", redis: false}` otherwise. */
  @Get('healthz')
  @Header('cache-control', 'no-store')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const redisUp = await this.redis.ping().then(() => true, () => false);
    const body: HealthReply = { status: redisUp ? 'ok' : 'degraded', redis: redisUp };
    await reply.status(redisUp ? 200 : 503).send(body);
  }

  /** `GET /metrics`: Prometheus text format. */
  @Get('metrics')
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('content-type', this.registry.contentType).send(await this.registry.metrics());
  }
}
