import { projectionTest } from '../core/testing';
import { readRedemptionCodes, readRedemptions, redeemCodeKeys, redeemCodesProjection } from './index';

const AT = '2026-11-22T12:00:00.000Z';
const onCode = (type: string, data: object) => ({ type, data, decidedAt: AT, stream: 'redemption-code-WELCOME-2026' });
const created = onCode('RedemptionCodeCreated', {
  code: 'WELCOME-2026',
  gold: 5_000,
  items: [{ itemId: 'chest_basic', count: 2 }],
  expiresAt: null,
  maxUses: 100,
  createdBy: 'system:demo',
});

describe('redeem codes read model', () => {
  test('a code is listed with what it gives, its limits as last changed and its uses; its redemptions say who and when', async () => {
    const keys = redeemCodeKeys('test:v1:');
    const redis = projectionTest(redeemCodesProjection, keys)
      .givenEvents([
        created,
        onCode('RedemptionCodeUsed', { code: 'WELCOME-2026', steamId: '76561198000000001', usedAt: AT }),
        onCode('RedemptionCodeUsed', { code: 'WELCOME-2026', steamId: '76561198000000002', usedAt: '2026-11-22T11:00:00.000Z' }),
        onCode('RedemptionCodeLimitsChanged', {
          code: 'WELCOME-2026',
          expiresAt: '2027-01-01T00:00:00.000Z',
          maxUses: 3,
          changedBy: 'admin',
        }),
      ])
      .reader();
    expect(await readRedemptionCodes(redis, keys)).toEqual([
      {
        id: 'WELCOME-2026',
        gold: 5_000,
        items: [{ item_id: 'chest_basic', count: 2 }],
        expires_at: '2027-01-01T00:00:00.000Z',
        max_uses: 3,
        uses: 2,
        created_at: AT,
        created_by: 'system:demo',
      },
    ]);
    expect(await readRedemptions(redis, keys, 'WELCOME-2026')).toEqual([
      { steam_id: '76561198000000002', redeemed_at: '2026-11-22T11:00:00.000Z' },
      { steam_id: '76561198000000001', redeemed_at: AT },
    ]);
    expect(await readRedemptions(redis, keys, 'OTHER-CODE')).toEqual([]);
  });
});
