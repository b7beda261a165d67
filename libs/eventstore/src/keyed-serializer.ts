/**
 * The keyed per-stream queue: runs tasks one at a time per key (a stream name), in arrival order,
 * and tasks of different keys side by side. A task starts once the previous task of its key has
 * settled, whether it succeeded or failed. Used to order the appends of one stream within one
 * process: the command service's repository, so that a burst of requests on one wallet waits its
 * turn instead of racing to append and failing on conflicts (conflicts then only come from other
 * instances, and the repository's retry takes those); the lobby service's history writer, so
 * that a lobby's events are appended in the order they were decided.
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

  /** Resolves once no key has a task queued or running (tasks queued meanwhile included); never rejects. */
  async idle(): Promise<void> {
    while (this.tails.size) await Promise.all(this.tails.values());
  }

  /** Keys with a task queued or running. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
