/** A cached value that says what it shows (content-tags.ts), so that a write empties it only when it changed that. */
export interface Tagged {
  readonly tags: readonly string[];
}

/** A JSON body ready to send: encoded once, with its validator, (when worth it) its gzip form, and what it shows. */
export interface CachedBody extends Tagged {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  gzip: Uint8Array<ArrayBuffer> | null;
  /** Brotli, for bodies that gate a first paint (pages); null for bodies that never get one. */
  br: Uint8Array<ArrayBuffer> | null;
}

interface Entry<T> {
  /** After this the entry is stale: still served while one refresh runs, but no longer trusted alone. */
  freshUntil: number;
  /** After this the entry is dead: callers wait for a fresh load. */
  staleUntil: number;
  value: Promise<T>;
  /** Set once the load has succeeded; a pending or failed load is never served stale. */
  ready: boolean;
  refreshing: boolean;
  /** What the loaded value shows; known once it is ready. */
  tags: readonly string[];
  /** What writes changed while this load ran (it may have read from before them); 'all' after a `clear`. */
  missed: string[] | 'all';
}

/**
 * Short-TTL in-process read cache (the only in-process state allowed, since several instances may serve one database),
 * bounded, oldest entries evicted first.
 *
 * - Concurrent misses for one key share one load, so a burst costs one query, not one per connection.
 * - Stale-while-revalidate for one more TTL: when an entry expires, callers keep getting it while a
 *   single background refresh runs, so nobody waits behind the refresh query. A change is therefore
 *   visible after at most two TTLs (plus one query), and an entry nobody asked for during that window
 *   is never served.
 * - A write empties at once what shows what it changed (`invalidate` by tag), and nothing else; a load that was
 *   running meanwhile still answers its callers, but is kept only if it shows none of what changed.
 */
export class ReadCache<T extends Tagged = CachedBody> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Set<Entry<T>>();

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

  getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.freshUntil) return hit.value;
    if (hit && hit.ready && now < hit.staleUntil) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        // The stale entry keeps serving until the refresh lands; a failed refresh leaves it to expire.
        this.start(key, load).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.value;
    }
    return this.start(key, load, hit);
  }

  clear(): void {
    this.entries.clear();
    for (const entry of this.loading) entry.missed = 'all';
  }

  /** Empties every entry that shows any of `tags`. */
  invalidate(tags: readonly string[]): void {
    for (const [key, entry] of this.entries) {
      if (entry.ready && entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
    for (const entry of this.loading) if (entry.missed !== 'all') entry.missed.push(...tags);
  }

  /**
   * Runs a load. The first load of a key is stored at once (so concurrent callers share it); a refresh
   * replaces the stale entry only when it succeeds.
   */
  private start(key: string, load: () => Promise<T>, dead?: Entry<T>): Promise<T> {
    const value = load();
    const isRefresh = this.entries.has(key) && !dead;
    const entry: Entry<T> = {
      freshUntil: this.now() + this.ttlMs,
      staleUntil: this.now() + 2 * this.ttlMs,
      value,
      ready: false,
      refreshing: false,
      tags: [],
      missed: [],
    };
    if (!isRefresh) this.store(key, entry);
    this.loading.add(entry);
    value.then(
      (loaded) => {
        this.loading.delete(entry);
        const { missed } = entry;
        if (missed === 'all' || missed.some((tag) => loaded.tags.includes(tag))) {
          // Read before a write that changed it: neither it nor the stale entry it was to replace serves again.
          const current = this.entries.get(key);
          if (current === entry || current?.refreshing) this.entries.delete(key);
          return;
        }
        entry.ready = true;
        entry.tags = loaded.tags;
        // Times count from when the data was read, not from when the load was asked for.
        entry.freshUntil = this.now() + this.ttlMs;
        entry.staleUntil = this.now() + 2 * this.ttlMs;
        if (isRefresh) this.store(key, entry);
      },
      () => {
        this.loading.delete(entry);
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private store(key: string, entry: Entry<T>): void {
    // Re-inserting moves the key to the end, so eviction drops the least recently stored.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
