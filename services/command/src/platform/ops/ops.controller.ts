import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { HealthReply } from '@arena/contract';
import type { ReadSide } from '../read-side';
import { READ_MODELS } from '../tokens';

/** Operations endpoints every service has: /healthz and /metrics (Prometheus). */
@Controller()
export class OpsController {
  private readonly registry = new Registry();

  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * `GET /healthz`: 200 `{status: "ok", redis: true, read_models: "ok"}` while Redis answers and
   * the read models are there; 200 with `status: "degraded"` and `read_models: "missing" |
   * "rebuilding"` while they are lost (a Redis flush, a failover to an empty replica) until the
   * projector has rebuilt them: the service still records results, so a load balancer must keep
   * it; 503 `{status: "degraded", redis: false}` while Redis does not answer. Costs two Redis
   * round trips of O(1) commands (`LiveVersion.status`).
   */
  @Get('healthz')
  @Header('cache-control', 'no-store')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const readModels = await this.read.live.status().catch(() => null);
    const body: HealthReply =
      readModels === null
        ? { status: 'degraded', redis: false }
        : { status: readModels === 'ok' ? 'ok' : 'degraded', redis: true, read_models: readModels };
    await reply.status(readModels === null ? 503 : 200).send(body);
  }

  /** `GET /metrics`: Prometheus text format. */
  @Get('metrics')
  async metrics(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('content-type', this.registry.contentType).send(await this.registry.metrics());
  }
}
