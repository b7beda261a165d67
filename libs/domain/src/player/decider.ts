import { decideOpenChest, OpenChest, OpenChestAnswer } from '../chests';
import { decideRecordGameResult, GameResultAnswer, RecordGameResult } from '../game-results';
import { decideLinkPartner, LinkPartner, PartnerLinkAnswer } from '../partner';
import { decideRedeemCode, RedeemAnswer, RedeemCode } from '../redeem-codes';
import { ChangeUserType, decideChangeUserType, decideSignIn, SignIn, SignInAnswer, UserTypeAnswer } from '../players';
import { DomainError, type Decision } from '../shared/decision';
import { decideOnce, type ClientRequest } from '../shared/idempotency';
import type { Decider, SnapshotCodec } from '../shared/decider';
import {
  BuyWithGold,
  decideBuyWithGold,
  decideEquipItem,
  decideGrantGold,
  decideGrant,
  decideGrantItems,
  decideStarterItems,
  EquipAnswer,
  EquipItem,
  Grant,
  GrantAnswer,
  GrantGold,
  GrantItems,
  PurchaseAnswer,
} from '../store';
import { evolvePlayer } from './evolve';
import { playerSnapshot } from './snapshot';
import { initialPlayerState, PlayerState } from './state';
import type { PlayerEvent } from './stream';

/**
 * Commands taken on the `player-{steamId}` stream. One sent by a client carries its `request`
 * (the `Idempotency-Key` and the action), so that a retry is answered, not decided again.
 */
export type PlayerCommand = (RecordGameResult | SignIn | ChangeUserType | BuyWithGold | Grant | GrantGold | GrantItems | EquipItem | OpenChest | RedeemCode | LinkPartner) & {
  request?: ClientRequest | null;
};

/** Answers of the player stream's commands, by command. */
export type PlayerAnswer = GameResultAnswer | SignInAnswer | UserTypeAnswer | PurchaseAnswer | GrantAnswer | EquipAnswer | OpenChestAnswer | RedeemAnswer | PartnerLinkAnswer;

/**
 * Adds the default cosmetics (`decideStarterItems`) after a decision's own events when the
 * player has not had them yet and either the decision registers the player (its events hold
 * `PlayerRegistered`) or `always` is set (a sign-in: a player registered by a game result, or
 * before the store existed, gets them at their next sign-in). Otherwise the decision is
 * returned unchanged. Command handlers that call a feature's decide directly (sign-in, game
 * results) call this to grant the defaults.
 */
export function withStarterItems<A>(decision: Decision<PlayerEvent, A>, state: PlayerState, always = false): Decision<PlayerEvent, A> {
  if (state.starterItemsGranted) return decision;
  if (!always && !decision.events.some((event) => event.type === 'PlayerRegistered')) return decision;
  return { events: [...decision.events, ...decideStarterItems(state).events], answer: decision.answer };
}

/**
 * The `player-{steamId}` stream as one decider: each command goes to its feature's decide, at
 * most once per client request (`decideOnce`); a registration (by a sign-in or a first game), or
 * the first sign-in since the store existed, also grants the default cosmetics
 * (`withStarterItems`).
 * @throws DomainError `idempotency_key_reused` (see `decideOnce`), `player_not_found` (a store
 *         command for a player never registered), and as the feature's decide
 *         does (see `decideRecordGameResult`, `decideChangeUserType`, `decideBuyWithGold`,
 *         `decideGrantGold`, `decideGrantItems`, `decideEquipItem`, `decideOpenChest`, `decideRedeemCode`, `decideLinkPartner`).
 */
export function decidePlayer(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  return decideOnce(command.request ?? null, state, () => decideCommand(command, state));
}

/** The store's commands act on a registered player only: a mistyped id must not create one. */
function requireRegistered(state: PlayerState): void {
  if (!state.registered) throw new DomainError('player_not_found', 'No player with this Steam id');
}

function decideCommand(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  if (command.type !== 'RecordGameResult' && command.type !== 'SignIn' && command.type !== 'ChangeUserType') requireRegistered(state);
  switch (command.type) {
    case 'RecordGameResult':
      return withStarterItems(decideRecordGameResult(command, state), state);
    case 'SignIn':
      return withStarterItems(decideSignIn(command, state), state, true);
    case 'ChangeUserType':
      return decideChangeUserType(command, state);
    case 'BuyWithGold':
      return decideBuyWithGold(command, state);
    case 'GrantGold':
      return decideGrantGold(command, state);
    case 'GrantItems':
      return decideGrantItems(command, state);
    case 'Grant':
      return decideGrant(command, state);
    case 'EquipItem':
      return decideEquipItem(command, state);
    case 'OpenChest':
      return decideOpenChest(command, state);
    case 'RedeemCode':
      return decideRedeemCode(command, state);
    case 'LinkPartner':
      return decideLinkPartner(command, state);
  }
}

/** The player stream's decider; its state is snapshotted (a player posts a result every game). */
export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState, PlayerAnswer> & { snapshot: SnapshotCodec<PlayerState> } = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
  snapshot: playerSnapshot,
};
