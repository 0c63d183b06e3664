import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, stubScrolling } from '../../test-utils/render-at.test-util';
import BooksPage from './books.page';
import DatabasesPage from './databases.page';
import JournalsDirectoryPage from './journals-directory.page';
import PlatformsPage from './platforms.page';

function finishLoading() {
  act(() => jest.advanceTimersByTime(800));
}

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
}

function cards(listName: string) {
  return within(screen.getByRole('list', { name: listName })).getAllByRole('listitem', {
    name: (_, el) => el.classList.contains('catalogue-card'),
  });
}

let scrollTo: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = stubScrolling();
});
afterEach(() => jest.useRealTimers());

describe('JournalsDirectoryPage', () => {
  it('shows 8 skeletons for 800 ms, then the 8 journals, and scrolls to the top smoothly', () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Journals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    act(() => jest.advanceTimersByTime(799));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    expect(cards('Journals')).toHaveLength(8);
  });

  it('shows the impact factor, lazy cover and View Details link of each card', () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    finishLoading();
    const card = cards('Journals')[1]!;
    expect(within(card).getByText('Impact Factor: 5.2')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/journals/2');
  });

  it('filters by category and search together and shows the empty texts', () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    finishLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Law' }));
    expect(screen.getByRole('button', { name: 'Law' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards('Journals')).toHaveLength(1);
    search('mental health');
    expect(screen.getByText('No journals found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All Journals' }));
    expect(cards('Journals')).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: 'Behavioural and Cognitive Psychology Review' }),
    ).toBeInTheDocument();
  });

  it('swaps a broken cover for the Image Unavailable placeholder', () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    finishLoading();
    const card = cards('Journals')[0]!;
    fireEvent.error(within(card).getByRole('img'));
    expect(within(card).getByText('Image Unavailable')).toBeInTheDocument();
  });
});

describe('BooksPage', () => {
  it('shows 8 skeletons, then the 8 books with author and year', () => {
    renderAt('/books', <BooksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Books Collection' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search books by title, author, or topic...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    finishLoading();
    expect(cards('Books')).toHaveLength(8);
    expect(screen.getByText('by Dr. Martin Okonkwo')).toBeInTheDocument();
  });

  it('keeps one details panel open at a time', () => {
    renderAt('/books', <BooksPage />);
    finishLoading();
    const [first, second] = cards('Books');
    expect(screen.queryByText('Publisher')).not.toBeInTheDocument();

    fireEvent.click(within(first!).getByRole('button', { name: 'View Details' }));
    expect(within(first!).getByText('ISBN')).toBeInTheDocument();
    expect(within(first!).getByText('978-81-947010-1-9')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Hide Details' })).toBeInTheDocument();

    fireEvent.click(within(second!).getByRole('button', { name: 'View Details' }));
    expect(within(first!).queryByText('ISBN')).not.toBeInTheDocument();
    expect(within(second!).getByText('Publisher')).toBeInTheDocument();
    expect(within(second!).getByText('Pages')).toBeInTheDocument();

    fireEvent.click(within(second!).getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByText('Publisher')).not.toBeInTheDocument();
  });

  it('searches authors within the selected tab and shows the empty texts', () => {
    renderAt('/books', <BooksPage />);
    finishLoading();
    search('okonkwo');
    expect(cards('Books')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Law' }));
    expect(screen.getByText('No books found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeInTheDocument();
  });
});

describe('DatabasesPage', () => {
  it('shows 8 skeletons, then cards with coverage, updates and the first 3 content types plus +N', () => {
    renderAt('/databases', <DatabasesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Research Databases' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    finishLoading();
    const all = cards('Databases');
    expect(all).toHaveLength(8);
    const engineering = all[2]!; // 6 content types
    const types = within(within(engineering).getByRole('list', { name: /Content types/ })).getAllByRole(
      'listitem',
    );
    expect(types.map((item) => item.textContent)).toEqual([
      'Conference Proceedings',
      'Standards',
      'Journal Articles',
      '+3',
    ]);
    expect(within(engineering).getByText('Coverage')).toBeInTheDocument();
    expect(within(engineering).getByText('1970-present')).toBeInTheDocument();
    expect(within(engineering).getByText('Weekly')).toBeInTheDocument();
    const social = all[3]!; // exactly 3 content types: no +N chip
    expect(
      within(within(social).getByRole('list', { name: /Content types/ })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(within(all[5]!).getByText('Antiquity-present')).toBeInTheDocument();
  });

  it('toggles Special Features with one panel open at a time; Access Database goes nowhere', () => {
    renderAt('/databases', <DatabasesPage />);
    finishLoading();
    const [first, second] = cards('Databases');
    fireEvent.click(within(first!).getByRole('button', { name: 'Show Features' }));
    expect(within(first!).getByRole('heading', { name: 'Special Features' })).toBeInTheDocument();
    fireEvent.click(within(second!).getByRole('button', { name: 'Show Features' }));
    expect(within(first!).queryByRole('heading', { name: 'Special Features' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Hide Features' })).toBeInTheDocument();
    const access = within(first!).getByRole('link', { name: 'Access Database' });
    expect(fireEvent.click(access)).toBe(false); // default navigation prevented
  });

  it('matches content types and shows the empty text', () => {
    renderAt('/databases', <DatabasesPage />);
    finishLoading();
    search('patents');
    expect(cards('Databases')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Medical' }));
    expect(screen.getByText('No databases found matching your criteria')).toBeInTheDocument();
  });
});

describe('PlatformsPage', () => {
  it('has tabs only, 6 skeletons, then 6 platforms with 3 key features, rating and pricing', () => {
    renderAt('/platforms', <PlatformsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Platforms' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    finishLoading();
    const all = cards('Platforms');
    expect(all).toHaveLength(6);
    const first = all[0]!;
    expect(within(first).getByLabelText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(first).getByText('Collaboration groups')).toBeInTheDocument();
    expect(within(first).queryByText('Citation alerts')).not.toBeInTheDocument();
    expect(within(first).getByText('Free for individual researchers')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('filters by category and shows the empty texts', () => {
    renderAt('/platforms', <PlatformsPage />);
    finishLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Research' }));
    expect(cards('Platforms')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByText('No platforms found in this category')).toBeInTheDocument();
    expect(screen.getByText('Please select a different category')).toBeInTheDocument();
  });
});
