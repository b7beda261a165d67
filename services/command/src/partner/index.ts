export { PartnerModule } from './partner.module';
export { DEMO_PARTNER_TOKEN, LocalPartnerServer, demoAccountOf } from './local-partner-server';
