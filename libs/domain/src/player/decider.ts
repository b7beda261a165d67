import { decideRecordGameResult, GameResultAnswer, RecordGameResult } from '../game-results';
import { ChangeUserType, decideChangeUserType, decideSignIn, SignIn, SignInAnswer, UserTypeAnswer } from '../players';
import type { Decision } from '../shared/decision';
import type { Decider, SnapshotCodec } from '../shared/decider';
import {
  BuyWithGold,
  decideBuyWithGold,
  decideEquipItem,
  decideGrantGold,
  decideGrantItems,
  decideStarterItems,
  EquipAnswer,
  EquipItem,
  GrantAnswer,
  GrantGold,
  GrantItems,
  PurchaseAnswer,
} from '../store';
import { evolvePlayer } from './evolve';
import { playerSnapshot } from './snapshot';
import { initialPlayerState, PlayerState } from './state';
import type { PlayerEvent } from './stream';

/** Commands taken on the `player-{steamId}` stream. */
export type PlayerCommand = RecordGameResult | SignIn | ChangeUserType | BuyWithGold | GrantGold | GrantItems | EquipItem;

/** Answers of the player stream's commands, by command. */
export type PlayerAnswer = GameResultAnswer | SignInAnswer | UserTypeAnswer | PurchaseAnswer | GrantAnswer | EquipAnswer;

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
 * The `player-{steamId}` stream as one decider: each command goes to its feature's decide;
 * a registration (by a sign-in or a first game), or the first sign-in since the store
 * existed, also grants the default cosmetics (`withStarterItems`).
 * @throws DomainError as the feature's decide does (see `decideRecordGameResult`,
 *         `decideChangeUserType`, `decideBuyWithGold`, `decideGrantGold`, `decideGrantItems`,
 *         `decideEquipItem`).
 */
export function decidePlayer(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
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
    case 'EquipItem':
      return decideEquipItem(command, state);
  }
}

/** The player stream's decider; its state is snapshotted (a player posts a result every game). */
export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState, PlayerAnswer> & { snapshot: SnapshotCodec<PlayerState> } = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
  snapshot: playerSnapshot,
};
