// A stand-in of the gateway's status path on loopback, for the load-test engines' tests: the admin's
// PUT /api/admin/submissions/:id/status (Bearer admin), then, after a delay, `submission-status-updated`
// to rooms, on a Socket.IO server with the auth, rooms and acks of services/notification. What a test
// varies (a refused PUT, a notice sent twice or never, the admin room, the payload) is passed in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export const userRoom = (email: string) => `user:${email}`;
export const adminRoom = 'admins';

export interface FakeStatusServerOptions {
  /** Which author (email) owns each submission. */
  owner: ReadonlyMap<string, string>;
  /** How long after the PUT is answered its notice is emitted. */
  delayMs: number;
  /** The notice a change sends; made when the PUT is accepted. */
  notice: (submissionId: string, status: string) => object;
  /** The rooms of each emit of a change's notice: one entry per copy, none for a notice never sent.
   * Asked when the notice is due. Default: one copy to the owner's room. */
  emits?: (submissionId: string, ownerEmail: string) => string[][];
  /** Answers the PUT 500 `{"success":false}` (nothing emitted) when true. Asked per PUT. */
  refuses?: (submissionId: string) => boolean;
  /** Also accepts the admin's socket (token `admin`) and its `join-admin-room` into `admins`. */
  adminSockets?: boolean;
}

export interface FakeStatusServer {
  baseUrl: string;
  close(): Promise<void>;
}

const tokenOf = (socket: { handshake: { auth: unknown } }) =>
  String((socket.handshake.auth as { token?: string }).token ?? '');

export async function startFakeStatusServer(options: FakeStatusServerOptions): Promise<FakeStatusServer> {
  const { owner, delayMs, notice, refuses = () => false, adminSockets = false } = options;
  const emits = options.emits ?? ((_id: string, email: string) => [[userRoom(email)]]);
  const server = http.createServer((req, res) => {
    const match = /^\/api\/admin\/submissions\/([^/]+)\/status$/.exec(req.url ?? '');
    if (req.method !== 'PUT' || !match || req.headers.authorization !== 'Bearer admin') {
      res.statusCode = 404;
      return res.end();
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const id = match[1] as string;
      const { status } = JSON.parse(body) as { status: string };
      if (refuses(id)) {
        res.statusCode = 500;
        return res.end('{"success":false}');
      }
      const payload = notice(id, status);
      setTimeout(() => {
        for (const rooms of emits(id, owner.get(id) ?? ''))
          io.to(rooms).emit('submission-status-updated', payload);
      }, delayMs);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true }));
    });
  });
  const io = new Server(server, { path: '/socket.io/' });
  io.use((socket, next) => {
    const token = tokenOf(socket);
    if ((adminSockets && token === 'admin') || token.startsWith('author:')) return next();
    return next(new Error('unauthorized'));
  });
  io.on('connection', (socket) => {
    const token = tokenOf(socket);
    socket.on('join-user-room', (email: string, ack: (a: unknown) => void) => {
      if (token !== `author:${email}`) return ack({ success: false, message: 'not yours' });
      void socket.join(userRoom(email));
      ack({ success: true });
    });
    if (adminSockets)
      socket.on('join-admin-room', (_email: string, ack: (a: unknown) => void) => {
        if (token !== 'admin') return ack({ success: false, message: 'not admin' });
        void socket.join(adminRoom);
        ack({ success: true });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      io.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
