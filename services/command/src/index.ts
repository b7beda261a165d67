export * from './app';
export * from './config';
export * from './seed/demo-games';
export * from './seed/post-demo-games';
