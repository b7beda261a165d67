import { decideRecordGameResult, GameResultAnswer, RecordGameResult } from '../game-results';
import { decideRegisterPlayer, RegisterPlayer, RegistrationAnswer } from '../players';
import type { Decision } from '../shared/decision';
import type { Decider } from '../shared/decider';
import { evolvePlayer } from './evolve';
import { initialPlayerState, PlayerState } from './state';
import type { PlayerEvent } from './stream';

/** Commands taken on the `player-{steamId}` stream. */
export type PlayerCommand = RecordGameResult | RegisterPlayer;

/** Answers of the player stream's commands, by command. */
export type PlayerAnswer = GameResultAnswer | RegistrationAnswer;

/**
 * The `player-{steamId}` stream as one decider: each command goes to its feature's decide.
 * @throws DomainError as the feature's decide does (see `decideRecordGameResult`).
 */
export function decidePlayer(command: PlayerCommand, state: PlayerState): Decision<PlayerEvent, PlayerAnswer> {
  switch (command.type) {
    case 'RecordGameResult':
      return decideRecordGameResult(command, state);
    case 'RegisterPlayer':
      return decideRegisterPlayer(command, state);
  }
}

export const playerDecider: Decider<PlayerCommand, PlayerEvent, PlayerState, PlayerAnswer> = {
  decide: decidePlayer,
  evolve: evolvePlayer,
  initialState: initialPlayerState,
};
