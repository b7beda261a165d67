import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideRecordGameSummary, gameDecider, gameStream, GameSummary } from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { fingerprint } from '../platform/fingerprint';

export class RecordGameSummaryCommand {
  constructor(
    readonly summary: GameSummary,
    readonly context: CommandContext,
  ) {}
}

/** Records a game's summary on `game-{matchId}`, once. */
@CommandHandler(RecordGameSummaryCommand)
export class RecordGameSummaryHandler implements ICommandHandler<RecordGameSummaryCommand, ExecuteResult<{ matchId: string }>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ summary, context }: RecordGameSummaryCommand): Promise<ExecuteResult<{ matchId: string }>> {
    const command = { type: 'RecordGameSummary' as const, summary, fingerprint: fingerprint(summary) };
    return this.repository.execute(
      gameStream(summary.matchID),
      gameDecider,
      (state) => decideRecordGameSummary(command, state),
      context,
      () => `GameSummaryRecorded:${summary.matchID}`,
    );
  }
}
