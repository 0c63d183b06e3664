import type { PlatformSettings } from '@journal/config';
import type { Logger } from '@journal/logger';
import type { ServiceAdapters } from './build-adapters';
import { createInternalClient, type InternalClient } from './internal-client';
import { journalRolesClient } from './journal-roles.client';
import type { ServiceContext } from './service-descriptor';

/** The env key a standalone service reads another service's internal base URL from: `JOURNALS_URL`. */
export const peerUrlKey = (service: string): string => `${service.toUpperCase()}_URL`;

/**
 * The one way a host (runStandalone, the embedded composition) makes a service's context; the host says
 * only where other services are (`peerUrl`) and whether the process is the whole site.
 */
export function serviceContext(options: {
  logger: Logger;
  adapters: ServiceAdapters;
  platform: Pick<PlatformSettings, 'outboxMaxRowFailures' | 'processedEventsRetentionMs'>;
  internalToken: string;
  peerUrl(service: string): string | undefined;
  singleProcess: boolean;
}): ServiceContext {
  const { logger, adapters, platform, internalToken } = options;
  const clients = new Map<string, InternalClient>();
  const peer = (service: string): InternalClient | undefined => {
    const url = options.peerUrl(service);
    if (!url) return undefined;
    let client = clients.get(url);
    if (!client) clients.set(url, (client = createInternalClient(url, internalToken)));
    return client;
  };
  const journals = peer('journals');
  const base = { logger, pool: adapters.pool, bus: adapters.bus, verifier: adapters.verifier() };
  const relay = { maxRowFailures: platform.outboxMaxRowFailures };
  const { processedEventsRetentionMs } = platform;
  return {
    logger,
    base,
    adapters,
    // Editors' journal roles (issue 28): every service asks the journals service per request (ADR 0031).
    journalRoles: journals ? journalRolesClient(journals) : undefined,
    relay,
    consumerDeps: { ...base, processedEventsRetentionMs },
    outboxDeps: { ...base, processedEventsRetentionMs, relay },
    internalToken,
    peerUrl: options.peerUrl,
    peer,
    requiredPeer(service) {
      const client = peer(service);
      if (!client) throw new Error(`${peerUrlKey(service)} is required`);
      return client;
    },
    singleProcess: options.singleProcess,
  };
}

/** Standalone: another service is where the configuration's `<NAME>_URL` says, if it says. */
export function peerUrlsFrom(config: object): (service: string) => string | undefined {
  return (service) => {
    const value = (config as Record<string, unknown>)[peerUrlKey(service)];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
}
