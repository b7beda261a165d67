import { gainGodProgress } from './index';

const state = (progress: number, inventory: Record<string, number> = {}) => ({
  godProgress: new Map([['pudge', progress]]),
  inventory: new Map(Object.entries(inventory)),
});

describe('god progress (docs/game-rules.md "God progress": at 100 the player earns gold_card_{god})', () => {
  test('progress below 100 only grows', () => {
    const gain = gainGodProgress(state(90), 'pudge', 5, 'duplicate_card', 'chest_god');
    expect(gain.events).toEqual([
      { type: 'GodProgressGained', data: { godId: 'pudge', amount: 5, reason: 'duplicate_card', ref: 'chest_god' } },
    ]);
    expect(gain.godProgress.get('pudge')).toBe(95);
  });

  test('reaching 100 grants the gold card, once', () => {
    const gain = gainGodProgress(state(99), 'pudge', 1, 'game', '6617222774');
    expect(gain.events[1]).toEqual({
      type: 'ItemsGranted',
      data: { items: [{ itemId: 'gold_card_pudge', count: 1 }], reason: 'reward', ref: 'god_progress' },
    });
    expect(gainGodProgress({ ...state(100) }, 'pudge', 5, 'game', null).events).toHaveLength(1);
  });

  test('a player who bought the gold card gets no second one', () => {
    expect(gainGodProgress(state(95, { gold_card_pudge: 1 }), 'pudge', 5, 'duplicate_card', 'chest_god').events).toHaveLength(1);
  });
});
