import { decideRecordGameResult, GameResultAnswer, RecordGameResult } from '../game-results';
import { ChangeUserType, decideChangeUserType, decideSignIn, SignIn, SignInAnswer, UserTypeAnswer } from '../players';
import type { Decision } from '../shared/decision';
import type { Decider, SnapshotCodec } from '../shared/decider';
import { evolvePlayer } from './evolve';
import { playerSnapshot } from './snapshot';
import { initialPlayerState, PlayerState } from './state';
import type { PlayerEvent } from './stream';

/** Commands taken on the `player-{steamId}` stream. */
export type PlayerCommand = RecordGameResult | SignIn | ChangeUserType;

/** Answers of the player stream's commands, by command. */
export type PlayerAnswer = GameResultAnswer | SignInAnswer | UserTypeAnswer;

/**
 * The `player-{steamId}` stream as one decider: each command goes to its feature's decide.
 * @throws DomainError as the feature's decide does (see `decideRecordGameResult`, `decideChangeUserType`).
 */
export function decidePlayer(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  switch (command.type) {
    case 'RecordGameResult':
      return decideRecordGameResult(command, state);
    case 'SignIn':
      return decideSignIn(command, state);
    case 'ChangeUserType':
      return decideChangeUserType(command, state);
  }
}

/** The player stream's decider; its state is snapshotted (a player posts a result every game). */
export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState, PlayerAnswer> & { snapshot: SnapshotCodec<PlayerState> } = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
  snapshot: playerSnapshot,
};
