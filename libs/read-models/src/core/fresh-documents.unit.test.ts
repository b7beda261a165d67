import { GOLDEN_EVENTS } from '../__fixtures__/legacy-projection-commands';
import { projectEvent } from '../projections';
import { readModelKeys } from '../read-model-keys';
import type { RedisCommand } from './batch-writer';
import { renderFreshDocuments } from './fresh-documents';
import { InMemoryRedis, projectionTest } from './testing';

const keys = readModelKeys('t', 'v1');
/** Every golden event (games g1 and g2, ranked and not, summaries before and after results) in one batch. */
const [batch] = projectionTest(projectEvent, keys).givenEvents(GOLDEN_EVENTS).commands;
const stateAfter = (commands: RedisCommand[]) => {
  const redis = new InMemoryRedis();
  redis.apply(commands);
  return redis.state();
};
const evalsOf = (commands: RedisCommand[]) => commands.filter(([name]) => name === 'eval').map((command) => command[3]);

describe('renderFreshDocuments: a rebuild renders the documents of hashes it wrote from scratch', () => {
  test('game documents become SETs of the text the script would write; the read models are the same', () => {
    const rendered = renderFreshDocuments(batch, () => true);
    expect(evalsOf(batch)).toEqual(expect.arrayContaining([keys.gameDocument('g1'), keys.gameDocument('g2')]));
    expect(evalsOf(rendered)).not.toContain(keys.gameDocument('g1'));
    expect(evalsOf(rendered)).not.toContain(keys.gameDocument('g2'));
    expect(rendered).toContainEqual(['set', keys.gameDocument('g1'), stateAfter(batch)[keys.gameDocument('g1')]]);
    expect(stateAfter(rendered)).toEqual(stateAfter(batch));
  });

  test('a document reading a sorted set (the leaderboard) is left to Redis', () => {
    const rendered = renderFreshDocuments(batch, () => true);
    expect(evalsOf(batch)).toContain(keys.leaderboardDocument);
    expect(evalsOf(rendered)).toContain(keys.leaderboardDocument);
  });

  test('a document whose hash was written before these commands keeps its script', () => {
    const g1 = keys.game('g1');
    const rendered = renderFreshDocuments(batch, (key) => key !== g1);
    expect(evalsOf(rendered)).toContain(keys.gameDocument('g1'));
    expect(evalsOf(rendered)).not.toContain(keys.gameDocument('g2'));
  });

  test('commands without a renderable document are returned as they are', () => {
    const plain: RedisCommand[] = [['hset', keys.game('g9'), 'created_at', 'x']];
    expect(renderFreshDocuments(plain, () => true)).toBe(plain);
  });
});
