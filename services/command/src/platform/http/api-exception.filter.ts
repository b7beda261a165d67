import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@arena/domain';
import { WrongExpectedRevisionError } from '@arena/eventstore';
import { ApiError } from './api-error';

interface ErrorBody {
  error: { code: string; message: string };
}

/**
 * Fastify's own errors (body parsing, limits) reach the filter as plain HttpExceptions: Nest
 * keeps their status and message but drops their code, so the status names them here.
 */
const FRAMEWORK_ERRORS: Record<number, [string, string]> = {
  400: ['bad_request', 'The request could not be read'],
  413: ['payload_too_large', 'The body is too large'],
  415: ['unsupported_media_type', 'Send JSON (content-type: application/json)'],
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
    if (exception instanceof HttpException && exception.constructor === HttpException && FRAMEWORK_ERRORS[exception.getStatus()]) {
      const status = exception.getStatus();
      if (status === 400 && /JSON/i.test(exception.message)) return [400, body('malformed_json', 'The body is not valid JSON')];
      const [code, message] = FRAMEWORK_ERRORS[status];
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
