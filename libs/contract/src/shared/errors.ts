import { z } from 'zod';

/**
 * Every error code the API answers, with what it means. Codes are snake_case and stable:
 * clients branch on them; messages are for people and may change.
 */
export const ERROR_CODES = {
  bad_request: 'The request could not be read (its URL, headers or body)',
  malformed_json: 'The body (or its `data` string) is not valid JSON',
  invalid_payload: 'The body or the query does not have the documented shape; the message names the fields',
  invalid_steam_id: 'The Steam id in the path is not the SteamID64 of an account (17 digits)',
  invalid_game_id: 'The game id in the path is not a match id (a positive whole number in decimal)',
  invalid_server_key: 'The server key (header `x-server-key` or body `server_key`) is missing or unknown',
  sign_in_required: 'Sign in first',
  forbidden: 'The signed-in user may not do this',
  csrf_rejected: "A state-changing request did not come from the site (another Origin; or the session cookie without the site's header)",
  dev_sign_in_disabled: 'Dev sign-in is off here (DEV_SIGN_IN=false, or production)',
  sign_in_unavailable: 'The server cannot keep a session here: PUBLIC_URL is https but the request reached it as http (TRUST_PROXY)',
  own_user_type: 'An admin cannot change their own user type; another admin can',
  last_admin: 'The change would leave no admin (another admin was demoted a moment before): the last admin keeps their type',
  player_not_found: 'No player with this Steam id',
  game_not_found: 'No game with this id',
  order_not_found: 'No order with this id (or not one the caller may see)',
  not_found: 'No endpoint at this path',
  site_not_built: 'The player site is not built on this server',
  console_not_built: 'The admin console is not built on this server',
  result_conflict: 'A different result of this player in this match is already recorded',
  summary_conflict: 'A different summary of this match is already recorded',
  payload_too_large: 'The body is larger than the server accepts',
  headers_too_large: 'The request headers are larger than the server accepts',
  range_not_satisfiable: 'The `Range` header asks for bytes the file does not have',
  request_timeout: 'The request did not arrive in time',
  rate_limited: 'Too many requests from this address; retry after the seconds in `Retry-After`',
  unsupported_media_type: 'The body is not JSON (send content-type: application/json)',
  internal_error: 'Something went wrong on the server',
  busy: 'The record kept changing under concurrent requests, or a store the server needs (Redis) did not answer; retry after the seconds in `Retry-After`',
  read_models_rebuilding:
    'The read models (what the reads answer from) are being rebuilt after they were lost: this answer would not be true yet; retry after the seconds in `Retry-After`',
  idempotency_key_reused:
    'The `Idempotency-Key` was already used by this player for another action (another route, item or body); send a fresh key per action',
  not_for_sale: 'This item is not for sale (not sold for gold, or no such item)',
  already_owned: 'The player already owns this item and it does not stack',
  daily_limit_reached: 'The player has bought as many of this item today (UTC) as its daily limit allows',
  insufficient_gold: 'The player has less gold than the price',
  not_a_chest: 'The item is not a chest',
  no_chest: 'The player owns none of this chest',
  not_equippable: 'The item has no equip group',
  not_owned: 'The player does not own this item',
  god_not_found: 'No god of the catalog has this id',
  god_not_owned: 'The player does not own this god, so it cannot be banned from their pool',
  invalid_god_flags: 'A god cannot be both free and Plus-exclusive',
  not_usable: 'The item cannot be used from the inventory (no item is used this way yet)',
  chest_not_usable: 'A chest is not used but opened, with `POST /api/players/{steam_id}/open_chest/{cosmetic_id}`',
  unknown_item: 'An item id is not in the cosmetic catalog',
  invalid_code: 'A redeem code is 4 to 32 characters of A-Z, 0-9 and -',
  invalid_code_terms: 'What a code gives or its limits are not valid (the message says which)',
  code_not_found: 'This code does not exist',
  code_exists: 'A code with this text exists already (with other terms)',
  code_expired: 'This code has expired',
  code_used_up: 'This code has been used up',
  code_already_redeemed: 'You have already redeemed this code',
  empty_grant: 'A grant needs gold or at least one item',
  invalid_amount: 'A gold amount must be a non-zero whole number',
  invalid_count: 'An item count must be a positive whole number',
  invalid_sale:
    "The sale's terms are refused (a percentage outside 1..90, an end not after the start, no item, an item not sold for gold); the message says which",
  sale_exists: 'A sale with this id exists already (with other terms)',
  sale_not_found: 'No sale with this id',
  invalid_content: 'The content is refused (an announcement that ends before it starts, a date that is not a day); the message says which',
  content_exists: 'A record with this id exists already (with other content), or existed and was deleted',
  content_not_found: 'No record with this id',
  invalid_partner_token: 'Gaimin did not accept this player token (unknown, expired or mistyped)',
  partner_account_taken: 'This Gaimin account is already connected to another player',
  partner_already_linked: 'This player is already connected to another Gaimin account',
  partner_unavailable: 'Gaimin could not be reached, or did not answer as expected; try again later',
  invalid_level: 'A battle-pass level to claim is a whole number from 1 to 80',
  level_not_reached: 'The player has not reached this battle-pass level yet',
  nothing_to_claim: 'There is nothing left to claim here (already claimed, or no reward)',
  quest_not_found: 'The player has no active daily quest with this id',
  quest_not_complete: 'The daily quest is not complete yet',
  reroll_not_ready: 'A daily quest can be rerolled 23 hours after it was given; the message says when',
  welcome_reward_not_ready:
    'The next welcome reward can be claimed 24 hours after the previous one (the message says when); rewards are claimed in order',
  login_reward_not_ready: "This day's login reward is not completed yet, or an earlier day is still to claim (claimed in order)",
  achievement_not_found: 'No achievement (or achievement tier) with this id',
  achievement_not_complete: "The achievement's next tier is not reached yet (tiers are claimed in order)",
  plus_required: 'This is a Plus benefit, and the player has no Plus',
  already_claimed_today: 'Already claimed today (UTC); it comes back at 00:00 UTC',
  no_doubledown: 'The player has no double-down item and no free Plus double-down left this week',
  doubledown_already_active: 'A double-down is already armed for the next ranked game',
  contract_violation: 'The server was about to answer a body its own contract does not allow (a bug)',
  payment_provider_unavailable:
    'The payment provider could not be reached, refused the request, or our webhook did not take its notification; try again later',
  subscription_unavailable: 'A renewing subscription is only sold for plus_month and plus_year, paid by card',
  subscription_not_found: 'No renewing subscription with this id (or not one the caller may see)',
  invalid_subscription_id: "A subscription id is the provider's `sub_...`",
  refund_exceeds_payment: 'The refund is more than what is left of the payment',
  payment_session_not_found: 'No local payment session (or subscription) with this id for the signed-in player',
  session_closed: 'This local payment session is paid or failed already',
  idempotency_key_required: 'Send an `Idempotency-Key` header: a retry of this request must find the first one',
  invalid_signature: "The notification's signature is missing, wrong or older than 5 minutes; nothing was recorded",
  order_not_paid: 'The order is not paid (yet): nothing to fulfil or refund',
  order_refunded: 'The order was refunded in full before it was fulfilled',
  invalid_note: 'A note is 1 to 2,000 characters',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The body of every error answer, `{error: {code, message}}`, allowing the given codes.
 * @param codes the codes allowed; none: any code of `ERROR_CODES`.
 */
export function errorBodySchema(codes: readonly ErrorCode[] = Object.keys(ERROR_CODES) as ErrorCode[]) {
  return z.strictObject({
    error: z.strictObject({
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]).describe('Stable, snake_case; see the error codes'),
      message: z.string().describe('For people; may change'),
    }),
  });
}

/** Any error answer of the API. */
export const apiErrorBody = errorBodySchema().meta({ id: 'ErrorBody', description: 'Every 4xx/5xx answer: `{error: {code, message}}`' });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
