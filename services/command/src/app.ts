import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import * as fs from 'node:fs';
import type Redis from 'ioredis';
import { AppModule } from './app.module';
import { registerSessions } from './auth/sessions';
import type { CommandConfig } from './config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { REDIS } from './infrastructure/tokens';
import { PinoLogger } from './logger';

export interface CreateAppOptions {
  config: CommandConfig;
  /** A fixed clock for tests. */
  clock?: { now(): Date };
}

/**
 * Builds the command service (HTTP API, sessions, the built site) without listening, so
 * tests can run it on a port of their own.
 */
export async function createApp({ config, clock }: CreateAppOptions): Promise<NestFastifyApplication> {
  const logger = new PinoLogger(config.logLevel);
  const adapter = new FastifyAdapter({ bodyLimit: config.maxBodyBytes, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ config, clock }), adapter, {
    logger,
    abortOnError: false,
  });
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  await registerSessions(fastify, config, app.get<Redis>(REDIS));
  if (config.siteDist && fs.existsSync(config.siteDist)) {
    // built assets have hashed names: cache them for good; index.html is served by SiteController
    await fastify.register(fastifyStatic, {
      root: config.siteDist,
      wildcard: false,
      index: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        if (filePath.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const openApi = new DocumentBuilder()
    .setTitle('Arena API')
    .setDescription('Game results, players, games, leaderboard, sign-in. Field shapes: docs/api.md.')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
  await app.init();
  return app;
}
