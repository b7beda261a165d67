import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  playerDecider,
  playerStream,
  redemptionCodeDecider,
  redemptionCodeStream,
  refuseReusedKey,
  type ClientRequest,
  type RedeemAnswer,
} from '@arena/domain';
import { CommandContext, EventSourcedRepository, ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';

/** A player redeems a code (already upper case and well formed). */
export class RedeemCodeCommand {
  constructor(
    readonly steamId: string,
    readonly code: string,
    readonly request: ClientRequest | null,
    readonly context: CommandContext,
  ) {}
}

/**
 * A redemption across two streams, each step idempotent (docs/architecture.md "Streams": work across
 * streams is one idempotent command per stream). First the player takes a use on the code's
 * own stream (`UseCode`: refused when unknown, expired or used up; a player who took one
 * already decides nothing), then the code's gold and items are granted on `player-{steamId}`
 * (`RedeemCode`, at most once per request and once per player). Should the second step not
 * happen (a crash between them), the retry, or any later attempt of the player, finishes it. An
 * `Idempotency-Key` the player's stream answered for another action is refused before the use is
 * taken, so a refused request never spends one.
 * @throws DomainError `player_not_found`, `code_not_found`, `code_expired`, `code_used_up`,
 *         `code_already_redeemed`, `idempotency_key_reused`.
 */
@CommandHandler(RedeemCodeCommand)
export class RedeemCodeHandler implements ICommandHandler<RedeemCodeCommand, ExecuteResult<RedeemAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ steamId, code, request, context }: RedeemCodeCommand): Promise<ExecuteResult<RedeemAnswer>> {
    const player = await this.repository.read(playerStream(steamId), playerDecider);
    // a mistyped id (an admin's) must not spend a use, nor a key already used for another action
    if (!player.registered) throw new DomainError('player_not_found', 'No player with this Steam id');
    refuseReusedKey(request, player);
    const now = this.clock.now().getTime();
    const { answer: use } = await this.repository.execute(
      redemptionCodeStream(code),
      redemptionCodeDecider,
      (state) => redemptionCodeDecider.decide({ type: 'UseCode', code, steamId, now }, state),
      context,
    );
    const redeem = { type: 'RedeemCode' as const, code, gold: use.terms.gold, items: use.terms.items, now, request };
    return executePlayerCommand(this.repository, steamId, redeem, context);
  }
}
