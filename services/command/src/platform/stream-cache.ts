/**
 * A bounded least-recently-used map of folded stream states. Safe with several command
 * service instances: a cached state is only the starting point, the stream is always read on
 * from the cached revision, and a stale one can at worst cause a conflict and a retry.
 */
export class StreamCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(stream: string): V | undefined {
    const value = this.entries.get(stream);
    if (value !== undefined) {
      this.entries.delete(stream);
      this.entries.set(stream, value);
    }
    return value;
  }

  set(stream: string, value: V): void {
    this.entries.delete(stream);
    this.entries.set(stream, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
