/**
 * Response cache of public reads (docs/decisions/0020): final encoded bytes per request URL, least recently used
 * out first within a byte budget. Entries are built once per key at a time (concurrent misses share the build)
 * and dropped together whenever the version watcher says the data changed. A build that started before a change
 * is answered to its callers but never stored.
 */
import { buildEntry, type CachedEntry, type EntrySource } from './entry.js';
import { VersionWatcher } from './version-watcher.js';

export interface ResponseCacheOptions {
  /** Byte budget of all entries; 0 turns the cache off. */
  maxBytes: number;
  /** Staleness bound when a notification is missed (see VersionWatcher). */
  checkMs: number;
  /** Reads the current `public_properties` version. */
  readVersion: () => Promise<number>;
  /** Subscribes to `cache_versions` notifications; answers an unsubscribe function. */
  listen?: (onNotify: (payload: string | undefined) => void) => Promise<() => Promise<void>>;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  /** Answers from an entry: through a route, or (`fastHits`) by the server before Fastify. */
  hits: number;
  fastHits: number;
  misses: number;
  invalidations: number;
}

export class ResponseCache {
  readonly enabled: boolean;
  private readonly entries = new Map<string, CachedEntry>();
  private readonly building = new Map<string, Promise<CachedEntry>>();
  private readonly watcher: VersionWatcher;
  private bytes = 0;
  private generation = 0;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly counters = { hits: 0, fastHits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly options: ResponseCacheOptions) {
    this.enabled = options.maxBytes > 0;
    this.watcher = new VersionWatcher({
      checkMs: options.checkMs,
      read: options.readVersion,
      onChange: () => this.invalidate(),
    });
  }

  /** Starts listening for notifications (a failed LISTEN leaves the fallback check in charge). */
  async start(): Promise<void> {
    if (!this.enabled || !this.options.listen || this.unlisten) return;
    this.unlisten = await this.options.listen((payload) => this.watcher.notified(parseVersion(payload)));
    // Anything committed before LISTEN took effect: read the version before the next cached answer.
    this.watcher.reset();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.invalidate();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  /** A stored entry that may be answered right now without any database read, or undefined. */
  peekCurrent(key: string): CachedEntry | undefined {
    if (this.stopped || !this.watcher.isCurrent()) return undefined;
    const entry = this.entries.get(key);
    if (entry) this.touch(entry);
    return entry;
  }

  /** Whether some entry exists for the key (the fast path then waits for a due version read and answers). */
  has(key: string): boolean {
    return !this.stopped && this.entries.has(key);
  }

  /** Reads the version if due (see VersionWatcher); rejects when the database cannot be asked. */
  ensureCurrent(): Promise<void> {
    return this.watcher.ensureCurrent();
  }

  /** Reads the version now, when anything is cached (after a write on this replica: read-your-writes). */
  async recheck(): Promise<void> {
    if (this.entries.size === 0 && this.building.size === 0) return;
    await this.watcher.check().catch(() => undefined);
  }

  /** The current entry for the key, built from `build()` on a miss. */
  async get(key: string, build: () => Promise<EntrySource>): Promise<CachedEntry> {
    await this.watcher.ensureCurrent();
    const hit = this.entries.get(key);
    if (hit) {
      this.counters.hits++;
      this.touch(hit);
      return hit;
    }
    const pending = this.building.get(key);
    if (pending) return pending;
    this.counters.misses++;
    const generation = this.generation;
    const promise = build()
      .then((source) => buildEntry(key, source))
      .then((entry) => {
        if (generation === this.generation && !this.stopped) this.store(entry);
        return entry;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  /** Drops every entry and forgets running builds. */
  invalidate(): void {
    this.generation++;
    this.counters.invalidations++;
    this.entries.clear();
    this.building.clear();
    this.bytes = 0;
  }

  stats(): ResponseCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }

  /** Counts a hit answered by the server's fast path. */
  countFastHit(): void {
    this.counters.hits++;
    this.counters.fastHits++;
  }

  private touch(entry: CachedEntry): void {
    // Map order is insertion order: re-inserting makes the entry the most recently used.
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  private store(entry: CachedEntry): void {
    if (entry.bytes > this.options.maxBytes) return;
    const previous = this.entries.get(entry.key);
    if (previous) {
      this.entries.delete(entry.key);
      this.bytes -= previous.bytes;
    }
    for (const [key, old] of this.entries) {
      if (this.bytes + entry.bytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
  }
}

function parseVersion(payload: string | undefined): number | null {
  const match = /:(\d+)$/.exec(payload ?? '');
  return match ? Number(match[1]) : null;
}
