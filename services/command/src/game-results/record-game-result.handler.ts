import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decision, GameResultAnswer, PlayerEvent, PlayerResult, playerDecider, playerStream } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { fingerprint } from '../platform/fingerprint';
import { CLOCK, type Clock } from '../platform/tokens';

export class RecordGameResultCommand {
  constructor(
    readonly result: PlayerResult,
    readonly context: CommandContext,
  ) {}
}

/**
 * Records one player's result on `player-{steamId}` (`decidePlayer`: a player first seen here
 * is registered with the default cosmetics; the post-game rewards, quests and battle pass follow).
 * Keyed by (matchId, steamId): a retry answers as the first time and appends nothing; every
 * event's id derives from that key and its content.
 */
@CommandHandler(RecordGameResultCommand)
export class RecordGameResultHandler implements ICommandHandler<RecordGameResultCommand, ExecuteResult<GameResultAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ result, context }: RecordGameResultCommand): Promise<ExecuteResult<GameResultAnswer>> {
    const command = { type: 'RecordGameResult' as const, result, fingerprint: fingerprint(result), now: this.clock.now().getTime() };
    return this.repository.execute(
      playerStream(result.steamID),
      playerDecider,
      (state) => playerDecider.decide(command, state) as Decision<PlayerEvent, GameResultAnswer>,
      context,
      (event: PlayerEvent) => `${event.type}:${result.matchID}:${result.steamID}`,
    );
  }
}
