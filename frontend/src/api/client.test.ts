import { ApiError, apiDownload, apiRequest, serverMessageOr, toQuery } from './client';

jest.mock('./api-base', () => ({ API_BASE: '/api' }));

/** Minimal fetch Response (jsdom has no Response class). */
function fakeResponse(
  text: string,
  status: number,
  statusText: string,
  headers: Record<string, string>,
): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    blob: async () => new Blob([text], { type: lower['content-type'] }),
  } as unknown as Response;
}

function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return fakeResponse(JSON.stringify(body), status, statusText, { 'Content-Type': 'application/json' });
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('apiRequest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('prefixes the base path, sends JSON with a JSON content type and the bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, exists: true }));
    const body = await apiRequest<{ exists: boolean }>('/registration/check-email', {
      method: 'POST',
      json: { email: 'a@b.co' },
      token: 'tok',
    });
    expect(body).toEqual({ success: true, exists: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/registration/check-email');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  it('does not set a JSON content type for form bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    const form = new FormData();
    form.append('a', 'b');
    await apiRequest('/registration/submit-paper', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(Object.keys(init.headers as object).map((k) => k.toLowerCase())).not.toContain('content-type');
    expect(init.body).toBe(form);
  });

  it("turns a non-OK answer into 'HTTP {status}: {statusText}' and keeps the parsed body", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Invalid email or password' }, 401, 'Unauthorized'),
    );
    const error = await apiRequest('/registration/login', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('HTTP 401: Unauthorized');
    expect(apiError.status).toBe(401);
    expect(apiError.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(apiError.serverMessage).toBe('Invalid email or password');
    expect(serverMessageOr(apiError, 'fallback')).toBe('Invalid email or password');
  });

  it('keeps a non-JSON error body as text and has no server message', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse('<html>bad gateway</html>', 502, 'Bad Gateway', { 'Content-Type': 'text/html' }),
    );
    const error = (await apiRequest('/health').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP 502: Bad Gateway');
    expect(error.body).toBe('<html>bad gateway</html>');
    expect(error.hasJsonBody).toBe(false);
    expect(serverMessageOr(error, 'fallback')).toBe('fallback');
  });

  it('lets network failures through unchanged', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health')).rejects.toThrow('Failed to fetch');
    expect(serverMessageOr(new TypeError('x'), 'fallback')).toBe('fallback');
  });
});

describe('apiDownload', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      fakeResponse('id,title\n1,A', 200, 'OK', {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="submissions.csv"',
      }),
    ) as unknown as typeof fetch;
    const file = await apiDownload('/admin/submissions/export.csv', { token: 't' });
    expect(file.fileName).toBe('submissions.csv');
    expect(await readBlob(file.blob)).toBe('id,title\n1,A');
  });

  it('throws the same ApiError on failure', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        jsonResponse({ success: false, message: 'File not found' }, 404, 'Not Found'),
      ) as unknown as typeof fetch;
    const error = (await apiDownload('/admin/submissions/1/download').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP 404: Not Found');
    expect(error.serverMessage).toBe('File not found');
  });
});

describe('toQuery', () => {
  it('drops empty values and encodes the rest', () => {
    expect(toQuery({ email: 'a+b@c.io', page: 1, journal: '', status: undefined })).toBe(
      '?email=a%2Bb%40c.io&page=1',
    );
    expect(toQuery({ journal: '' })).toBe('');
  });
});
