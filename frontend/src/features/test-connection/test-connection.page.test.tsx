import { fireEvent, screen } from '@testing-library/react';
import { checkHealth } from '../../api/health';
import { renderAt } from '../../test-utils/render-at.test-util';
import TestConnectionPage from './test-connection.page';

jest.mock('../../api/health', () => ({ checkHealth: jest.fn() }));
const mockedHealth = jest.mocked(checkHealth);

beforeEach(() => mockedHealth.mockReset());

describe('TestConnectionPage', () => {
  it('shows Connected to Backend when /api/health answers', async () => {
    mockedHealth.mockResolvedValue({ connected: true, detail: '{"status":"ok"}', checkedAt: new Date() });
    renderAt('/test-connection', <TestConnectionPage />);
    expect(await screen.findByText('Connected to Backend')).toBeInTheDocument();
    expect(screen.getByText('{"status":"ok"}')).toBeInTheDocument();
  });

  it('shows Connection Failed and tests again on request', async () => {
    mockedHealth.mockResolvedValueOnce({
      connected: false,
      detail: 'HTTP 502: Bad Gateway',
      checkedAt: new Date(),
    });
    renderAt('/test-connection', <TestConnectionPage />);
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('HTTP 502: Bad Gateway')).toBeInTheDocument();

    mockedHealth.mockResolvedValueOnce({ connected: true, detail: 'ok', checkedAt: new Date() });
    fireEvent.click(screen.getByRole('button', { name: 'Test Again' }));
    expect(await screen.findByText('Connected to Backend')).toBeInTheDocument();
    expect(mockedHealth).toHaveBeenCalledTimes(2);
  });
});
