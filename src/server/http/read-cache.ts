/** A JSON body ready to send, with its validator. */
export interface CachedBody {
  body: string;
  etag: string;
}

interface Entry {
  expiresAt: number;
  value: Promise<CachedBody>;
}

/**
 * Short-TTL in-process read cache (DESIGN.md §1 allows these and nothing longer-lived): bounded,
 * least-recently-set entries evicted first. Concurrent misses for one key share a single load, so a
 * burst after expiry costs one query instead of one per connection.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  getOrLoad(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    if (!this.enabled) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);

    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load must not be served to the next caller.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
