import { AchievementClaimAnswer, ClaimAchievement, decideClaimAchievement } from '../achievements';
import {
  BattlePassClaimAnswer,
  ClaimAllBattlePass,
  ClaimBattlePassLevel,
  decideClaimAllBattlePass,
  decideClaimBattlePassLevel,
} from '../battle-pass';
import { decideOpenChest, OpenChest, OpenChestAnswer } from '../chests';
import {
  decideRecordGameResult,
  decideUseDoubledown,
  DoubledownAnswer,
  GameResultAnswer,
  RecordGameResult,
  UseDoubledown,
} from '../game-results';
import { decideSetGodBanned, GodBanAnswer, SetGodBanned } from '../gods';
import { decideFulfilOrder, decideRevokeOrder, FulfilOrder, OrderGrantAnswer, OrderRevokeAnswer, RevokeOrder } from '../orders';
import { decideLinkPartner, LinkPartner, PartnerLinkAnswer } from '../partner';
import { decideRedeemCode, RedeemAnswer, RedeemCode } from '../redeem-codes';
import { decideSignIn, SignIn, SignInAnswer } from '../players';
import {
  ClaimDailyQuest,
  ClaimLoginReward,
  ClaimWelcomeReward,
  CompleteLoginDay,
  decideClaimDailyQuest,
  decideCompleteLoginDay,
  LoginDayAnswer,
  decideClaimLoginReward,
  decideClaimWelcomeReward,
  decideRerollDailyQuest,
  QuestClaimAnswer,
  RerollAnswer,
  RerollDailyQuest,
} from '../quests';
import { DomainError, type Decision } from '../shared/decision';
import { decideOnce, type ClientRequest } from '../shared/idempotency';
import type { Decider, SnapshotCodec } from '../shared/decider';
import {
  BuyWithGold,
  ClaimDailyGold,
  decideBuyWithGold,
  decideClaimDailyGold,
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
import { withProgression } from './progression';
import { playerSnapshot } from './snapshot';
import { initialPlayerState, PlayerState } from './state';
import type { PlayerEvent } from './stream';

/**
 * Commands taken on the `player-{steamId}` stream. One sent by a client carries its `request`
 * (the `Idempotency-Key` and the action), so that a retry is answered, not decided again.
 */
export type PlayerCommand = (
  | RecordGameResult
  | SignIn
  | BuyWithGold
  | Grant
  | GrantGold
  | GrantItems
  | EquipItem
  | OpenChest
  | RedeemCode
  | LinkPartner
  | UseDoubledown
  | ClaimDailyGold
  | ClaimBattlePassLevel
  | ClaimAllBattlePass
  | ClaimDailyQuest
  | RerollDailyQuest
  | ClaimLoginReward
  | ClaimWelcomeReward
  | CompleteLoginDay
  | ClaimAchievement
  | SetGodBanned
  | FulfilOrder
  | RevokeOrder
) & {
  request?: ClientRequest | null;
};

/** Answers of the player stream's commands, by command. */
export type PlayerAnswer =
  | GameResultAnswer
  | SignInAnswer
  | PurchaseAnswer
  | GrantAnswer
  | EquipAnswer
  | OpenChestAnswer
  | RedeemAnswer
  | PartnerLinkAnswer
  | DoubledownAnswer
  | BattlePassClaimAnswer
  | QuestClaimAnswer
  | LoginDayAnswer
  | RerollAnswer
  | AchievementClaimAnswer
  | GodBanAnswer
  | OrderGrantAnswer
  | OrderRevokeAnswer;

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
 * (`withStarterItems`); a command that carries the time is followed by the progression it
 * sets off (`withProgression`: the day's login reward, daily quests, automatic battle-pass
 * rewards), except a retried game result, which decides nothing.
 * @throws DomainError `idempotency_key_reused` (see `decideOnce`), `player_not_found` (a store
 *         command for a player never registered), and as the feature's decide
 *         does (see `decideRecordGameResult`, `decideBuyWithGold`,
 *         `decideGrantGold`, `decideGrantItems`, `decideEquipItem`, `decideOpenChest`, `decideRedeemCode`, `decideLinkPartner`, `decideSetGodBanned`, `decideFulfilOrder`,
 *         `decideRevokeOrder`).
 */
export function decidePlayer(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  return decideOnce(command.request ?? null, state, () => decideCommand(command, state));
}

/** The store's commands act on a registered player only: a mistyped id must not create one. */
function requireRegistered(state: PlayerState): void {
  if (!state.registered) throw new DomainError('player_not_found', 'No player with this Steam id');
}

function decideCommand(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  if (command.type !== 'RecordGameResult' && command.type !== 'SignIn') requireRegistered(state);
  const decision = decideFeature(command, state);
  if (!('now' in command)) return decision;
  // a retried game result (already recorded: no events) is answered, not played again: it is
  // no visit and sets off nothing ("Result retries": a result posted twice counts once)
  if (command.type === 'RecordGameResult' && decision.events.length === 0) return decision;
  return withProgression(decision, state, command.now, command.type === 'RecordGameResult' || command.type === 'SignIn');
}

function decideFeature(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  switch (command.type) {
    case 'RecordGameResult':
      return withStarterItems(decideRecordGameResult(command, state), state);
    case 'SignIn':
      return withStarterItems(decideSignIn(command, state), state, true);
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
    case 'UseDoubledown':
      return decideUseDoubledown(command, state);
    case 'ClaimDailyGold':
      return decideClaimDailyGold(command, state);
    case 'ClaimBattlePassLevel':
      return decideClaimBattlePassLevel(command, state);
    case 'ClaimAllBattlePass':
      return decideClaimAllBattlePass(command, state);
    case 'ClaimDailyQuest':
      return decideClaimDailyQuest(command, state);
    case 'RerollDailyQuest':
      return decideRerollDailyQuest(command, state);
    case 'ClaimLoginReward':
      return decideClaimLoginReward(command, state);
    case 'ClaimWelcomeReward':
      return decideClaimWelcomeReward(command, state);
    case 'CompleteLoginDay':
      return decideCompleteLoginDay(command, state);
    case 'ClaimAchievement':
      return decideClaimAchievement(command, state);
    case 'SetGodBanned':
      return decideSetGodBanned(command, state);
    case 'FulfilOrder':
      return decideFulfilOrder(command, state);
    case 'RevokeOrder':
      return decideRevokeOrder(command, state);
  }
}

/** The player stream's decider; its state is snapshotted (a player posts a result every game). */
export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState, PlayerAnswer> & { snapshot: SnapshotCodec<PlayerState> } = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
  snapshot: playerSnapshot,
};
