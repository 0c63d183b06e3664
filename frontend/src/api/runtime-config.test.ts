import { apiRequest } from './client';
import { getRuntimeConfig, resetRuntimeConfigCache } from './runtime-config';

jest.mock('./client', () => ({ apiRequest: jest.fn() }));
const mockedRequest = jest.mocked(apiRequest);

const data = {
  googleClientId: 'client-1.apps.googleusercontent.com',
  mainAdminEmail: 'admin@example.org',
  publisherName: 'Lumina Research Publications',
};

beforeEach(() => {
  mockedRequest.mockReset();
  resetRuntimeConfigCache();
});

describe('getRuntimeConfig', () => {
  it('reads GET /api/config once and caches it', async () => {
    mockedRequest.mockResolvedValue({ success: true, data });
    await expect(getRuntimeConfig()).resolves.toEqual(data);
    await expect(getRuntimeConfig()).resolves.toEqual(data);
    expect(mockedRequest).toHaveBeenCalledTimes(1);
    expect(mockedRequest).toHaveBeenCalledWith('/config');
  });

  it('turns an empty client id into null', async () => {
    mockedRequest.mockResolvedValue({ success: true, data: { ...data, googleClientId: '' } });
    await expect(getRuntimeConfig()).resolves.toEqual({ ...data, googleClientId: null });
  });

  it('rejects a malformed answer', async () => {
    mockedRequest.mockResolvedValue({ success: true, data: { googleClientId: null, mainAdminEmail: 3 } });
    await expect(getRuntimeConfig()).rejects.toThrow('mainAdminEmail');
  });

  it('does not cache a failure, so the next call retries', async () => {
    mockedRequest.mockRejectedValueOnce(new Error('HTTP 502: Bad Gateway'));
    await expect(getRuntimeConfig()).rejects.toThrow('HTTP 502: Bad Gateway');
    mockedRequest.mockResolvedValueOnce({ success: true, data });
    await expect(getRuntimeConfig()).resolves.toEqual(data);
    expect(mockedRequest).toHaveBeenCalledTimes(2);
  });

  it('rejects success false with the server message', async () => {
    mockedRequest.mockResolvedValue({ success: false, message: 'Config unavailable' });
    await expect(getRuntimeConfig()).rejects.toThrow('Config unavailable');
  });
});
