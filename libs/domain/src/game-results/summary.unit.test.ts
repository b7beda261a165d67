import { deciderSpecification } from '../shared/testing';
import { gameDecider, GameSummaryRecorded } from './index';

const spec = deciderSpecification(gameDecider);
const summary = { matchID: '6617222774', duration: 2320, rounds: 30, cheatsEnabled: false, roundResults: [] };
const recorded = (fingerprint: string): GameSummaryRecorded => ({ type: 'GameSummaryRecorded', data: { summary, fingerprint } });

describe('game decider: the summary', () => {
  test('is recorded once; the same summary again decides nothing', () => {
    const first = spec
      .given([])
      .when({ type: 'RecordGameSummary', summary, fingerprint: 'a' })
      .then([{ type: 'GameSummaryRecorded', data: { summary, fingerprint: 'a' } }]);
    const retry = spec.given(first.events).when({ type: 'RecordGameSummary', summary, fingerprint: 'a' }).outcome();
    expect({ events: retry.events, answer: retry.answer }).toEqual({ events: [], answer: { matchId: '6617222774' } });
  });

  test('a different summary for the same game is refused', () => {
    spec
      .given([recorded('a')])
      .when({ type: 'RecordGameSummary', summary, fingerprint: 'b' })
      .thenThrows('summary_conflict');
  });
});
