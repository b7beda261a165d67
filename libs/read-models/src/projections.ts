import { BatchWriter, ProjectableEvent, projectionRegistry } from './core';
import { achievementsProjection } from './achievements';
import { adminIndexProjection, auditProjection } from './admin';
import { battlePassProjection } from './battle-pass';
import { chestsProjection } from './chests';
import { contentProjection } from './content';
import { gameResultsProjection, playerStatsProjection } from './game-results';
import { leaderboardDocumentProjection, leaderboardProjection } from './leaderboard';
import { partnerProjection, usernameIndexProjection } from './partner';
import { playersProjection } from './players';
import { questsProjection } from './quests';
import { godFlagsProjection, godsProjection } from './gods';
import { redeemCodesProjection } from './redeem-codes';
import { ordersProjection, subscriptionsProjection } from './orders';
import { statsProjection } from './stats';
import { storeProjection } from './store';
import type { ReadModelKeys } from './read-model-keys';

/**
 * Every read model's projection. Their order is the order of each event's writes, so it decides
 * the order of a batch's coalesced commands (not the state they leave): it is the one whose
 * commands equal, byte for byte, those of the single projection this registry replaced (the
 * leaderboard's ZADD before the player's list of games, a game's fields before the player's).
 * The projections that came later go after those: the store's, the chests' (the chest history,
 * once the store's) and the redeem codes' share no event with the others; the username index
 * (partner), the progression's (battle pass, quests, achievements) and the player stats add
 * their own keys' writes to the events they share (registrations, game results, chests opened)
 * after the others' writes; the admin console's indexes and audit list, the god flags' and the site content's (their own streams' events), then the statistics' counters (stats) last.
 * The orders' projection (their own streams' events) was added after them, then the subscriptions' (theirs),
 * then the leaderboard's ready document (its badge hash; the document itself is written after
 * every other write of a batch whatever the order).
 */
export const PROJECTIONS = [
  leaderboardProjection,
  gameResultsProjection,
  playersProjection,
  storeProjection,
  chestsProjection,
  redeemCodesProjection,
  godsProjection,
  partnerProjection,
  usernameIndexProjection,
  battlePassProjection,
  questsProjection,
  achievementsProjection,
  playerStatsProjection,
  adminIndexProjection,
  auditProjection,
  godFlagsProjection,
  contentProjection,
  statsProjection,
  ordersProjection,
  subscriptionsProjection,
  leaderboardDocumentProjection,
] as const;

const registry = projectionRegistry<ReadModelKeys>(PROJECTIONS);

/**
 * Gathers the Redis writes of one event in `writes`, the batch the projector applies in one MULTI
 * together with the checkpoint: every projection whose `canHandle` lists the event's type adds
 * its writes, in `PROJECTIONS` order; an event type none handles is skipped. Writes only, no
 * reads: a batch of events and its checkpoint apply in one atomic step.
 */
export function projectEvent(writes: BatchWriter, keys: ReadModelKeys, event: ProjectableEvent): void {
  registry(writes, keys, event);
}
