import { decidePlayer, initialPlayerState } from './index';
import { recordInTurn, sampleResult } from './testing';

describe('the player stream decider', () => {
  test('a first game result registers the player with the default cosmetics; a retry decides nothing', () => {
    const result = sampleResult();
    const command = { type: 'RecordGameResult', result, fingerprint: `fp-${result.matchID}` } as const;
    const first = decidePlayer(command, initialPlayerState);
    expect(first.events.map((e) => e.type)).toEqual(['PlayerRegistered', 'GameResultRecorded', 'ItemsGranted', 'ItemEquipped']);
    const { state } = recordInTurn([result]);
    expect(decidePlayer(command, state).events).toEqual([]);
  });
});
