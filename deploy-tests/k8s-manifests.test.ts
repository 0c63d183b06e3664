// k8s/: every overlay rendered with `kubectl kustomize`, every object validated against the
// Kubernetes API schemas (kubernetes-models), then the operational rules asserted: probes, resources,
// non-root and read-only containers, autoscaling targets, disruption budgets, the migration Job, the
// Ingress, network isolation (evaluated, not just present) and placeholder-only secrets.
import { mainModule, ports, requiredEnv, restrictedSecrets, type ProcessName } from './support/process-env';
import { schemaProblems, type K8sObject } from './support/k8s-schema';
import { byKind, find, renderOverlay } from './support/kustomize';
import { connectionAllowed, egressAllowed, ingressAllowed, type Endpoint } from './support/network-policy';
import { describeWith } from '@journal/testing';

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
const servers = [
  'gateway',
  'identity',
  'submission',
  'admin',
  'notification',
  'review',
  'publishing',
  'journals',
  'statistics',
] as const;
const autoscaled = [
  'gateway',
  'submission',
  'admin',
  'notification',
  'review',
  'publishing',
  'journals',
  'statistics',
];
/** Event consumers the prod overlay scales with KEDA (deploy-tests/k8s-observability.test.ts); the gateway, and
 * publishing, review and journals (read traffic and editors' requests more than a backlog), keep their CPU HPAs,
 * and so does statistics (its usage batches are CPU-bound: one transaction per 1,000 uses, ADR 0040). */
const kedaScaled = ['submission', 'admin', 'notification'];
const overlays = { dev: 'k8s/overlays/dev', prod: 'k8s/overlays/prod' } as const;
const PLACEHOLDER = 'REPLACE_ME';

const podSpec = (o: K8sObject): any => (o.spec as any).template.spec;

