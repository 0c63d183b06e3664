import type { Server, Socket } from 'socket.io';
import type { AuthClaims } from '@journal/auth';

/** What the author and admin screens receive when a submission's status changes. */
export interface StatusUpdatePayload {
  id: string;
  status: string;
  paperTitle: string;
  journalName: string;
  /** The acting admin, so other admins can say "Another admin updated ...". */
  actorEmail: string;
  updatedAt: string;
}

export interface JoinResult {
  success: boolean;
  message: string;
}

export type JoinAck = (result: JoinResult) => void;

export interface ClientToServerEvents {
  'join-user-room': (email: unknown, ack?: JoinAck) => void;
  'join-admin-room': (email: unknown, ack?: JoinAck) => void;
}

export interface ServerToClientEvents {
  'submission-status-updated': (payload: StatusUpdatePayload) => void;
  /** A refused request (join of a foreign room, unknown event) or the end of the session. */
  error: (error: { message: string }) => void;
}

/** Instance-to-instance message (an entry of the notice stream). */
export interface StatusUpdateBroadcast {
  /** The bus event that caused it: every instance delivers an event id once. */
  eventId: string;
  authorId: string;
  payload: StatusUpdatePayload;
}

/** None: instances exchange notices through the notice stream, not Socket.IO. */
type InterServerEvents = Record<string, never>;

export interface SocketData {
  auth: AuthClaims;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
