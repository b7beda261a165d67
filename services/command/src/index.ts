export * from './app';
export * from './platform/config';
export * from './seed/demo-games';
export * from './seed/post-demo-games';
export * from './seed/demo-economy';
export * from './seed/demo-content';
export * from './platform/event-sourced-repository';
export { DEMO_PARTNER_TOKEN, LocalPartnerServer } from './partner';
export { RecordGameResultCommand, RecordGameResultHandler, RecordGameSummaryCommand, RecordGameSummaryHandler } from './game-results';
