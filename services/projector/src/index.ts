export * from './projector';
export * from './apply-batch';
export * from './rebuild-read-models';
export * from './config';
