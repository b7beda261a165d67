import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DomainError, type OrderGrantAnswer, type OrderState } from '@arena/domain';
import { randomUUID } from 'node:crypto';
import { EventSourcedRepository, type CommandContext } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';
import { Orders } from './orders';

/** Delays of the retries of a fulfilment that failed, in ms; after them the sweeper takes over. */
const RETRY_DELAYS_MS = [500, 2_000, 8_000];

/** The context of what a process manager decides: `system` acting, correlated with the order. */
export function processContext(orderId: string): CommandContext {
  return { actor: 'system', correlationId: orderId, causationId: randomUUID() };
}

/**
 * The process manager `grant-items-when-order-paid` (docs/architecture.md "Rules that span
 * streams"): once an order is paid, one grant on the player's stream keyed by the order id
 * (`FulfilOrder`: a second grant of one order decides nothing), then `OrderFulfilled` on the
 * order's stream (expected revision; an order fulfilled already decides nothing). Every step is
 * idempotent, so two instances, a retried webhook and the sweeper may all run it for one order
 * and the player is granted once. A fulfilment that fails is retried a few times here; the
 * sweeper (`OrdersSweeper`) finishes whatever is left, also after a crash between the steps.
 */
@Injectable()
export class GrantItemsWhenOrderPaid implements OnApplicationShutdown {
  private readonly logger = new Logger('grant-items-when-order-paid');
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly orders: Orders,
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Fulfils a paid order once: grants its items to its player and records `OrderFulfilled`.
   * An order not paid, fulfilled already, or refunded in full before its grant is left as it is.
   * @returns the order's state after it.
   * @throws what the stores throw (the caller retries; see `fulfilSoon`).
   */
  async fulfil(orderId: string, context: CommandContext = processContext(orderId)): Promise<OrderState> {
    const order = await this.orders.read(orderId);
    if (order.status !== 'paid' || !order.order) return order;
    let grantPosition: number | null;
    try {
      const grant = await executePlayerCommand<OrderGrantAnswer>(
        this.repository,
        order.order.steamId,
        { type: 'FulfilOrder', orderId, items: order.order.items, now: this.clock.now().getTime() },
        context,
      );
      grantPosition = grant.position;
    } catch (error) {
      // refunded in full before the grant: nothing to give, the order stays paid and refunded
      if (error instanceof DomainError && error.code === 'order_refunded') return order;
      throw error;
    }
    const fulfilled = await this.orders.decide(orderId, { type: 'MarkFulfilled', grantPosition }, context).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'order_refunded') return null;
      throw error;
    });
    return fulfilled?.answer ?? this.orders.read(orderId);
  }

  /**
   * `fulfil`, retried after 0.5, 2 and 8 s when it fails; never throws (the sweeper finishes
   * an order whose retries all failed).
   * @returns the order's state after the first attempt, or null when it failed.
   */
  async fulfilSoon(orderId: string): Promise<OrderState | null> {
    try {
      return await this.fulfil(orderId);
    } catch (error) {
      this.logger.warn(`Order ${orderId} not fulfilled yet (${(error as Error).message}); retrying`);
      this.retryLater(orderId, 0);
      return null;
    }
  }

  private retryLater(orderId: string, attempt: number): void {
    if (attempt >= RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      this.fulfil(orderId).catch((error: unknown) => {
        this.logger.warn(`Order ${orderId}: fulfilment attempt ${attempt + 2} failed (${(error as Error).message})`);
        this.retryLater(orderId, attempt + 1);
      });
    }, RETRY_DELAYS_MS[attempt]);
    timer.unref();
    this.retries.add(timer);
  }

  onApplicationShutdown(): void {
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }
}
