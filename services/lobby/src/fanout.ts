import type Redis from 'ioredis';
import type { LobbyServerMessage } from '@arena/contract';

/** A message and the players (Steam ids) it is for; `except`: the one socket (`Session.id`) it is not for. */
export interface Delivery {
  to: string[];
  except?: string;
  message: LobbyServerMessage;
}

/**
 * Messages to players, through one Redis pub/sub channel per namespace: every instance hears
 * every batch and sends it to its own sockets of the players named, so any instance can serve
 * any player. A batch is one PUBLISH, so its messages arrive in order. Pub/sub does not keep
 * messages: a socket that misses some (its instance was restarting) is brought up to date by
 * the `connected` it gets when it connects again.
 */
export class Fanout {
  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  /**
   * Subscribes to `channel` on a duplicate of `redis`; `deliver` gets each batch heard (this
   * instance's own too), `onError` a batch that does not parse.
   */
  static async open(
    redis: Redis,
    channel: string,
    deliver: (deliveries: Delivery[]) => void,
    onError: (error: unknown) => void,
  ): Promise<Fanout> {
    const subscriber = redis.duplicate();
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        deliver((JSON.parse(text) as { deliveries: Delivery[] }).deliveries);
      } catch (error) {
        onError(error);
      }
    });
    await subscriber.subscribe(channel);
    return new Fanout(redis, subscriber, channel);
  }

  /** Publishes a batch to every instance; nothing when it is empty. */
  async publish(deliveries: Delivery[]): Promise<void> {
    const batch = deliveries.filter((delivery) => delivery.to.length > 0);
    if (batch.length) await this.redis.publish(this.channel, JSON.stringify({ deliveries: batch }));
  }

  /** Stops listening. */
  close(): void {
    this.subscriber.disconnect();
  }
}
