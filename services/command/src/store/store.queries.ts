import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CosmeticsList, CurrentSaleReply, PlayerCosmeticsList, PlusBenefitsView, SalesList, WalletView } from '@arena/contract';
import { readCosmeticsList, readCurrentSale, readPlayerCosmeticsList, readPlusBenefits, readSales, readWallet } from '@arena/read-models';
import type { ReadSide } from '../platform/read-side';
import { CLOCK, READ_MODELS, type Clock } from '../platform/tokens';

export class GetWalletQuery {
  constructor(readonly steamId: string) {}
}

export class GetPlayerCosmeticsQuery {
  constructor(
    readonly steamId: string,
    readonly equippedOnly: boolean,
  ) {}
}

export class GetPlusBenefitsQuery {
  constructor(readonly steamId: string) {}
}

export class GetCosmeticsQuery {}

export class GetSalesQuery {}

export class GetCurrentSaleQuery {}

/** A player's wallet, inventory and chest history (read model); null for an unknown player. */
@QueryHandler(GetWalletQuery)
export class GetWalletHandler implements IQueryHandler<GetWalletQuery, WalletView | null> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamId }: GetWalletQuery) {
    return readWallet(this.read.redis, this.read.live.keys, steamId, this.clock.now());
  }
}

/** The items a player owns with the live site's fields (read model); null for an unknown player. */
@QueryHandler(GetPlayerCosmeticsQuery)
export class GetPlayerCosmeticsHandler implements IQueryHandler<GetPlayerCosmeticsQuery, PlayerCosmeticsList | null> {
  constructor(@Inject(READ_MODELS) private readonly read: ReadSide) {}
  execute({ steamId, equippedOnly }: GetPlayerCosmeticsQuery) {
    return readPlayerCosmeticsList(this.read.redis, this.read.live.keys, steamId, equippedOnly);
  }
}

/** What Plus offers a player now (read model); null for an unknown player. */
@QueryHandler(GetPlusBenefitsQuery)
export class GetPlusBenefitsHandler implements IQueryHandler<GetPlusBenefitsQuery, PlusBenefitsView | null> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute({ steamId }: GetPlusBenefitsQuery) {
    return readPlusBenefits(this.read.redis, this.read.live.keys, steamId, this.clock.now());
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

/** The item on sale now in the live site's shape, or null. */
@QueryHandler(GetCurrentSaleQuery)
export class GetCurrentSaleHandler implements IQueryHandler<GetCurrentSaleQuery, CurrentSaleReply> {
  constructor(
    @Inject(READ_MODELS) private readonly read: ReadSide,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}
  execute() {
    return readCurrentSale(this.read.redis, this.read.live.keys, this.clock.now());
  }
}
