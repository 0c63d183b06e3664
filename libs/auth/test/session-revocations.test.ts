import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { describeWith, DEFAULT_REDIS_URL } from '@journal/testing';
import {
  createMemorySessionRevocations,
  createRedisSessionRevocations,
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
  loadSigningKeys,
  type SessionRevocations,
} from '../src';

const pair = generateKeyPair();
const keys = loadSigningKeys({ privateKeyPem: pair.privateKeyPem });
const signer = createTokenSigner(keys.privateKey!);
const EXPIRED = 'Your session has expired. Please log in again.';

async function within(ms: number, probe: () => boolean): Promise<number> {
  const start = Date.now();
  while (!probe()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}

describe('memory session revocations', () => {
  it('a revoked sid is refused by the verifier; other sessions and logout (ignoreExpiration) still verify', async () => {
    const revocations = createMemorySessionRevocations();
    const verifier = createTokenVerifier(keys.publicKeys, { revocations });
    const seen: string[] = [];
    revocations.onRevoked((sid) => seen.push(sid));
    const token = signer.sign({ sub: 'u', email: 'a@example.org', role: 'author', sid: 's-1' });
    const other = signer.sign({ sub: 'u', email: 'a@example.org', role: 'author', sid: 's-2' });
    expect(verifier.verify(token).sid).toBe('s-1');
    await revocations.revoke([{ sid: 's-1', until: Date.now() + 60_000 }]);
    expect(() => verifier.verify(token)).toThrow(EXPIRED);
    expect(verifier.verify(other).sid).toBe('s-2');
    expect(verifier.verify(token, { ignoreExpiration: true }).sid).toBe('s-1');
    await revocations.revoke([{ sid: 's-1', until: Date.now() + 60_000 }]);
    expect(seen).toEqual(['s-1']);
  });

  it('forgets an entry once every token it could match has expired', async () => {
    let now = 1_000_000;
    const revocations = createMemorySessionRevocations(() => now);
    await revocations.revoke([{ sid: 'old', until: now + 1000 }]);
    expect(revocations.isRevoked('old')).toBe(true);
    now += 1001;
    expect(revocations.isRevoked('old')).toBe(false);
  });

  it('a token without a sid is refused', () => {
    const verifier = createTokenVerifier(keys.publicKeys);
    const privateKey = keys.privateKey!;
    const legacy = jwt.sign({ email: 'a@example.org', role: 'author' }, privateKey, {
      algorithm: 'ES256',
      subject: 'u',
      issuer: 'journal-identity',
      audience: 'journal-platform',
      expiresIn: 60,
    });
    expect(() => verifier.verify(legacy)).toThrow('Invalid token claims');
  });
});

describeWith('redis', 'redis session revocations (several processes)', () => {
  const url = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const keyPrefix = `test:auth:${randomUUID()}`;
  const connections: Redis[] = [];
  const stores: SessionRevocations[] = [];
  const open = async (connectionName = 'revocations-test') => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, connectionName });
    connections.push(redis);
    const store = createRedisSessionRevocations({ redis, keyPrefix });
    await store.ready();
    stores.push(store);
    return { redis, store };
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
    await connections[0]?.del(`${keyPrefix}:revoked-sessions`);
    for (const redis of connections) await redis.quit();
  });

  it('a logout on one process is refused on every other one well within a second', async () => {
    const identity = await open();
    const submission = await open();
    const admin = await open();
    const verifiers = [submission, admin].map(({ store }) =>
      createTokenVerifier(keys.publicKeys, { revocations: store }),
    );
    const sid = randomUUID();
    const token = signer.sign({ sub: 'u', email: 'a@example.org', role: 'author', sid });
    for (const verifier of verifiers) expect(verifier.verify(token).sid).toBe(sid);
    await identity.store.revoke([{ sid, until: Date.now() + 60_000 }]);
    for (const verifier of verifiers) {
      const took = await within(1000, () => {
        try {
          verifier.verify(token);
          return false;
        } catch (error) {
          return (error as Error).message === EXPIRED;
        }
      });
      expect(took).toBeLessThan(1000);
    }
  });

  it('a process that starts (or reconnects) later loads the sessions revoked before', async () => {
    const identity = await open();
    const sid = randomUUID();
    await identity.store.revoke([{ sid, until: Date.now() + 60_000 }]);
    const late = await open();
    expect(late.store.isRevoked(sid)).toBe(true);
    // A reconnect reloads the list: revocations published while it was away are not lost.
    const missed = randomUUID();
    const name = `revocations-${randomUUID()}`;
    const subscriberless = await open(name);
    await identity.redis.zadd(`${keyPrefix}:revoked-sessions`, Date.now() + 60_000, missed);
    expect(subscriberless.store.isRevoked(missed)).toBe(false);
    // Cut only this test's subscriber connection (the shared Redis serves other suites too).
    const clients = String(await identity.redis.client('LIST')).split('\n');
    const ids = clients
      .filter((line) => line.includes(`name=${name}`) && /sub=[1-9]/.test(line))
      .map((line) => /id=(\d+)/.exec(line)![1]!);
    expect(ids.length).toBe(1);
    await identity.redis.client('KILL', 'ID', ids[0]!);
    await within(5000, () => subscriberless.store.isRevoked(missed));
  });
});
