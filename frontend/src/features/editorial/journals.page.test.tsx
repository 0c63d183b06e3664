import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { ApiError } from '../../api/api-error';
import { createJournal, deleteJournal, fetchJournalList, updateJournal } from '../../api/journals-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import {
  CIVIL,
  MANAGER_OF_CIVIL,
  fieldError,
  signInAsAdministrator,
  signInAsAuthor,
} from './editorial.test-util';
import JournalsPage from './journals.page';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournalList: jest.fn(),
  deleteJournal: jest.fn(),
  createJournal: jest.fn(),
  updateJournal: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));

const SUMMARIES = [
  { ...CIVIL },
  { ...CIVIL, slug: 'education', name: 'Education', abbreviation: 'LJE', acceptingSubmissions: false },
];

function open() {
  return renderAt('/admin/journals', <JournalsPage />, '/admin/journals');
}

async function fillNewJournal() {
  const form = screen.getByRole('form', { name: 'New journal' });
  await userEvent.type(within(form).getByLabelText('Slug'), 'marine-biology');
  await userEvent.type(within(form).getByLabelText('Name'), 'Marine Biology');
  await userEvent.type(within(form).getByLabelText('Full title'), 'Lumina Journal of Marine Biology');
  await userEvent.type(within(form).getByLabelText('Abbreviation'), 'LJMB');
  await userEvent.type(within(form).getByLabelText('DOI code'), 'mb');
  await userEvent.click(within(form).getByRole('button', { name: 'Create journal' }));
  return form;
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  jest.mocked(fetchJournalList).mockResolvedValue(SUMMARIES);
});

describe('JournalsPage', () => {
  it('lists every journal with its submissions state and its pages', async () => {
    signInAsAdministrator();
    open();
    expect(
      await screen.findByText('/journals/civil-engineering · Accepting submissions'),
    ).toBeInTheDocument();
    expect(screen.getByText('/journals/education · Submissions closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Board: Education' })).toHaveAttribute(
      'href',
      '/admin/journals/education/board',
    );
    expect(screen.getByRole('link', { name: 'Journal settings: Civil Engineering' })).toHaveAttribute(
      'href',
      '/admin/journals/civil-engineering',
    );
  });

  it('closes and opens submissions', async () => {
    signInAsAdministrator();
    jest.mocked(updateJournal).mockResolvedValue({ ...CIVIL, acceptingSubmissions: false });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close submissions: Civil Engineering' }),
    );
    expect(updateJournal).toHaveBeenCalledWith(
      'civil-engineering',
      { acceptingSubmissions: false },
      'admin-jwt',
    );
    expect(await screen.findByText('Civil Engineering no longer accepts submissions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open submissions: Education' }));
    expect(updateJournal).toHaveBeenLastCalledWith('education', { acceptingSubmissions: true }, 'admin-jwt');
    await waitFor(() => expect(fetchJournalList).toHaveBeenCalledTimes(3));
  });

  it('archives after a confirmation, and restores an archived journal', async () => {
    signInAsAdministrator();
    jest.mocked(fetchJournalList).mockResolvedValue([
      { ...CIVIL, sample: true },
      { ...SUMMARIES[1]!, archived: true },
    ]);
    jest.mocked(updateJournal).mockResolvedValue({ ...CIVIL });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    open();
    expect(
      await screen.findByText('/journals/civil-engineering · Accepting submissions · Sample content'),
    ).toBeInTheDocument();
    expect(screen.getByText('/journals/education · Submissions closed · Archived')).toBeInTheDocument();
    expect(fetchJournalList).toHaveBeenCalledWith('admin-jwt');

    await userEvent.click(screen.getByRole('button', { name: 'Archive: Civil Engineering' }));
    expect(updateJournal).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Archive: Civil Engineering' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Archive Civil Engineering? It leaves the menus and lists and takes no submissions; its published articles stay.',
    );
    expect(updateJournal).toHaveBeenCalledWith('civil-engineering', { archived: true }, 'admin-jwt');
    expect(
      await screen.findByText("Civil Engineering is archived: it has left the site's journal lists."),
    ).toBeInTheDocument();

    // Restoring asks nothing: it only brings the journal back.
    await userEvent.click(screen.getByRole('button', { name: 'Restore: Education' }));
    expect(updateJournal).toHaveBeenLastCalledWith('education', { archived: false }, 'admin-jwt');
    expect(await screen.findByText('Education is back on the site.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('deletes a journal once confirmed and shows the refusal of one with submissions', async () => {
    signInAsAdministrator();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest
      .mocked(deleteJournal)
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflict', {
          success: false,
          message: 'This journal has submissions; archive it instead',
        }),
      )
      .mockResolvedValueOnce(undefined);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Civil Engineering' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete Civil Engineering? This cannot be undone.');
    expect(await screen.findByText('This journal has submissions; archive it instead')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Education' }));
    expect(deleteJournal).toHaveBeenLastCalledWith('education', 'admin-jwt');
    expect(await screen.findByText('Education was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(fetchJournalList).toHaveBeenCalledTimes(2));
    confirm.mockRestore();
  });

  it('creates a journal from its five required fields', async () => {
    signInAsAdministrator();
    jest
      .mocked(createJournal)
      .mockResolvedValue({ ...CIVIL, slug: 'marine-biology', name: 'Marine Biology' });
    open();
    await screen.findByText('/journals/education · Submissions closed');
    const form = await fillNewJournal();
    expect(await within(form).findByText('Journal "Marine Biology" created.')).toBeInTheDocument();
    expect(createJournal).toHaveBeenCalledWith(
      {
        slug: 'marine-biology',
        name: 'Marine Biology',
        fullTitle: 'Lumina Journal of Marine Biology',
        abbreviation: 'LJMB',
        doiCode: 'mb',
      },
      'admin-jwt',
    );
    expect(within(form).getByLabelText('Slug')).toHaveValue('');
  });

  it('shows a 409 beside the field whose value is taken', async () => {
    signInAsAdministrator();
    jest.mocked(createJournal).mockRejectedValue(fieldError(409, 'This DOI code is already used', 'doiCode'));
    open();
    await screen.findByText('/journals/education · Submissions closed');
    const form = await fillNewJournal();
    expect(await within(form).findByRole('alert')).toHaveTextContent('This DOI code is already used');
    expect(within(form).getByLabelText('DOI code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Slug')).toHaveValue('marine-biology');
  });

  it('is for the administrator only', async () => {
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the administrator can manage this.');
    expect(fetchJournalList).not.toHaveBeenCalled();
  });
});
