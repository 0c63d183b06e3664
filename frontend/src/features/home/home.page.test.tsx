import { act, screen, within } from '@testing-library/react';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderAt } from '../../test-utils/render-at.test-util';
import HomePage from './home.page';

describe('HomePage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPublicApi();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the six service cards after the 500 ms image-ready delay', () => {
    renderAt('/', <HomePage />);
    expect(screen.getAllByTestId('service-placeholder')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'Discover Open Access' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('heading', { name: 'Discover Open Access' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('service-placeholder')).toHaveLength(0);
    const titles = [
      'Discover Open Access',
      'Publish with Us',
      'Track Your Research',
      'Featured Articles',
      'Browse by Subject',
      'About',
    ];
    for (const title of titles)
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
  });

  it('has the hero search box', () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search journals' })).toBeInTheDocument();
  });

  it('lists the journals of the journals service as tiles, with skeletons until they arrive', async () => {
    renderAt('/', <HomePage />);
    expect(screen.getByRole('status', { name: 'Loading journals' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    const tiles = within(screen.getByRole('region', { name: 'Our journals' })).getAllByRole('link');
    expect(tiles).toHaveLength(10);
    expect(tiles[0]).toHaveAttribute('href', '/journals/civil-engineering');
    expect(tiles[0]).toHaveTextContent('LJCE');
    expect(tiles[0]).toHaveTextContent('Lumina Journal of Civil Engineering');
    expect(screen.queryByRole('status', { name: 'Loading journals' })).not.toBeInTheDocument();
  });
});
