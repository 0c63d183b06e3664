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

/** Peer review notices (issue 12): a decision to the author and admins, a revision to the admins. */
export interface DecisionNoticePayload {
  id: string;
  decision: string;
  paperTitle: string;
  journalName: string;
  decidedAt: string;
}
export interface RevisionNoticePayload {
  id: string;
  paperTitle: string;
  journalName: string;
  version: number;
  submittedAt: string;
}

export interface ServerToClientEvents {
  'submission-status-updated': (payload: StatusUpdatePayload) => void;
  'decision-recorded': (payload: DecisionNoticePayload) => void;
  'revision-submitted': (payload: RevisionNoticePayload) => void;
  /** A refused request (join of a foreign room, unknown event) or the end of the session. */
  error: (error: { message: string }) => void;
}

/** Instance-to-instance message (an entry of the notice stream). */
export interface StatusUpdateBroadcast {
  /** The bus event that caused it: every instance delivers an event id once. */
  eventId: string;
  /** null: the admins' room only. */
  authorId: string | null;
  /** The paper's journal: its editors' room gets the notice too (issue 28). Absent: administrators only. */
  journalId?: string | null;
  /** The Socket.IO event name; absent in notices written before issue 12 (a status update). */
  event?: NoticeEvent;
  payload: StatusUpdatePayload | DecisionNoticePayload | RevisionNoticePayload;
}

export const NOTICE_EVENTS = [
  'submission-status-updated',
  'decision-recorded',
  'revision-submitted',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

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
