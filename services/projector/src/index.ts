export * from './projector';
export * from './apply-batch';
export * from './rebuild-read-models';
export * from './config';
export * from './rebuild-lock';
export * from './read-model-watchdog';
export * from './ops-server';
