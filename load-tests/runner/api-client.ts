// The few API calls the fixtures and scenarios need (docs/api.md), with errors that say which call failed.
import { randomUUID } from 'node:crypto';
import { multipartBody } from './templates';

export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    body: string,
  ) {
    super(`${call} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface ApiClient {
  baseUrl: string;
  get(path: string, token?: string): Promise<unknown>;
  postJson(path: string, body: unknown, token?: string): Promise<unknown>;
  putJson(path: string, body: unknown, token?: string): Promise<unknown>;
  postMultipart(
    path: string,
    fields: Record<string, string>,
    file: { field: string; fileName: string; contentType: string; sizeBytes: number },
    token?: string,
  ): Promise<unknown>;
}

export function createApiClient(baseUrl: string, timeoutMs = 15_000): ApiClient {
  const call = async (
    method: string,
    path: string,
    body: string | Buffer | undefined,
    headers: Record<string, string>,
    token?: string,
  ) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      // A Buffer is a Uint8Array over an ArrayBuffer; the cast only narrows ArrayBufferLike for the DOM typings.
      body: body as string | Uint8Array<ArrayBuffer> | undefined,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(`${method} ${path}`, response.status, text);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };
  return {
    baseUrl,
    get: (path, token) => call('GET', path, undefined, {}, token),
    postJson: (path, body, token) =>
      call('POST', path, JSON.stringify(body), { 'content-type': 'application/json' }, token),
    putJson: (path, body, token) =>
      call('PUT', path, JSON.stringify(body), { 'content-type': 'application/json' }, token),
    postMultipart: (path, fields, file, token) => {
      const boundary = `----load${randomUUID().replace(/-/g, '')}`;
      const body = multipartBody({ fields, file }, {}, boundary);
      return call('POST', path, body, { 'content-type': `multipart/form-data; boundary=${boundary}` }, token);
    },
  };
}

/** The admin's status change of one submission (PUT /api/admin/submissions/:id/status), as scenarios send it. */
export const putStatus = (
  api: ApiClient,
  submissionId: string,
  status: string,
  admin: { email: string; token: string },
): Promise<unknown> =>
  api.putJson(
    `/api/admin/submissions/${encodeURIComponent(submissionId)}/status`,
    { status, email: admin.email },
    admin.token,
  );
