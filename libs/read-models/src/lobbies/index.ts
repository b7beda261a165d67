export * from './tickets';
