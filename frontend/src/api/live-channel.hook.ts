import { useEffect, useEffectEvent, useState } from 'react';
import {
  connectRealtime,
  type DecisionRecordedEvent,
  type RealtimeRoom,
  type RevisionSubmittedEvent,
  type StatusUpdatedEvent,
} from './realtime';
import { expireSession, refreshSession } from './session-refresh';

/** connecting -> connected; on a connection error -> polling (banner + 30 s polling); unavailable when no socket could be made. */
export type LiveMode = 'connecting' | 'connected' | 'polling' | 'unavailable';

export const POLLING_INTERVAL_MS = 30_000;

export interface LiveChannelOptions {
  room: RealtimeRoom;
  email: string | null;
  token: string | null;
  onStatusUpdated: (event: StatusUpdatedEvent) => void;
  onDecisionRecorded?: (event: DecisionRecordedEvent) => void;
  onRevisionSubmitted?: (event: RevisionSubmittedEvent) => void;
  /** Called every 30 s while the socket is not connected. */
  poll: () => void;
}

export function useLiveChannel({
  room,
  email,
  token,
  onStatusUpdated,
  onDecisionRecorded,
  onRevisionSubmitted,
  poll,
}: LiveChannelOptions): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  // Latest callbacks without reconnecting the socket when they change identity.
  const onEvent = useEffectEvent((event: StatusUpdatedEvent) => onStatusUpdated(event));
  const onDecision = useEffectEvent((event: DecisionRecordedEvent) => onDecisionRecorded?.(event));
  const onRevision = useEffectEvent((event: RevisionSubmittedEvent) => onRevisionSubmitted?.(event));
  const onPoll = useEffectEvent(() => poll());

  useEffect(() => {
    if (!email || !token) return undefined;
    let connection: { close: () => void } | null = null;
    let closed = false;
    try {
      connection = connectRealtime({
        room,
        email,
        token,
        onStatusUpdated: (event) => onEvent(event),
        onDecisionRecorded: (event) => onDecision(event),
        onRevisionSubmitted: (event) => onRevision(event),
        onConnect: () => setMode('connected'),
        onConnectError: () => setMode('polling'),
        // The server cut the socket: the token expired (a refresh brings a new one, and with it a new
        // socket) or the session was ended elsewhere (nothing to refresh: back to the login page).
        onDisconnect: (reason) => {
          if (reason !== 'io server disconnect') return;
          setMode('polling');
          void refreshSession().then((fresh) => {
            if (!fresh && !closed) expireSession();
          });
        },
      });
    } catch {
      // Reported from a microtask: an effect body should not set state synchronously.
      queueMicrotask(() => {
        if (!closed) setMode('unavailable');
      });
    }
    return () => {
      closed = true;
      connection?.close();
    };
  }, [room, email, token]);

  useEffect(() => {
    if (mode !== 'polling' && mode !== 'unavailable') return undefined;
    const timer = window.setInterval(() => onPoll(), POLLING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [mode]);

  return mode;
}
