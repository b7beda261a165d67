import { fingerprint } from './fingerprint';

describe('fingerprint', () => {
  // Stored in events: a retry sent after an upgrade must still match what the first post recorded.
  it('keeps the values it gave before, whatever the key order', () => {
    const payload = {
      steamID: '76561198000000001',
      matchID: 'm-1',
      b: [1, 'two', null, { z: true, a: [undefined, 3.5] }],
      a: { y: undefined, x: 'é"\n', ké: 0 },
      n: -0,
      e: {},
    };
    const reordered = { e: {}, n: -0, a: { ké: 0, x: 'é"\n' }, b: payload.b, matchID: 'm-1', steamID: '76561198000000001' };

    expect(fingerprint(payload)).toBe('e_wmRgXtZJOEoAHwdUaKn6OFrMnKRgUVDjylz0UeiWk');
    expect(fingerprint(reordered)).toBe('e_wmRgXtZJOEoAHwdUaKn6OFrMnKRgUVDjylz0UeiWk');
    expect(fingerprint([{}, [], 'x', 1e21])).toBe('KQS0WnEipT9iQ9-q37IyylbU58mtxIhK6dgP4PlPEBI');
  });

  it('tells different payloads apart', () => {
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
  });
});
