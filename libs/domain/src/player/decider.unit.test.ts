import { recordResult } from '../game-results/testing';
import { decidePlayer, initialPlayerState } from './index';
import { recordInTurn, sampleResult } from './testing';

describe('the player stream decider', () => {
  test('a first game result registers the player with the default cosmetics; a retry decides nothing', () => {
    const result = sampleResult();
    const command = recordResult(result);
    const first = decidePlayer(command, initialPlayerState);
    expect(first.events.map((e) => e.type)).toEqual([
      'PlayerRegistered',
      'GameResultRecorded',
      // the game's rewards: a ranked first place with lifestealer, a god of the catalog
      'GoldChanged',
      'XpGranted',
      'GodProgressGained',
      // the default cosmetics
      'ItemsGranted',
      'ItemEquipped',
      // then the progression: a game is the day's visit, and a new player's two daily quests
      'LoginDayCompleted',
      'DailyQuestAssigned',
      'DailyQuestAssigned',
    ]);
    const { state } = recordInTurn([result]);
    expect(decidePlayer(command, state).events).toEqual([]);
  });
});
