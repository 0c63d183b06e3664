// Backend reachability check used by /test-connection.
import { apiRequest } from './client';

export interface HealthResult {
  connected: boolean;
  /** What the server answered, or why the call failed. */
  detail: string;
  checkedAt: Date;
}

export async function checkHealth(): Promise<HealthResult> {
  try {
    const body = await apiRequest<unknown>('/health');
    const detail = typeof body === 'string' ? body : JSON.stringify(body);
    return { connected: true, detail: detail ?? '', checkedAt: new Date() };
  } catch (error) {
    return {
      connected: false,
      detail: error instanceof Error ? error.message : String(error),
      checkedAt: new Date(),
    };
  }
}
