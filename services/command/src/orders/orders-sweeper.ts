import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { readAwaitingFulfilment } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';
import { GrantItemsWhenOrderPaid } from './grant-items-when-order-paid';

/** How often the sweeper looks for paid orders not fulfilled, ms. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Finishes `grant-items-when-order-paid` for the orders it did not finish (docs/architecture.md
 * "Rules that span streams"): at start-up and every 30 s, the orders the read models list as paid
 * and not fulfilled (`orders:awaiting-fulfilment`) are fulfilled, each from its own stream (an
 * order listed late, fulfilled already, is left as it is). So a grant that failed all its retries,
 * or a process killed between the payment and the fulfilment, is finished on the next sweep of
 * any instance; two instances sweeping at once grant once (the grant is keyed by the order id).
 */
@Injectable()
export class OrdersSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('orders-sweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly fulfilment: GrantItemsWhenOrderPaid,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => {
      this.running = this.sweep().then(
        () => undefined,
        (error: unknown) => this.logger.warn(`Sweep failed: ${(error as Error).message}`),
      );
    };
    sweep();
    this.timer = setInterval(sweep, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Fulfils every order listed as paid and not fulfilled, one after another.
   * @returns the listed orders that are fulfilled after it (by this sweep, or already).
   */
  async sweep(): Promise<string[]> {
    const fulfilled: string[] = [];
    for (const orderId of await readAwaitingFulfilment(this.read.redis, this.read.live.keys)) {
      const after = await this.fulfilment.fulfil(orderId).catch((error: unknown) => {
        this.logger.warn(`Order ${orderId} not fulfilled yet: ${(error as Error).message}`);
        return null;
      });
      if (after?.status === 'fulfilled') fulfilled.push(orderId);
    }
    if (fulfilled.length > 0) this.logger.log(`Paid orders listed as unfinished, fulfilled now: ${fulfilled.join(', ')}`);
    return fulfilled;
  }
}
