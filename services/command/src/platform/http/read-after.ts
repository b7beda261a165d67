import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, Observable, switchMap } from 'rxjs';
import type { ReadSide } from '../read-side';
import { ApiError } from './api-error';

/** How long a read waits for the projector at most, in milliseconds (DESIGN.md: about 2 s). */
export const READ_AFTER_TIMEOUT_MS = 2_000;
const HEADER = 'x-read-after';

/**
 * Reading your own writes (DESIGN.md "Read side"): a GET that sends `X-Read-After: <position>`
 * (the `position` of a mutation's answer) is served once the read models' checkpoint has passed
 * that position, or after `READ_AFTER_TIMEOUT_MS`, whichever comes first (then it is served as
 * the read models stand: a slow projector delays a page, it never fails it).
 * @throws ApiError 400 `bad_request` when the header is not a whole number.
 */
@Injectable()
export class ReadAfterInterceptor implements NestInterceptor {
  constructor(private readonly read: ReadSide) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers[HEADER];
    if (request.method !== 'GET' || header === undefined) return next.handle();
    const position = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
    if (position === null) throw new ApiError(400, 'bad_request', 'X-Read-After must be an event position (a whole number)');
    return from(this.waitFor(position)).pipe(switchMap(() => next.handle()));
  }

  /** Polls the live checkpoint, every few milliseconds at first and less often as time goes. */
  private async waitFor(position: number): Promise<void> {
    const deadline = Date.now() + READ_AFTER_TIMEOUT_MS;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const checkpoint = Number(await this.read.redis.get(this.read.live.keys.checkpoint));
      if (checkpoint >= position || Date.now() >= deadline) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())));
    }
  }
}
