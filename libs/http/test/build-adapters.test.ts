import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { baseConfigSchema, platformSettings } from '@journal/config';
import { createEvent } from '@journal/events';
import { createLogger } from '@journal/logger';
import { createTestDatabase, DEFAULT_REDIS_URL, describeWith, type TestDatabase } from '@journal/testing';
import { buildAdapters, REDIS_ROLE_OPTIONS } from '../src';

const logger = createLogger('build-adapters-test', { level: 'silent' });

function configFrom(env: Record<string, string>, extra: Record<string, string> = {}) {
  const parsed = baseConfigSchema.parse({ INTERNAL_TOKEN: 'x'.repeat(32), ...env });
  return { ...parsed, ...extra, platform: platformSettings(parsed) };
}

describeWith('postgres', 'buildAdapters (the one place settings become clients)', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'adapters-'));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('embedded defaults: generated keys under DATA_DIR/keys, disk files, .eml mail, no Redis', async () => {
    const adapters = buildAdapters(configFrom({ DATABASE_URL: db.url, DATA_DIR: dataDir }), {
      name: 'test-embedded',
      logger,
      pool: db.pool,
      generateKeys: true,
    });
    try {
      const token = adapters.signer().sign({ sub: randomUUID(), email: 'a@example.org', role: 'author' });
      expect(adapters.verifier().verify(token)).toMatchObject({ email: 'a@example.org' });
      expect((await readdir(path.join(dataDir, 'keys'))).sort()).toEqual([
        'jwt-private.pem',
        'jwt-public.pem',
      ]);
      expect(adapters.storage().kind).toBe('disk');
      expect(adapters.mailer().kind).toBe('file');
      expect(adapters.redis('queue')).toBeUndefined();
      expect(adapters.describe()).toMatchObject({ eventBus: 'memory', redis: 'none', dataDir });
    } finally {
      await adapters.close();
    }
    // The caller's pool stays open: the composition closes it after every service.
    await expect(db.pool.query('SELECT 1')).resolves.toBeTruthy();
  });

  it.each([
    [
      { PUBLISHER_NAME: 'Acme Scholarly Press, Ltd.' },
      '"Acme Scholarly Press, Ltd." <no-reply@journal.local>',
    ],
    [{}, 'Lumina Journals <no-reply@journal.local>'],
    [{ MAIL_FROM: 'Editors <editors@example.org>' }, 'Editors <editors@example.org>'],
  ])('mail comes from the publisher by name unless MAIL_FROM is set (%j)', async (mailEnv, from) => {
    const mailDataDir = await mkdtemp(path.join(os.tmpdir(), 'adapters-mail-'));
    const adapters = buildAdapters(
      { ...configFrom({ DATABASE_URL: db.url, DATA_DIR: mailDataDir }), ...mailEnv },
      { name: 'test-mail-from', logger, pool: db.pool },
    );
    try {
      await adapters.mailer().send({ to: 'a@example.org', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
      const [file] = await readdir(path.join(mailDataDir, 'mail'));
      const eml = await readFile(path.join(mailDataDir, 'mail', file ?? ''), 'utf8');
      expect(eml).toMatch(new RegExp(`^From: ${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r?$`, 'm'));
    } finally {
      await adapters.close();
      await rm(mailDataDir, { recursive: true, force: true });
    }
  });

  it('a verifying service reads the public key identity wrote under DATA_DIR/keys', async () => {
    const adapters = buildAdapters(configFrom({ DATABASE_URL: db.url, DATA_DIR: dataDir }), {
      name: 'test-admin',
      logger,
    });
    try {
      expect(() => adapters.verifier()).not.toThrow();
      expect(() => adapters.signer()).toThrow(/JWT_PRIVATE_KEY/);
    } finally {
      await adapters.close(); // ends the pool it made from DATABASE_URL
    }
  });

  it('rejects an incomplete S3 setting instead of silently using the disk', () => {
    const adapters = buildAdapters(
      configFrom({ DATABASE_URL: db.url, DATA_DIR: dataDir, S3_ACCESS_KEY: 'only-this' }),
      { name: 'test-s3', logger, pool: db.pool },
    );
    expect(() => adapters.storage()).toThrow(/Incomplete S3 settings: missing S3_ENDPOINT, S3_SECRET_KEY/);
    return adapters.close();
  });
});

describeWith(['postgres', 'redis'], 'buildAdapters with Redis', () => {
  let db: TestDatabase;
  let inspect: Redis;
  const prefix = `t${randomBytes(4).toString('hex')}:journal`;
  beforeAll(async () => {
    db = await createTestDatabase();
    inspect = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL);
  });
  afterAll(async () => {
    const keys = await inspect.keys(`${prefix}:*`);
    if (keys.length) await inspect.del(...keys);
    inspect.disconnect();
    await db?.drop();
  });

  it('puts every Redis key of the bus under REDIS_PREFIX and gives each role its one set of options', async () => {
    const adapters = buildAdapters(
      configFrom({
        DATABASE_URL: db.url,
        REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
        REDIS_PREFIX: prefix,
      }),
      { name: 'test-redis', logger, pool: db.pool },
    );
    try {
      await adapters.bus.publish([
        createEvent('identity.user.registered.v1', randomUUID(), 1, {
          userId: randomUUID(),
          email: 'b@example.org',
          givenNames: 'B',
          familyName: 'C',
          verificationRef: randomUUID(),
        }),
      ]);
      expect(await inspect.keys(`${prefix}:events:*`)).toEqual([`${prefix}:events:identity`]);
      const queue = adapters.redis('queue')!;
      const throttle = adapters.redis('throttle')!;
      expect(queue.options).toMatchObject({
        ...REDIS_ROLE_OPTIONS.queue,
        connectionName: 'test-redis-queue',
      });
      expect(throttle.options).toMatchObject(REDIS_ROLE_OPTIONS.throttle);
      expect(adapters.redis('queue')).toBe(queue); // one client per role
      expect(adapters.redisPrefix).toBe(prefix);
      expect(await throttle.ping()).toBe('PONG');
    } finally {
      await adapters.close();
    }
  });
});
