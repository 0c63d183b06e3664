// Runtime configuration served by the gateway (GET /api/config), so one build works for every deployment.
import { useEffect, useState } from 'react';
import { apiRequest } from './client';

export interface RuntimeConfig {
  googleClientId: string | null;
  mainAdminEmail: string;
  publisherName: string;
}

interface RuntimeConfigResponse {
  success: boolean;
  data?: unknown;
  message?: string;
}

function parseConfig(data: unknown): RuntimeConfig {
  if (!data || typeof data !== 'object') throw new Error('Invalid runtime configuration');
  const { googleClientId, mainAdminEmail, publisherName } = data as Record<string, unknown>;
  if (googleClientId !== null && googleClientId !== undefined && typeof googleClientId !== 'string') {
    throw new Error('Invalid runtime configuration: googleClientId');
  }
  if (typeof mainAdminEmail !== 'string') throw new Error('Invalid runtime configuration: mainAdminEmail');
  if (typeof publisherName !== 'string') throw new Error('Invalid runtime configuration: publisherName');
  return { googleClientId: googleClientId?.trim() ? googleClientId : null, mainAdminEmail, publisherName };
}

let cached: Promise<RuntimeConfig> | null = null;
let resolved: RuntimeConfig | null = null;

/** Fetched once per page load; a failed fetch is not cached, so the next caller retries. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  if (!cached) {
    cached = apiRequest<RuntimeConfigResponse>('/config')
      .then((response) => {
        if (!response.success) throw new Error(response.message ?? 'Runtime configuration unavailable');
        resolved = parseConfig(response.data);
        return resolved;
      })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
  }
  return cached;
}

export interface RuntimeConfigState {
  config: RuntimeConfig | null;
  error: Error | null;
}

/** The configuration for components: null until loaded; error set when the server could not provide it. */
export function useRuntimeConfig(): RuntimeConfigState {
  const [state, setState] = useState<RuntimeConfigState>({ config: resolved, error: null });
  useEffect(() => {
    if (state.config) return;
    let active = true;
    getRuntimeConfig().then(
      (config) => active && setState({ config, error: null }),
      (error: unknown) =>
        active &&
        setState({ config: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [state.config]);
  return state;
}

/** For tests: forget the cached configuration. */
export function resetRuntimeConfigCache(): void {
  cached = null;
  resolved = null;
}
