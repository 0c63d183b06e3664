import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { EventBus } from '@journal/events';
import type { Logger } from '@journal/logger';

/** What every service's create function takes from its host (main.ts or the embedded composition). */
export interface ServiceBaseDeps {
  logger: Logger;
  pool: Pool;
  bus: EventBus;
  /** Verifies access tokens (checking the revocation store the host gives the service, where it has one). */
  verifier: TokenVerifier;
}

/** A service with consumer groups: their processed_events rows are purged after this long. */
export interface ConsumerServiceDeps extends ServiceBaseDeps {
  processedEventsRetentionMs: number;
}

/** A service with consumer groups and an outbox, whose relay takes these settings. */
export interface OutboxServiceDeps extends ConsumerServiceDeps {
  relay: { maxRowFailures: number };
}

/** A service whose editors reach papers of their journals (issue 28). */
export interface EditorialServiceDeps extends ServiceBaseDeps {
  /** A non-administrator's journal roles, asked of the journals service per request (ADR 0031). */
  journalRoles?: EditorialRoles;
}
