import { apiRequest } from './client';
import { checkHealth } from './health';

jest.mock('./client', () => ({ apiRequest: jest.fn() }));
const mockedRequest = jest.mocked(apiRequest);

describe('checkHealth', () => {
  it('is connected when GET /health answers', async () => {
    mockedRequest.mockResolvedValue({ status: 'ok' });
    const result = await checkHealth();
    expect(mockedRequest).toHaveBeenCalledWith('/health');
    expect(result).toEqual({ connected: true, detail: '{"status":"ok"}', checkedAt: expect.any(Date) });
  });

  it('is failed with the error text otherwise', async () => {
    mockedRequest.mockRejectedValue(new Error('HTTP 503: Service Unavailable'));
    await expect(checkHealth()).resolves.toMatchObject({
      connected: false,
      detail: 'HTTP 503: Service Unavailable',
    });
  });
});
