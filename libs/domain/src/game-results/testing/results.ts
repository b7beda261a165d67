import type { GameResultRecorded, PlayerResult, RecordGameResult } from '../index';
import SAMPLE_GAME from '../../../../../../shared/data/game-6617222774.json';

/** The eight results of the real game 6617222774 (the test data beside the checkout), as posted. */
export const SAMPLE_RESULTS = SAMPLE_GAME as PlayerResult[];

/** A SteamID64 (17 digits, account 39734273), like every id the API accepts. */
export const TESTER_STEAM_ID = '76561198000000001';

/** A ranked 8-player result with equal MMRs; `place` decides who was already out. */
export function resultAt(place: number, overrides: Partial<PlayerResult> = {}): PlayerResult {
  const steamID = TESTER_STEAM_ID;
  const others = Array.from({ length: 7 }, (_, i) => ({
    steamID: `7656119800000010${i}`,
    mmr: 1000,
    // opponents ranked below this player (there are 8 - place of them) were out first
    hasLost: i < 8 - place,
  }));
  return {
    steamID,
    username: 'Tester',
    matchID: `m-${place}-${JSON.stringify(overrides).length}`,
    playerID: 0,
    place,
    god: 'rix',
    rounds: 20,
    endTime: 1500,
    wins: 10,
    losses: 10,
    team: 1,
    ranked: true,
    heroes: [],
    players: [{ steamID, mmr: 1000, hasLost: place !== 1 }, ...others],
    ...overrides,
  };
}

/** The tests' fixed clock: 2026-11-23 12:00 UTC, a Monday (weeks start Monday 00:00 UTC). */
export const RECORDED_AT = Date.UTC(2026, 10, 23, 12);

/**
 * The command recording a result at `now` (ms; the tests' fixed clock by default); the
 * fingerprint stands for the payload's hash.
 */
export function recordResult(result: PlayerResult, fingerprint = `fp-${result.matchID}`, now = RECORDED_AT): RecordGameResult {
  return { type: 'RecordGameResult', result, fingerprint, now };
}

/**
 * A past game that left the player at this ladder rating and hidden MMR, to start a test from
 * a rated player. Played with a god no test uses, so per-god MMRs start at the default.
 */
export function ratedAt(ladder: number, mmr: number, matchID = 'earlier'): GameResultRecorded {
  const result = resultAt(4, { matchID, god: 'fixture-god' });
  return {
    type: 'GameResultRecorded',
    data: {
      result,
      fingerprint: `fp-${matchID}`,
      rating: {
        ranked: true,
        multiplier: 1,
        ladderBefore: ladder,
        ladderAfter: ladder,
        mmrBefore: mmr,
        mmrAfter: mmr,
        godMmrBefore: 1000,
        godMmrAfter: 1000,
      },
    },
  };
}
