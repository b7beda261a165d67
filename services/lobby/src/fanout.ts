import type { LobbyServerMessage } from '@arena/contract';
import { LOBBY_SHARD_NUMBERS, type LobbyKeys } from './keys';
import { duplicateOf, type LobbyRedis } from './redis-client';

/** A message and the players (Steam ids) it is for; `except`: the one socket (`Session.id`) it is not for. */
export interface Delivery {
  to: string[];
  except?: string;
  message: LobbyServerMessage;
}

/**
 * Messages to players, through sharded pub/sub (`SPUBLISH`/`SSUBSCRIBE`, Redis 7): one channel
 * per lobby shard (`LobbyKeys.channel`), each on the master of its slot, and every instance
 * listens on all of them; it sends each batch to its own sockets of the players named, so any
 * instance can serve any player. A lobby's messages go on its shard's channel, so a batch is
 * one SPUBLISH and its messages arrive in order. Pub/sub does not keep messages: a socket that
 * misses some (its instance was restarting, a master was failing over) is brought up to date by
 * the `connected` it gets when it connects again.
 */
export class Fanout {
  private constructor(
    private readonly redis: LobbyRedis,
    private readonly subscriber: LobbyRedis,
    private readonly keys: LobbyKeys,
  ) {}

  /**
   * Subscribes to every shard's channel on a duplicate of `redis`; `deliver` gets each batch
   * heard (this instance's own too), `onError` a batch that does not parse.
   * @throws when Redis refuses the subscription (a server older than 7.0 has no SSUBSCRIBE).
   */
  static async open(
    redis: LobbyRedis,
    keys: LobbyKeys,
    deliver: (deliveries: Delivery[]) => void,
    onError: (error: unknown) => void,
  ): Promise<Fanout> {
    const subscriber = duplicateOf(redis);
    subscriber.on('smessage', (_channel: string, text: string) => {
      try {
        deliver((JSON.parse(text) as { deliveries: Delivery[] }).deliveries);
      } catch (error) {
        onError(error);
      }
    });
    // one call per channel: on a cluster the channels of one SSUBSCRIBE must share a slot
    await Promise.all(LOBBY_SHARD_NUMBERS.map((shard) => subscriber.ssubscribe(keys.channel(shard))));
    return new Fanout(redis, subscriber, keys);
  }

  /** Publishes a batch about lobby `lobbyId` to every instance; nothing when it is empty. */
  async publish(lobbyId: string, deliveries: Delivery[]): Promise<void> {
    const batch = deliveries.filter((delivery) => delivery.to.length > 0);
    if (batch.length) await this.redis.spublish(this.keys.channel(this.keys.shardOf(lobbyId)), JSON.stringify({ deliveries: batch }));
  }

  /** Stops listening. */
  close(): void {
    this.subscriber.disconnect();
  }
}
