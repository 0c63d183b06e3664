import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { fetchJournal, updateJournal, uploadCover } from '../../api/journals-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import {
  CIVIL,
  MANAGER_OF_CIVIL,
  fieldError,
  signInAsAdministrator,
  signInAsAuthor,
} from './editorial.test-util';
import JournalSettingsPage from './journal-settings.page';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
  updateJournal: jest.fn(),
  uploadCover: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));

const mockedUpdate = jest.mocked(updateJournal);

function open(slug = 'civil-engineering') {
  return renderAt(`/admin/journals/${slug}`, <JournalSettingsPage />, '/admin/journals/:slug');
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
});

describe('JournalSettingsPage', () => {
  it('shows every field with its saved value, under the journal pages menu', async () => {
    signInAsAdministrator();
    open();
    expect(await screen.findByLabelText('Full title')).toHaveValue('Lumina Journal of Civil Engineering');
    expect(screen.getByRole('heading', { level: 1, name: 'Journal settings' })).toBeInTheDocument();
    expect(screen.getByText('Lumina Journal of Civil Engineering (LJCE)')).toBeInTheDocument();
    expect(screen.getByLabelText('ISSN (print)')).toHaveValue('');
    expect(screen.getByLabelText('ISSN (online)')).toHaveValue('2049-3630');
    expect(screen.getByLabelText('Default licence')).toHaveValue('CC BY 4.0');
    expect(screen.getByLabelText('Accepting submissions')).toBeChecked();
    expect(screen.getByLabelText('About')).toHaveValue('About the journal.');
    expect(screen.getByLabelText('Reviewers per submission')).toHaveValue(2);
    const nav = screen.getByRole('navigation', { name: 'Journal pages' });
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/admin/journals/civil-engineering/team',
    );
    // Beside '← Dashboard': the journal manager's page of the guide.
    expect(screen.getByRole('link', { name: 'Help (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/help/manager',
    );
  });

  it('sends only the changed fields and confirms', async () => {
    signInAsAdministrator();
    mockedUpdate.mockResolvedValue({ ...CIVIL, about: 'New about.', acceptingSubmissions: false });
    open();
    const about = await screen.findByLabelText('About');
    await userEvent.clear(about);
    await userEvent.type(about, 'New about.');
    await userEvent.click(screen.getByLabelText('Accepting submissions'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Changes saved.')).toHaveAttribute('role', 'status');
    expect(mockedUpdate).toHaveBeenCalledWith(
      'civil-engineering',
      { about: 'New about.', acceptingSubmissions: false },
      'admin-jwt',
    );
  });

  it('says so when nothing changed, without a request', async () => {
    signInAsAdministrator();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("shows the server's 400 beside the field it names", async () => {
    signInAsAdministrator();
    mockedUpdate.mockRejectedValue(fieldError(400, 'Please enter a valid ISSN', 'issnPrint'));
    open();
    await userEvent.type(await screen.findByLabelText('ISSN (print)'), '1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid ISSN');
    const issn = screen.getByLabelText('ISSN (print)');
    expect(issn).toHaveAttribute('aria-invalid', 'true');
    expect(issn).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid ISSN'));
    expect(screen.getByLabelText('ISSN (online)')).not.toHaveAttribute('aria-invalid');
  });

  it("sets the journal's contact, and shows a refused address beside its field", async () => {
    signInAsAdministrator();
    const contact = { contactName: 'Editorial Office, "Civil"', contactEmail: 'office@civil.example.org' };
    mockedUpdate
      .mockRejectedValueOnce(fieldError(400, 'Please enter a valid email address', 'contactEmail'))
      .mockResolvedValueOnce({ ...CIVIL, ...contact });
    open();
    const name = await screen.findByLabelText('Contact name');
    const email = screen.getByLabelText('Contact email');
    expect([name, email].map((input) => (input as HTMLInputElement).value)).toEqual(['', '']);
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(name, contact.contactName);
    await userEvent.type(email, 'office at civil');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(name).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(email);
    await userEvent.type(email, contact.contactEmail);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Changes saved.')).toHaveAttribute('role', 'status');
    expect(mockedUpdate).toHaveBeenLastCalledWith('civil-engineering', contact, 'admin-jwt');
    expect(screen.getByLabelText('Contact email')).toHaveValue(contact.contactEmail);
  });

  it('lets a manager of the journal in, and refuses one who only edits it', async () => {
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    const { unmount } = open();
    expect(await screen.findByLabelText('Name')).toHaveValue('Civil Engineering');
    unmount();
    open('education');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to manage this journal');
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('refuses a cover over 2 MB before uploading, and uploads a smaller one', async () => {
    signInAsAdministrator();
    jest
      .mocked(uploadCover)
      .mockResolvedValue({ ...CIVIL, coverUrl: '/api/journals/civil-engineering/cover' });
    open();
    const input = await screen.findByLabelText('Cover image file');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await userEvent.click(screen.getByRole('button', { name: 'Upload cover' }));
    expect(await screen.findByText('The cover image must be at most 2 MB')).toBeInTheDocument();
    expect(uploadCover).not.toHaveBeenCalled();

    const small = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    await userEvent.upload(input, small);
    await userEvent.click(screen.getByRole('button', { name: 'Upload cover' }));
    await waitFor(() => expect(uploadCover).toHaveBeenCalledWith('civil-engineering', small, 'admin-jwt'));
    expect(
      await screen.findByRole('img', { name: 'Cover of Lumina Journal of Civil Engineering' }),
    ).toBeInTheDocument();
  });
});
