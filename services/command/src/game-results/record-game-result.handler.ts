import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decision, GameResultAnswer, PlayerEvent, PlayerResult, playerDecider, playerStream } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { fingerprint } from '../platform/fingerprint';

export class RecordGameResultCommand {
  constructor(
    readonly result: PlayerResult,
    readonly context: CommandContext,
  ) {}
}

/**
 * Records one player's result on `player-{steamId}` (`decidePlayer`: a player first seen here
 * is registered with the default cosmetics). Keyed by (matchId, steamId): a retry answers as
 * the first time and appends nothing.
 */
@CommandHandler(RecordGameResultCommand)
export class RecordGameResultHandler implements ICommandHandler<RecordGameResultCommand, ExecuteResult<GameResultAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ result, context }: RecordGameResultCommand): Promise<ExecuteResult<GameResultAnswer>> {
    const command = { type: 'RecordGameResult' as const, result, fingerprint: fingerprint(result) };
    return this.repository.execute(
      playerStream(result.steamID),
      playerDecider,
      (state) => playerDecider.decide(command, state) as Decision<PlayerEvent, GameResultAnswer>,
      context,
      (event: PlayerEvent) => (event.type === 'GameResultRecorded' ? `GameResultRecorded:${result.matchID}:${result.steamID}` : `${event.type}:${result.steamID}`),
    );
  }
}
