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

  test('a snapshot decodes to the slice encoded, through JSON; another shape is refused', () => {
    const slice = evolveGodsSlice(initialGodsSlice, gained('pudge', 5));
    expect(decodeGodsSlice(JSON.parse(JSON.stringify(encodeGodsSlice(slice))))).toEqual(slice);
    for (const json of [
      null,
      {},
      { godProgress: {} },
      { godProgress: [['pudge']] },
      { godProgress: [['pudge', '5']] },
      { godProgress: [[5, 5]] },
    ]) {
      expect(() => decodeGodsSlice(json)).toThrow(SnapshotFormatError);
    }
  });
});
