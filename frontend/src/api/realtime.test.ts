import { io } from 'socket.io-client';
import { connectRealtime } from './realtime';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

type Handler = (...args: unknown[]) => void;

function fakeSocket() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    on: jest.fn((event: string, handler: Handler) => handlers.set(event, handler)),
    emit: jest.fn(),
    removeAllListeners: jest.fn(),
    disconnect: jest.fn(),
  };
}

describe('connectRealtime', () => {
  it('connects to the same origin with the options of SPEC section 7 and the token', () => {
    const socket = fakeSocket();
    jest.mocked(io).mockReturnValue(socket as never);
    connectRealtime({ token: 'jwt', email: 'a@b.co', room: 'user', onStatusUpdated: jest.fn() });
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io/',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionAttempts: 5,
      timeout: 20000,
      auth: { token: 'jwt' },
      query: { token: 'jwt' },
    });
  });

  it.each([
    ['user', 'join-user-room'],
    ['admin', 'join-admin-room'],
  ] as const)(
    'joins the %s room with the email on every connect and relays status events',
    (room, joinEvent) => {
      const socket = fakeSocket();
      jest.mocked(io).mockReturnValue(socket as never);
      const onStatusUpdated = jest.fn();
      const onConnect = jest.fn();
      const onConnectError = jest.fn();
      const connection = connectRealtime({
        token: 't',
        email: 'a@b.co',
        room,
        onStatusUpdated,
        onConnect,
        onConnectError,
      });

      socket.handlers.get('connect')!();
      socket.handlers.get('connect')!();
      expect(socket.emit).toHaveBeenNthCalledWith(1, joinEvent, 'a@b.co');
      expect(socket.emit).toHaveBeenCalledTimes(2);
      expect(onConnect).toHaveBeenCalledTimes(2);

      const event = { id: 's1', status: 'accepted', paperTitle: 'P', journalName: 'J' };
      socket.handlers.get('submission-status-updated')!(event);
      expect(onStatusUpdated).toHaveBeenCalledWith(event);
      socket.handlers.get('connect_error')!(new Error('refused'));
      expect(onConnectError).toHaveBeenCalled();

      connection.close();
      expect(socket.disconnect).toHaveBeenCalled();
    },
  );

  it('relays the peer review events (decision-recorded, revision-submitted) to their handlers', () => {
    const socket = fakeSocket();
    jest.mocked(io).mockReturnValue(socket as never);
    const onDecisionRecorded = jest.fn();
    const onRevisionSubmitted = jest.fn();
    connectRealtime({
      token: 't',
      email: 'a@b.co',
      room: 'user',
      onStatusUpdated: jest.fn(),
      onDecisionRecorded,
      onRevisionSubmitted,
    });
    const decision = { id: 's1', decision: 'revisions', paperTitle: 'P', journalName: 'J' };
    socket.handlers.get('decision-recorded')!(decision);
    expect(onDecisionRecorded).toHaveBeenCalledWith(decision);
    const revision = { id: 's1', paperTitle: 'P', journalName: 'J', version: 2 };
    socket.handlers.get('revision-submitted')!(revision);
    expect(onRevisionSubmitted).toHaveBeenCalledWith(revision);
  });
});
