import type Redis from 'ioredis';
import type { SubscriptionRow } from '@arena/contract';
import {
  subscriptionPeriodEnd,
  subscriptionStatus,
  type SubscriptionEnded,
  type SubscriptionRenewalStopped,
  type SubscriptionRenewed,
  type SubscriptionStarted,
} from '@arena/domain';
import { defineProjection } from '../core';
import type { OrderKeys } from './keys';

/** The subscription stream's name prefix: `subscription-{subscriptionId}` (`subscriptionStream` in the domain). */
const SUBSCRIPTION_STREAM_PREFIX = 'subscription-';

function subscriptionOf(stream: string): string {
  return stream.startsWith(SUBSCRIPTION_STREAM_PREFIX) ? stream.slice(SUBSCRIPTION_STREAM_PREFIX.length) : stream;
}

/**
 * The players' renewing subscriptions (docs/game-rules.md "Subscriptions"): one hash per
 * subscription (`subscriptions:{id}`: who, what, when it started, how many payments, the newest
 * order, whether its renewal is stopped or it ended) and each player's subscriptions by start.
 * The period's end and the status are derived when read, from the start, the payments and the
 * time (`readPlayerSubscriptions`). Writes only.
 */
export const subscriptionsProjection = defineProjection<
  OrderKeys,
  SubscriptionStarted | SubscriptionRenewed | SubscriptionRenewalStopped | SubscriptionEnded
>('subscriptions', {
  SubscriptionStarted(writes, keys, data) {
    writes.hset(keys.subscription(data.subscriptionId), {
      subscription_id: data.subscriptionId,
      steam_id: data.steamId,
      item_id: data.itemId,
      provider: data.provider,
      started_at: data.startedAt,
      latest_order_id: data.orderId,
    });
    writes.hincrby(keys.subscription(data.subscriptionId), 'payments', 1);
    writes.zadd(keys.playerSubscriptions(data.steamId), Date.parse(data.startedAt), data.subscriptionId);
  },
  SubscriptionRenewed(writes, keys, data, _at, event) {
    const key = keys.subscription(subscriptionOf(event.stream));
    writes.hset(key, { latest_order_id: data.orderId });
    writes.hincrby(key, 'payments', 1);
  },
  SubscriptionRenewalStopped(writes, keys, _data, _at, event) {
    writes.hset(keys.subscription(subscriptionOf(event.stream)), { cancel_at_period_end: 'true' });
  },
  SubscriptionEnded(writes, keys, _data, _at, event) {
    writes.hset(keys.subscription(subscriptionOf(event.stream)), { ended: 'true' });
  },
});

/**
 * A subscription's row from its stored fields, at `now` (the status turns `canceled` once a
 * stopped subscription's period is over); null for a hash without a start.
 */
export function subscriptionRowOf(fields: Record<string, string>, now: Date): SubscriptionRow | null {
  if (!fields.subscription_id || !fields.started_at) return null;
  const payments = Number(fields.payments ?? '1') || 1;
  const currentPeriodEnd = subscriptionPeriodEnd(fields.started_at, fields.item_id ?? '', payments);
  const stopped = fields.cancel_at_period_end === 'true';
  return {
    subscription_id: fields.subscription_id,
    steam_id: fields.steam_id ?? '',
    item_id: fields.item_id ?? '',
    provider: fields.provider === 'stripe' ? 'stripe' : 'local',
    status: subscriptionStatus(
      { ended: fields.ended === 'true', stopped: stopped ? { actor: '', reason: '' } : null },
      currentPeriodEnd,
      now,
    ),
    cancel_at_period_end: stopped,
    started_at: fields.started_at,
    current_period_end: currentPeriodEnd,
    payments,
    latest_order_id: fields.latest_order_id ?? '',
  };
}

/** A player's subscriptions, newest first (`GET /api/players/{steam_id}/subscriptions`), as they stand at `now`. */
export async function readPlayerSubscriptions(
  redis: Redis,
  keys: Pick<OrderKeys, 'subscription' | 'playerSubscriptions'>,
  steamId: string,
  now = new Date(),
): Promise<SubscriptionRow[]> {
  const ids = await redis.zrevrange(keys.playerSubscriptions(steamId), 0, -1);
  if (ids.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hgetall(keys.subscription(id));
  const replies = (await pipeline.exec()) ?? [];
  return replies.flatMap(([, fields]) => {
    const row = subscriptionRowOf((fields ?? {}) as Record<string, string>, now);
    return row ? [row] : [];
  });
}
