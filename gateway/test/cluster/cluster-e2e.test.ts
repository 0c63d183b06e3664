import { io } from 'socket.io-client';
import { describeWith } from '@journal/testing';
import { journalClient, type Author, type JournalClient } from './support/journal-client';
import { readMailbox } from './support/mailbox';
import { connectPinned, type PinnedSocket } from './support/pinned-socket';
import { multipartBody, slowRequest } from './support/slow-request';
import { connectRecorded, waitFor } from './support/socket-recorder';
import { startTestCluster, type TestCluster } from './support/test-cluster';

// One cluster (six processes from scripts/cluster) for the file; the last test stops it process by process.
describeWith(['postgres', 'redis'], 'cluster mode end to end (separate processes)', () => {
  describeWith('redis-server', 'through the gateway', () => {
    let tc: TestCluster;
    let client: JournalClient;
    let author: Author;
    let other: Author;
    let adminToken: string;
    const sockets: PinnedSocket[] = [];

    beforeAll(async () => {
      tc = await startTestCluster();
      client = journalClient(tc.url);
      [author, other] = await Promise.all([client.registerAndLogin('alice'), client.registerAndLogin('bob')]);
      adminToken = await client.adminLogin(tc.cluster.secrets.admin.email, tc.cluster.secrets.admin.password);
    }, 150_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await tc?.close();
    }, 60_000);

    it('delivers a status change to every author and admin socket on either instance within 2 s, and to no one else', async () => {
      const adminEmail = tc.cluster.secrets.admin.email;
      // One at a time, so the gateway's pin log names each socket's instance; least-connections alternates.
      const specs = [
        { label: 'author-websocket', who: author, room: 'user', transports: ['websocket'] },
        { label: 'author-polling', who: author, room: 'user', transports: ['polling'] },
        { label: 'author-upgrade', who: author, room: 'user', transports: ['polling', 'websocket'] },
        { label: 'admin-websocket', who: undefined, room: 'admin', transports: ['websocket'] },
        { label: 'admin-polling', who: undefined, room: 'admin', transports: ['polling'] },
        { label: 'other-author', who: other, room: 'user', transports: ['polling', 'websocket'] },
      ] as const;
      for (const spec of specs)
        sockets.push(
          await connectPinned(tc, {
            label: spec.label,
            token: spec.who ? spec.who.token : adminToken,
            email: spec.who ? spec.who.email : adminEmail,
            room: spec.room,
            transports: [...spec.transports],
          }),
        );
      const [a1, a2, a3, m1, m2, b1] = sockets as [
        PinnedSocket,
        PinnedSocket,
        PinnedSocket,
        PinnedSocket,
        PinnedSocket,
        PinnedSocket,
      ];
      // Receivers on both instances: whichever instance handles the event, the other one relays it.
      expect(new Set([a1, a2, a3].map((s) => s.instance))).toEqual(
        new Set(['notification-1', 'notification-2']),
      );
      expect(new Set([m1, m2].map((s) => s.instance))).toEqual(new Set(['notification-1', 'notification-2']));
      await waitFor(
        () => a3.socket.io.engine.transport.name === 'websocket',
        5_000,
        () => 'author-upgrade did not upgrade',
      );
      expect(a2.socket.io.engine.transport.name).toBe('polling');

      const paperTitle = 'Sticky Sessions in Practice';
      const submissionId = await client.submit(author, paperTitle);
      const receivers = [a1, a2, a3, m1, m2];

      for (const [round, status] of (['under_review', 'accepted'] as const).entries()) {
        const sentAt = Date.now();
        await client.changeStatus(adminToken, submissionId, status);
        await waitFor(
          () => receivers.every((s) => s.notices.length === round + 1),
          2_000 - (Date.now() - sentAt),
          () => receivers.map((s) => `${s.label}@${s.instance}: ${s.notices.length}`).join(', '),
        );
        for (const s of receivers) {
          const notice = s.notices[round]!;
          expect(notice.payload).toMatchObject({
            id: submissionId,
            status,
            paperTitle,
            journalName: 'Applied Science',
          });
          expect(notice.at - sentAt).toBeLessThan(2_000);
        }
        expect(m1.notices[round]!.payload.actorEmail).toBe(adminEmail);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(b1.notices).toEqual([]);
      expect(receivers.map((s) => s.notices.length)).toEqual([2, 2, 2, 2, 2]);
      expect(receivers.every((s) => s.disconnects === 0)).toBe(true);

      // One mail per event for this author: verification, confirmation, two status changes.
      await waitFor(
        async () => (await readMailbox(tc.dataDir)).filter((m) => m.to.includes(author.email)).length >= 4,
        15_000,
        () => 'the four mails of the author did not all arrive',
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = (await readMailbox(tc.dataDir)).filter((m) => m.to.includes(author.email));
      expect(mails.map((m) => m.kind).sort()).toEqual([
        'status-change',
        'status-change',
        'submission-confirmation',
        'verify-email',
      ]);
      expect(new Set(mails.map((m) => m.eventId)).size).toBe(4);
    }, 90_000);

    it('refuses a socket without a token through the gateway, on both transports', async () => {
      for (const transports of [['websocket'], ['polling']] as const) {
        const socket = io(tc.url, {
          path: '/socket.io/',
          transports: [...transports],
          reconnection: false,
          forceNew: true,
        });
        try {
          const outcome = await new Promise<string>((resolve) => {
            socket.once('connect', () => resolve('connected'));
            socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
          });
          expect(outcome).toMatch(/^refused/);
        } finally {
          socket.close();
        }
      }
    }, 30_000);

    it('stops every process on SIGTERM with exit 0 within the bound, finishing the request in flight', async () => {
      const submissionId = await client.submit(author, 'Graceful Shutdown');
      const port = (name: string) => tc.cluster.specs.find((s) => s.name === name)!.port;
      const json = (value: unknown) => Buffer.from(JSON.stringify(value));
      const bearer = (token: string) => ({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
      const upload = multipartBody(
        { userEmail: author.email, journalName: 'Education', paperTitle: 'Uploaded While Stopping' },
        {
          field: 'paperFile',
          name: 'stopping.txt',
          content: 'A paper that arrives during a shutdown.\n'.repeat(200),
        },
      );
      // Each request is sent to the process about to stop (the gateway's goes through it to identity).
      const cases: {
        name: string;
        url: string;
        method: string;
        headers: Record<string, string>;
        body: Buffer;
        expected: number;
      }[] = [
        {
          name: 'gateway',
          url: `${tc.url}/api/registration/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json({ email: author.email, password: author.password }),
          expected: 200,
        },
        {
          // Status commands go to the submission service now (issue 27); a body-carrying admin request.
          name: 'admin',
          url: `http://127.0.0.1:${port('admin')}/api/admin/dashboard/stats`,
          method: 'GET',
          headers: bearer(adminToken),
          body: json({ submissionId }),
          expected: 200,
        },
        {
          name: 'submission',
          url: `http://127.0.0.1:${port('submission')}/api/registration/submit-paper`,
          method: 'POST',
          headers: { authorization: `Bearer ${author.token}`, 'content-type': upload.contentType },
          body: upload.body,
          expected: 201,
        },
        {
          name: 'identity',
          url: `http://127.0.0.1:${port('identity')}/api/registration/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json({ email: other.email, password: other.password }),
          expected: 200,
        },
      ];
      const stopWithin = async (name: string) => {
        const result = await tc.cluster.terminate(name);
        expect({ name, code: result.code, forced: result.forced }).toEqual({
          name,
          code: 0,
          forced: false,
        });
        expect(result.ms).toBeLessThan(12_000);
      };
      // notification-1 first, while the first test's sockets (WebSocket and long-polling) sit on it.
      expect(sockets.some((s) => s.instance === 'notification-1' && s.socket.connected)).toBe(true);
      await stopWithin('notification-1');

      for (const c of cases) {
        const inFlight = slowRequest(c.url, c.method, c.headers, c.body);
        await new Promise((resolve) => setTimeout(resolve, 300)); // the server has the headers and half the body
        const exit = tc.cluster.terminate(c.name);
        await new Promise((resolve) => setTimeout(resolve, 300));
        inFlight.finish();
        const answer = await inFlight.response;
        expect({ name: c.name, status: answer.status }).toEqual({ name: c.name, status: c.expected });
        const result = await exit;
        expect({ name: c.name, code: result.code, forced: result.forced }).toEqual({
          name: c.name,
          code: 0,
          forced: false,
        });
        expect(result.ms).toBeLessThan(12_000);
      }

      // The last instance with sockets of its own (the gateway is gone, so straight to its port).
      const direct = await connectRecorded(`http://127.0.0.1:${port('notification-2')}`, {
        label: 'direct',
        token: author.token,
        email: author.email,
        room: 'user',
        transports: ['websocket'],
      });
      try {
        await stopWithin('notification-2');
        await waitFor(
          () => direct.disconnects > 0,
          5_000,
          () => 'the socket was not disconnected',
        );
      } finally {
        direct.close();
      }
    }, 120_000);
  });
});
