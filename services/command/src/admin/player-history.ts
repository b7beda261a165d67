import { Inject, Injectable } from '@nestjs/common';
import { HISTORY_CSV_COLUMNS, type HistoryCause, type HistoryRow, type HistoryState } from '@arena/contract';
import {
  BATTLE_PASS_UPGRADE,
  battlePassLevel,
  evolvePlayer,
  initialPlayerState,
  orderStream,
  playerStream,
  subscriptionStream,
  type PlayerState,
} from '@arena/domain';
import type { EventStore, RecordedEvent } from '@arena/eventstore';
import { orderIdOfStream, readPlayerOrders, readPlayerSubscriptions } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { EVENT_STORE, READ_MODELS } from '../platform/tokens';

/**
 * A player's purchase history ("Support's purchase-history replay"; docs/api.md
 * "Purchase history"): the player's stream folded event by event with the domain's own
 * `evolvePlayer`, the events that touched the wallet, inventory, Plus or battle pass kept with
 * the state after each, and the events of the player's orders and renewing subscriptions merged in
 * by global position (with the state the player had then). Nothing here is stored: every answer
 * folds afresh.
 */

/** The subscription stream's name prefix (`subscriptionStream`). */
const SUBSCRIPTION_STREAM_PREFIX = subscriptionStream('');

/** The subscription id of a `subscription-{id}` stream; null for any other stream. */
function subscriptionIdOfStream(stream: string): string | null {
  return stream.startsWith(SUBSCRIPTION_STREAM_PREFIX) ? stream.slice(SUBSCRIPTION_STREAM_PREFIX.length) : null;
}

/**
 * The player-stream events a history keeps, whether or not they change the state: the wallet,
 * inventory, Plus and battle pass's own events, and the markers that explain them (a purchase, a
 * chest, a code, a reward, an order's grant and take-back). Any other event that changes the
 * state (a type this list does not know yet) is kept too.
 */
const HISTORY_PLAYER_EVENTS: ReadonlySet<string> = new Set([
  'GoldChanged',
  'ItemsGranted',
  'ItemsConsumed',
  'ItemPurchased',
  'XpGranted',
  'PlusDaysGranted',
  'DailyGoldClaimed',
  'ChestOpened',
  'CodeRedeemed',
  'BattlePassRewardClaimed',
  'OrderGranted',
  'OrderRevoked',
]);

/** An event as the history reads it: a stored event's fields it needs. */
export type HistoryEvent = Pick<RecordedEvent, 'stream' | 'revision' | 'position' | 'type' | 'data' | 'metadata'>;

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The player's state as a history row shows it: gold, owed gold (refunds of gold already spent),
 * items owned (id -> count, ids sorted), Plus's expiry, battle-pass XP, level and upgrade
 * (owning `buy_bp`).
 */
function historyState(state: PlayerState): HistoryState {
  const items = [...state.inventory].filter(([, count]) => count > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    gold: state.gold,
    owed_gold: state.owedGold,
    items: Object.fromEntries(items),
    plus_expires_at: state.plusExpiresAt === null ? null : new Date(state.plusExpiresAt).toISOString(),
    battle_pass: {
      xp: state.battlePassXp,
      level: battlePassLevel(state.battlePassXp),
      upgraded: (state.inventory.get(BATTLE_PASS_UPGRADE) ?? 0) > 0,
    },
  };
}

/** The grant reasons (`GoldChanged`, `ItemsGranted`, `XpGranted`, `PlusDaysGranted`, `ItemsConsumed`) by the cause they name. */
const CAUSE_OF_REASON: Readonly<Record<string, HistoryCause['kind']>> = {
  game: 'game',
  purchase: 'purchase',
  bundle: 'purchase',
  chest: 'chest',
  chest_refund: 'chest',
  chest_opened: 'chest',
  code: 'code',
  admin_grant: 'admin',
  admin_take: 'admin',
  reward: 'reward',
  payment: 'order',
  refund: 'order',
  registration: 'system',
  partner: 'system',
  used: 'system',
};

