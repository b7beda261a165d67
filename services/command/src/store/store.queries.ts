import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CosmeticsList, PlayerCosmetics, SalesList } from '@arena/contract';
import { readCosmeticsList, readPlayerCosmetics, readSales } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

export class GetPlayerCosmeticsQuery {
  constructor(readonly steamId: string) {}
}

export class GetCosmeticsQuery {}

export class GetSalesQuery {}

/** A player's wallet, inventory and chest history (read model); null for an unknown player. */
@QueryHandler(GetPlayerCosmeticsQuery)
export class GetPlayerCosmeticsHandler implements IQueryHandler<GetPlayerCosmeticsQuery, PlayerCosmetics | null> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamId }: GetPlayerCosmeticsQuery) {
    return readPlayerCosmetics(this.read.redis, this.read.live.keys, steamId, this.clock.now());
  }
}

/** The cosmetic catalog with each item's running sale. */
@QueryHandler(GetCosmeticsQuery)
export class GetCosmeticsHandler implements IQueryHandler<GetCosmeticsQuery, CosmeticsList> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute() {
    return readCosmeticsList(this.read.redis, this.read.live.keys, this.clock.now());
  }
}

/** The running and upcoming sales. */
@QueryHandler(GetSalesQuery)
export class GetSalesHandler implements IQueryHandler<GetSalesQuery, SalesList> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute() {
    return readSales(this.read.redis, this.read.live.keys, this.clock.now());
  }
}
