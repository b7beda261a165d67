import { z } from 'zod';
import { defineRoute, errors, isoTime, json, playerPathParams, text, type RouteSpec } from '../shared';

/**
 * A player's purchase history as support replays it (docs/api.md "Purchase history"):
 * every event that touched the player's wallet, inventory, Plus or battle pass, and the events of
 * their orders, oldest first, each with the player's state after it, folded from the player's
 * stream with the domain's own `evolvePlayer` (never stored). Gold in coins, times ISO-8601 UTC.
 */

/** What caused a history row, and what it refers to (an order id, a provider event id, a code, an admin's Steam id, a match id, an item id...). */
export const historyCause = z
  .strictObject({
    kind: z.enum(['order', 'subscription', 'provider_event', 'code', 'admin', 'game', 'purchase', 'chest', 'reward', 'system']),
    ref: z.string().nullable(),
  })
  .meta({ id: 'HistoryCause' });
export type HistoryCause = z.infer<typeof historyCause>;

/** The player's state after a row's event: wallet, owed gold, items owned, Plus, battle pass. */
export const historyState = z
  .strictObject({
    gold: z.number().int().min(0).describe('Gold balance'),
    owed_gold: z.number().int().min(0).describe('Gold a refund could not take back (spent already): owed'),
    items: z.record(z.string(), z.number().int().min(1)).describe('Items owned by id, with counts'),
    plus_expires_at: isoTime.nullable().describe('When bought or granted Plus ends; null when never had'),
    battle_pass: z.strictObject({
      xp: z.number().int().min(0),
      level: z.number().int().min(0),
      upgraded: z.boolean().describe('Owns the battle-pass upgrade (`buy_bp`)'),
    }),
  })
  .meta({ id: 'HistoryState' });
export type HistoryState = z.infer<typeof historyState>;

/** One event of the history and the player's state after it. */
export const historyRow = z
  .strictObject({
    position: z.number().int().describe('Global position in the event store (rows are in this order)'),
    stream: z.string().describe('`player-{steam_id}` or `order-{order_id}`'),
    revision: z.number().int().min(0).describe("The event's revision in its stream"),
    at: isoTime,
    type: z.string().describe('The event type: `GoldChanged`, `ItemsGranted`, `ChestOpened`, `OrderPaid`, ...'),
    data: z.record(z.string(), z.unknown()).describe('The event as recorded'),
    actor: z.string().nullable().describe('Who acted: a Steam id, `server:{name}`, `system`, `provider`'),
    reason: z.string().nullable().describe("An admin's or support's reason, when the event carries one"),
    cause: historyCause,
    state: historyState,
  })
  .meta({ id: 'HistoryRow' });
export type HistoryRow = z.infer<typeof historyRow>;

/** `GET /api/admin/players/{steam_id}/history`: the rows of the page and how many match the filters. */
export const playerHistory = z.strictObject({ total: z.number().int().min(0), rows: z.array(historyRow) }).meta({ id: 'PlayerHistory' });
export type PlayerHistory = z.infer<typeof playerHistory>;

/** The largest page of the history. */
export const HISTORY_MAX_PER_PAGE = 500;

/** A date (`YYYY-MM-DD`, the whole UTC day) or an ISO-8601 time. */
const dateOrTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'a date (YYYY-MM-DD) or an ISO-8601 time');

/** The history's query: page (from 1), rows a page, event types (a comma list), a time window (inclusive). */
export const playerHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(HISTORY_MAX_PER_PAGE).default(50),
  type: z
    .string()
    .max(2_000)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'a comma list of event types')
    .optional()
    .describe('A comma list of event types, e.g. `GoldChanged,OrderPaid`'),
  from: dateOrTime.optional().describe('From this date (its first millisecond, UTC) or time, inclusive'),
  to: dateOrTime.optional().describe('To this date (its last millisecond, UTC) or time, inclusive'),
});
export type PlayerHistoryQuery = z.infer<typeof playerHistoryQuery>;

/** The CSV export's columns, in order (the header row). `state` columns are the state after the event; `items` is `id:count` joined by spaces. */
export const HISTORY_CSV_COLUMNS = [
  'position',
  'at',
  'stream',
  'revision',
  'type',
  'cause',
  'cause_ref',
  'actor',
  'reason',
  'gold',
  'owed_gold',
  'items',
  'plus_expires_at',
  'battle_pass_xp',
  'battle_pass_level',
  'battle_pass_upgraded',
  'data',
] as const;

const TAG = 'admin';
const ANSWERS = {
  400: errors('invalid_payload', 'invalid_steam_id'),
  401: errors('sign_in_required'),
  403: errors('forbidden'),
  404: errors('player_not_found'),
  429: errors('rate_limited'),
} as const;

/** The purchase history's routes (SUPPORT and ADMIN). */
export const adminHistoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/players/{steam_id}/history',
    tag: TAG,
    summary: "A player's purchase history: each event and the state after it, oldest first (ADMIN, SUPPORT)",
    description:
      "The player's stream events that touched their wallet, inventory, Plus or battle pass, and the events of their orders' streams, merged by global position; each row's `state` is the player's stream folded with the domain's `evolve` up to that event. `type` (a comma list), `from`/`to` narrow the rows; `page` (from 1) and `per_page` (1..500, default 50) page them; `total` counts the rows that match. Read from the event store (strongly consistent).",
    params: playerPathParams,
    query: playerHistoryQuery,
    responses: { 200: json(playerHistory, 'A page of the history'), ...ANSWERS },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/players/{steam_id}/history.csv',
    tag: TAG,
    summary: "A player's purchase history as CSV, with the same filters and paging (ADMIN, SUPPORT)",
    description: `\`text/csv\` (RFC 4180, UTF-8, CRLF line ends), a header row then one row per event: ${HISTORY_CSV_COLUMNS.map((c) => `\`${c}\``).join(', ')}. \`data\` is the event as JSON. The same rows as the JSON answer for the same query; \`per_page\` defaults to 500 here.`,
    params: playerPathParams,
    query: playerHistoryQuery,
    responses: { 200: text('The history as CSV'), ...ANSWERS },
  }),
] as const satisfies readonly RouteSpec[];
