import { z } from 'zod';
import type { Logger } from '@journal/logger';
import { ADMINS_ROOM, userRoom } from './rooms';
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
 * Room rules (enforced here, whatever the browser claims): a socket joins only its own user room, and only
 * an admin token joins the admin room. A refusal is an `error` event (and a failed ack) with no join.
 */
export function registerRoomHandlers(socket: RealtimeSocket, logger: Logger): void {
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
    if (auth.role !== 'admin') return refuse(JOIN_MESSAGES.notAdmin, ack);
    if (!sameEmail(email, auth.email)) return refuse(JOIN_MESSAGES.notOwnAdminEmail, ack);
    void socket.join(ADMINS_ROOM);
    if (typeof ack === 'function') ack({ success: true, message: JOIN_MESSAGES.adminJoined });
  });

  socket.onAny((event: unknown, ...args: unknown[]) => {
    if (typeof event === 'string' && KNOWN_EVENTS.has(event)) return;
    refuse(JOIN_MESSAGES.unknownEvent(String(event).slice(0, 60)), args[args.length - 1]);
  });
}
