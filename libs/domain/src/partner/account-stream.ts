import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type Decider, type StreamEvent } from '../shared/decider';
import type { Partner, PartnerAccountClaimed, PartnerAccountEvent, PartnerAccountReleased } from './events';

/**
 * A partner's account id as this code takes it: 1..64 characters of A-Z, a-z, 0-9, `_` and `-`
 * (it names a stream). The command service refuses a partner answer with any other id.
 */
export const PARTNER_ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The stream of one partner account: `partner-{partner}-{accountId}` (`partner-gaimin-1234`),
 * where the first player to connect it is recorded.
 * @throws Error for an account id outside `PARTNER_ACCOUNT_ID_PATTERN` (a caller's bug: ids are checked at the edge).
 */
export function partnerAccountStream(partner: Partner, accountId: string): string {
  if (!PARTNER_ACCOUNT_ID_PATTERN.test(accountId)) throw new Error(`Not a partner account id: ${JSON.stringify(accountId)}`);
  return `partner-${partner}-${accountId}`;
}

/**
 * A partner account's stream folded: who holds the claim on it (a Steam id) and the account's name
 * at the partner they recorded (null when unknown), or null while nobody does.
 */
export interface PartnerAccountState {
  claimedBy: string | null;
  username: string | null;
}

export const initialPartnerAccountState: PartnerAccountState = { claimedBy: null, username: null };

/**
 * A player claims a partner account, whose token the partner has just verified for them.
 * `staleHolder`: a player the command service found holding a claim that is void (their own stream
 * links another account, or they can never link one); that claim is released in the same decision.
 */
export interface ClaimPartnerAccount {
  type: 'ClaimPartnerAccount';
  partner: Partner;
  accountId: string;
  steamId: string;
  /** The account's name at the partner, as it answered the token. */
  username: string;
  staleHolder: string | null;
}

/**
 * The command service found `steamId`'s stream linking another account (there is no unlink), so
 * their claim on this one is void: compensation for a link refused after the claim.
 */
export interface ReleasePartnerAccount {
  type: 'ReleasePartnerAccount';
  partner: Partner;
  accountId: string;
  steamId: string;
}

export type PartnerAccountCommand = ClaimPartnerAccount | ReleasePartnerAccount;

/** Who holds the account after the decision (a claim: always the claiming player, any other is refused). */
export interface ClaimAnswer {
  claimedBy: string | null;
}

/**
 * Decides on a partner account's stream (docs/game-rules.md "Partner link": the same partner account
 * cannot be linked to a second player).
 * - `ClaimPartnerAccount`: a free account records `PartnerAccountClaimed`; one held by the
 *   command's `staleHolder` records `PartnerAccountReleased` of that holder then the claim, in one
 *   append; the same player claiming it again decides nothing (a retry, or a link interrupted
 *   before its player-stream step, which the retry finishes).
 * - `ReleasePartnerAccount`: `PartnerAccountReleased` when that player holds it; else nothing.
 * @throws DomainError `partner_account_taken` ('This Gaimin account is already connected to another player').
 */
export function decidePartnerAccount(
  command: PartnerAccountCommand,
  state: PartnerAccountState,
): Decision<PartnerAccountEvent, ClaimAnswer> {
  const { partner, accountId } = command;
  const released = (steamId: string): PartnerAccountReleased => ({ type: 'PartnerAccountReleased', data: { partner, accountId, steamId } });
  if (command.type === 'ReleasePartnerAccount') {
    if (state.claimedBy !== command.steamId) return { events: [], answer: { claimedBy: state.claimedBy } };
    return { events: [released(command.steamId)], answer: { claimedBy: null } };
  }
  if (state.claimedBy === command.steamId) return { events: [], answer: { claimedBy: command.steamId } };
  const stale = state.claimedBy !== null && state.claimedBy === command.staleHolder;
  if (state.claimedBy !== null && !stale)
    throw new DomainError('partner_account_taken', 'This Gaimin account is already connected to another player');
  const claimed: PartnerAccountClaimed = {
    type: 'PartnerAccountClaimed',
    data: { partner, accountId, steamId: command.steamId, username: command.username },
  };
  return { events: stale ? [released(state.claimedBy!), claimed] : [claimed], answer: { claimedBy: command.steamId } };
}

/**
 * Folds `PartnerAccountClaimed` (while the account is free) and `PartnerAccountReleased` (of its
 * holder); other events leave the state as it is.
 */
export function evolvePartnerAccount(state: PartnerAccountState, event: StreamEvent): PartnerAccountState {
  if (isEventOf<PartnerAccountClaimed>(event, 'PartnerAccountClaimed') && state.claimedBy === null)
    return { claimedBy: event.data.steamId, username: event.data.username ?? null };
  if (isEventOf<PartnerAccountReleased>(event, 'PartnerAccountReleased') && state.claimedBy === event.data.steamId)
    return initialPartnerAccountState;
  return state;
}

/** The `partner-{partner}-{accountId}` stream's decider. */
export const partnerAccountDecider: Decider<PartnerAccountCommand, PartnerAccountEvent, PartnerAccountState, ClaimAnswer> = {
  decide: decidePartnerAccount,
  evolve: evolvePartnerAccount,
  initialState: initialPartnerAccountState,
};
