/**
 * Sessions ended before their access tokens expire (logout, password change, refresh-token reuse).
 * Every service checks `isRevoked` synchronously on each token, against a local copy that the store
 * keeps current (memory: shared in the process; Redis: pub/sub plus a sorted set to reload from).
 */
export interface SessionRevocations {
  isRevoked(sid: string): boolean;
  /** `until`: epoch ms after which every access token of the session has expired anyway. */
  revoke(entries: Array<{ sid: string; until: number }>): Promise<void>;
  /** Called once per revoked session id this process learns of (from anywhere). */
  onRevoked(listener: (sid: string) => void): () => void;
  /** Resolves once the list is loaded (Redis: subscribed and read); immediate in memory. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The local copy both stores keep: sid -> until, swept as entries outlive every token they could match. */
export class RevokedSessionSet {
  private readonly entries = new Map<string, number>();
  private readonly listeners = new Set<(sid: string) => void>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  has(sid: string): boolean {
    const until = this.entries.get(sid);
    return until !== undefined && until > this.now();
  }

  add(sid: string, until: number): void {
    this.sweep();
    if (until <= this.now()) return;
    const known = this.has(sid);
    this.entries.set(sid, Math.max(until, this.entries.get(sid) ?? 0));
    if (!known) for (const listener of this.listeners) listener(sid);
  }

  listen(listener: (sid: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private sweep(): void {
    if (this.now() < this.nextSweep) return;
    this.nextSweep = this.now() + 60_000;
    for (const [sid, until] of this.entries) if (until <= this.now()) this.entries.delete(sid);
  }
}

/** Embedded mode: one process, every service holds this same object. */
export function createMemorySessionRevocations(now: () => number = Date.now): SessionRevocations {
  const set = new RevokedSessionSet(now);
  return {
    isRevoked: (sid) => set.has(sid),
    async revoke(entries) {
      for (const { sid, until } of entries) set.add(sid, until);
    },
    onRevoked: (listener) => set.listen(listener),
    ready: async () => undefined,
    async close() {},
  };
}
