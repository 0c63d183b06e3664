import { Server as SocketServer } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { createLogger } from '@journal/logger';
import { runServer } from '../src';

const logger = createLogger('run-server-test', { level: 'silent' });

describe('runServer shutdown', () => {
  it('finishes an in-flight request, closes open WebSockets and then runs cleanup in order', async () => {
    const steps: string[] = [];
    let release!: () => void;
    const running = await runServer({
      port: 0,
      host: '127.0.0.1',
      logger,
      handler: (_req, res) => {
        // a slow request that is still running when the shutdown starts
        release = () => res.end('done');
      },
      beforeListen: (server) => {
        new SocketServer(server, { path: '/socket.io/' });
      },
      cleanup: [async () => void steps.push('consumers'), async () => void steps.push('pool')],
    });
    const base = `http://127.0.0.1:${running.port}`;
    const socket = connect(base, { path: '/socket.io/', transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const inFlight = fetch(`${base}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const stopping = running.shutdown('test');
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    setTimeout(() => release(), 200);
    await stopping;
    expect(await inFlight).toBe('done');
    await disconnected;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(steps).toEqual(['consumers', 'pool']);
    socket.close();
  });
});
