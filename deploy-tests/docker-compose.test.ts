// docker-compose.yml: rendered by `docker-compose config` (Debian's docker-compose validates the file
// against the Compose schema without a Docker engine), then checked for healthchecks, start order,
// and the configuration each process needs, including each service's own config schema.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { mainModule, ports, requiredEnv, restrictedSecrets, type ProcessName } from './support/process-env';
import { describeWith } from '@journal/testing';
import { cleanEnv, repoRoot, run } from './support/tools';

interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | null>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  deploy?: { replicas?: number };
  ports?: Array<string | { host_ip?: string; published?: number | string; target: number }>;
  read_only?: boolean;
  cap_drop?: string[];
  volumes?: Array<string | { source?: string; target: string; read_only?: boolean }>;
  user?: string;
}

const platform: ProcessName[] = [
  'gateway',
  'identity',
  'submission',
  'admin',
  'notification',
  'review',
  'publishing',
  'journals',
];

describeWith('docker-compose', 'docker-compose.yml', () => {
  let services: Record<string, ComposeService>;

  beforeAll(() => {
    const rendered = run('docker-compose', ['-f', 'docker-compose.yml', 'config'], cleanEnv());
    services = (parse(rendered) as { services: Record<string, ComposeService> }).services;
  });

  const oneShot = (s: ComposeService) => s.restart === 'no';
  /** The environment a process sees after the image entrypoint has loaded its <NAME>_FILE variables. */
  const effectiveEnv = (name: string): Record<string, string> => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(services[name]?.environment ?? {})) {
      env[key.replace(/_FILE$/, '')] = String(value ?? '');
    }
    return env;
  };

  test('passes `docker-compose config` and defines the whole stack', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'admin',
        'gateway',
        'identity',
        'kafka',
        'keys',
        'mailpit',
        'migrate',
        'minio',
        'minio-init',
        'notification',
        'review',
        'journals',
        'postgres',
        'publishing',
        'redis',
        'statistics',
        'submission',
      ].sort(),
    );
  });

  test('every long-running service has a healthcheck; one-shots are awaited to completion', () => {
    const dependedOn = new Map<string, string[]>();
    for (const service of Object.values(services)) {
      for (const [dep, { condition }] of Object.entries(service.depends_on ?? {})) {
        dependedOn.set(dep, [...(dependedOn.get(dep) ?? []), condition]);
      }
    }
    for (const [name, service] of Object.entries(services)) {
      if (oneShot(service)) {
        expect(service.healthcheck).toBeUndefined();
        expect(dependedOn.get(name)).toBeDefined();
        expect(new Set(dependedOn.get(name))).toEqual(new Set(['service_completed_successfully']));
      } else {
        expect({ name, healthcheck: service.healthcheck?.test }).toEqual({
          name,
          healthcheck: expect.anything(),
        });
        expect(service.healthcheck?.disable).not.toBe(true);
        for (const condition of dependedOn.get(name) ?? []) expect(condition).toBe('service_healthy');
      }
    }
  });

  test('the platform starts in order: backing services healthy, keys and migrations done', () => {
    for (const name of ['identity', 'submission', 'admin', 'notification', 'publishing', 'journals']) {
      const deps = services[name]?.depends_on ?? {};
      for (const dep of ['postgres', 'redis', 'kafka']) expect(deps[dep]?.condition).toBe('service_healthy');
      for (const dep of ['keys', 'migrate'])
        expect(deps[dep]?.condition).toBe('service_completed_successfully');
    }
    for (const name of ['submission', 'publishing', 'journals'])
      expect(services[name]?.depends_on?.['minio-init']?.condition).toBe('service_completed_successfully');
    expect(services.notification?.depends_on?.mailpit?.condition).toBe('service_healthy');
    expect(services.migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['identity', 'submission', 'admin', 'notification', 'publishing', 'journals']) {
      expect(services.gateway?.depends_on?.[name]?.condition).toBe('service_healthy');
    }
  });

  test('each process is built from its Dockerfile target and runs its own command', () => {
    for (const name of [...platform, 'migrate']) {
      expect(services[name]?.build?.target).toBe(name);
      expect(services[name]?.command).toBeUndefined(); // the image's CMD: `node --import tsx ${mainModule[name]}`
    }
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    for (const name of [...platform, 'migrate'] as ProcessName[]) {
      expect(dockerfile).toContain(`FROM runtime AS ${name}`);
      expect(dockerfile).toContain(
        JSON.stringify(['node', '--import', 'tsx', mainModule[name]]).replace(/,/g, ', '),
      );
    }
  });

  test.each([...platform, 'migrate'] as ProcessName[])('%s gets every variable it requires', (name) => {
    const env = effectiveEnv(name);
    for (const key of requiredEnv[name]) expect({ key, set: Boolean(env[key]) }).toEqual({ key, set: true });
    if (name !== 'migrate') expect(env.PORT).toBe(String(ports[name]));
  });

  test('secrets reach only the processes that need them', () => {
    for (const [key, allowed] of Object.entries(restrictedSecrets)) {
      for (const name of [...platform, 'migrate'] as ProcessName[]) {
        if (!allowed.includes(name))
          expect({ name, has: key in effectiveEnv(name) }).toEqual({ name, has: false });
      }
    }
  });

  test('events go through Kafka, service addresses resolve to compose services', () => {
    for (const name of [
      'identity',
      'submission',
      'admin',
      'notification',
      'review',
      'publishing',
      'journals',
    ]) {
      expect(effectiveEnv(name).EVENT_BUS).toBe('kafka');
      expect(effectiveEnv(name).KAFKA_BROKERS).toBe('kafka:9092');
    }
    const urls = {
      IDENTITY_URL: 'identity',
      SUBMISSION_URL: 'submission',
      ADMIN_URL: 'admin',
      NOTIFICATION_URL: 'notification',
      REVIEW_URL: 'review',
      PUBLISHING_URL: 'publishing',
      JOURNALS_URL: 'journals',
    } as const;
    for (const [key, target] of Object.entries(urls)) {
      expect(effectiveEnv('gateway')[key]).toBe(`http://${target}:${ports[target]}`);
    }
    expect(effectiveEnv('admin').SUBMISSION_URL).toBe('http://submission:3002');
    expect(effectiveEnv('notification').SMTP_URL).toBe('smtp://mailpit:1025');
    expect(effectiveEnv('submission').S3_ENDPOINT).toBe('http://minio:9000');
    expect(effectiveEnv('publishing').S3_ENDPOINT).toBe('http://minio:9000');
    expect(effectiveEnv('journals').S3_ENDPOINT).toBe('http://minio:9000');
  });

  test('two notification replicas; only the gateway, the mail UI and the MinIO console reach the host, on loopback', () => {
    expect(services.notification?.deploy?.replicas).toBe(2);
    const published = Object.entries(services).flatMap(([name, s]) =>
      (s.ports ?? []).map((p) =>
        typeof p === 'string'
          ? { name, host_ip: p.split(':')[0], published: Number(p.split(':')[1]) }
          : { name, ...p },
      ),
    );
    expect(published.map((p) => [p.name, Number(p.published), p.host_ip]).sort()).toEqual(
      [
        ['gateway', 8080, '127.0.0.1'],
        ['mailpit', 8025, '127.0.0.1'],
        ['minio', 9001, '127.0.0.1'],
      ].sort(),
    );
  });

  test('every platform process serves /metrics on its container address, reachable only inside the network', () => {
    for (const name of platform) expect([name, effectiveEnv(name).METRICS_HOST]).toEqual([name, '0.0.0.0']);
    // Publishing is checked by the test above: only the gateway, mail UI and MinIO console reach the host.
  });

  test('platform containers run hardened: read-only root, no capabilities, keys mounted read-only', () => {
    for (const name of platform) {
      const service = services[name];
      expect(service?.read_only).toBe(true);
      expect(service?.cap_drop).toEqual(['ALL']);
      // docker-compose v1 renders the short syntax (source:target:mode), v2 the long one.
      const mounts = (service?.volumes ?? []).map((v) =>
        typeof v === 'string'
          ? { target: v.split(':')[1], read_only: v.split(':')[2] === 'ro' }
          : { target: v.target, read_only: v.read_only === true },
      );
      expect(mounts).toEqual([{ target: '/run/journal-keys', read_only: true }]);
    }
  });

  test('third-party images are pinned to a version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      const tag = service.image?.split('/').pop()?.split(':')[1];
      expect({ name, tag }).toEqual({ name, tag: expect.stringMatching(/\d/) });
    }
  });

  describe('the values satisfy each service config schema', () => {
    // The keys one-shot writes a fresh ES256 pair at run time; the check uses a pair of the same kind.
    const keys = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const configModules: Record<string, string> = {
      gateway: 'gateway/src/config.ts',
      identity: 'services/identity/src/config.ts',
      submission: 'services/submission/src/config.ts',
      admin: 'services/admin/src/config.ts',
      notification: 'services/notification/src/config.ts',
      publishing: 'services/publishing/src/config.ts',
    };
    test.each(Object.entries(configModules))('%s', (name, file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(path.join(repoRoot, file)) as Record<string, unknown>;
      const loaders = Object.entries(mod).filter(
        ([key, value]) => /^load\w*Config$/.test(key) && typeof value === 'function',
      );
      expect(loaders.length).toBe(1);
      const env = { ...effectiveEnv(name) };
      if (env.JWT_PRIVATE_KEY) env.JWT_PRIVATE_KEY = keys.privateKey;
      if (env.JWT_PUBLIC_KEY) env.JWT_PUBLIC_KEY = keys.publicKey;
      const load = loaders[0]?.[1] as (env: NodeJS.ProcessEnv) => Record<string, unknown>;
      const config = load(env);
      expect(config.PORT).toBe(ports[name as keyof typeof ports]);
    });
  });
});
