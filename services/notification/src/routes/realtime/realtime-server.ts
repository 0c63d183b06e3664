import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { Server } from 'socket.io';
import type { EditorialRoles, SessionRevocations, TokenVerifier } from '@journal/auth';
import type { Logger } from '@journal/logger';
import { noticesEmitted, socketsConnected } from '@journal/metrics';
import { SpanKind, withSpan } from '@journal/tracing';
import { registerRoomHandlers } from './room-join.handlers';
import { ADMINS_ROOM, editorRoom, journalRoom, sessionRoom, userRoom } from './rooms';
import { startNoticeRelay, type NoticeRelay } from './notice-relay';
import { RecentIds } from './recent-ids';
import { closeOnExpiry, SESSION_EXPIRED } from './session-expiry';
import { DEFAULT_ANONYMOUS_HANDSHAKES_PER_MINUTE, limitAnonymousHandshakes } from './handshake-limit';
import { socketAuth } from './socket-auth.middleware';
import { DEFAULT_MAX_SOCKETS_PER_USER, limitSocketsPerUser } from './sockets-per-user';
import {
  NOTICE_EVENTS,
  type NoticeEvent,
  type RealtimeServer,
  type ServerToClientEvents,
  type StatusUpdateBroadcast,
} from './socket.types';

export const SOCKET_PATH = '/socket.io/';
export const DEFAULT_AUTH_TIMEOUT_MS = 5_000;
/** Sent to an editor's sockets before they are cut because a role of theirs ended (issue 28). */
export const EDITORIAL_ACCESS_CHANGED = 'Your editorial access has changed';

export interface RealtimeOptions {
  verifier: TokenVerifier;
  /** Sessions ended elsewhere: their sockets are disconnected on every instance. */
  revocations?: SessionRevocations;
  logger: Logger;
  /**
   * When given, instances sharing `keyPrefix` form one cluster: Socket.IO rooms span them through
   * `@socket.io/redis-adapter`, and status notices travel on a Redis stream every instance reads (ADR 0009).
   */
  redis?: Redis;
  /** The deployment's Redis key prefix: `<prefix>:socket.io` (adapter channels), `<prefix>:notices` (stream). */
  keyPrefix: string;
  /** Open sockets one account may hold on this instance (default 20); the next is refused. */
  maxSocketsPerUser?: number;
  /** Engine.IO handshakes without a valid token per address and minute (default 30; 0: no limit). */
  anonymousHandshakesPerMinute?: number;
  /** A session that has not authenticated (joined the namespace) within this many ms is closed (default 5,000). */
  authTimeoutMs?: number;
  /** A non-administrator's journal roles (issue 28): who may join the editorial rooms of which journals. */
  journalRoles?: EditorialRoles;
}

export interface Realtime {
  attach(server: HttpServer): void;
  /**
   * Each to its author's room and the admins' room on every instance; a socket in both gets it once, and an
   * event id is delivered once per instance even if the event is handled twice. Rejects when the notices
   * could not be handed to the other instances (one round trip for all), so the events are retried rather
   * than a notice lost.
   */
  notifyStatusUpdates(messages: readonly StatusUpdateBroadcast[]): Promise<void>;
  /** Any one notice: to the author's room (unless null) and the admins' room, like a status update. */
  notify<E extends NoticeEvent>(
    eventId: string,
    event: E,
    authorId: string | null,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): Promise<void>;
  /**
   * Disconnects the session's sockets on every instance: through `@socket.io/redis-adapter` when
   * clustered, so an instance that missed the revocation message still drops them.
   */
  disconnectSession(sid: string): Promise<void>;
  /**
   * Disconnects a person's editorial sockets on every instance (a role of theirs ended, issue 28); the
   * dashboard reconnects and joins again with the roles they still hold, if any.
   */
  disconnectEditor(userId: string): Promise<void>;
  /**
   * Resolves once other instances reach this one: the notice stream's tail is known and the Socket.IO
   * adapter's subscriptions are in place (a revoked session's sockets here are then cut from anywhere).
   */
  ready(): Promise<void>;
  /** Sockets connected to this instance. */
  localSocketCount(): number;
  /** Refuses new sockets, closes this instance's connections, leaves the adapter. Never closes the HTTP server. */
  close(): Promise<void>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { logger, keyPrefix: prefix } = options;
  const clients: Redis[] = [];
  let adapter: ReturnType<typeof createAdapter> | undefined;
  let subscriber: Redis | undefined;
  if (options.redis) {
    const pub = options.redis.duplicate();
    const sub = options.redis.duplicate();
    subscriber = sub;
    for (const client of [pub, sub]) {
      client.on('error', (err: Error) => logger.warn({ err: err.message }, 'socket.io adapter redis error'));
      clients.push(client);
    }
    adapter = createAdapter(pub, sub, { key: `${prefix}:socket.io` });
  }

