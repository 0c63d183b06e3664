import type { AdapterConfig } from './build-adapters';
import type { ObservabilityConfig } from './observability';

/** The keys every service config has (libs/config baseConfigSchema) that the runner reads. */
export interface StandaloneConfig extends AdapterConfig, ObservabilityConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  INTERNAL_TOKEN: string;
  DATABASE_URL: string;
  /** Addresses whose X-Forwarded-For is believed (default loopback). */
  TRUST_PROXY?: string;
  /** Slow clients (run-server.ts, body-stall.ts); defaults apply when unset. */
  HTTP_HEADERS_TIMEOUT_MS?: number;
  HTTP_JSON_BODY_TIMEOUT_MS?: number;
  UPLOAD_IDLE_TIMEOUT_MS?: number;
}
