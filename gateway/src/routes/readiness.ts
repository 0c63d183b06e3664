import type { ServiceInstance } from '@journal/http';
import { targetList, type ServiceTargets } from './proxy.routes';

/**
 * One part of the site that cannot serve yet: `error` is what the public answer says (no addresses or
 * driver messages), `detail` what only the log gets.
 */
export interface NotReady {
  service: string;
  error: string;
  detail?: string;
}

/** Why a service that answers is not ready yet: its start (consumers, relays, start-up writes) runs. */
export const NOT_STARTED = 'not started yet';
const DEPENDENCY_DOWN = 'a dependency does not answer';
const timedOut = (timeoutMs: number) => `no answer within ${timeoutMs} ms`;

/** What `/api/health` asks: an empty list means every call can be served. */
export type ReadinessCheck = () => Promise<NotReady[]>;

/** A probe must answer within the orchestrator's timeout (k8s: 2 s), even when a dependency hangs. */
export const READINESS_TIMEOUT_MS = 1_500;

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(timedOut(timeoutMs))), timeoutMs);
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
    return results.flatMap((result, index): NotReady[] => {
      const service = instances[index]!.name;
      if (result.status === 'rejected') {
        const message = messageOf(result.reason);
        return [
          message === NOT_STARTED || message === timedOut(timeoutMs)
            ? { service, error: message }
            : { service, error: DEPENDENCY_DOWN, detail: message },
        ];
      }
      return started(instances[index]!) ? [] : [{ service, error: NOT_STARTED }];
    });
  };
}

/**
 * Proxied services (proxy mode): every service has an instance whose `/readyz` answers 200 (a service's
 * readiness includes its start: identity is ready once the administrator is stored). One ready
 * notification instance is enough: the socket balancer routes around the others.
 */
export function upstreamReadiness(targets: ServiceTargets, timeoutMs = READINESS_TIMEOUT_MS): ReadinessCheck {
  // Optional services left unset are not served, so not waited for.
  const services = targetList(targets).filter(([, urls]) => urls.length > 0);
  return async () => {
    const checked = await Promise.all(
      services.map(async ([service, urls]) => {
        const answers = await Promise.all(urls.map((url) => readyzOf(url, timeoutMs)));
        if (answers.some((answer) => answer === 'ready')) return [];
        const notReady = answers.filter((answer) => answer !== 'ready');
        return [{ ...notReady[0]!, service, detail: notReady.map((a) => a.detail).join('; ') }];
      }),
    );
    return checked.flat();
  };
}

/** 'ready', or why the instance's `/readyz` is not 200 (its own reasons go to `detail`). */
async function readyzOf(
  baseUrl: string,
  timeoutMs: number,
): Promise<'ready' | { error: string; detail: string }> {
  const url = `${baseUrl.replace(/\/$/, '')}/readyz`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.ok) {
      await res.body?.cancel();
      return 'ready';
    }
    const body = (await res.json().catch(() => null)) as { failing?: { error?: string }[] } | null;
    const reasons = body?.failing?.map((item) => item.error ?? '') ?? [];
    const starting = reasons.length > 0 && reasons.every((reason) => reason === NOT_STARTED);
    return {
      error: starting ? NOT_STARTED : DEPENDENCY_DOWN,
      detail: `${url} answered ${res.status}: ${reasons.join('; ')}`,
    };
  } catch (error) {
    return { error: '/readyz does not answer', detail: `${url}: ${messageOf(error)}` };
  }
}
