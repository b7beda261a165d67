export { PartnerModule } from './partner.module';
export { DEMO_PARTNER_TOKEN, LocalPartnerServer } from './local-partner-server';
