export { RedeemCodesModule } from './redeem-codes.module';
