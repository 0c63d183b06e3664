import { z } from 'zod';
import type { EditorialRoles } from '@journal/auth';
import type { Logger } from '@journal/logger';
import { ADMINS_ROOM, editorRoom, journalRoom, userRoom } from './rooms';
import type { JoinAck, RealtimeSocket } from './socket.types';

const KNOWN_EVENTS = new Set(['join-user-room', 'join-admin-room']);
const emailArg = z.string().trim().min(1).max(254);

export const JOIN_MESSAGES = {
  userJoined: 'Joined your notification room',
  adminJoined: 'Joined the admin room',
  notOwnEmail: 'You can only join your own notification room',
  notAdmin: 'Administrator access required',
  notOwnAdminEmail: 'You can only join the admin room with your own email',
  unknownEvent: (event: string) => `Unknown event "${event}"`,
} as const;

function sameEmail(given: unknown, own: string): boolean {
  const parsed = emailArg.safeParse(given);
  return parsed.success && parsed.data.toLowerCase() === own.toLowerCase();
}

/**
 * Room rules (enforced here, whatever the browser claims): a socket joins only its own user room; an admin
 * token joins the admin room (every journal's notices); an author token holding journal roles (asked of
 * the journals service at the join, issue 28) joins its journals' rooms instead, so it hears of their
 * papers only. A refusal is an `error` event (and a failed ack) with no join.
 */
export function registerRoomHandlers(
  socket: RealtimeSocket,
  logger: Logger,
  journalRoles?: EditorialRoles,
): void {
  const { auth } = socket.data;
  const refuse = (message: string, ack: unknown) => {
    logger.warn({ socketId: socket.id, sub: auth.sub, reason: message }, 'socket request refused');
    socket.emit('error', { message });
    if (typeof ack === 'function') (ack as JoinAck)({ success: false, message });
  };

  socket.on('join-user-room', (email, ack) => {
    if (!sameEmail(email, auth.email)) return refuse(JOIN_MESSAGES.notOwnEmail, ack);
    void socket.join(userRoom(auth.sub));
    if (typeof ack === 'function') ack({ success: true, message: JOIN_MESSAGES.userJoined });
  });

  socket.on('join-admin-room', (email, ack) => {
    if (auth.role === 'admin') {
      if (!sameEmail(email, auth.email)) return refuse(JOIN_MESSAGES.notOwnAdminEmail, ack);
      void socket.join(ADMINS_ROOM);
      if (typeof ack === 'function') ack({ success: true, message: JOIN_MESSAGES.adminJoined });
      return;
    }
    if (!journalRoles) return refuse(JOIN_MESSAGES.notAdmin, ack);
    if (!sameEmail(email, auth.email)) return refuse(JOIN_MESSAGES.notOwnAdminEmail, ack);
    journalRoles.journalsOf(auth.sub).then(
      (journals) => {
        if (journals.length === 0 || !socket.connected) return refuse(JOIN_MESSAGES.notAdmin, ack);
        void socket.join([editorRoom(auth.sub), ...journals.map((j) => journalRoom(j.slug))]);
        if (typeof ack === 'function') ack({ success: true, message: JOIN_MESSAGES.adminJoined });
      },
      (error: Error) => {
        logger.warn({ err: error.message, sub: auth.sub }, 'journal roles unavailable');
        refuse('Editorial access could not be checked. Please try again.', ack);
      },
    );
  });

  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (typeof event === 'string' && KNOWN_EVENTS.has(event)) return;
    refuse(JOIN_MESSAGES.unknownEvent(String(event).slice(0, 60)), args[args.length - 1]);
  });
}
