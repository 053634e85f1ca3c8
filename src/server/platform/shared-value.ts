/**
 * One value a process reads once and shares: concurrent callers share one load, a failed load is forgotten so the
 * next caller tries again, and with a TTL the value is read anew once it is that old.
 */
export class SharedValue<T> {
  private entry: { loadedAt: number; value: Promise<T> } | null = null;

  constructor(private readonly ttlMs = Number.POSITIVE_INFINITY) {}

  get(load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.entry && now - this.entry.loadedAt < this.ttlMs) return this.entry.value;
    const entry = { loadedAt: now, value: load() };
    this.entry = entry;
    entry.value.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return entry.value;
  }

  clear(): void {
    this.entry = null;
  }
}
