/** Injection tokens of the infrastructure the command service is built on. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS = Symbol('REDIS');
export const READ_MODELS = Symbol('READ_MODELS');
export const CONFIG = Symbol('CONFIG');
export const CLOCK = Symbol('CLOCK');

/** The time, handed to deciders so that replays are exact and tests can fix it. */
export interface Clock {
  now(): Date;
}