describeWith('kubectl', 'k8s manifests', () => {
  describe.each(Object.entries(overlays))('overlay %s', (overlay, dir) => {
    let objects: K8sObject[];
    let namespace: string;
    beforeAll(() => {
      objects = renderOverlay(dir);
      namespace = overlay === 'prod' ? 'journal' : 'journal-dev';
    });

    test('every object is valid against the Kubernetes schemas', () => {
      expect(objects.length).toBeGreaterThan(30);
      const problems = objects.map((o) => ({
        id: `${o.kind}/${o.metadata.name}`,
        problems: schemaProblems(o),
      }));
      expect(problems.filter((p) => p.problems.length > 0)).toEqual([]);
    });

    test('everything lives in the overlay namespace, which enforces the restricted pod security standard', () => {
      const ns = find(objects, 'Namespace', namespace);
      expect(ns.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
      for (const o of objects.filter((x) => x.kind !== 'Namespace'))
        expect([o.kind, o.metadata.namespace]).toEqual([o.kind, namespace]);
    });

    test('a Deployment and a Service per process, wired by labels and named ports', () => {
      expect(
        byKind(objects, 'Deployment')
          .map((d) => d.metadata.name)
          .sort(),
      ).toEqual([...servers].sort());
      for (const name of servers) {
        const deployment = find(objects, 'Deployment', name);
        const service = find(objects, 'Service', name);
        const labels = (deployment.spec as any).template.metadata.labels;
        for (const [k, v] of Object.entries((service.spec as any).selector)) expect(labels[k]).toBe(v);
        for (const [k, v] of Object.entries((deployment.spec as any).selector.matchLabels))
          expect(labels[k]).toBe(v);
        const container = podSpec(deployment).containers[0];
        // The metrics port is scraped on the pod; no Service exposes it.
        expect(container.ports).toEqual([
          { name: 'http', containerPort: ports[name], protocol: 'TCP' },
          { name: 'metrics', containerPort: 9464, protocol: 'TCP' },
        ]);
        expect((service.spec as any).ports).toEqual([
          { name: 'http', port: ports[name], targetPort: 'http', protocol: 'TCP' },
        ]);
        expect(container.env).toContainEqual({ name: 'PORT', value: String(ports[name]) });
        expect(container.image).toMatch(new RegExp(`journal/${name}:`));
        expect(container.command).toBeUndefined(); // the image CMD: node --import tsx <main>
        expect(container.args).toBeUndefined();
      }
    });

    test('services: readiness on /readyz, liveness and startup on /healthz; the gateway on /api/health and /api/health/live', () => {
      for (const name of servers) {
        const container = podSpec(find(objects, 'Deployment', name)).containers[0];
        // The gateway's readiness is the whole site's (every service ready, the administrator stored).
        const [ready, live] =
          name === 'gateway' ? ['/api/health', '/api/health/live'] : ['/readyz', '/healthz'];
        expect(container.readinessProbe.httpGet).toEqual({ path: ready, port: 'http' });
        expect(container.livenessProbe.httpGet).toEqual({ path: live, port: 'http' });
        expect(container.startupProbe.httpGet).toEqual({ path: live, port: 'http' });
        // A pod must be given time to finish in-flight work after SIGTERM (graceful shutdown).
        expect(
          podSpec(find(objects, 'Deployment', name)).terminationGracePeriodSeconds,
        ).toBeGreaterThanOrEqual(30);
      }
    });

    test('every container has CPU and memory requests and limits, requests within limits', () => {
      const parseCpu = (v: string) => (v.endsWith('m') ? Number(v.slice(0, -1)) / 1000 : Number(v));
      const parseMem = (v: string) =>
        v.endsWith('Gi') ? Number(v.slice(0, -2)) * 1024 : Number(v.replace(/Mi$/, ''));
      const workloads = [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')];
      for (const w of workloads) {
        for (const c of podSpec(w).containers) {
          const { requests, limits } = c.resources;
          for (const r of ['cpu', 'memory']) {
            expect({ w: w.metadata.name, r, request: requests?.[r], limit: limits?.[r] }).toEqual({
              w: w.metadata.name,
              r,
              request: expect.any(String),
              limit: expect.any(String),
            });
          }
          expect(parseCpu(requests.cpu)).toBeLessThanOrEqual(parseCpu(limits.cpu));
          expect(parseMem(requests.memory)).toBeLessThanOrEqual(parseMem(limits.memory));
        }
      }
    });

    test('pods run as non-root with a read-only root filesystem and no capabilities', () => {
      const workloads = [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')];
      expect(workloads).toHaveLength(servers.length + 1); // the Deployments and the migration Job
      for (const w of workloads) {
        const spec = podSpec(w);
        expect(spec.securityContext).toMatchObject({
          runAsNonRoot: true,
          seccompProfile: { type: 'RuntimeDefault' },
        });
        expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
        expect(spec.automountServiceAccountToken).toBe(false);
        for (const c of spec.containers) {
          expect(c.securityContext).toMatchObject({
            runAsNonRoot: true,
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            privileged: false,
            capabilities: { drop: ['ALL'] },
          });
          // tsx caches compiled modules under /tmp: the only writable path, a size-limited emptyDir.
          expect(c.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
        }
        expect(spec.volumes).toEqual([{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }]);
      }
    });

    test('each process receives every variable it requires, from the ConfigMap or a Secret key that exists', () => {
      const config = find(objects, 'ConfigMap', 'journal-config').data as Record<string, string>;
      const secretKeys = new Map<string, string[]>();
      for (const s of byKind(objects, 'Secret'))
        secretKeys.set(s.metadata.name, Object.keys({ ...(s as any).stringData, ...(s as any).data }));
      const external = byKind(objects, 'ExternalSecret').map((e) => (e.spec as any).target.name as string);
      const check = (name: ProcessName, spec: any) => {
        const container = spec.containers[0];
        const fromConfig = (container.envFrom ?? []).some(
          (e: any) => e.configMapRef?.name === 'journal-config',
        )
          ? Object.keys(config)
          : [];
        const provided = new Set([...fromConfig, ...container.env.map((e: any) => e.name)]);
        for (const key of requiredEnv[name])
          expect({ name, key, provided: provided.has(key) }).toEqual({ name, key, provided: true });
        for (const e of container.env.filter((x: any) => x.valueFrom?.secretKeyRef)) {
          const ref = e.valueFrom.secretKeyRef;
          if (external.includes(ref.name)) continue; // keys come from the secret manager (comment in external-secrets.yaml)
          expect({
            ref: `${ref.name}/${ref.key}`,
            exists: (secretKeys.get(ref.name) ?? []).includes(ref.key),
          }).toEqual({
            ref: `${ref.name}/${ref.key}`,
            exists: true,
          });
        }
        for (const [key, allowed] of Object.entries(restrictedSecrets)) {
          if (!allowed.includes(name))
            expect({ name, key, has: provided.has(key) }).toEqual({ name, key, has: false });
        }
      };
      for (const name of servers) check(name, podSpec(find(objects, 'Deployment', name)));
      check('migrate', podSpec(find(objects, 'Job', 'journal-migrate')));
      expect(config.EVENT_BUS).toBe('kafka');
      expect(config.IDENTITY_URL).toBe('http://identity:3001');
      expect(config.SUBMISSION_URL).toBe('http://submission:3002');
      expect(config.ADMIN_URL).toBe('http://admin:3003');
      expect(config.NOTIFICATION_URL).toBe('http://notification:3004');
    });

    test('registration asks for the ALTCHA challenge in prod only, signed with a key from the secret manager (issue 26 item 7)', () => {
      const env = podSpec(find(objects, 'Deployment', 'identity')).containers[0].env as any[];
      const config = find(objects, 'ConfigMap', 'journal-config').data as Record<string, string>;
      const challenge =
        env.find((e) => e.name === 'REGISTRATION_CHALLENGE')?.value ?? config.REGISTRATION_CHALLENGE;
      if (overlay === 'prod') {
        expect(challenge).toBe('altcha');
        expect(env.find((e) => e.name === 'ALTCHA_HMAC_KEY')?.valueFrom).toEqual({
          secretKeyRef: { name: 'journal-secrets', key: 'ALTCHA_HMAC_KEY' },
        });
        const external = byKind(objects, 'ExternalSecret').map((e) => (e.spec as any).target.name);
        expect(external).toContain('journal-secrets');
      } else {
        expect(challenge ?? 'off').toBe('off');
      }
      // Nothing else sees the key.
      expect(config.ALTCHA_HMAC_KEY).toBeUndefined();
      for (const name of servers.filter((n) => n !== 'identity')) {
        const others = podSpec(find(objects, 'Deployment', name)).containers[0].env as any[];
        expect({ name, key: others.some((e) => e.name === 'ALTCHA_HMAC_KEY') }).toEqual({ name, key: false });
      }
    });

    test('HPAs scale gateway, submission, admin, notification, review, publishing, journals and statistics on CPU (prod: KEDA the consumers), and those Deployments leave replicas to them', () => {
      const hpas = byKind(objects, 'HorizontalPodAutoscaler');
      const byHpa = overlay === 'prod' ? autoscaled.filter((n) => !kedaScaled.includes(n)) : autoscaled;
      expect(hpas.map((h) => (h.spec as any).scaleTargetRef.name).sort()).toEqual([...byHpa].sort());
      const scaled = byKind(objects, 'ScaledObject').map((o) => (o.spec as any).scaleTargetRef.name);
      expect(scaled.sort()).toEqual(overlay === 'prod' ? [...kedaScaled].sort() : []);
      for (const name of scaled)
        expect((find(objects, 'Deployment', name).spec as any).replicas).toBeUndefined();
      for (const h of hpas) {
        const spec = h.spec as any;
        expect(spec.scaleTargetRef).toEqual({
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          name: h.metadata.name,
        });
        find(objects, 'Deployment', spec.scaleTargetRef.name);
        expect(spec.minReplicas).toBeGreaterThanOrEqual(overlay === 'prod' ? 2 : 1);
        expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
        const cpu = spec.metrics.find((m: any) => m.resource?.name === 'cpu');
        expect(cpu.resource.target).toEqual({ type: 'Utilization', averageUtilization: expect.any(Number) });
        expect(cpu.resource.target.averageUtilization).toBeLessThanOrEqual(80);
        expect((find(objects, 'Deployment', h.metadata.name).spec as any).replicas).toBeUndefined();
      }
      expect((find(objects, 'Deployment', 'identity').spec as any).replicas).toBeGreaterThanOrEqual(
        overlay === 'prod' ? 2 : 1,
      );
    });

    test('a PodDisruptionBudget per Deployment', () => {
      const pdbs = byKind(objects, 'PodDisruptionBudget');
      for (const name of servers) {
        const pdb = pdbs.find((p) => p.metadata.name === name);
        expect(pdb).toBeDefined();
        expect((pdb?.spec as any).selector.matchLabels).toEqual(
          (find(objects, 'Deployment', name).spec as any).selector.matchLabels,
        );
        expect((pdb?.spec as any).maxUnavailable).toBe(1);
      }
    });

    test('migrations run once in a Job, never from the service replicas', () => {
      const job = find(objects, 'Job', 'journal-migrate');
      const spec = podSpec(job);
      expect(spec.restartPolicy).toBe('Never');
      expect(spec.containers).toHaveLength(1);
      expect(spec.containers[0].image).toMatch(/journal\/migrate:/);
      expect(mainModule.migrate).toBe('scripts/migrate.ts'); // the migrate image's CMD
      expect((job.spec as any).backoffLimit).toBeGreaterThan(0);
      expect((job.spec as any).activeDeadlineSeconds).toBeGreaterThan(0);
      for (const d of byKind(objects, 'Deployment')) {
        expect(podSpec(d).initContainers).toBeUndefined();
        for (const c of podSpec(d).containers) expect(c.image).not.toMatch(/migrate/);
      }
    });

    test('the Ingress reaches only the gateway, with WebSocket timeouts and cookie affinity', () => {
      const ingress = find(objects, 'Ingress', 'journal');
      const spec = ingress.spec as any;
      const backends = spec.rules.flatMap((r: any) => r.http.paths.map((p: any) => p.backend.service));
      expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
      const a = ingress.metadata.annotations ?? {};
      expect(a['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
      expect(a['nginx.ingress.kubernetes.io/session-cookie-name']).toBeTruthy();
      expect(Number(a['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
      expect(Number(a['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
      // A 10 MB paper and five 10 MB supplementary files (issue 42 item 8) + multipart framing.
      expect(a['nginx.ingress.kubernetes.io/proxy-body-size']).toMatch(/^6[1-9]m$/);
      expect((find(objects, 'Service', 'notification').spec as any).sessionAffinity).toBe('ClientIP');
      for (const name of servers.filter((n) => n !== 'notification')) {
        expect((find(objects, 'Service', name).spec as any).sessionAffinity).toBeUndefined();
      }
      for (const s of byKind(objects, 'Service')) expect((s.spec as any).type).toBe('ClusterIP');
      if (overlay === 'prod') {
        expect(spec.tls).toEqual([{ hosts: ['journal.example.com'], secretName: 'journal-tls' }]);
        expect(a['nginx.ingress.kubernetes.io/session-cookie-secure']).toBe('true');
      }
    });

    describe('network policies', () => {
      const pod = (name: string, ns?: string): Endpoint => ({
        namespace: ns ?? (overlay === 'prod' ? 'journal' : 'journal-dev'),
        namespaceLabels: {
          'kubernetes.io/metadata.name': ns ?? (overlay === 'prod' ? 'journal' : 'journal-dev'),
        },
        podLabels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'journal' },
      });
      const ingressController: Endpoint = {
        namespace: 'ingress-nginx',
        namespaceLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
        podLabels: { 'app.kubernetes.io/name': 'ingress-nginx' },
      };
      const backing: Endpoint = {
        namespace: 'journal-data',
        namespaceLabels: {
          'kubernetes.io/metadata.name': 'journal-data',
          'journal.io/backing-services': 'true',
        },
        podLabels: { app: 'postgres' },
      };
      const strangerPod: Endpoint = {
        namespace: 'other',
        namespaceLabels: { 'kubernetes.io/metadata.name': 'other' },
        podLabels: { app: 'x' },
      };

      test('only the gateway accepts traffic from outside the namespace, and only from the ingress controller', () => {
        expect(ingressAllowed(objects, ingressController, pod('gateway'), 8080)).toBe(true);
        expect(ingressAllowed(objects, strangerPod, pod('gateway'), 8080)).toBe(false);
        expect(ingressAllowed(objects, 'internet', pod('gateway'), 8080)).toBe(false);
        for (const name of servers.filter((n) => n !== 'gateway')) {
          expect(ingressAllowed(objects, ingressController, pod(name), ports[name])).toBe(false);
          expect(ingressAllowed(objects, 'internet', pod(name), ports[name])).toBe(false);
        }
        expect(ingressAllowed(objects, ingressController, pod('migrate'), 8080)).toBe(false);
      });

      test('in-namespace calls follow the architecture and nothing else', () => {
        const allowed = new Set([
          'gateway>identity',
          'gateway>submission',
          'gateway>admin',
          'gateway>notification',
          'gateway>publishing',
          // journals, catalogues and site pages (issue 28): the gateway only
          'gateway>journals',
          'admin>submission',
          'identity>submission',
          'submission>identity',
          // the token of a verification mail (events carry only a reference to it)
          'notification>identity',
          // peer review (issue 12): reviewer links and review actions, the detail page's review side,
          // reviewers' link tokens for mails; review asks submission about papers and files
          'gateway>review',
          'admin>review',
          'notification>review',
          'review>submission',
          // issue 30 (ADR 0036): an issue published at once moves its papers by their status command
          'publishing>submission',
          // ADR 0040: usage counts and SUSHI through the gateway; the article page's counts from publishing
          'gateway>statistics',
          'publishing>statistics',
          // issue 42: a co-author's proof mail carries a link token publishing issues
          'notification>publishing',
        ]);
        for (const from of [...servers, 'migrate']) {
          for (const to of servers) {
            if (from === to) continue;
            const key = `${from}>${to}`;
            expect({ key, allowed: connectionAllowed(objects, pod(from), pod(to), ports[to]) }).toEqual({
              key,
              allowed: allowed.has(key),
            });
          }
        }
      });

      test('each process reaches only the backing services it uses; mail and sign-in keys go out on their ports only', () => {
        const reaches = (name: string, port: number) => egressAllowed(objects, pod(name), backing, port);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('gateway', p))).toEqual([]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('identity', p))).toEqual([5432, 6379, 9092]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('submission', p))).toEqual([
          5432, 6379, 9092, 9000,
        ]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('admin', p))).toEqual([5432, 6379, 9092]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('notification', p))).toEqual([
          5432, 6379, 9092,
        ]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('review', p))).toEqual([5432, 6379, 9092]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('publishing', p))).toEqual([
          5432, 6379, 9092, 9000,
        ]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('journals', p))).toEqual([
          5432, 6379, 9092, 9000,
        ]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('statistics', p))).toEqual([5432, 6379, 9092]);
        expect([5432, 6379, 9092, 9000].filter((p) => reaches('migrate', p))).toEqual([5432]);
        const internet = (name: string, port: number) => egressAllowed(objects, pod(name), 'internet', port);
        // identity: Google's keys; submission and journals: S3 outside the cluster; publishing: Crossref deposits
        expect(servers.filter((n) => internet(n, 443))).toEqual([
          'identity',
          'submission',
          'publishing',
          'journals',
        ]);
        expect(servers.filter((n) => internet(n, 587))).toEqual(['notification']);
        expect(internet('migrate', 443)).toBe(false);
        expect(egressAllowed(objects, pod('gateway'), strangerPod, 8080)).toBe(false);
      });

      test('Prometheus (namespace monitoring) reaches every pod on the metrics port only; traces go to its collector', () => {
        const prometheus: Endpoint = {
          namespace: 'monitoring',
          namespaceLabels: { 'kubernetes.io/metadata.name': 'monitoring' },
          podLabels: { 'app.kubernetes.io/name': 'prometheus' },
        };
        for (const name of servers) {
          expect(ingressAllowed(objects, prometheus, pod(name), 9464)).toBe(true);
          expect(ingressAllowed(objects, prometheus, pod(name), ports[name])).toBe(false);
          expect(ingressAllowed(objects, strangerPod, pod(name), 9464)).toBe(false);
          expect(ingressAllowed(objects, 'internet', pod(name), 9464)).toBe(false);
          expect(egressAllowed(objects, pod(name), prometheus, 4318)).toBe(true);
        }
      });

      test('every pod may resolve names through cluster DNS', () => {
        const dns: Endpoint = {
          namespace: 'kube-system',
          namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
          podLabels: { 'k8s-app': 'kube-dns' },
        };
        for (const name of [...servers, 'migrate'])
          expect(egressAllowed(objects, pod(name), dns, 53)).toBe(true);
      });
    });

    test('no Secret holds a real value', () => {
      const secrets = byKind(objects, 'Secret');
      for (const s of secrets) {
        const values = [
          ...Object.values((s as any).stringData ?? {}),
          ...Object.values((s as any).data ?? {}).map((v) =>
            Buffer.from(String(v), 'base64').toString('utf8'),
          ),
        ];
        expect(values.length).toBeGreaterThan(0);
        for (const v of values)
          expect({ secret: s.metadata.name, value: v }).toEqual({
            secret: s.metadata.name,
            value: PLACEHOLDER,
          });
      }
      const referenced = new Set(
        [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')].flatMap((w) =>
          podSpec(w).containers.flatMap((c: any) =>
            (c.env ?? []).map((e: any) => e.valueFrom?.secretKeyRef?.name).filter(Boolean),
          ),
        ),
      );
      const provided = new Set([
        ...secrets.map((s) => s.metadata.name),
        ...byKind(objects, 'ExternalSecret').map((e) => (e.spec as any).target.name),
      ]);
      expect([...referenced].sort()).toEqual([...provided].sort());
      if (overlay === 'prod') {
        // Production never applies placeholders: the secret manager provides every Secret.
        expect(secrets).toEqual([]);
        expect(byKind(objects, 'ExternalSecret')).toHaveLength(2);
      }
    });

    if (overlay === 'prod') {
      test('production images come from the registry with a pinned version', () => {
        const images = [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')].map(
          (w) => podSpec(w).containers[0].image as string,
        );
        for (const image of images)
          expect(image).toMatch(/^registry\.example\.com\/journal\/[a-z]+:\d+\.\d+\.\d+$/);
      });
    }
  });
});
