/**
 * Group commit: the appends asked for while the event loop handles one round of I/O (the requests
 * of several connections, say) are written in one transaction and committed once, instead of one
 * transaction each. Each append keeps its own checks and its own outcome.
 */

/** How a store runs appends of type `A` giving `R`; every function is synchronous. */
export interface GroupTransactions<A, R> {
  /** Runs one append in a transaction of its own (a group of one). */
  alone(append: A): R;
  /** Runs `body` in one write transaction and commits it; when `body` throws, rolls all of it back and rethrows. */
  group(body: () => void): void;
  /** Runs one append inside the group's transaction, undoing its own writes (a savepoint) when it throws. */
  member(append: A): R;
  /**
   * Whether an error refuses this append alone (a revision or id conflict): the group goes on.
   * Any other error (the driver's: I/O, a full disk, a lock held too long) aborts the whole group.
   */
  isRefusal(error: unknown): boolean;
  /** Called once after a group committed, before its appends resolve. */
  committed(): void;
}

interface Waiting<A, R> {
  append: A;
  resolve(result: R): void;
  reject(error: unknown): void;
}

type Outcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

/**
 * Queues appends and writes them at the end of the current turn of the event loop (`setImmediate`):
 * alone when one append waits, otherwise in one transaction where each append runs in a savepoint.
 * A refused append (see `isRefusal`) rejects alone and leaves the others to commit; any other
 * error rolls back the whole group and rejects every append of it with that error. Appends are
 * attempted in the order they were asked for, so a later append of a group sees the earlier ones
 * (two appends to one stream with the same expected revision: the first wins, the second conflicts).
 */
export class GroupCommit<A, R> {
  private waiting: Waiting<A, R>[] = [];

  constructor(private readonly transactions: GroupTransactions<A, R>) {}

  /** Queues `append` for the next group; settles once that group committed or failed. */
  submit(append: A): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Writes what is waiting now (the store calls it before closing). */
  flush(): void {
    const group = this.waiting;
    if (group.length === 0) return;
    this.waiting = [];
    if (group.length === 1) return this.runAlone(group[0]);

    const outcomes: Outcome<R>[] = [];
    try {
      this.transactions.group(() => {
        for (const { append } of group) {
          try {
            outcomes.push({ ok: true, result: this.transactions.member(append) });
          } catch (error) {
            if (!this.transactions.isRefusal(error)) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    this.transactions.committed();
    group.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) waiting.resolve(outcome.result);
      else waiting.reject(outcome.error);
    });
  }

  private runAlone(waiting: Waiting<A, R>): void {
    let result: R;
    try {
      result = this.transactions.alone(waiting.append);
    } catch (error) {
      waiting.reject(error);
      return;
    }
    this.transactions.committed();
    waiting.resolve(result);
  }
}
