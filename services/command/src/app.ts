import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type Redis from 'ioredis';
import type { EventStore } from '@arena/eventstore';
import { AppModule } from './app.module';
import { registerSecurityHeaders, registerSessions } from './auth';
import type { CommandConfig } from './platform/config';
import { serveApiDocs } from './platform/http/api-docs';
import { ApiExceptionFilter } from './platform/http/api-exception.filter';
import { acceptEmptyJsonOnBodylessRoutes } from './platform/http/bodyless-json';
import { registerApiCompression } from './platform/http/compression';
import { registerContractCheck } from './platform/http/contract-check';
import { registerRequestClock } from './platform/http/idempotency-key';
import { frameworkErrorOptions } from './platform/http/framework-errors';
import { registerRateLimit } from './platform/http/rate-limit';
import { registerReadAfter } from './platform/http/read-after';
import { registerReadModelsGate } from './platform/http/read-models-gate';
import { PinoLogger } from './platform/logger';
import { registerSiteAssets } from './platform/site/site.module';
import type { ReadSide } from './platform/read-side';
import { CLOCK, type Clock, EVENT_STORE, READ_MODELS, REDIS } from './platform/tokens';
import { keepRawJsonBodies } from './platform/http/raw-body';
import { WEBHOOK_PATH_PREFIX } from './orders';

export interface CreateAppOptions {
  config: CommandConfig;
  /** A fixed clock for tests. */
  clock?: { now(): Date };
}

/**
 * Builds the command service (HTTP API, sessions, the built site, the API reference at
 * `/api/docs`) without listening, so tests can run it on a port of their own.
 */
export async function createApp({ config, clock }: CreateAppOptions): Promise<NestFastifyApplication> {
  const logger = new PinoLogger(config.logLevel);
  // X-Forwarded-* count only from the proxies TRUST_PROXY names: client address, protocol and host follow them
  const adapter = new FastifyAdapter({ ...frameworkErrorOptions, bodyLimit: config.maxBodyBytes, trustProxy: config.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, clock }), adapter, {
    logger,
    abortOnError: false,
    // Nest's parsers would take urlencoded forms too: JSON only (Fastify's own parser), see acceptJsonBodiesOnly
    bodyParser: false,
  });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  registerRequestClock(fastify, app.get<Clock>(CLOCK));
  if (config.contractCheck) {
    const contractLogger = new Logger('contract');
    registerContractCheck(fastify, (message) => contractLogger.error(message));
  }
  await registerSecurityHeaders(fastify, config);
  await registerApiCompression(fastify);
  await registerRateLimit(fastify, {
    perMinute: config.rateLimitPerMinute,
    bulkPerMinute: config.bulkRateLimitPerMinute,
    redis: app.get<Redis>(REDIS),
    namespace: config.namespace,
  });
  await registerSessions(fastify, config, app.get<Redis>(REDIS));
  acceptEmptyJsonOnBodylessRoutes(fastify);
  keepRawJsonBodies(fastify, WEBHOOK_PATH_PREFIX);
  registerReadModelsGate(fastify, app.get<ReadSide>(READ_MODELS), app.get<EventStore>(EVENT_STORE));
  registerReadAfter(fastify, app.get<ReadSide>(READ_MODELS), app.get<EventStore>(EVENT_STORE));
  await registerSiteAssets(fastify, config);
  serveApiDocs(app);
  await app.init();
  return app;
}
