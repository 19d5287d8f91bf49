/**
 * Knows whether cached public reads are still current (docs/decisions/0020). Writers bump a row of `cache_versions`
 * in their own transaction (deferred triggers, migration 0012) and `NOTIFY cache_versions`; a notification drops the
 * cache at once. A missed notification (LISTEN connection down, another replica's commit during a reconnect) is
 * caught by the fallback: before a cached answer is given, the version is read again if the last read started more
 * than `checkMs` ago. So an answer never predates a write committed more than `checkMs` before the request came in.
 */

export interface VersionWatcherOptions {
  /** How old the last version read may be when a cached answer is given. */
  checkMs: number;
  /** One indexed read of the current version. */
  read: () => Promise<number>;
  /** The version changed, or is unknown (the read failed): cached answers must go. */
  onChange: () => void;
  now?: () => number;
}

export class VersionWatcher {
  private known: number | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: VersionWatcherOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Whether a cached answer may be given without reading the version first. */
  isCurrent(): boolean {
    return this.inFlight === null && this.now() - this.lastStart < this.options.checkMs;
  }

  /** Reads the version now (one read at a time; callers arriving meanwhile share it). Rejects when the read fails. */
  check(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.lastStart = this.now();
    const run = this.options.read().then(
      (version) => this.seen(version),
      (error: unknown) => {
        this.known = null;
        this.lastStart = Number.NEGATIVE_INFINITY;
        this.options.onChange();
        throw error;
      },
    );
    this.inFlight = run.finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Reads the version if the last read is older than `checkMs`. */
  ensureCurrent(): Promise<void> {
    return this.isCurrent() ? Promise.resolve() : this.check();
  }

  /** A `cache_versions` notification (payload `<scope>:<version>`; anything unreadable drops the cache too). */
  notified(version: number | null): void {
    if (version !== null && version === this.known) return;
    this.seen(version);
  }

  /** Forgets the version: the next cached answer reads it first. */
  reset(): void {
    this.known = null;
    this.lastStart = Number.NEGATIVE_INFINITY;
  }

  private seen(version: number | null): void {
    if (version !== null && version === this.known) return;
    this.known = version;
    this.options.onChange();
  }
}