/**
 * What caused an event: an order's events name the provider's event id when they carry one (the
 * provider's notification), else the order (started, fulfilled) or the acting admin (support's
 * requests, notes); a subscription's events the provider's event id (its end), else the
 * subscription; a player-stream event names its grant reason's cause and `ref` (an admin's
 * Steam id for an admin's change), the markers their order, code, chest, item or reward.
 */
function causeOf(event: HistoryEvent): HistoryCause {
  const data = (event.data ?? {}) as Data;
  const subscriptionId = subscriptionIdOfStream(event.stream);
  if (subscriptionId !== null) {
    const providerEventId = text(data.providerEventId);
    return providerEventId ? { kind: 'provider_event', ref: providerEventId } : { kind: 'subscription', ref: subscriptionId };
  }
  const orderId = orderIdOfStream(event.stream);
  if (orderId !== null) {
    const providerEventId = text(data.providerEventId);
    if (providerEventId) return { kind: 'provider_event', ref: providerEventId };
    if (event.type === 'OrderRefundRequested' || event.type === 'OrderFulfilmentRequested' || event.type === 'OrderNoteAdded')
      return { kind: 'admin', ref: actorOf(event) };
    return { kind: 'order', ref: orderId };
  }
  switch (event.type) {
    case 'OrderGranted':
    case 'OrderRevoked':
      return { kind: 'order', ref: text(data.orderId) };
    case 'ItemPurchased':
      return { kind: 'purchase', ref: text(data.itemId) };
    case 'ChestOpened':
      return { kind: 'chest', ref: text(data.chestId) };
    case 'CodeRedeemed':
      return { kind: 'code', ref: text(data.code) };
    case 'BattlePassRewardClaimed':
      return { kind: 'reward', ref: typeof data.level === 'number' ? `battle_pass:${String(data.track)}:${data.level}` : null };
    case 'DailyGoldClaimed':
      return { kind: 'reward', ref: text(data.day) };
  }
  const kind = CAUSE_OF_REASON[String(data.reason)] ?? 'system';
  if (kind === 'admin') return { kind, ref: actorOf(event) };
  return { kind, ref: text(data.ref) };
}

/** Who acted: the event's own `actor` (order events), else its metadata's. */
function actorOf(event: HistoryEvent): string | null {
  return text((event.data as Data | null)?.actor) ?? text(event.metadata.actor);
}

/**
 * The reason a person gave, when the event carries one: the metadata's `reason` (an admin's
 * command), an order event's `reason` (a refund, a failed payment, support's request), or an
 * admin's grant's `ref` (where the grant records the admin's reason).
 */
function reasonOf(event: HistoryEvent): string | null {
  const data = (event.data ?? {}) as Data;
  const fromMetadata = text(event.metadata.reason);
  if (fromMetadata) return fromMetadata;
  if (orderIdOfStream(event.stream) !== null || subscriptionIdOfStream(event.stream) !== null) return text(data.reason);
  if (data.reason === 'admin_grant' || data.reason === 'admin_take') return text(data.ref);
  return null;
}

/**
 * The history of a player: `playerEvents` (their stream, in revision order) folded with
 * `evolvePlayer`, each kept event (`HISTORY_PLAYER_EVENTS`, or any that changed the shown state)
 * a row with the state after it; `orderEvents` (the events of the player's order and subscription streams) a row
 * each with the state the player had at that position. Rows in global position order.
 */
export function buildHistory(playerEvents: readonly HistoryEvent[], orderEvents: readonly HistoryEvent[]): HistoryRow[] {
  const merged = [...playerEvents.map((event) => ({ event, own: true })), ...orderEvents.map((event) => ({ event, own: false }))].sort(
    (a, b) => a.event.position - b.event.position,
  );
  const rows: HistoryRow[] = [];
  let state: PlayerState = initialPlayerState;
  let shown = historyState(state);
  let shownJson = JSON.stringify(shown);
  for (const { event, own } of merged) {
    if (own) {
      state = evolvePlayer(state, {
        type: event.type,
        data: event.data,
        position: event.position,
        decidedAt: event.metadata.decidedAt,
      } as never);
      const next = historyState(state);
      const nextJson = JSON.stringify(next);
      const changed = nextJson !== shownJson;
      shown = next;
      shownJson = nextJson;
      if (!changed && !HISTORY_PLAYER_EVENTS.has(event.type)) continue;
    }
    rows.push({
      position: event.position,
      stream: event.stream,
      revision: event.revision,
      at: event.metadata.decidedAt,
      type: event.type,
      data: (event.data ?? {}) as Data,
      actor: actorOf(event),
      reason: reasonOf(event),
      cause: causeOf(event),
      state: shown,
    });
  }
  return rows;
}

