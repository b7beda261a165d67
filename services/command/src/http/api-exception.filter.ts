import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@arena/domain';
import { WrongExpectedRevisionError } from '@arena/eventstore';
import { ApiError } from './api-error';

interface ErrorBody {
  error: { code: string; message: string };
}

/** Fastify's own errors (body parsing, limits) carry a code and a status. */
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'The body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json', 'The body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send JSON (content-type: application/json)'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length', 'The content length does not match the body'],
};

/**
 * Turns every error into `{error: {code, message}}` with a 4xx/5xx status. No stack trace
 * leaves the server; unexpected errors are logged and answered as `internal_error`.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.toResponse(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toResponse(exception: unknown): [number, ErrorBody] {
    const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });
    if (exception instanceof ApiError) return [exception.status, body(exception.code, exception.message)];
    if (exception instanceof DomainError) return [409, body(exception.code, exception.message)];
    if (exception instanceof WrongExpectedRevisionError) {
      return [503, body('busy', 'The record kept changing; retry the request')];
    }
    const fastifyCode = (exception as { code?: string })?.code;
    if (fastifyCode && FASTIFY_ERRORS[fastifyCode]) {
      const [status, code, message] = FASTIFY_ERRORS[fastifyCode];
      return [status, body(code, message)];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
      return [status, body(snakeCase(exception.name.replace(/Exception$/, '')), Array.isArray(message) ? message.join('; ') : String(message))];
    }
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return [statusCode, body('bad_request', (exception as Error).message)];
    }
    return [500, body('internal_error', 'Something went wrong on our side')];
  }
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
