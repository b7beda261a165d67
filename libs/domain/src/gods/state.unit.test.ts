import { SnapshotFormatError } from '../shared/snapshot-json';
import { decodeGodsSlice, encodeGodsSlice, evolveGodsSlice, initialGodsSlice, type GodProgressGained, type GodsSlice } from './index';

const gained = (godId: string, amount: number): GodProgressGained => ({
  type: 'GodProgressGained',
  data: { godId, amount, reason: 'duplicate_card', ref: 'chest_god' },
});

describe('gods: the slice', () => {
  test('progress adds up per god; other events give back the same object', () => {
    const slice = [gained('pudge', 5), gained('pudge', 5), gained('rubick', 5)].reduce<GodsSlice>(evolveGodsSlice, initialGodsSlice);
    expect(slice.godProgress).toEqual(
      new Map([
        ['pudge', 10],
        ['rubick', 5],
      ]),
    );
    expect(evolveGodsSlice(slice, { type: 'GoldChanged', data: {} })).toBe(slice);
    expect(initialGodsSlice.godProgress.get('constructor')).toBeUndefined();
  });

  test('bans are kept per god and lifted', () => {
    const ban = (godId: string, banned: boolean) => ({ type: 'GodBanChanged', data: { godId, banned } });
    const slice = [ban('pudge', true), ban('rubick', true), ban('pudge', false)].reduce<GodsSlice>(evolveGodsSlice, initialGodsSlice);
    expect([...slice.bannedGods]).toEqual(['rubick']);
    expect(initialGodsSlice.bannedGods.size).toBe(0);
  });

  test('a snapshot decodes to the slice encoded, through JSON; one written before bans reads as none; another shape is refused', () => {
    const slice = evolveGodsSlice(evolveGodsSlice(initialGodsSlice, gained('pudge', 5)), {
      type: 'GodBanChanged',
      data: { godId: 'rubick', banned: true },
    });
    expect(decodeGodsSlice({ godProgress: [['pudge', 5]] })).toEqual({ godProgress: new Map([['pudge', 5]]), bannedGods: new Set() });
    expect(decodeGodsSlice(JSON.parse(JSON.stringify(encodeGodsSlice(slice))))).toEqual(slice);
    for (const json of [
      null,
      {},
      { godProgress: {} },
      { godProgress: [['pudge']] },
      { godProgress: [['pudge', '5']] },
      { godProgress: [[5, 5]] },
      { godProgress: [], bannedGods: [5] },
      { godProgress: [], bannedGods: 'pudge' },
    ]) {
      expect(() => decodeGodsSlice(json)).toThrow(SnapshotFormatError);
    }
  });
});
