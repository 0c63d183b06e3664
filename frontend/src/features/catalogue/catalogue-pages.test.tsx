import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderAt, stubScrolling } from '../../test-utils/render-at.test-util';
import BooksPage from './books.page';
import DatabasesPage from './databases.page';
import JournalsDirectoryPage from './journals-directory.page';
import PlatformsPage from './platforms.page';
import { CATALOGUE_LOAD_FAILED } from './catalogue-state.component';

/** The 800 ms of skeletons pass; the entries (the seed, from the fake API) arrive meanwhile. */
async function finishLoading() {
  await act(() => jest.advanceTimersByTimeAsync(800));
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
  mockPublicApi();
  scrollTo = stubScrolling();
});
afterEach(() => jest.useRealTimers());

describe('JournalsDirectoryPage', () => {
  it('shows 8 skeletons for 800 ms, then the 8 journals, and scrolls to the top smoothly', async () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Journals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    await act(() => jest.advanceTimersByTimeAsync(799));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
    expect(cards('Journals')).toHaveLength(8);
  });

  it('shows the impact factor, lazy cover and View Details link of each card', async () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    await finishLoading();
    const card = cards('Journals')[1]!;
    expect(within(card).getByText('Impact Factor: 5.2')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/journals/2');
  });

  it('filters by category and search together and shows the empty texts', async () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    await finishLoading();
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

  it('swaps a broken cover for the Image Unavailable placeholder', async () => {
    renderAt('/journals', <JournalsDirectoryPage />);
    await finishLoading();
    const card = cards('Journals')[0]!;
    fireEvent.error(within(card).getByRole('img'));
    expect(within(card).getByText('Image Unavailable')).toBeInTheDocument();
  });
});

describe('BooksPage', () => {
  it('shows 8 skeletons, then the 8 books with author and year', async () => {
    renderAt('/books', <BooksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Books Collection' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search books by title, author, or topic...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    await finishLoading();
    expect(cards('Books')).toHaveLength(8);
    expect(screen.getByText('by Dr. Martin Okonkwo')).toBeInTheDocument();
  });

  it('keeps one details panel open at a time', async () => {
    renderAt('/books', <BooksPage />);
    await finishLoading();
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

  it('searches authors within the selected tab and shows the empty texts', async () => {
    renderAt('/books', <BooksPage />);
    await finishLoading();
    search('okonkwo');
    expect(cards('Books')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Law' }));
    expect(screen.getByText('No books found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter settings')).toBeInTheDocument();
  });
});

describe('DatabasesPage', () => {
  it('shows 8 skeletons, then cards with coverage, updates and the first 3 content types plus +N', async () => {
    renderAt('/databases', <DatabasesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Research Databases' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    await finishLoading();
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

  it('toggles Special Features with one panel open at a time; Access Database goes nowhere', async () => {
    renderAt('/databases', <DatabasesPage />);
    await finishLoading();
    const [first, second] = cards('Databases');
    fireEvent.click(within(first!).getByRole('button', { name: 'Show Features' }));
    expect(within(first!).getByRole('heading', { name: 'Special Features' })).toBeInTheDocument();
    fireEvent.click(within(second!).getByRole('button', { name: 'Show Features' }));
    expect(within(first!).queryByRole('heading', { name: 'Special Features' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Hide Features' })).toBeInTheDocument();
    const access = within(first!).getByRole('link', { name: 'Access Database' });
    expect(fireEvent.click(access)).toBe(false); // default navigation prevented
  });

  it('matches content types and shows the empty text', async () => {
    renderAt('/databases', <DatabasesPage />);
    await finishLoading();
    search('patents');
    expect(cards('Databases')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Medical' }));
    expect(screen.getByText('No databases found matching your criteria')).toBeInTheDocument();
  });
});

describe('PlatformsPage', () => {
  it('has tabs only, 6 skeletons, then 6 platforms with 3 key features, rating and pricing', async () => {
    renderAt('/platforms', <PlatformsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Platforms' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await finishLoading();
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

  it('filters by category and shows the empty texts', async () => {
    renderAt('/platforms', <PlatformsPage />);
    await finishLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Research' }));
    expect(cards('Platforms')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByText('No platforms found in this category')).toBeInTheDocument();
    expect(screen.getByText('Please select a different category')).toBeInTheDocument();
  });
});

describe('catalogue data from the journals service', () => {
  it('keeps the skeletons until the entries arrive, even after 800 ms', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const seeded = mockPublicApi();
    global.fetch = jest.fn(async (input: unknown) => {
      await pending;
      return seeded(input);
    }) as unknown as typeof fetch;
    renderAt('/books', <BooksPage />);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(8);
    answer(null);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(cards('Books')).toHaveLength(8);
  });

  it('shows what the service holds, e.g. a book an administrator added, and a directory entry without an impact factor', async () => {
    const seeded = mockPublicApi();
    global.fetch = jest.fn(async (input: unknown) => {
      const res = await seeded(input);
      const body = await res.json();
      if (String(input) === '/api/catalogue/books')
        body.data.entries.push({ ...body.data.entries[0], id: 9, title: 'Open Peer Review in Practice' });
      if (String(input) === '/api/catalogue/directory') delete body.data.entries[0].impactFactor;
      return { ...res, text: async () => JSON.stringify(body) };
    }) as unknown as typeof fetch;
    const books = renderAt('/books', <BooksPage />);
    await finishLoading();
    expect(cards('Books')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Open Peer Review in Practice' })).toBeInTheDocument();
    books.unmount();
    renderAt('/journals', <JournalsDirectoryPage />);
    await finishLoading();
    expect(within(cards('Journals')[0]!).queryByText(/Impact Factor/)).toBeNull();
    expect(within(cards('Journals')[1]!).getByText('Impact Factor: 5.2')).toBeInTheDocument();
  });

  it('says so with Try Again when the entries cannot be loaded, and loads them on Try Again', async () => {
    mockPublicApi({ failing: /catalogue\/platforms/ });
    renderAt('/platforms', <PlatformsPage />);
    await finishLoading();
    expect(screen.getByRole('alert')).toHaveTextContent(CATALOGUE_LOAD_FAILED);
    mockPublicApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(cards('Platforms')).toHaveLength(6);
  });
});
