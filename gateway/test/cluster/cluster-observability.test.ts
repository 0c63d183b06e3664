import {
  describeWith,
  eventually,
  startOtlpReceiver,
  startPrometheus,
  type OtlpReceiver,
  type PrometheusServer,
  type ReceivedSpan,
} from '@journal/testing';
import { journalClient } from './support/journal-client';
import { readMailbox } from './support/mailbox';
import { connectRecorded, waitFor, type RecordedSocket } from './support/socket-recorder';
import { startTestCluster, type TestCluster } from './support/test-cluster';

// One cluster (separate processes, scripts/cluster) scraped by a real Prometheus and exporting its
// traces over OTLP to a receiver this test runs; one scripted workload feeds both checks.
describeWith(['postgres', 'redis', 'redis-server', 'prometheus'], 'cluster observability', () => {
  let tc: TestCluster;
  let prometheus: PrometheusServer;
  let receiver: OtlpReceiver;
  let socket: RecordedSocket | undefined;
  let submissionId: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tc = await startTestCluster({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    prometheus = await startPrometheus(
      tc.cluster.specs.map((spec) => ({ job: spec.name, address: `127.0.0.1:${spec.env.METRICS_PORT}` })),
    );

    // The workload: register (a verification mail), sign in, submit with a file, a status change
    // while the author's socket is open (a live notice and a status mail).
    const client = journalClient(tc.url);
    const author = await client.registerAndLogin('observed');
    const adminToken = await client.adminLogin(
      tc.cluster.secrets.admin.email,
      tc.cluster.secrets.admin.password,
    );
    socket = await connectRecorded(tc.url, {
      label: 'author',
      token: author.token,
      email: author.email,
      room: 'user',
      transports: ['websocket'],
    });
    submissionId = await client.submit(author, 'Observing a Distributed Journal');
    await client.changeStatus(adminToken, submissionId, 'under_review');
    await waitFor(
      () => socket!.notices.some((n) => n.payload.id === submissionId && n.payload.status === 'under_review'),
      10_000,
      () => 'the author socket got no notice',
    );
    await eventually(
      async () => {
        const mails = await readMailbox(tc.dataDir);
        expect(mails.filter((m) => m.to.includes(author.email)).length).toBeGreaterThanOrEqual(2);
      },
      30_000,
      500,
    );
  }, 240_000);

  afterAll(async () => {
    socket?.close();
    await prometheus?.stop();
    await tc?.close();
    await receiver?.close();
  }, 60_000);

  it('Prometheus scrapes every process and its HTTP API returns non-zero request, outbox, consumer, socket and mail series', async () => {
    const nonZero: Record<string, string> = {
      requests: 'sum(journal_http_server_request_duration_seconds_count{job="gateway"})',
      'status route': `sum(journal_http_server_request_duration_seconds_count{job="submission",route="/api/admin/submissions/:id/status",status_class="2xx"})`,
      'outbox published': 'sum(journal_outbox_published_events_total{schema="submission"})',
      'outbox gauge read':
        'count(journal_outbox_pending_rows{schema="submission"}) + count(journal_outbox_oldest_pending_age_seconds)',
      'consumer handled': 'sum(journal_consumer_events_total{group="notification",outcome="handled"})',
      'consumer backlog read':
        'count(journal_consumer_group_lag_messages{group="notification"}) + count(journal_consumer_group_pending_messages)',
      'sockets connected': 'sum(journal_socketio_connected_sockets)',
      'notices emitted': 'sum(journal_socketio_notices_emitted_total)',
      'mails sent': 'sum(journal_mails_sent_total)',
      'mail rows sent': 'max(journal_mail_rows{status="sent"})',
      'mail queue read': 'count(journal_mail_queue_jobs)',
      logins: 'sum(journal_logins_total{outcome="succeeded"})',
      uploads: 'sum(journal_uploads_total{outcome="accepted"})',
      'node defaults': 'sum(process_resident_memory_bytes)',
      'targets up': 'count(up == 1)',
    };
    await eventually(
      async () => {
        const values: Record<string, number> = {};
        for (const [name, expr] of Object.entries(nonZero))
          values[name] = (await prometheus.query(expr)).reduce((sum, s) => sum + s.value, 0);
        expect(Object.entries(values).filter(([, v]) => !(v > 0))).toEqual([]);
        expect(values['targets up']).toBe(tc.cluster.specs.length);
      },
      30_000,
      500,
    );
    // Route labels are templates, never raw URLs with ids in them.
    const routes = await prometheus.query(
      'count by (route) (journal_http_server_request_duration_seconds_count)',
    );
    for (const { labels } of routes) expect(labels.route).not.toContain(submissionId);
  });

  it('serves /metrics only on the metrics port: the gateway answers 404', async () => {
    const res = await fetch(`${tc.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('journal_http_server_request_duration_seconds');
  });

  it('follows one status change in one trace from the gateway to the socket emit and the mail job, parent links intact', async () => {
    let trace: ReceivedSpan[] = [];
    await eventually(
      async () => {
        const spans = receiver.spans();
        const root = spans.find(
          (s) => s.service === 'gateway' && s.name === 'PUT proxy submission' && !s.parentSpanId,
        );
        expect(root).toBeDefined();
        trace = spans.filter((s) => s.traceId === root!.traceId);
        const names = new Set(trace.map((s) => `${s.service.replace(/-\d+$/, '')}: ${s.name}`));
        for (const expected of [
          'gateway: PUT proxy submission',
          'submission: PUT /api/admin/submissions/:id/status',
          'submission: publish submission.status_changed.v1',
          'notification: consume submission.status_changed.v1',
          'notification: socket.io emit submission-status-updated',
          'notification: mail send',
          'admin: consume submission.status_changed.v1',
        ])
          expect([...names]).toContain(expected);
      },
      30_000,
      500,
    );
    // One root; every other span's parent is in the same trace.
    const ids = new Set(trace.map((s) => s.spanId));
    expect(trace.filter((s) => !s.parentSpanId)).toHaveLength(1);
    for (const span of trace) if (span.parentSpanId) expect(ids).toContain(span.parentSpanId);
    // The chain: gateway -> submission -> relay -> consumer -> emit (issue 27: status commands skip admin).
    const byName = (service: string, name: string) =>
      trace.find((s) => s.service.startsWith(service) && s.name === name)!;
    const parentOf = (span: ReceivedSpan) => trace.find((s) => s.spanId === span.parentSpanId);
    // The `notification` group's consumer (issue 29 added `notification.editor-mails`, reading the same event).
    const consume = trace.find(
      (s) =>
        s.service.startsWith('notification') &&
        s.name === 'consume submission.status_changed.v1' &&
        String(s.attributes['messaging.consumer.group.name']).split('~')[0] === 'notification',
    )!;
    expect(parentOf(consume)?.name).toBe('publish submission.status_changed.v1');
    expect(parentOf(byName('notification', 'socket.io emit submission-status-updated'))?.spanId).toBe(
      consume.spanId,
    );
    // The submission id is an attribute, never part of a span name.
    for (const span of trace) expect(span.name).not.toContain(submissionId);
    expect(consume.attributes['journal.submission_id']).toBe(submissionId);
    expect(
      byName('submission', 'publish submission.status_changed.v1').attributes['journal.submission_id'],
    ).toBe(submissionId);
  });

  it('writes trace_id and span_id on the log lines of a traced request', () => {
    const lines = tc.logs('submission').filter((line) => typeof line.trace_id === 'string');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]!.span_id).toMatch(/^[0-9a-f]{16}$/);
  });
});
