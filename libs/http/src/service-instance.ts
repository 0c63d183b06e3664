import type { Server } from 'node:http';
import type { Router } from 'express';

/**
 * What every service module builds from its dependencies. The same instance runs standalone
 * (its own `main.ts` + `createServiceApp`) or mounted in the gateway's single-process mode.
 */
export interface ServiceInstance {
  name: string;
  /** Public routes with their full paths (`/api/...`); must not answer paths it does not own. */
  publicRouter: Router;
  /** Service-to-service routes, mounted under `/internal` behind the INTERNAL_TOKEN check. */
  internalRouter?: Router;
  /** Starts background work: event consumers, outbox relay, job workers. */
  start(): Promise<void>;
  /** Stops background work after the current message and flushes the relay; closes own resources. */
  stop(): Promise<void>;
  /** Throws when a dependency (database, bus, storage) cannot be reached. */
  ready(): Promise<void>;
  /** For services that speak more than HTTP on the server (Socket.IO). */
  attach?(server: Server): void;
}
