import { playerDecider, type PlayerEvent } from '../player';
import { DAY, NOW, playerJourney, plusUntil, signedUp } from '../player/testing';
import { deciderSpecification } from '../shared/testing';
import { ClaimDailyGold, DAILY_GOLD_BONUS } from './index';

/** Plus's free daily gold bonus (docs/game-rules.md "Plus daily gold": +100 once a UTC day). */
const spec = deciderSpecification(playerDecider);

const claimGold = (now = NOW): ClaimDailyGold => ({ type: 'ClaimDailyGold', now });
const withPlus = signedUp(NOW, [plusUntil(NOW + 30 * DAY)]);
const LAST_SECOND = Date.UTC(2026, 10, 23, 23, 59, 59);
const NEXT_DAY = Date.UTC(2026, 10, 24, 0, 0, 0);

describe('claim_daily_gold', () => {
  test('with Plus: 100 gold, once for the UTC day', () => {
    expect(DAILY_GOLD_BONUS).toBe(100);
    spec
      .given(withPlus)
      .when(claimGold())
      .then(
        [
          { type: 'DailyGoldClaimed', data: { day: '2026-11-23' } },
          { type: 'GoldChanged', data: { amount: 100, balance: 100, reason: 'reward', ref: 'plus_daily_gold' } },
        ],
        { balance: 100, alreadyOwned: [] },
      );
  });

  test('again the same day (23:59:59): already_claimed_today; the next UTC day (00:00:00): again', () => {
    const journey = playerJourney(withPlus);
    journey.run(claimGold());
    spec.given(journey.events).when(claimGold(LAST_SECOND)).thenThrows('already_claimed_today');
    spec
      .given(journey.events)
      .when(claimGold(NEXT_DAY))
      .thenMatches([
        { type: 'DailyGoldClaimed', data: { day: '2026-11-24' } },
        { type: 'GoldChanged', data: { balance: 200 } },
      ]);
  });

  test('without Plus, or once it has lapsed: plus_required', () => {
    spec.given(signedUp()).when(claimGold()).thenThrows('plus_required');
    spec
      .given(signedUp(NOW - DAY, [plusUntil(NOW)]))
      .when(claimGold())
      .thenThrows('plus_required');
  });

  test('a partner link gives Plus, and so the bonus', () => {
    const linked: PlayerEvent = { type: 'PartnerLinked', data: { partner: 'gaimin', accountId: 'abc123', username: 'gamer-abc123' } };
    // (the link, folded here without its decision, also opens Plus's third daily quest slot)
    spec
      .given([...signedUp(), linked])
      .when(claimGold())
      .thenMatches([{ type: 'DailyGoldClaimed' }, { type: 'GoldChanged' }, { type: 'DailyQuestAssigned' }]);
  });

  test('a player never registered is not found', () => {
    spec.given([]).when(claimGold()).thenThrows('player_not_found');
  });
});
