import { KeyedSerializer } from './keyed-serializer';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedSerializer', () => {
  test('tasks of one key run one at a time, in arrival order, even when one fails', async () => {
    const serializer = new KeyedSerializer();
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      serializer.run('a', task('1')),
      serializer.run('a', task('2', true)),
      serializer.run('a', task('3')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    await tick();
    expect(serializer.busyKeys).toBe(0);
  });

  test('tasks of different keys run side by side', async () => {
    const serializer = new KeyedSerializer();
    let release!: () => void;
    const blocked = serializer.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(serializer.run('b', () => Promise.resolve('b done'))).resolves.toBe('b done');
    release();
    await blocked;
  });
});
