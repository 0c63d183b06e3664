import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@journal/config';
import { loadConfig as adminConfig } from '@journal/admin';
import { loadConfig as identityConfig } from '@journal/identity';
import { loadConfig as journalsConfig } from '@journal/journals-service';
import { loadConfig as notificationConfig } from '@journal/notification';
import { loadConfig as publishingConfig } from '@journal/publishing';
import { loadConfig as reviewConfig } from '@journal/review';
import { loadConfig as statisticsConfig } from '@journal/statistics';
import { restrictedSecrets } from '../../../deploy-tests/support/process-env';
import { clusterPorts, loadClusterConfig } from '../../../scripts/cluster/cluster-config';
import { planCluster, type ProcessSpec } from '../../../scripts/cluster/cluster-plan';
import { resolveSecrets } from '../../../scripts/cluster/cluster-secrets';

function plan(env: Record<string, string> = {}): ProcessSpec[] {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cluster-plan-'));
  const config = loadClusterConfig({ DATA_DIR: dataDir, ...env });
  return planCluster(config, resolveSecrets(config), { PATH: '/usr/bin', SECRET_OF_THE_SHELL: 'x' });
}

describe('cluster launcher configuration', () => {
  it('places the processes on the documented ports, or from BASE_PORT', () => {
    expect(clusterPorts({ NOTIFICATION_INSTANCES: 2 })).toEqual({
      gateway: 8080,
      identity: 3001,
      submission: 3002,
      admin: 3003,
      notification: [3004, 3005],
      publishing: 3012,
      review: 3013,
      journals: 3014,
      statistics: 3015,
      metrics: {
        gateway: 3020,
        identity: 3021,
        submission: 3022,
        admin: 3023,
        publishing: 3024,
        review: 3025,
        journals: 3026,
        'notification-1': 3027,
        'notification-2': 3028,
        statistics: 3029,
      },
    });
    expect(clusterPorts({ BASE_PORT: 40000, NOTIFICATION_INSTANCES: 3 })).toEqual({
      gateway: 40000,
      identity: 40001,
      submission: 40002,
      admin: 40003,
      notification: [40004, 40005, 40006],
      publishing: 40012,
      review: 40013,
      journals: 40014,
      statistics: 40015,
      metrics: {
        gateway: 40020,
        identity: 40021,
        submission: 40022,
        admin: 40023,
        publishing: 40024,
        review: 40025,
        journals: 40026,
        'notification-1': 40027,
        'notification-2': 40028,
        'notification-3': 40029,
        statistics: 40030,
      },
    });
    expect(clusterPorts({ BASE_PORT: 40000, PORT: 9000, NOTIFICATION_INSTANCES: 2 }).gateway).toBe(9000);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadClusterConfig({ EVENT_BUS: 'kafka', DATABASE_URL: 'not a url', BASE_PORT: '12' }),
    ).toThrow(ConfigError);
    try {
      loadClusterConfig({ EVENT_BUS: 'kafka', DATABASE_URL: 'not a url', BASE_PORT: '12' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('KAFKA_BROKERS: required when EVENT_BUS=kafka');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('BASE_PORT');
    }
  });

  it("gives each process a configuration its own schema accepts, with the gateway's notification list", () => {
    const specs = plan({ BASE_PORT: '41000' });
    const byName = Object.fromEntries(specs.map((s) => [s.name, s]));
    expect(Object.keys(byName)).toEqual([
      'identity',
      'submission',
      'admin',
      'notification-1',
      'notification-2',
      'publishing',
      'review',
      'journals',
      'statistics',
      'gateway',
    ]);
    expect(identityConfig(byName.identity!.env).PORT).toBe(41001);
    // The submission service never calls identity (ADR 0026): no edge back from it.
    expect(byName.submission!.env).not.toHaveProperty('IDENTITY_URL');
    expect(adminConfig(byName.admin!.env).SUBMISSION_URL).toBe('http://127.0.0.1:41002');
    for (const name of ['notification-1', 'notification-2']) {
      const config = notificationConfig(byName[name]!.env);
      expect(config.platform.eventBus).toBe('redis');
      expect(config.PUBLIC_URL).toBe('http://localhost:41000');
    }
    expect(byName.gateway!.env.NOTIFICATION_URL).toBe('http://127.0.0.1:41004,http://127.0.0.1:41005');
    expect(byName.gateway!.env.ADMIN_URL).toBe('http://127.0.0.1:41003');
    expect(publishingConfig(byName.publishing!.env)).toMatchObject({
      PORT: 41012,
      PUBLIC_URL: 'http://localhost:41000',
    });
    expect(byName.gateway!.env.PUBLISHING_URL).toBe('http://127.0.0.1:41012');
    expect(reviewConfig(byName.review!.env)).toMatchObject({
      PORT: 41013,
      SUBMISSION_URL: 'http://127.0.0.1:41002',
      REVIEW_REMINDER_DAYS: 3,
    });
    expect(byName.gateway!.env.REVIEW_URL).toBe('http://127.0.0.1:41013');
    expect(journalsConfig(byName.journals!.env)).toMatchObject({ PORT: 41014, DOI_PREFIX: '10.5555' });
    expect(byName.journals!.env).not.toHaveProperty('SUBMISSION_URL'); // it calls no service
    expect(byName.gateway!.env.JOURNALS_URL).toBe('http://127.0.0.1:41014');
    // ADR 0040: statistics calls nobody; publishing asks it for the page's counts, the gateway routes to it.
    expect(statisticsConfig(byName.statistics!.env)).toMatchObject({ PORT: 41015 });
    expect(
      Object.keys(byName.statistics!.env).filter((key) => /^[A-Z]+_URL$/.test(key) && key !== 'PUBLIC_URL'),
    ).toEqual(
      expect.not.arrayContaining(['IDENTITY_URL', 'SUBMISSION_URL', 'PUBLISHING_URL', 'JOURNALS_URL']),
    );
    expect(publishingConfig(byName.publishing!.env).STATISTICS_URL).toBe('http://127.0.0.1:41015');
    expect(byName.gateway!.env.STATISTICS_URL).toBe('http://127.0.0.1:41015');
    expect(adminConfig(byName.admin!.env).REVIEW_URL).toBe('http://127.0.0.1:41013');
    expect(notificationConfig(byName['notification-1']!.env).REVIEW_URL).toBe('http://127.0.0.1:41013');
    // Every process its own /metrics port, apart from every service port; each names its traces.
    const metricsPorts = specs.map((s) => Number(s.env.METRICS_PORT));
    for (const port of metricsPorts) expect(Number.isInteger(port)).toBe(true);
    expect(new Set(metricsPorts).size).toBe(specs.length);
    for (const port of metricsPorts) expect(specs.map((s) => s.port)).not.toContain(port);
    for (const spec of specs) expect(spec.env.OTEL_SERVICE_NAME).toBe(spec.name);
    expect(identityConfig(byName.identity!.env).METRICS_PORT).toBe(41021);
  });

  it('hands secrets only to the processes that need them, and nothing else of the shell', () => {
    const specs = plan({ SMTP_URL: 'smtp://user:pw@127.0.0.1:2525', S3_SECRET_KEY: 'sekret' });
    // The same holders as in compose and k8s (deploy-tests' table).
    for (const [secret, allowed] of Object.entries(restrictedSecrets))
      for (const spec of specs)
        expect({ process: spec.name, secret, has: secret in spec.env }).toEqual({
          process: spec.name,
          secret,
          has: (allowed as string[]).includes(spec.kind),
        });
    for (const spec of specs) {
      expect(spec.env.SECRET_OF_THE_SHELL).toBeUndefined();
      expect(spec.env.JWT_PUBLIC_KEY).toContain('BEGIN PUBLIC KEY');
      expect(spec.env.INTERNAL_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
