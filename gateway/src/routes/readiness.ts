import type { ServiceInstance } from '@journal/http';
import { notificationTargets, type ServiceTargets } from './proxy.routes';

/** One part of the site that cannot serve yet, and why. */
export interface NotReady {
  service: string;
  error: string;
}

/** What `/api/health` asks: an empty list means every call can be served. */
export type ReadinessCheck = () => Promise<NotReady[]>;

/** A probe must answer within the orchestrator's timeout (k8s: 2 s), even when a dependency hangs. */
export const READINESS_TIMEOUT_MS = 1_500;

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const messageOf = (reason: unknown) =>
  reason instanceof Error ? reason.message : String((reason as { message?: unknown })?.message ?? reason);

/**
 * In-process services (embedded mode): each instance's `ready()` and, when `started` is given, its
 * `start()` finished. The server listens before the services start (Socket.IO must attach first), so
 * without the second condition the site would be "ready" while identity is still storing the
 * administrator (its start) and consumers are still subscribing.
 */
export function inProcessReadiness(
  instances: readonly ServiceInstance[],
  started: (instance: ServiceInstance) => boolean = () => true,
  timeoutMs = READINESS_TIMEOUT_MS,
): ReadinessCheck {
  return async () => {
    const results = await Promise.allSettled(
      instances.map((instance) => withTimeout(instance.ready(), timeoutMs)),
    );
    return results.flatMap((result, index) => {
      const instance = instances[index]!;
      if (result.status === 'rejected') return [{ service: instance.name, error: messageOf(result.reason) }];
      return started(instance) ? [] : [{ service: instance.name, error: NOT_STARTED }];
    });
  };
}

/** Why a service that answers is not ready yet: its start (consumers, relays, start-up writes) runs. */
export const NOT_STARTED = 'not started yet';

/**
 * Proxied services (proxy mode): every service has an instance whose `/readyz` answers 200 (a service's
 * readiness includes its start: identity is ready once the administrator is stored). One ready
 * notification instance is enough: the socket balancer routes around the others.
 */
export function upstreamReadiness(targets: ServiceTargets, timeoutMs = READINESS_TIMEOUT_MS): ReadinessCheck {
  // Publishing, review and journals are optional: unset, their paths are not served, so not waited for.
  const services = (
    [
      ['identity', [targets.identity]],
      ['submission', [targets.submission]],
      ['admin', [targets.admin]],
      ['notification', notificationTargets(targets)],
      ['publishing', targets.publishing ? [targets.publishing] : []],
      ['review', targets.review ? [targets.review] : []],
      ['journals', targets.journals ? [targets.journals] : []],
    ] as const
  ).filter(([, urls]) => urls.length > 0);
  return async () => {
    const checked = await Promise.all(
      services.map(async ([service, urls]) => {
        const answers = await Promise.all(urls.map((url) => readyzOf(url, timeoutMs)));
        return answers.some((answer) => answer === 'ready')
          ? []
          : [{ service, error: answers.find((answer) => answer !== 'ready') ?? 'no instance' }];
      }),
    );
    return checked.flat();
  };
}

/** 'ready', or what the instance's `/readyz` said instead. */
async function readyzOf(baseUrl: string, timeoutMs: number): Promise<string> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/readyz`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) {
      await res.body?.cancel();
      return 'ready';
    }
    const body = (await res.json().catch(() => null)) as { failing?: { error?: string }[] } | null;
    const reasons = body?.failing?.map((item) => item.error).filter(Boolean) ?? [];
    return reasons.length ? reasons.join('; ') : `/readyz answered ${res.status}`;
  } catch (error) {
    return `/readyz did not answer (${messageOf(error)})`;
  }
}
