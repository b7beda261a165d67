import { decideRecordGameSummary, evolveGame, initialGameState } from './decider';

const summary = { matchID: '6617222774', duration: 2320, rounds: 30, cheatsEnabled: false, roundResults: [] };

describe('game decider: the summary', () => {
  test('is recorded once; the same summary again decides nothing', () => {
    const first = decideRecordGameSummary({ type: 'RecordGameSummary', summary, fingerprint: 'a' }, initialGameState);
    expect(first.events).toEqual([{ type: 'GameSummaryRecorded', data: { summary, fingerprint: 'a' } }]);
    const state = first.events.reduce(evolveGame, initialGameState);
    const retry = decideRecordGameSummary({ type: 'RecordGameSummary', summary, fingerprint: 'a' }, state);
    expect(retry).toEqual({ events: [], answer: { matchId: '6617222774' } });
  });

  test('a different summary for the same game is refused', () => {
    const state = evolveGame(initialGameState, { type: 'GameSummaryRecorded', data: { summary, fingerprint: 'a' } });
    expect(() => decideRecordGameSummary({ type: 'RecordGameSummary', summary, fingerprint: 'b' }, state)).toThrow(
      expect.objectContaining({ code: 'summary_conflict' }),
    );
  });
});