/** What a history is narrowed to: event types, and a time window in ms since the epoch (inclusive). */
export interface HistoryFilter {
  types?: ReadonlySet<string>;
  fromMs?: number;
  toMs?: number;
}

/** The rows that pass `filter`, and one page of them (`page` from 1). */
export function pageOfHistory(
  rows: readonly HistoryRow[],
  filter: HistoryFilter,
  page: number,
  perPage: number,
): { total: number; rows: HistoryRow[] } {
  const kept = rows.filter((row) => {
    const at = Date.parse(row.at);
    return (
      (!filter.types || filter.types.has(row.type)) &&
      (filter.fromMs === undefined || at >= filter.fromMs) &&
      (filter.toMs === undefined || at <= filter.toMs)
    );
  });
  return { total: kept.length, rows: kept.slice((page - 1) * perPage, page * perPage) };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a CR or LF (quotes doubled). A
 * text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or CR) is
 * prefixed with `'` (OWASP's CSV injection advice); numbers are written as they are.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The history rows as CSV (RFC 4180: CRLF line ends, a header row of `HISTORY_CSV_COLUMNS`). */
export function historyCsv(rows: readonly HistoryRow[]): string {
  const lines = [HISTORY_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const { state } = row;
    const fields: (string | number | boolean | null)[] = [
      row.position,
      row.at,
      row.stream,
      row.revision,
      row.type,
      row.cause.kind,
      row.cause.ref,
      row.actor,
      row.reason,
      state.gold,
      state.owed_gold,
      Object.entries(state.items)
        .map(([id, count]) => `${id}:${count}`)
        .join(' '),
      state.plus_expires_at,
      state.battle_pass.xp,
      state.battle_pass.level,
      state.battle_pass.upgraded,
      JSON.stringify(row.data),
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Reads a player's history from the event store: their stream, the streams of their orders
 * (listed by the orders read model, and by the order markers of their own stream, which the read
 * model may not have caught up with) and of their renewing subscriptions (listed by the read
 * model). An order or subscription stream started for another player is left out.
 */
@Injectable()
export class PlayerHistoryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly read: ReadSide,
  ) {}

  /** Every row of the player's history, oldest first; null when the player has no stream (unknown). */
  async history(steamId: string): Promise<HistoryRow[] | null> {
    const [playerEvents, listed, subscriptions] = await Promise.all([
      this.store.readStream(playerStream(steamId)),
      readPlayerOrders(this.read.redis, this.read.live.keys, steamId),
      readPlayerSubscriptions(this.read.redis, this.read.live.keys, steamId),
    ]);
    if (playerEvents.length === 0) return null;
    const orderIds = new Set(listed.map((order) => order.order_id));
    for (const event of playerEvents) {
      const orderId = (event.type === 'OrderGranted' || event.type === 'OrderRevoked') && text((event.data as Data).orderId);
      if (orderId) orderIds.add(orderId);
    }
    const streams = await Promise.all([
      ...[...orderIds].map((id) => this.store.readStream(orderStream(id))),
      ...subscriptions.map((row) => this.store.readStream(subscriptionStream(row.subscription_id))),
    ]);
    return buildHistory(playerEvents, streams.filter((events) => startedFor(events, steamId)).flat());
  }
}

/** Whether an order or subscription stream's first event started it for `steamId`. */
function startedFor(events: readonly RecordedEvent[], steamId: string): boolean {
  const first = events[0];
  return (first?.type === 'OrderStarted' || first?.type === 'SubscriptionStarted') && (first.data as Data).steamId === steamId;
}
