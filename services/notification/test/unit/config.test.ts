import { ConfigError } from '@journal/config';
import { loadConfig } from '../../src/config';

const base = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', INTERNAL_TOKEN: 'x'.repeat(32) };

describe('notification config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...base, DATA_DIR: '/data' });
    expect(config).toMatchObject({
      PORT: 3004,
      platform: { eventBus: 'memory', mailDir: '/data/mail', keysDir: '/data/keys' },
      PUBLIC_URL: 'http://localhost:8080',
    });
    expect(config.PUBLISHER_NAME).toBeTruthy();
  });

  it('picks the Redis bus when REDIS_URL is set, unless EVENT_BUS says otherwise', () => {
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).platform.eventBus).toBe('redis');
    expect(
      loadConfig({
        ...base,
        REDIS_URL: 'redis://127.0.0.1:6379',
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: 'k:9092',
      }).platform.eventBus,
    ).toBe('kafka');
  });

  it('runs one consumer with a 50 ms linger and the mail worker by default; the roles can be split', () => {
    expect(loadConfig(base)).toMatchObject({
      NOTIFICATION_CONSUMERS: 1,
      NOTIFICATION_READ_LINGER_MS: 50,
      NOTIFICATION_MAIL_WORKER: true,
    });
    expect(
      loadConfig({
        ...base,
        NOTIFICATION_CONSUMERS: '0',
        NOTIFICATION_READ_LINGER_MS: '0',
        NOTIFICATION_MAIL_WORKER: 'false',
      }),
    ).toMatchObject({
      NOTIFICATION_CONSUMERS: 0,
      NOTIFICATION_READ_LINGER_MS: 0,
      NOTIFICATION_MAIL_WORKER: false,
    });
    for (const bad of [
      { NOTIFICATION_CONSUMERS: '-1' },
      { NOTIFICATION_READ_LINGER_MS: '5000' },
      { NOTIFICATION_MAIL_WORKER: 'no' },
    ])
      expect(() => loadConfig({ ...base, ...bad })).toThrow(Object.keys(bad)[0]);
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'abc', SMTP_URL: 'nope', INTERNAL_TOKEN: 'short' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const key of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'INTERNAL_TOKEN'])
        expect(message).toContain(key);
    }
  });

  it('caps open sockets per account at 20 unless NOTIFICATION_MAX_SOCKETS_PER_USER says otherwise', () => {
    expect(loadConfig(base).NOTIFICATION_MAX_SOCKETS_PER_USER).toBe(20);
    expect(
      loadConfig({ ...base, NOTIFICATION_MAX_SOCKETS_PER_USER: '5' }).NOTIFICATION_MAX_SOCKETS_PER_USER,
    ).toBe(5);
    expect(() => loadConfig({ ...base, NOTIFICATION_MAX_SOCKETS_PER_USER: '0' })).toThrow(ConfigError);
  });
});
