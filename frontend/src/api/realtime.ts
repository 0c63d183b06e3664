import { io, type Socket } from 'socket.io-client';

/** Payload of `submission-status-updated` (SPEC section 3; the admin room also gets the actor). */
export interface StatusUpdatedEvent {
  id: string | number;
  status: string;
  paperTitle: string;
  journalName: string;
  oldStatus?: string;
  actorEmail?: string;
  changedAt?: string;
}

/** `decision-recorded` in the author's room (issue 12): a revisions decision changes no status. */
export interface DecisionRecordedEvent {
  id: string | number;
  decision: string;
  paperTitle: string;
  journalName: string;
  decidedAt?: string;
}

/** `revision-submitted` in the admins' room (issue 12). */
export interface RevisionSubmittedEvent {
  id: string | number;
  paperTitle: string;
  journalName: string;
  version: number;
  submittedAt?: string;
}

export type RealtimeRoom = 'user' | 'admin';

export interface RealtimeOptions {
  token: string;
  email: string;
  room: RealtimeRoom;
  onStatusUpdated: (event: StatusUpdatedEvent) => void;
  onDecisionRecorded?: (event: DecisionRecordedEvent) => void;
  onRevisionSubmitted?: (event: RevisionSubmittedEvent) => void;
  onConnect?: () => void;
  onConnectError?: (error: Error) => void;
  /** Socket.IO's reason, e.g. 'io server disconnect' (no automatic reconnection follows). */
  onDisconnect?: (reason: string) => void;
}

export interface RealtimeConnection {
  close: () => void;
}

/** Socket options of SPEC section 7; the URL is the page's own origin (the gateway proxies /socket.io/). */
export const SOCKET_OPTIONS = {
  path: '/socket.io/',
  withCredentials: true,
  transports: ['websocket', 'polling'],
  reconnectionDelay: 1000,
  reconnectionAttempts: 5,
  timeout: 20000,
} as const;

const JOIN_EVENT: Record<RealtimeRoom, string> = {
  user: 'join-user-room',
  admin: 'join-admin-room',
};

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const socket: Socket = io({
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: { token: options.token },
    // Also on the Engine.IO handshake itself (the auth payload only arrives after it): the server limits
    // handshakes without a valid token per address, and a signed-in reader behind a shared address (a
    // campus, an office) must not count towards it. Logs censor `token` in every URL.
    query: { token: options.token },
  });
  // Join on every (re)connect: rooms do not survive a reconnection on the server side.
  socket.on('connect', () => {
    socket.emit(JOIN_EVENT[options.room], options.email);
    options.onConnect?.();
  });
  socket.on('connect_error', (error: Error) => options.onConnectError?.(error));
  socket.on('disconnect', (reason: string) => options.onDisconnect?.(reason));
  socket.on('submission-status-updated', (event: StatusUpdatedEvent) => options.onStatusUpdated(event));
  socket.on('decision-recorded', (event: DecisionRecordedEvent) => options.onDecisionRecorded?.(event));
  socket.on('revision-submitted', (event: RevisionSubmittedEvent) => options.onRevisionSubmitted?.(event));
  return {
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
