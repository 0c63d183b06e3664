import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test-utils/render-at.test-util';
import HomePage from './home.page';

describe('HomePage', () => {
  beforeEach(() => jest.useFakeTimers());
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
});
