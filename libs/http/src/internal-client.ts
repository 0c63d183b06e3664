import { internalAuthHeader } from '@journal/auth';
import { AppError, ServiceUnavailableError } from '@journal/errors';
import { injectTraceHeaders } from '@journal/tracing';

/**
 * JSON client for `/internal/*` calls between services. Errors from the other side keep their status
 * and message (a 404 stays a 404); an unreachable service becomes 503. The trace context goes along.
 */
export function createInternalClient(baseUrl: string, internalToken: string) {
  const base = baseUrl.replace(/\/$/, '');
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      const headers: Record<string, string> = {
        ...internalAuthHeader(internalToken),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      injectTraceHeaders((name, value) => (headers[name] = value));
      response = await fetch(`${base}/internal${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ServiceUnavailableError();
    }
    if (!response.ok) {
      const payload = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
      throw new AppError(
        payload.message ?? `Internal call failed (${response.status})`,
        response.status,
        payload.code ?? 'UPSTREAM',
      );
    }
    return response;
  }
  return {
    /** Raw response, for streaming bodies (file downloads). */
    stream: (path: string) => send('GET', path),
    json: async <T>(method: string, path: string, body?: unknown): Promise<T> =>
      (await (await send(method, path, body)).json()) as T,
  };
}

export type InternalClient = ReturnType<typeof createInternalClient>;
