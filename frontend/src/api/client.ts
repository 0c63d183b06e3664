import { API_BASE } from './api-base';
import { ApiError } from './api-error';
import { expireSession, refreshSession } from './session-refresh';

export { ApiError, failedAnswer, isApiError, serverMessageOr } from './api-error';

export type ApiRequestInit = RequestInit & { json?: unknown; token?: string };

type HeaderMap = Record<string, string>;

/** Plain header objects: they work in every runtime (jsdom lacks the Headers class). */
function toHeaderMap(headers: HeadersInit | undefined): HeaderMap {
  const map: HeaderMap = {};
  if (!headers) return map;
  if (Array.isArray(headers)) {
    for (const [key, value] of headers) if (key !== undefined && value !== undefined) map[key] = value;
  } else if (typeof (headers as Headers).forEach === 'function') {
    (headers as Headers).forEach((value, key) => {
      map[key] = value;
    });
  } else {
    Object.assign(map, headers);
  }
  return map;
}

function hasHeader(map: HeaderMap, name: string): boolean {
  return Object.keys(map).some((key) => key.toLowerCase() === name.toLowerCase());
}

function buildRequest(
  init: ApiRequestInit,
  accept = 'application/json',
): RequestInit & { headers: HeaderMap } {
  const { json, token, headers, body, ...rest } = init;
  const merged = toHeaderMap(headers);
  let requestBody = body;
  if (json !== undefined) {
    merged['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(json);
  }
  if (token) merged.Authorization = `Bearer ${token}`;
  if (!hasHeader(merged, 'Accept')) merged.Accept = accept;
  return { ...rest, headers: merged, body: requestBody };
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  if (text === '') return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A call with a token that answers 401 gets one retry with a silently refreshed token; when the session
 * cannot be refreshed it is cleared and the browser goes to the login page (the 401 is still thrown).
 */
async function fetchWithSession(path: string, init: ApiRequestInit, accept?: string): Promise<Response> {
  const response = await fetch(apiUrl(path), buildRequest(init, accept));
  if (response.status !== 401 || !init.token) return response;
  const token = await refreshSession();
  if (!token) {
    expireSession();
    return response;
  }
  return fetch(apiUrl(path), buildRequest({ ...init, token }, accept));
}

/** The one fetch helper: JSON in and out, bearer token, non-OK -> ApiError('HTTP {status}: {statusText}'). */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await fetchWithSession(path, init);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body as T;
}

export interface ApiFile {
  blob: Blob;
  /** File name from Content-Disposition, when the server sent one. */
  fileName: string | null;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Binary downloads (paper files, CSV export) through the same error rules. */
export async function apiDownload(path: string, init: ApiRequestInit = {}): Promise<ApiFile> {
  const response = await fetchWithSession(path, init, '*/*');
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readBody(response));
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}

/** Query string from defined, non-empty values only. */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
