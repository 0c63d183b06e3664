import { randomUUID } from 'node:crypto';
import { createEvent, MemoryEventBus, subscribe, type EventOf } from '../src';
import { waitFor } from './helpers/wait-for';

const registered = (extra: Record<string, unknown> = {}) =>
  createEvent('identity.user.registered.v1', randomUUID(), 1, {
    userId: randomUUID(),
    email: 'ada@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    verificationToken: 'token',
    ...extra,
  });

describe('subscribe(bus, ...): typed by the contract registry', () => {
  it('hands the handler the parsed event; one that breaks its contract is dead-lettered, not handled', async () => {
    const bus = new MemoryEventBus({ retry: { maxAttempts: 2, initialDelayMs: 1, maxDelayMs: 1 } });
    const seen: EventOf<'identity.user.registered.v1' | 'identity.user.profile_updated.v1'>[] = [];
    await subscribe(bus, {
      group: 'typed',
      types: ['identity.user.registered.v1', 'identity.user.profile_updated.v1'],
      handler: async (event) => {
        // Narrowing on `type` gives the payload of that contract, with no cast and no re-parsing.
        if (event.type === 'identity.user.registered.v1')
          expect(event.payload.verificationToken).toBe('token');
        seen.push(event);
      },
    });
    const good = registered({ unknownField: 'dropped by the tolerant reader' });
    const bad = { ...registered(), payload: { userId: 'not-a-uuid' } };
    await bus.publish([good, bad]);
    await waitFor(async () => (await bus.listDeadLetters()).length === 1, 'the bad event dead-lettered');
    expect(seen.map((e) => e.id)).toEqual([good.id]);
    expect(seen[0]!.payload).not.toHaveProperty('unknownField');
    const [dead] = await bus.listDeadLetters();
    expect(dead).toMatchObject({ group: 'typed', event: { id: bad.id } });
    expect(dead!.error).toContain('invalid payload for identity.user.registered.v1');
    await bus.close();
  });

  it('refuses, at compile time, a type that is not in the registry', () => {
    const bus = new MemoryEventBus();
    const attempt = () =>
      subscribe(bus, {
        group: 'typo',
        // @ts-expect-error "submission.status_change.v1" is not a contract type (a typo must not compile)
        types: ['submission.status_change.v1'],
        handler: async () => undefined,
      });
    expect(typeof attempt).toBe('function'); // never called: the check is the type error above
  });
});
