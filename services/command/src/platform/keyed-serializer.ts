/**
 * Runs tasks one at a time per key, in arrival order, and tasks of different keys side by side.
 * The repository serialises the commands of one stream in this instance, so that a burst of
 * requests on one wallet waits its turn instead of racing to append and failing on conflicts;
 * conflicts then only come from other instances, and the repository's retry takes those.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** `task`'s result, once every task queued before it under `key` has settled. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // the last task of a key removes its tail, so idle keys hold no memory
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task queued or running. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
