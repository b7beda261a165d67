import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@arena/domain';
import { WrongExpectedRevisionError } from '@arena/eventstore';
import { ApiError } from './api-error';
import {
  answerForStatus,
  errorAnswer,
  ErrorAnswer,
  frameworkErrorAnswer,
  internalErrorAnswer,
  isErrorCode,
  wrappedFrameworkErrorAnswer,
} from './error-answers';

/**
 * Turns every error into `{error: {code, message}}` with a 4xx/5xx status. Nest hands it what
 * handlers, guards and Fastify's hooks throw, Fastify's errors before the handler (body parsing,
 * limits, a rate limit) and unknown routes. No stack trace leaves the server; unexpected errors
 * are logged and answered as `internal_error`.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('api');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toAnswer(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const retryAfter =
      exception instanceof DomainError && exception.retryAfterSeconds !== undefined
        ? exception.retryAfterSeconds
        : status === 503
          ? RETRY_AFTER_SECONDS[body.error.code]
          : undefined;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toAnswer(exception: unknown): ErrorAnswer {
    if (exception instanceof ApiError) return errorAnswer(exception.status, exception.code, exception.message);
    if (exception instanceof DomainError) {
      return isErrorCode(exception.code)
        ? errorAnswer(domainErrorStatus(exception.code), exception.code, exception.message)
        : internalErrorAnswer();
    }
    if (exception instanceof WrongExpectedRevisionError) return errorAnswer(503, 'busy', 'The record kept changing; retry the request');
    if (isRedisUnavailable(exception)) return errorAnswer(503, 'busy', 'A store the server needs did not answer; retry shortly');
    if (exception instanceof HttpException) return httpExceptionAnswer(exception);
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
      return frameworkErrorAnswer(exception as { code?: unknown });
    return internalErrorAnswer();
  }
}

/**
 * `Retry-After` of a 503, seconds, by its code: a record that kept changing, or Redis coming back,
 * frees up in a moment (read models being rebuilt: see `registerReadModelsGate`).
 */
const RETRY_AFTER_SECONDS: Partial<Record<string, number>> = { busy: 1 };

/**
 * Whether the error is the Redis client giving up on a command because Redis does not answer
 * (ioredis: `MaxRetriesPerRequestError` once its reconnection attempts for the command are spent,
 * or the connection closed under it): a retry once Redis is back may succeed.
 */
function isRedisUnavailable(exception: unknown): boolean {
  return exception instanceof Error && (exception.name === 'MaxRetriesPerRequestError' || exception.message === 'Connection is closed.');
}

/**
 * The status of a refused command: 409 (the request conflicts with the state) unless its code
 * says the target is missing (404), the input is wrong (400), the actor lost the right to act
 * (403: an admin demoted while their request was being decided), the idempotency key was used
 * for another request (422, as the IETF Idempotency-Key draft answers) or the stream keeps as many
 * requests of the day as it may (429).
 */
const DOMAIN_ERROR_STATUS: ReadonlyMap<string, number> = new Map([
  ['player_not_found', 404],
  ['sale_not_found', 404],
  ['code_not_found', 404],
  ['quest_not_found', 404],
  ['achievement_not_found', 404],
  ['god_not_found', 404],
  ['content_not_found', 404],
  ['subscription_not_found', 404],
  ['invalid_subscription_id', 400],
  ['invalid_level', 400],
  ['invalid_sale', 400],
  ['invalid_content', 400],
  ['invalid_god_flags', 400],
  ['idempotency_key_reused', 422],
  ['rate_limited', 429],
  ['forbidden', 403],
]);

function domainErrorStatus(code: string): number {
  return DOMAIN_ERROR_STATUS.get(code) ?? 409;
}

/**
 * A bare HttpException is one of Fastify's errors as Nest wraps it (status and message only);
 * a subclass is Nest's own (`NotFoundException` for an unknown route: code `not_found`), and
 * keeps its message when its name is one of the contract's codes.
 */
function httpExceptionAnswer(exception: HttpException): ErrorAnswer {
  const status = exception.getStatus();
  if (exception.constructor === HttpException) return wrappedFrameworkErrorAnswer(status, exception.message);
  const code = snakeCase(exception.name.replace(/Exception$/, ''));
  if (!isErrorCode(code) || status >= 500) return answerForStatus(status);
  const response = exception.getResponse();
  const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
  return errorAnswer(status, code, Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message);
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
