// k6 script for the "status-sockets" scenario (definition: load-tests/scenarios.ts): sockets listen
// while an admin changes statuses; measured from each PUT to each of the author's socket events.
// Socket.IO is spoken over k6's WebSocket (Engine.IO v4 framing): one VU per author holds that author's
// sockets and changes that author's submission, so send time and receive time share one clock.
import http from 'k6/http';
import { Trend, Rate, Counter } from 'k6/metrics';
import { WebSocket } from 'k6/websockets';
import { setTimeout, setInterval, clearInterval } from 'k6/timers';
import { baseUrl, durationSeconds, scenario, setupFixtures, tag, thresholdsFor } from './lib.js';

const NAME = 'status-sockets';
const s = scenario(NAME);
const authors = s.fixtures.authors;
const socketsPerAuthor = Math.floor((s.sockets - s.adminSockets) / authors);

const latency = new Trend('status_to_socket_ms', true);
const deliveryFailed = new Rate('socket_delivery_failed');
const received = new Counter('socket_events_received');

export const options = {
  scenarios: {
    [tag(NAME)]: {
      executor: 'per-vu-iterations',
      vus: authors,
      iterations: 1,
      maxDuration: `${durationSeconds + 60}s`,
      exec: 'author',
    },
    [`${tag(NAME)}_admins`]: {
      executor: 'per-vu-iterations',
      vus: 1,
      iterations: 1,
      maxDuration: `${durationSeconds + 60}s`,
      exec: 'admins',
    },
  },
  thresholds: thresholdsFor(NAME),
  setupTimeout: '600s',
};

export function setup() {
  return setupFixtures(NAME);
}

const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/** Opens a Socket.IO connection, authenticates, joins a room; calls onEvent(name, payload). */
function openSocket(token, joinEvent, email, onEvent) {
  const ws = new WebSocket(wsUrl);
  ws.onmessage = (message) => {
    const frame = String(message.data);
    if (frame === '2') return ws.send('3'); // Engine.IO ping -> pong
    if (frame.startsWith('0')) return ws.send(`40${JSON.stringify({ token })}`); // open -> connect with auth
    if (frame.startsWith('40')) return ws.send(`421${JSON.stringify([joinEvent, email])}`); // connected -> join (ack 1)
    if (frame.startsWith('42')) {
      const [name, payload] = JSON.parse(frame.slice(2));
      onEvent(name, payload);
    }
  };
  return ws;
}

export function author(data) {
  const me = data.authors[(__VU - 1) % data.authors.length];
  const submissionId = me.submissionIds[0];
  const pending = new Map(); // status -> the latest change to it (statuses cycle, so keys repeat)
  const log = []; // every change, for the delivery accounting at the end
  const sockets = [];
  for (let i = 0; i < socketsPerAuthor; i++) {
    sockets.push(
      openSocket(me.token, 'join-user-room', me.email, (name, payload) => {
        if (name !== 'submission-status-updated' || String(payload.id) !== submissionId) return;
        const change = pending.get(payload.status);
        if (!change) return;
        change.received += 1;
        received.add(1);
        latency.add(Date.now() - change.sentAt, { scenario: tag(NAME) });
      }),
    );
  }
  const everyMs = (1000 * authors) / s.statusChangesPerSecond;
  let current = 'submitted';
  let changes = 0;
  const maxChanges = Math.max(1, Math.floor((durationSeconds * 1000) / everyMs));
  setTimeout(
    () => {
      const timer = setInterval(() => {
        if (changes >= maxChanges) {
          clearInterval(timer);
          setTimeout(() => {
            for (const change of log) {
              for (let i = 0; i < socketsPerAuthor; i++)
                deliveryFailed.add(i >= change.received, { scenario: tag(NAME) });
            }
            for (const ws of sockets) ws.close();
          }, s.deliveryTimeoutMs);
          return;
        }
        changes += 1;
        current = s.statuses[(s.statuses.indexOf(current) + 1) % s.statuses.length];
        const change = { sentAt: Date.now(), received: 0 };
        pending.set(current, change);
        log.push(change);
        http.asyncRequest(
          'PUT',
          `${baseUrl}/api/admin/submissions/${submissionId}/status`,
          JSON.stringify({ status: current, email: data.admin.email }),
          {
            headers: { 'content-type': 'application/json', authorization: `Bearer ${data.admin.token}` },
          },
        );
      }, everyMs);
    },
    5000 + Math.random() * everyMs,
  ); // let every socket connect and join first, then spread the changes
}

export function admins(data) {
  const sockets = [];
  for (let i = 0; i < s.adminSockets; i++)
    sockets.push(openSocket(data.admin.token, 'join-admin-room', data.admin.email, () => received.add(1)));
  setTimeout(() => sockets.forEach((ws) => ws.close()), (durationSeconds + 15) * 1000);
}
