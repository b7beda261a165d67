import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import type { ClientRequest, OpenChestAnswer } from '@arena/domain';
import { EventSourcedRepository, type CommandContext, type ExecuteResult } from '../platform/event-sourced-repository';
import { CLOCK, type Clock } from '../platform/tokens';
import { executePlayerCommand } from '../players';

/** A player opens one of their chests. */
export class OpenChestCommand {
  constructor(
    readonly steamId: string,
    readonly chestId: string,
    readonly request: ClientRequest | null,
    readonly context: CommandContext,
  ) {}
}

/**
 * Draws the roll's seed (a uniform 32-bit number from the operating system's generator) and
 * decides the opening on `player-{steamId}` (`decideOpenChest`); `ChestOpened` records the
 * seed, so a replay gives the same drops, and a retried request is answered its first drops.
 * @throws DomainError `not_a_chest`, `no_chest`, `player_not_found`, `idempotency_key_reused`.
 */
@CommandHandler(OpenChestCommand)
export class OpenChestHandler implements ICommandHandler<OpenChestCommand, ExecuteResult<OpenChestAnswer>> {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ steamId, chestId, request, context }: OpenChestCommand): Promise<ExecuteResult<OpenChestAnswer>> {
    const command = { type: 'OpenChest' as const, chestId, seed: randomInt(0, 2 ** 32), now: this.clock.now().getTime(), request };
    return executePlayerCommand(this.repository, steamId, command, context);
  }
}
