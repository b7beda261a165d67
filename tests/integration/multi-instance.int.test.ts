import type { PlayerResultReply } from '@arena/contract';
import type { GameResultRecorded, PlayerResult } from '@arena/domain';
import { playerStream } from '@arena/domain';
import { CommandInstances, startCommandInstances } from '../support/command-instances';
import { errorOf, json } from '../support/command-service';
import { loadSampleGame } from '../support/sample-game';
import { postPlayerResult } from '../support/test-stack';

/** Rounds per race; each round races with a player never seen before. */
const ROUNDS = 40;

interface Answer {
  status: number;
  body: PlayerResultReply;
}

interface RecordedRating {
  matchId: string;
  ladderAfter: number;
  ladderChange: number;
}

/**
 * Two command services on one SQLite file, as a deployment with several instances on one host
 * runs them: posts that race across the instances must all be answered (no 5xx), every 200 must
 * describe an event that is in the store, and a conflicting group must record exactly one result.
 */
describe('several command instances on one SQLite event store', () => {
  let instances: CommandInstances;
  const [template] = loadSampleGame();
  let nextPlayer = 0;

  beforeAll(async () => {
    instances = await startCommandInstances(2);
  });
  afterAll(async () => {
    await instances?.stop();
  });

  /** A steam id no earlier post of this file used. */
  const freshPlayer = () => `76561199${String(++nextPlayer).padStart(9, '0')}`;

  /** The template's result, as `steamId` finishing `place` in `matchId` (a ranked eight-player game). */
  function resultOf(steamId: string, matchId: string, place: number): PlayerResult {
    const players = template.players.map((p) => (p.steamID === template.steamID ? { ...p, steamID: steamId } : p));
    return { ...template, steamID: steamId, username: `player-${steamId}`, matchID: matchId, place, players };
  }

  /** Posts every result at once, the i-th to instance i mod 2. */
  async function race(results: PlayerResult[]): Promise<Answer[]> {
    const { baseUrls } = instances;
    return Promise.all(
      results.map(async (result, i) => {
        const response = await postPlayerResult(baseUrls[i % baseUrls.length], result);
        return { status: response.status, body: await json<PlayerResultReply>(response) };
      }),
    );
  }

  /** What the player's stream holds: registrations and the rating of each recorded result. */
  async function recorded(steamId: string): Promise<{ registrations: number; ratings: RecordedRating[] }> {
    const events = await instances.store.readStream(playerStream(steamId));
    return {
      registrations: events.filter((e) => e.type === 'PlayerRegistered').length,
      ratings: events
        .filter((e) => e.type === 'GameResultRecorded')
        .map((e) => e.data as GameResultRecorded['data'])
        .map(({ result, rating }) => ({
          matchId: result.matchID,
          ladderAfter: rating.ladderAfter,
          ladderChange: rating.ladderAfter - rating.ladderBefore,
        })),
    };
  }

  const ratingOf = (answer: Answer): RecordedRating => ({
    matchId: answer.body.match_id,
    ladderAfter: answer.body.ladder_mmr,
    ladderChange: answer.body.ladder_change,
  });

  test(`two matches of a new player posted to both instances at once are both recorded (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const steamId = freshPlayer();
      const answers = await race([resultOf(steamId, `${8_000_000 + round}1`, 1), resultOf(steamId, `${8_000_000 + round}2`, 2)]);

      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const { registrations, ratings } = await recorded(steamId);
      expect(registrations).toBe(1);
      expect(ratings.map((r) => r.matchId).sort()).toEqual(answers.map((a) => a.body.match_id).sort());
      // each answer describes the event recorded for its match
      for (const answer of answers) {
        expect(ratings.find((r) => r.matchId === answer.body.match_id)).toEqual(ratingOf(answer));
      }
    }
  });

  test(`eight different results for one (match, new player) across both instances record exactly one (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const steamId = freshPlayer();
      const matchId = `${9_000_000 + round}`;
      // places 1..8: eight different results, each with another ladder change for a new player
      const answers = await race([1, 2, 3, 4, 5, 6, 7, 8].map((place) => resultOf(steamId, matchId, place)));

      const accepted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(accepted).toHaveLength(1);
      expect(refused.map((a) => [a.status, errorOf(a)?.code])).toEqual(Array(7).fill([409, 'result_conflict']));
      const { registrations, ratings } = await recorded(steamId);
      expect(registrations).toBe(1);
      expect(ratings).toEqual([ratingOf(accepted[0])]);
    }
  });
});
