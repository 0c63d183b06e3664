// The prod overlay's operations objects (issue 14): KEDA ScaledObjects on the consumers' real groups,
// the PodMonitor on every pod's metrics port, the PrometheusRule and the Grafana dashboard; the
// Redis Streams variant of the autoscaling; and the dashboard's metric names against a live /metrics.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoriesOf, physicalGroupName } from '@journal/events';
import {
  createTestDatabase,
  describeWith,
  registerAuthor,
  signInAdmin,
  siteJson,
  readUntil,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import {
  HANDLED_EVENT_TYPES,
  NOTIFICATION_GROUP,
} from '../services/notification/src/consumers/notification-events.handler';
import {
  READ_MODEL_CONSUMER_GROUP,
  READ_MODEL_EVENT_TYPES,
} from '../services/admin/src/consumers/submission-events.handler';
import {
  AUTHORS_CONSUMER_GROUP,
  IDENTITY_EVENT_TYPES,
} from '../services/submission/src/consumers/identity-events.handler';
import { productionSampleRatio } from '../gateway/bench/support/production-sampling';
import { schemaProblems, type K8sObject } from './support/k8s-schema';
import { byKind, find, renderOverlay } from './support/kustomize';
import { repoRoot } from './support/tools';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */

/** Each KEDA-scaled Deployment and the consumer group it runs (as the services name them). */
const consumers = {
  notification: physicalGroupName(NOTIFICATION_GROUP, HANDLED_EVENT_TYPES),
  admin: physicalGroupName(READ_MODEL_CONSUMER_GROUP, READ_MODEL_EVENT_TYPES),
  submission: physicalGroupName(AUTHORS_CONSUMER_GROUP, IDENTITY_EVENT_TYPES),
};
const categories = {
  notification: categoriesOf(HANDLED_EVENT_TYPES),
  admin: categoriesOf(READ_MODEL_EVENT_TYPES),
  submission: categoriesOf(IDENTITY_EVENT_TYPES),
};

function dashboardOf(objects: K8sObject[]): any {
  const map = find(objects, 'ConfigMap', 'journal-grafana-dashboard') as any;
  return JSON.parse(map.data['journal-dashboard.json']);
}

/** Metric names a PromQL expression reads (the platform's, Node's and process metrics). */
function metricNames(expr: string): string[] {
  return (expr.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? []).filter((t) =>
    /^(journal_|nodejs_|process_)/.test(t),
  );
}

function backlogTriggers(object: K8sObject): any[] {
  return ((object.spec as any).triggers as any[]).filter((t) => t.type !== 'cpu');
}

describeWith('kubectl', 'prod overlay: metrics, alerts, dashboard, event-driven autoscaling', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = renderOverlay('k8s/overlays/prod');
  });

  test('ScaledObjects scale the consumers on their Kafka consumer group lag (prod bus) and CPU', () => {
    expect((find(objects, 'ConfigMap', 'journal-config') as any).data.EVENT_BUS).toBe('kafka');
    const brokers = (find(objects, 'ConfigMap', 'journal-config') as any).data.KAFKA_BROKERS;
    for (const [name, group] of Object.entries(consumers)) {
      const scaled = find(objects, 'ScaledObject', name);
      expect(schemaProblems(scaled)).toEqual([]);
      expect((scaled.spec as any).scaleTargetRef).toEqual({ name });
      expect((scaled.spec as any).minReplicaCount).toBeGreaterThanOrEqual(2);
      expect((scaled.spec as any).triggers[0]).toMatchObject({ type: 'cpu', metadata: { value: '70' } });
      const triggers = backlogTriggers(scaled);
      expect(triggers.map((t) => t.type)).toEqual(triggers.map(() => 'kafka'));
      expect(triggers.map((t) => t.metadata.topic).sort()).toEqual(
        categories[name as keyof typeof categories].map((c) => `journal.events.${c}`),
      );
      for (const t of triggers) {
        expect(t.metadata.consumerGroup).toBe(group);
        expect(t.metadata.bootstrapServers).toBe(brokers);
        expect(Number(t.metadata.lagThreshold)).toBeGreaterThan(0);
      }
      expect(byKind(objects, 'HorizontalPodAutoscaler').map((h) => h.metadata.name)).not.toContain(name);
    }
    // The gateway keeps its CPU HPA.
    const gateway = find(objects, 'HorizontalPodAutoscaler', 'gateway').spec as any;
    expect(gateway.metrics.map((m: any) => m.resource.name)).toContain('cpu');
  });

  test('socket stickiness holds while notification pods scale', () => {
    expect((find(objects, 'Service', 'notification').spec as any).sessionAffinity).toBe('ClientIP');
    expect(
      find(objects, 'Ingress', 'journal').metadata.annotations?.['nginx.ingress.kubernetes.io/affinity'],
    ).toBe('cookie');
  });

  test("the PodMonitor scrapes every process's metrics port and labels series by process", () => {
    const monitor = find(objects, 'PodMonitor', 'journal');
    expect(schemaProblems(monitor)).toEqual([]);
    const spec = monitor.spec as any;
    expect(spec.podMetricsEndpoints[0]).toMatchObject({ port: 'metrics', path: '/metrics' });
    expect(spec.podMetricsEndpoints[0].relabelings).toContainEqual({
      sourceLabels: ['__meta_kubernetes_pod_label_app_kubernetes_io_name'],
      targetLabel: 'app',
    });
    const deployments = byKind(objects, 'Deployment');
    expect(deployments).toHaveLength(9);
    for (const d of deployments) {
      const template = (d.spec as any).template;
      for (const [k, v] of Object.entries(spec.selector.matchLabels))
        expect(template.metadata.labels[k]).toBe(v);
      expect(template.metadata.labels['app.kubernetes.io/component']).toBeDefined();
      expect(template.spec.containers[0].ports.map((p: any) => p.name)).toContain('metrics');
    }
    const config = (find(objects, 'ConfigMap', 'journal-config') as any).data;
    expect(config).toMatchObject({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toMatch(/^http:\/\/.+:4318$/);
    // The ratio the observability bench judges tracing's cost at (gateway/bench/support/production-sampling.ts).
    expect(config.OTEL_TRACES_SAMPLER_ARG).toBe(String(productionSampleRatio()));
  });

  test('the PrometheusRule carries the five alerts of the runbook', () => {
    const rule = find(objects, 'PrometheusRule', 'journal');
    expect(schemaProblems(rule)).toEqual([]);
    const alerts = (rule.spec as any).groups.flatMap((g: any) => g.rules.map((r: any) => r.alert));
    expect(alerts).toEqual(
      expect.arrayContaining([
        'JournalOutboxStuck',
        'JournalConsumerGroupBacklog',
        'JournalHighErrorRate',
        'JournalMailFailing',
        'JournalNotificationUnavailable',
      ]),
    );
  });

  test('the Grafana dashboard ConfigMap has request rate, errors, latency percentiles, outbox, consumer lag, sockets and mail', () => {
    const map = find(objects, 'ConfigMap', 'journal-grafana-dashboard');
    expect(map.metadata.labels?.grafana_dashboard).toBe('1');
    const dashboard = dashboardOf(objects);
    const exprs: string[] = dashboard.panels.flatMap((p: any) => p.targets.map((t: any) => t.expr));
    const all = exprs.join('\n');
    expect(all).toContain('rate(journal_http_server_request_duration_seconds_count');
    expect(all).toContain('status_class="5xx"');
    for (const q of ['0.5', '0.95', '0.99'])
      expect(all).toContain(
        `histogram_quantile(${q}, sum by (le) (rate(journal_http_server_request_duration_seconds_bucket`,
      );
    for (const metric of [
      'journal_outbox_pending_rows',
      'journal_outbox_oldest_pending_age_seconds',
      'journal_consumer_group_lag_messages',
      'journal_socketio_connected_sockets',
      'journal_mails_sent_total',
      'journal_mail_queue_jobs',
    ])
      expect(all).toContain(metric);
  });
});

