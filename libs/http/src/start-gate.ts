import type { ServiceInstance } from './service-instance';

/**
 * The instance, not ready until its `start()` has finished: a process listens before it starts its
 * background work (Socket.IO attaches to the server first), and `/readyz` must not send traffic to a
 * service whose consumers, relays or start-up writes (identity's administrator) are not done yet.
 */
export function startGated(instance: ServiceInstance): ServiceInstance {
  let started = false;
  return {
    ...instance,
    async start() {
      await instance.start();
      started = true;
    },
    async ready() {
      await instance.ready();
      if (!started) throw new Error('not started yet');
    },
  };
}
