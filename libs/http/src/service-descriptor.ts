import type { EditorialRoles } from '@journal/auth';
import type { ConfigSchema } from '@journal/config';
import type { Logger } from '@journal/logger';
import type { ServiceAdapters } from './build-adapters';
import type { InternalClient } from './internal-client';
import { assertPattern, patternOf, type RouteEntry } from './route-table';
import type { ConsumerServiceDeps, OutboxServiceDeps, ServiceBaseDeps } from './service-deps';
import type { ServiceInstance } from './service-instance';
import type { StandaloneConfig } from './standalone-config';

/** A consumer group the service subscribes and the event types it takes (docs/architecture.md). */
export interface ConsumerGroupEntry {
  group: string;
  types: readonly string[];
}

/**
 * What a service's `build` gets from its host besides its configuration. The embedded composition and
 * `runStandalone` make it the same way (`serviceContext`); they differ only in what is written here.
 */
export interface ServiceContext {
  /** The process's logger (embedded: the site's; each service names itself in a child). */
  logger: Logger;
  /** Logger, pool, bus and token verifier: the options every service's create function takes. */
  base: ServiceBaseDeps;
  /** Built from the configuration; embedded, one set shared by every service of the process. */
  adapters: ServiceAdapters;
  /** A non-administrator's journal roles from the journals service (ADR 0031); undefined without one. */
  journalRoles: EditorialRoles | undefined;
  /** The outbox relay's settings (config.platform). */
  relay: { maxRowFailures: number };
  /**
   * `base` and how long processed_events rows are kept (config.platform): what a service with consumer
   * groups takes from its host.
   */
  consumerDeps: ConsumerServiceDeps;
  /** `consumerDeps` and `relay`: what a service with consumer groups and an outbox takes from its host. */
  outboxDeps: OutboxServiceDeps;
  /** INTERNAL_TOKEN (embedded: generated per start unless set). */
  internalToken: string;
  /**
   * Where another service's `/internal` routes are: embedded, the process's loopback listener; standalone,
   * `<NAME>_URL` of the configuration, undefined when unset.
   */
  peerUrl(service: string): string | undefined;
  /** A client of `peerUrl(service)`, undefined when it is not configured. */
  peer(service: string): InternalClient | undefined;
  /** `peer(service)`, or an error naming the missing `<NAME>_URL`. */
  requiredPeer(service: string): InternalClient;
  /**
   * True when the process is the whole site (embedded): a service may make up a per-start secret, since
   * no other instance has to share it (identity's ALTCHA key).
   */
  singleProcess: boolean;
}

/** What `build` may return: the instance, or the instance and extra fields for the "listening" log line. */
export type BuiltService =
  | ServiceInstance
  | { instance: ServiceInstance; describe?: Record<string, unknown> };

/**
 * One service, described once (ADR 0038): its name, schema and migrations, the URLs it owns, its consumer
 * groups, its configuration and how it is built. `C` is the configuration `build` reads: the standalone
 * configuration and the gateway's (embedded) both satisfy it.
 */
export interface ServiceDescriptor<C = unknown> {
  name: string;
  /** The Postgres schema it owns and its migrations folder (scripts/migrate.ts runs them). */
  db: {
    schema: string;
    migrations: string;
    /** Schemas whose migrations must run first (statistics takes over tables publishing created). */
    after?: readonly string[];
  };
  /** The public URLs it owns (the gateway routes by the union of the tables). */
  routes: readonly RouteEntry[];
  /** The consumer groups its composition subscribes, with their event types. */
  consumers: readonly ConsumerGroupEntry[];
  /** The standalone process's environment schema (docs/configuration.md). */
  configSchema: ConfigSchema;
  /** The standalone process's configuration (the schema parsed from the environment, plus derived keys). */
  loadConfig(env?: NodeJS.ProcessEnv): C & StandaloneConfig;
  build(config: C, context: ServiceContext): Promise<BuiltService>;
}

/** Checks the descriptor's table at load (a bad pattern fails the import, not a request). */
export function defineService<C>(descriptor: ServiceDescriptor<C>): ServiceDescriptor<C> {
  for (const entry of descriptor.routes) assertPattern(patternOf(entry));
  return descriptor;
}

export function instanceOf(built: BuiltService): {
  instance: ServiceInstance;
  describe?: Record<string, unknown>;
} {
  return 'instance' in built ? built : { instance: built };
}
