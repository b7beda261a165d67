import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CommandConfig } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { CONFIG } from '../platform/tokens';

/** The name of the server key a request was made with (test, prod, tournament). */
export type ServerRequest = FastifyRequest & { serverKeyName?: string };

/**
 * Admits game servers: the key comes in the `x-server-key` header or the body's `server_key`.
 * @throws ApiError 401 `invalid_server_key`.
 */
@Injectable()
export class ServerKeyGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: CommandConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ServerRequest>();
    const header = request.headers['x-server-key'];
    const key = (typeof header === 'string' ? header : undefined) ?? (request.body as { server_key?: unknown } | undefined)?.server_key;
    const name = typeof key === 'string' ? this.config.serverKeys.get(key) : undefined;
    if (!name) throw new ApiError(401, 'invalid_server_key', 'A valid server key is required');
    request.serverKeyName = name;
    return true;
  }
}
