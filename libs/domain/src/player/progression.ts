import { automaticBattlePassRewards } from '../battle-pass';
import { assignDailyQuests, completeLoginDay } from '../quests';
import { foldEvents } from '../shared/decider';
import type { Decision } from '../shared/decision';
import { evolvePlayer } from './evolve';
import type { PlayerState } from './state';
import type { PlayerEvent } from './stream';

/**
 * What follows any decision of a registered player at `now` (ms since the epoch), after its own
 * events: a `visit` (a game, a sign-in) completes the day's login reward (docs/game-rules.md "Weekly
 * login rewards": one day completes per UTC day); free daily-quest slots are filled (a
 * new player's first quests, Plus's third); and the automatic battle-pass rewards of levels past
 * 80 that the decision's XP reached are granted. A decision that needs none of them is returned
 * as it is.
 */
export function withProgression<A>(
  decision: Decision<PlayerEvent, A>,
  before: PlayerState,
  now: number,
  visit: boolean,
): Decision<PlayerEvent, A> {
  let state = foldEvents(evolvePlayer, before, decision.events);
  if (!state.registered) return decision;
  const follow: PlayerEvent[] = [];
  const add = (events: readonly PlayerEvent[]): void => {
    if (events.length === 0) return;
    follow.push(...events);
    state = foldEvents(evolvePlayer, state, events);
  };
  if (visit) add(completeLoginDay(state, now));
  add(assignDailyQuests(state, now));
  add(automaticBattlePassRewards(state, now));
  return follow.length === 0 ? decision : { events: [...decision.events, ...follow], answer: decision.answer };
}
