import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** JSON logs (pino) for Nest's own messages and ours. */
export class PinoLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: string) {
    this.pino = pino({ name: 'command', level });
  }

  log(message: unknown, context?: string) {
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.pino.trace({ context }, String(message));
  }
}