  const io: RealtimeServer = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send two small join events; anything large is abuse.
    maxHttpBufferSize: 16 * 1024,
    // An Engine.IO session that has not authenticated by then is closed: idle anonymous sessions cost memory.
    connectTimeout: options.authTimeoutMs ?? DEFAULT_AUTH_TIMEOUT_MS,
    ...(adapter ? { adapter } : {}),
  });

  // A consumer that emitted and then died before its COMMIT has its event handled again by another one;
  // remembering delivered event ids turns that second emission into a no-op on every instance.
  const delivered = new RecentIds(100_000);
  // Every series from the start, at 0: an instance whose rooms have had no notice yet still exports them.
  for (const event of NOTICE_EVENTS) noticesEmitted.inc({ event }, 0);
  const deliverLocally = (message: StatusUpdateBroadcast) => {
    if (!delivered.add(message.eventId)) return;
    const rooms = message.authorId ? [userRoom(message.authorId), ADMINS_ROOM] : [ADMINS_ROOM];
    if (message.journalId) rooms.push(journalRoom(message.journalId));
    // Most notices have nobody here (the author's socket is on one instance, if any): skip encoding them.
    const local = io.of('/').adapter.rooms;
    if (!rooms.some((room) => local.has(room))) return;
    // The payload matches its event name by construction (notify's signature).
    (io.local.to(rooms).emit as (event: string, payload: unknown) => boolean)(
      message.event ?? 'submission-status-updated',
      message.payload,
    );
    noticesEmitted.inc({ event: message.event ?? 'submission-status-updated' });
  };
  const relay: NoticeRelay | undefined = options.redis
    ? startNoticeRelay({
        redis: options.redis,
        streamKey: `${prefix}:notices`,
        onNotice: deliverLocally,
        logger,
      })
    : undefined;

  /** Own sockets at once, then one round trip to the other instances (which skip entries they sent). */
  const emitNotices = async (messages: readonly StatusUpdateBroadcast[]) => {
    if (messages.length === 0) return;
    const events = new Set(messages.map((m) => m.event ?? 'submission-status-updated'));
    const only = messages.length === 1 ? (messages[0]!.payload as { id?: string }).id : undefined;
    await withSpan(
      `socket.io emit ${events.size === 1 ? [...events][0] : 'notices'}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: { 'journal.submission_id': only, 'journal.notices': messages.length },
      },
      async () => {
        for (const message of messages) deliverLocally(message);
        await relay?.publish(messages);
      },
    );
  };

  let closing = false;
  let attached = false;
  io.use((_socket, next) => (closing ? next(new Error('server shutting down')) : next()));
  io.use(socketAuth(options.verifier));
  io.use(limitSocketsPerUser(io, options.maxSocketsPerUser ?? DEFAULT_MAX_SOCKETS_PER_USER));
  io.on('connection', (socket) => {
    socketsConnected.inc();
    socket.once('disconnect', () => socketsConnected.dec());
    void socket.join(sessionRoom(socket.data.auth.sid));
    registerRoomHandlers(socket, logger, options.journalRoles);
    closeOnExpiry(socket, String((socket.handshake.auth as { token?: unknown }).token));
    logger.debug(
      { socketId: socket.id, sub: socket.data.auth.sub, role: socket.data.auth.role },
      'socket connected',
    );
  });

  const disconnectSession = async (sid: string) => {
    const room = sessionRoom(sid);
    // The reason first (the SPA shows it), then the cut; both reach the sockets wherever they are.
    io.to(room).emit('error', { message: SESSION_EXPIRED });
    io.in(room).disconnectSockets(true);
  };
  const disconnectEditor = async (userId: string) => {
    const room = editorRoom(userId);
    io.to(room).emit('error', { message: EDITORIAL_ACCESS_CHANGED });
    io.in(room).disconnectSockets(true);
  };
  const stopListening = options.revocations?.onRevoked((sid) => {
    disconnectSession(sid).catch((err: Error) =>
      logger.warn({ err: err.message, sid }, 'could not disconnect a revoked session'),
    );
  });

  return {
    disconnectSession,
    disconnectEditor,
    attach(server) {
      io.attach(server);
      // The engine exists once attached; its middlewares see every Engine.IO request, upgrades included.
      io.engine.use(
        limitAnonymousHandshakes(
          options.verifier,
          options.anonymousHandshakesPerMinute ?? DEFAULT_ANONYMOUS_HANDSHAKES_PER_MINUTE,
        ),
      );
      attached = true;
    },
    async notify(eventId, event, authorId, payload) {
      await emitNotices([{ eventId, event, authorId, payload }]);
    },
    async notifyStatusUpdates(messages) {
      await emitNotices(messages);
    },
    async ready() {
      await relay?.ready;
      // The adapter queued its SUBSCRIBEs on this connection when it was created; a PING answered after them
      // means Redis has them, so another instance's disconnect or broadcast request now reaches this one.
      await subscriber?.ping();
    },
    localSocketCount: () => io.of('/').sockets.size,
    async close() {
      if (closing) return;
      closing = true;
      stopListening?.();
      // Closing the transports (not a server-side "disconnect") lets clients reconnect on their own,
      // through the gateway, to an instance that is still running.
      if (attached) io.engine.close();
      await relay?.close();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
