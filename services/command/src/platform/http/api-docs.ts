import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { openApiDocument } from '@arena/contract';

/**
 * The API reference, generated from the HTTP contract: the page (Swagger UI) at `/api/docs`,
 * the OpenAPI 3.1 document at `/api/docs-json`.
 */
export function serveApiDocs(app: NestFastifyApplication): void {
  // a copy: the document is built once and shared, and the Swagger module may add to it
  const document = structuredClone(openApiDocument()) as unknown as OpenAPIObject;
  SwaggerModule.setup('api/docs', app, document, { raw: ['json'] });
}
