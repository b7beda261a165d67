export * from './errors';
export * from './schemas';
export * from './route';
export * from './consistency';
export * from './player-mutation';
