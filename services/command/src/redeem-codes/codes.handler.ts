import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { AdminRedemptionCodeDetail, AdminRedemptionCodeView } from '@arena/contract';
import { redemptionCodeDecider, redemptionCodeStream, type CodeAnswer, type RedemptionCodeCommand } from '@arena/domain';
import { readRedemptionCodes, readRedemptions } from '@arena/read-models';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import type { ReadSide } from '../platform/read-side';
import { READ_MODELS } from '../platform/tokens';

/** An admin creates a code or changes its limits, on the code's own stream. */
export class ChangeCodeCommand {
  constructor(
    readonly command: Exclude<RedemptionCodeCommand, { type: 'UseCode' }>,
    readonly context: CommandContext,
  ) {}
}

/**
 * Decides an admin's change on `redemption-code-{code}` (`decideRedemptionCode`).
 * @throws DomainError `invalid_code`, `invalid_code_terms`, `code_exists`, `code_not_found`.
 */
@CommandHandler(ChangeCodeCommand)
export class ChangeCodeHandler implements ICommandHandler<ChangeCodeCommand, ExecuteResult<CodeAnswer>> {
  constructor(private readonly repository: EventSourcedRepository) {}

  execute({ command, context }: ChangeCodeCommand): Promise<ExecuteResult<CodeAnswer>> {
    const code = command.type === 'CreateCode' ? command.terms.code : command.code;
    return this.repository.execute(
      redemptionCodeStream(code),
      redemptionCodeDecider,
      (state) => redemptionCodeDecider.decide(command, state),
      context,
    );
  }
}

/** Every code with its uses, from the read model. */
export class ListCodesQuery {}

@QueryHandler(ListCodesQuery)
export class ListCodesHandler implements IQueryHandler<ListCodesQuery, AdminRedemptionCodeView[]> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute(): Promise<AdminRedemptionCodeView[]> {
    return readRedemptionCodes(this.read.redis, this.read.live.keys);
  }
}

/** Who redeemed a code and when (`readRedemptions`). */
export class ListRedemptionsQuery {
  constructor(readonly code: string) {}
}

@QueryHandler(ListRedemptionsQuery)
export class ListRedemptionsHandler implements IQueryHandler<ListRedemptionsQuery, AdminRedemptionCodeDetail['redemptions']> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ code }: ListRedemptionsQuery): Promise<AdminRedemptionCodeDetail['redemptions']> {
    return readRedemptions(this.read.redis, this.read.live.keys, code);
  }
}
