import { createHash } from 'node:crypto';

/** One notification instance behind the gateway. `id` is what the `io_node` cookie carries. */
export interface BalancerNode {
  id: string;
  target: string;
}

export interface SocketBalancerOptions {
  /** A polling session not seen for this long is forgotten (Engine.IO polls at least every pingInterval, 25 s). */
  idleSessionMs?: number;
  /** After a connection error a node takes no new sessions for this long. */
  downForMs?: number;
  now?: () => number;
}

interface Session {
  node: BalancerNode;
  lastSeen: number;
  /** Upgraded to WebSocket: lives until that socket closes, never expires by idleness. */
  webSocket: boolean;
}

export interface Route {
  node: BalancerNode;
  /** No session yet (Engine.IO handshake): the caller reports its sid with `handshakeDone`. */
  isNew: boolean;
}

/**
 * The node id: a short hash of the target URL, so every gateway instance configured with the same
 * NOTIFICATION_URL list agrees on it (the cookie works across gateways) without naming internal hosts.
 */
export function nodeId(target: string): string {
  return createHash('sha256').update(target).digest('hex').slice(0, 10);
}

/**
 * Sticky sessions for Socket.IO over several notification instances (docs/adr/0008). A new Engine.IO
 * session goes to the healthy node with the fewest sessions (round robin among equals); from then on the
 * session stays there: by its `sid` (kept here, so clients without cookies stick too) or by the `io_node`
 * cookie set on the handshake response (covers a gateway restart or another gateway instance).
 */
export class SocketBalancer {
  readonly nodes: readonly BalancerNode[];
  private readonly byId: Map<string, BalancerNode>;
  private readonly sessions = new Map<string, Session>();
  /** Handshakes in flight and WebSocket-only sessions (no sid known to the gateway), per node id. */
  private readonly unnamed = new Map<string, number>();
  private readonly downUntil = new Map<string, number>();
  private readonly idleSessionMs: number;
  private readonly downForMs: number;
  private readonly now: () => number;
  private cursor = 0;

  constructor(targets: readonly string[], options: SocketBalancerOptions = {}) {
    if (targets.length === 0) throw new Error('the socket balancer needs at least one target');
    this.nodes = [...new Set(targets)].map((target) => ({ id: nodeId(target), target }));
    this.byId = new Map(this.nodes.map((node) => [node.id, node]));
    this.idleSessionMs = options.idleSessionMs ?? 120_000;
    this.downForMs = options.downForMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** Where an HTTP request or upgrade goes: its session's node, else the cookie's node, else a new pick. */
  route(sid: string | undefined, cookieNode: string | undefined): Route {
    if (sid) {
      const session = this.sessions.get(sid);
      if (session) {
        session.lastSeen = this.now();
        return { node: session.node, isNew: false };
      }
      const pinned = cookieNode ? this.byId.get(cookieNode) : undefined;
      if (pinned) {
        // Learned again from the cookie (this gateway restarted, or another one saw the handshake).
        this.sessions.set(sid, { node: pinned, lastSeen: this.now(), webSocket: false });
        return { node: pinned, isNew: false };
      }
      // Unknown session and no cookie: the node will answer "Session ID unknown" unless it holds it,
      // and the client then opens a new session, which is balanced.
      return { node: this.pick(false), isNew: false };
    }
    return { node: this.pick(true), isNew: true };
  }

  /** A plain HTTP request of the service (no Engine.IO session, nothing pinned): any healthy node. */
  pickForRequest(): BalancerNode {
    return this.pick(false);
  }

  /** The handshake response arrived (sid parsed from it) or failed (sid undefined). */
  handshakeDone(node: BalancerNode, sid: string | undefined): void {
    this.adjustUnnamed(node, -1);
    if (sid) this.sessions.set(sid, { node, lastSeen: this.now(), webSocket: false });
  }

  /**
   * A WebSocket was opened: either the upgrade of a known session (sid) or a WebSocket-only handshake
   * (`isNew`, counted until it closes). Returns the release to call when the socket closes.
   */
  openWebSocket(route: Route, sid: string | undefined): () => void {
    let released = false;
    if (route.isNew) {
      // route() already counted it as a handshake in flight; it stays counted while the socket lives.
      return () => {
        if (released) return;
        released = true;
        this.adjustUnnamed(route.node, -1);
      };
    }
    const session = sid ? this.sessions.get(sid) : undefined;
    if (session) session.webSocket = true;
    return () => {
      if (released) return;
      released = true;
      if (sid && this.sessions.get(sid) === session) this.sessions.delete(sid);
    };
  }

  /** A connection to the node failed: new sessions avoid it for a while. */
  markDown(node: BalancerNode): void {
    this.downUntil.set(node.id, this.now() + this.downForMs);
  }

  isDown(node: BalancerNode): boolean {
    return (this.downUntil.get(node.id) ?? 0) > this.now();
  }

  /** Live sessions per node id (pinned sessions, WebSocket-only sockets, handshakes in flight). */
  load(): Record<string, number> {
    const counts: Record<string, number> = Object.fromEntries(
      this.nodes.map((n) => [n.id, this.unnamed.get(n.id) ?? 0]),
    );
    for (const session of this.sessions.values())
      counts[session.node.id] = (counts[session.node.id] ?? 0) + 1;
    return counts;
  }

  /** Forgets polling sessions that went quiet (their client left without closing). */
  sweep(): number {
    const cutoff = this.now() - this.idleSessionMs;
    let removed = 0;
    for (const [sid, session] of this.sessions)
      if (!session.webSocket && session.lastSeen < cutoff) {
        this.sessions.delete(sid);
        removed += 1;
      }
    return removed;
  }

  nodeById(id: string | undefined): BalancerNode | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  /** Least loaded healthy node; equal loads rotate. `reserve` counts it as a handshake in flight. */
  private pick(reserve: boolean): BalancerNode {
    const load = this.load();
    const healthy = this.nodes.filter((node) => !this.isDown(node));
    const candidates = healthy.length ? healthy : this.nodes;
    let best: BalancerNode | undefined;
    for (let i = 0; i < this.nodes.length; i++) {
      const node = this.nodes[(this.cursor + i) % this.nodes.length]!;
      if (!candidates.includes(node)) continue;
      if (!best || load[node.id]! < load[best.id]!) best = node;
    }
    this.cursor = (this.nodes.indexOf(best!) + 1) % this.nodes.length;
    if (reserve) this.adjustUnnamed(best!, 1);
    return best!;
  }

  private adjustUnnamed(node: BalancerNode, delta: number): void {
    this.unnamed.set(node.id, Math.max(0, (this.unnamed.get(node.id) ?? 0) + delta));
  }
}
