export * from './app';
export * from './config';
export * from './seed/demo-games';
export * from './seed/post-demo-games';
export * from './write/event-sourced-repository';
export * from './games/record-game-result.handler';
export * from './games/record-game-summary.handler';