describeWith('kubectl', 'autoscaling on Redis Streams (EVENT_BUS=redis)', () => {
  test('keda + keda-redis-streams give each consumer redis-streams triggers on its real group and streams', () => {
    // What an operator on Redis Streams writes: the base, the KEDA components, EVENT_BUS=redis.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-redis-overlay-'));
    try {
      const rel = (p: string) => path.relative(dir, path.join(repoRoot, p));
      writeFileSync(
        path.join(dir, 'kustomization.yaml'),
        [
          'apiVersion: kustomize.config.k8s.io/v1beta1',
          'kind: Kustomization',
          'resources:',
          `  - ${rel('k8s/base')}`,
          'components:',
          `  - ${rel('k8s/components/keda')}`,
          `  - ${rel('k8s/components/keda-redis-streams')}`,
          'patches:',
          '  - target: { kind: ConfigMap, name: journal-config }',
          '    patch: |-',
          '      - { op: replace, path: /data/EVENT_BUS, value: redis }',
          '',
        ].join('\n'),
      );
      const objects = renderOverlay(dir);
      for (const [name, group] of Object.entries(consumers)) {
        const scaled = find(objects, 'ScaledObject', name);
        expect(schemaProblems(scaled)).toEqual([]);
        const triggers = backlogTriggers(scaled);
        expect(triggers.map((t) => t.type)).toEqual(triggers.map(() => 'redis-streams'));
        expect(triggers.map((t) => t.metadata.stream).sort()).toEqual(
          categories[name as keyof typeof categories].map((c) => `journal:events:${c}`),
        );
        for (const t of triggers) {
          expect(t.metadata.consumerGroup).toBe(group);
          expect(Number(t.metadata.pendingEntriesCount)).toBeGreaterThan(0);
        }
      }
      // KEDA owns the consumers' scaling; the gateway, journals, publishing and review keep their CPU HPAs.
      expect(
        byKind(objects, 'HorizontalPodAutoscaler')
          .map((h) => h.metadata.name)
          .sort(),
      ).toEqual(['gateway', 'journals', 'publishing', 'review', 'statistics']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWith(['kubectl', 'postgres', 'redis'], 'the dashboard reads only metrics the services export', () => {
  let db: TestDatabase;
  let site: RunningSite;
  beforeAll(async () => {
    db = await createTestDatabase();
    // The whole site in one process on Redis Streams, so one /metrics has every service's series.
    site = await startSite({
      databaseUrl: db.url,
      env: {
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        EVENT_BUS: 'redis',
        REDIS_PREFIX: `dash-test-${Date.now().toString(36)}`,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  }, 60_000);

  test('every metric name of the dashboard is in a live /metrics after a workload', async () => {
    const email = `dash.${Date.now()}@authors.test`;
    const token = await registerAuthor(site, {
      email,
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'a long enough password',
    });
    const form = new FormData();
    form.set('userEmail', email);
    form.set('journalName', 'Applied Science');
    form.set('paperTitle', 'Dashboards that Measure');
    form.set('paperFile', new Blob(['A paper.\n'], { type: 'text/plain' }), 'paper.txt');
    const submitted = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const { submission } = (await submitted.json()) as { submission: { id: string } };
    const admin = await signInAdmin(site);
    await readUntil(
      () =>
        siteJson(site, 'PUT', `/api/admin/submissions/${submission.id}/status`, admin, {
          status: 'under_review',
        }),
      (res) => res.status === 200,
      'the status change',
    );
    const dashboard = dashboardOf(renderOverlay('k8s/overlays/prod'));
    const wanted = [
      ...new Set<string>(
        dashboard.panels.flatMap((p: any) => p.targets.flatMap((t: any) => metricNames(t.expr))),
      ),
    ];
    expect(wanted.length).toBeGreaterThan(15);
    const missing = await readUntil(
      async () => {
        const text = await (await fetch(site.metricsUrl)).text();
        const exported = new Set(text.split('\n').map((line) => line.split(/[{ ]/)[0]));
        return wanted.filter((name) => !exported.has(name));
      },
      (left) => left.length === 0,
      'every dashboard metric in /metrics',
    );
    expect(missing).toEqual([]);
  });
});
