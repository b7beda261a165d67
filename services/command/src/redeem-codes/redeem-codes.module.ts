import { Module } from '@nestjs/common';
import { AdminCodesController } from './admin-codes.controller';
import { ChangeCodeHandler, ListCodesHandler, ListRedemptionsHandler } from './codes.handler';
import { RedeemCodeController } from './redeem-code.controller';
import { RedeemCodeHandler } from './redeem-code.handler';

/** Redeem codes: players redeem them; admins create them, change their limits and end them. */
@Module({
  controllers: [RedeemCodeController, AdminCodesController],
  providers: [RedeemCodeHandler, ChangeCodeHandler, ListCodesHandler, ListRedemptionsHandler],
})
export class RedeemCodesModule {}
