import {
  CONTENT_EVENT_STEMS,
  type ContentEvent,
  type GodFlagsChanged,
  type GoldChanged,
  type ItemsConsumed,
  type ItemsGranted,
  type PlusDaysGranted,
  type RedemptionCodeCreated,
  type RedemptionCodeLimitsChanged,
  type SaleChanged,
  type SaleEnded,
  type SaleScheduled,
  type SaleTerms,
  type UserTypeChanged,
  type XpGranted,
} from '@arena/domain';
import { steamIdOfStream, type ProjectableEvent } from '../core';
import { orderIdOfStream, type OrderFulfilmentRequested, type OrderNoteAdded, type OrderRefundRequested } from '../orders';

/**
 * What an admin action's event says in the audit list: the action's name, what it acted on (a
 * Steam id for a player; `sale:{id}`, `redemption_code:{CODE}`, ... otherwise), the admin's
 * reason when the event's data carries it (else the metadata's `reason`), and details to show.
 */
export interface AuditFacts {
  action: string;
  target: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The audit facts of one event type's data; null for an event of that type that is no admin action. */
export type AuditRule = (data: never, event: ProjectableEvent) => AuditFacts | null;

/** A rule typed after the domain event `E` it reads. */
function rule<E extends { type: string; data: unknown }>(
  facts: (data: E['data'], event: ProjectableEvent) => AuditFacts | null,
): AuditRule {
  return facts;
}

/** The player of an event on `player-{steamId}` (the stream itself when it is not one). */
const playerOf = (event: ProjectableEvent) => steamIdOfStream(event.stream) ?? event.stream;

/**
 * Every admin action, by event type (docs/api.md, "Administration": the audit list). A feature
 * whose admin changes are events adds its event types here, one line each; the acting user is
 * the event's metadata `actor`, the time its `decidedAt`. Events of a listed type that are no
 * admin action (gold from a game) answer null and leave the audit alone.
 */
export const AUDITED_EVENTS: Readonly<Record<string, AuditRule>> = {
  UserTypeChanged: rule<UserTypeChanged>((d) => ({
    action: 'user_type_changed',
    target: d.steamId,
    reason: d.reason,
    details: { user_type: d.userType, previous_user_type: d.previousUserType, source: d.source },
  })),
  GoldChanged: rule<GoldChanged>((d, e) =>
    d.reason === 'admin_grant'
      ? {
          action: d.amount < 0 ? 'gold_taken' : 'gold_granted',
          target: playerOf(e),
          reason: d.ref,
          details: { amount: d.amount, balance: d.balance },
        }
      : null,
  ),
  ItemsGranted: rule<ItemsGranted>((d, e) =>
    d.reason === 'admin_grant'
      ? { action: 'items_granted', target: playerOf(e), reason: d.ref, details: { items: itemsOf(d.items) } }
      : null,
  ),
  ItemsConsumed: rule<ItemsConsumed>((d, e) =>
    d.reason === 'admin_take' ? { action: 'items_taken', target: playerOf(e), reason: d.ref, details: { items: itemsOf(d.items) } } : null,
  ),
  XpGranted: rule<XpGranted>((d, e) =>
    d.reason === 'admin_grant' ? { action: 'xp_granted', target: playerOf(e), details: { amount: d.amount, item_id: d.ref } } : null,
  ),
  PlusDaysGranted: rule<PlusDaysGranted>((d, e) =>
    d.reason === 'admin_grant'
      ? { action: 'plus_granted', target: playerOf(e), details: { days: d.days, expires_at: d.expiresAt, item_id: d.ref } }
      : null,
  ),
  SaleScheduled: rule<SaleScheduled>((d) => ({ action: 'sale_created', target: `sale:${d.saleId}`, details: saleDetails(d) })),
  SaleChanged: rule<SaleChanged>((d) => ({ action: 'sale_changed', target: `sale:${d.saleId}`, details: saleDetails(d) })),
  SaleEnded: rule<SaleEnded>((d) => ({ action: 'sale_ended', target: `sale:${d.saleId}`, details: { ended_at: d.endedAt } })),
  RedemptionCodeCreated: rule<RedemptionCodeCreated>((d) => ({
    action: 'redemption_code_created',
    target: `redemption_code:${d.code}`,
    details: { gold: d.gold, items: itemsOf(d.items), expires_at: d.expiresAt, max_uses: d.maxUses },
  })),
  RedemptionCodeLimitsChanged: rule<RedemptionCodeLimitsChanged>((d) => ({
    action: 'redemption_code_changed',
    target: `redemption_code:${d.code}`,
    details: { expires_at: d.expiresAt, max_uses: d.maxUses },
  })),
  GodFlagsChanged: rule<GodFlagsChanged>((d) => ({
    action: 'god_flags_changed',
    target: `god:${d.godId}`,
    reason: d.reason,
    details: { enabled: d.enabled, free: d.free, plus_exclusive: d.plusExclusive },
  })),
  ...contentRules(),
  // support's actions on a real-money order: the acting user is the event's `actor` as well as the metadata's
  OrderRefundRequested: rule<OrderRefundRequested>((d, e) => ({
    action: 'order_refund_requested',
    target: orderTarget(e),
    reason: d.reason,
    details: { amount_usd_cents: d.amountUsdCents, actor: d.actor },
  })),
  OrderFulfilmentRequested: rule<OrderFulfilmentRequested>((d, e) => ({
    action: 'order_fulfilment_requested',
    target: orderTarget(e),
    reason: d.reason,
    details: { actor: d.actor },
  })),
  OrderNoteAdded: rule<OrderNoteAdded>((d, e) => ({
    action: 'order_note_added',
    target: orderTarget(e),
    details: { note: d.note, actor: d.actor },
  })),
};

/** The target of an event on `order-{orderId}`: `order:{orderId}`. */
function orderTarget(event: ProjectableEvent): string {
  return `order:${orderIdOfStream(event.stream) ?? event.stream}`;
}

/**
 * The site content's events (`{Tournament|ChangelogEntry|Announcement}{Created|Changed|Deleted}`):
 * `tournament_created`, `changelog_deleted`, ... on `{kind}:{id}`, with the record as details.
 */
function contentRules(): Record<string, AuditRule> {
  const rules: Record<string, AuditRule> = {};
  for (const [kind, stem] of Object.entries(CONTENT_EVENT_STEMS)) {
    for (const [suffix, verb] of [
      ['Created', 'created'],
      ['Changed', 'changed'],
      ['Deleted', 'deleted'],
    ] as const) {
      rules[`${stem}${suffix}`] = rule<ContentEvent>((d) => {
        const { reason, ...record } = d;
        return { action: `${kind}_${verb}`, target: `${kind}:${d.id}`, reason, details: record };
      });
    }
  }
  return rules;
}

function itemsOf(items: readonly { itemId: string; count: number }[]) {
  return items.map(({ itemId, count }) => ({ item_id: itemId, count }));
}

function saleDetails(d: SaleTerms): Record<string, unknown> {
  return { percent_off: d.percentOff, item_ids: d.itemIds, starts_at: d.startsAt, ends_at: d.endsAt };
}
