import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deleteCatalogueEntry,
  fetchCatalogue,
  saveCatalogueEntry,
  type CatalogueEntry,
} from '../../api/catalogue-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import CataloguesPage from './catalogues.page';
import { fieldError, signInAsAdministrator } from './editorial.test-util';

jest.mock('../../api/catalogue-admin.api', () => ({
  ...jest.requireActual('../../api/catalogue-admin.api'),
  fetchCatalogue: jest.fn(),
  saveCatalogueEntry: jest.fn(),
  deleteCatalogueEntry: jest.fn(),
}));

const BOOK: CatalogueEntry = {
  id: 3,
  title: 'Statistics for Experimental Scientists',
  author: 'Dr. Martin Okonkwo',
  category: 'research',
  coverImage: 'https://img.example.org/stats.png',
  description: 'Statistics.',
  publicationDate: '2022',
  publisher: 'Lumina Academic Press',
  pages: 350,
  isbn: '978-81-947010-2-6',
  tags: ['Statistics', 'Methods'],
};

function open(kind = 'books') {
  return renderAt(`/admin/catalogues/${kind}`, <CataloguesPage />, '/admin/catalogues/:kind');
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchCatalogue).mockResolvedValue([BOOK]);
});

describe('CataloguesPage', () => {
  it('lists the entries of the kind in the address, with a tab per catalogue', async () => {
    open();
    expect(await screen.findByText('Statistics for Experimental Scientists')).toBeInTheDocument();
    expect(fetchCatalogue).toHaveBeenCalledWith('books');
    const tabs = screen.getByRole('navigation', { name: 'Catalogues' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Directory', 'Books', 'Databases', 'Platforms']);
    expect(within(tabs).getByRole('link', { name: 'Books' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a book with typed values (number of pages, tags as a list)', async () => {
    jest.mocked(saveCatalogueEntry).mockResolvedValue({ ...BOOK, id: 9 });
    open();
    const form = await screen.findByRole('form', { name: 'Add a book' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Hydrology');
    await userEvent.type(within(form).getByLabelText('Author'), 'Dr. H. Okafor');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'environmental');
    await userEvent.type(within(form).getByLabelText('Year of publication'), '2024');
    await userEvent.type(within(form).getByLabelText('Publisher'), 'Lumina Academic Press');
    await userEvent.type(within(form).getByLabelText('Pages'), '288');
    await userEvent.type(within(form).getByLabelText('ISBN'), '978-81-947010-9-5');
    await userEvent.type(within(form).getByLabelText('Cover image address'), 'https://img.example.org/h.png');
    await userEvent.type(within(form).getByLabelText('Description'), 'Rivers.');
    await userEvent.type(within(form).getByLabelText('Tags'), 'Hydrology{enter}Field Work');
    await userEvent.click(within(form).getByRole('button', { name: 'Add book' }));
    expect(await within(form).findByText('Entry saved.')).toBeInTheDocument();
    expect(saveCatalogueEntry).toHaveBeenCalledWith(
      'books',
      undefined,
      {
        title: 'Hydrology',
        author: 'Dr. H. Okafor',
        category: 'environmental',
        publicationDate: '2024',
        publisher: 'Lumina Academic Press',
        pages: 288,
        isbn: '978-81-947010-9-5',
        coverImage: 'https://img.example.org/h.png',
        description: 'Rivers.',
        tags: ['Hydrology', 'Field Work'],
      },
      'admin-jwt',
    );
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('edits the whole entry, and shows a 400 beside its field', async () => {
    jest
      .mocked(saveCatalogueEntry)
      .mockRejectedValueOnce(fieldError(400, 'Please enter a valid ISBN', 'isbn'))
      .mockResolvedValueOnce(BOOK);
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit: Statistics for Experimental Scientists' }),
    );
    const form = screen.getByRole('form', { name: 'Edit “Statistics for Experimental Scientists”' });
    expect(within(form).getByLabelText('Tags')).toHaveValue('Statistics\nMethods');
    await userEvent.clear(within(form).getByLabelText('ISBN'));
    await userEvent.type(within(form).getByLabelText('ISBN'), 'nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter a valid ISBN');
    expect(within(form).getByLabelText('ISBN')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Entry saved.')).toBeInTheDocument();
    expect(saveCatalogueEntry).toHaveBeenLastCalledWith(
      'books',
      3,
      expect.objectContaining({
        title: BOOK.title,
        pages: 350,
        tags: ['Statistics', 'Methods'],
        isbn: 'nope',
      }),
      'admin-jwt',
    );
    expect(screen.getByRole('form', { name: 'Add a book' })).toBeInTheDocument();
  });

  it('deletes an entry after confirmation', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.mocked(deleteCatalogueEntry).mockResolvedValue({ success: true });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete: Statistics for Experimental Scientists' }),
    );
    expect(window.confirm).toHaveBeenCalledWith('Delete "Statistics for Experimental Scientists"?');
    expect(deleteCatalogueEntry).toHaveBeenCalledWith('books', 3, 'admin-jwt');
    expect(await screen.findByText('Entry deleted.')).toBeInTheDocument();
    await waitFor(() => expect(fetchCatalogue).toHaveBeenCalledTimes(2));
  });

  it('offers the fields of each kind', async () => {
    open('platforms');
    const form = await screen.findByRole('form', { name: 'Add a platform' });
    expect(within(form).getByLabelText('Rating (0 to 5)')).toHaveAttribute('type', 'number');
    expect(within(form).getByLabelText('Features')).toBeInTheDocument();
    expect(within(form).queryByLabelText('ISBN')).not.toBeInTheDocument();
  });
});
