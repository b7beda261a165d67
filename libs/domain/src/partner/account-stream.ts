import { DomainError, type Decision } from '../shared/decision';
import { isEventOf, type Decider, type StreamEvent } from '../shared/decider';
import type { Partner, PartnerAccountClaimed, PartnerAccountEvent } from './events';

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

/** A partner account's stream folded: who claimed it (a Steam id), or null while nobody has. */
export interface PartnerAccountState {
  claimedBy: string | null;
}

export const initialPartnerAccountState: PartnerAccountState = { claimedBy: null };

/** A player claims a partner account, whose token the partner has just verified for them. */
export interface ClaimPartnerAccount {
  type: 'ClaimPartnerAccount';
  partner: Partner;
  accountId: string;
  steamId: string;
}

/** Who holds the account after the decision (always the claiming player: any other is refused). */
export interface ClaimAnswer {
  claimedBy: string;
}

/**
 * Decides a claim on a partner account's stream (docs/game-rules.md "Partner link": the same partner account
 * cannot be linked to a second player). The first claim records `PartnerAccountClaimed`; the
 * same player claiming it again decides nothing (a retry, or a link interrupted before its
 * player-stream step, which the retry finishes).
 * @throws DomainError `partner_account_taken` ('This Gaimin account is already connected to another player').
 */
export function decidePartnerAccount(command: ClaimPartnerAccount, state: PartnerAccountState): Decision<PartnerAccountEvent, ClaimAnswer> {
  if (state.claimedBy === command.steamId) return { events: [], answer: { claimedBy: command.steamId } };
  if (state.claimedBy !== null)
    throw new DomainError('partner_account_taken', 'This Gaimin account is already connected to another player');
  const claimed: PartnerAccountClaimed = {
    type: 'PartnerAccountClaimed',
    data: { partner: command.partner, accountId: command.accountId, steamId: command.steamId },
  };
  return { events: [claimed], answer: { claimedBy: command.steamId } };
}

/** Folds `PartnerAccountClaimed` (the first one counts); other events leave the state as it is. */
export function evolvePartnerAccount(state: PartnerAccountState, event: StreamEvent): PartnerAccountState {
  if (!isEventOf<PartnerAccountClaimed>(event, 'PartnerAccountClaimed') || state.claimedBy !== null) return state;
  return { claimedBy: event.data.steamId };
}

/** The `partner-{partner}-{accountId}` stream's decider. */
export const partnerAccountDecider: Decider<ClaimPartnerAccount, PartnerAccountEvent, PartnerAccountState, ClaimAnswer> = {
  decide: decidePartnerAccount,
  evolve: evolvePartnerAccount,
  initialState: initialPartnerAccountState,
};
