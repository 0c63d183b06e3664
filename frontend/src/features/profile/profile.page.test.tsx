import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { fetchProfile, updateInstitution, updateProfile } from '../../api/profile.api';
import { connectRealtime, type RealtimeOptions } from '../../api/realtime';
import { updateSubmissionDetails, withdrawSubmission } from '../../api/submission.api';
import { renderRoute } from '../auth/render-route.test-util';
import ProfilePage from './profile.page';
import { profileFixture } from './profile.fixtures.test-util';

jest.mock('../../api/profile.api', () => ({
  fetchProfile: jest.fn(),
  updateProfile: jest.fn(),
  updateInstitution: jest.fn(),
}));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
jest.mock('../../api/submission.api', () => ({
  updateSubmissionDetails: jest.fn(),
  withdrawSubmission: jest.fn(),
}));

const mockedFetch = jest.mocked(fetchProfile);
const mockedUpdate = jest.mocked(updateProfile);
const mockedInstitution = jest.mocked(updateInstitution);
const mockedConnect = jest.mocked(connectRealtime);
const mockedDetails = jest.mocked(updateSubmissionDetails);
const mockedWithdraw = jest.mocked(withdrawSubmission);

let socket: RealtimeOptions;
const close = jest.fn();

function login() {
  localStorage.setItem('adminAuthToken', 'jwt');
  localStorage.setItem('userEmail', 'ada@example.org');
  localStorage.setItem('userName', 'Ada');
}

async function openProfile() {
  renderRoute('/profile', <ProfilePage />);
  await screen.findByRole('heading', { name: 'My Account' });
}

describe('ProfilePage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    login();
    mockedConnect.mockImplementation((options) => {
      socket = options;
      return { close };
    });
    mockedFetch.mockResolvedValue({ success: true, user: profileFixture() });
  });
  afterEach(() => jest.useRealTimers());

  it('redirects to /login without a stored token', () => {
    localStorage.removeItem('adminAuthToken');
    renderRoute('/profile', <ProfilePage />);
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
  });

  it("shows 'Loading your profile...' and then the account overview", async () => {
    renderRoute('/profile', <ProfilePage />);
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'My Account' });
    expect(mockedFetch).toHaveBeenCalledWith('ada@example.org', 'jwt');
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('AL')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified email' })).toBeInTheDocument();
    expect(screen.getByText('January 15, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-published')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Submit Your Paper' })).toBeInTheDocument();
  });

  it("shows a submission's details and offers Edit details only while submitted, Withdraw while under review too", async () => {
    const user = userEvent.setup();
    const base = profileFixture();
    const draft = {
      ...base.individual_submissions![1]!,
      id: 'sub-3',
      status: 'submitted',
      abstract: 'On the numbers.',
      keywords: ['Bernoulli', 'Analysis'],
      co_authors: [
        {
          given_names: 'Charles',
          family_name: 'Babbage',
          email: 'charles@example.org',
          affiliation: 'Cambridge',
          orcid: '0000-0002-1825-0097',
        },
      ],
    };
    mockedFetch.mockResolvedValue({
      success: true,
      user: {
        ...base,
        orcid: '0000-0002-1694-233X',
        individual_submissions: [...base.individual_submissions!, draft],
      },
    });
    mockedDetails.mockResolvedValue({ success: true, message: 'Paper details updated successfully' });
    mockedWithdraw.mockResolvedValue({ success: true, message: 'Your paper has been withdrawn' });
    await openProfile();
    expect(screen.getByRole('link', { name: 'https://orcid.org/0000-0002-1694-233X' })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1694-233X',
    );

    const published = screen.getByTestId('submission-sub-1');
    expect(within(published).queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(within(published).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    const reviewing = screen.getByTestId('submission-sub-2');
    expect(within(reviewing).queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(within(reviewing).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const card = screen.getByTestId('submission-sub-3');
    expect(within(card).getByText('On the numbers.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Keywords' })).toHaveTextContent('BernoulliAnalysis');
    expect(within(card).getByText('Charles Babbage')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ORCID 0000-0002-1825-0097' })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );

    await user.click(within(card).getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit paper details' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(
      within(dialog).getByText('ada@example.org is your own email address; list only your co-authors'),
    ).toBeInTheDocument();
    expect(mockedDetails).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'babbage@example.org');
    await user.clear(within(dialog).getByLabelText('Paper title'));
    await user.type(within(dialog).getByLabelText('Paper title'), 'Bernoulli Numbers, revised');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(mockedDetails).toHaveBeenCalledWith(
      'sub-3',
      {
        paperTitle: 'Bernoulli Numbers, revised',
        abstract: 'On the numbers.',
        keywords: ['Bernoulli', 'Analysis'],
        coAuthors: [
          {
            givenNames: 'Charles',
            familyName: 'Babbage',
            email: 'babbage@example.org',
            affiliation: 'Cambridge',
            orcid: '0000-0002-1825-0097',
          },
        ],
      },
      'jwt',
    );
    expect(await screen.findByText('Paper details updated successfully')).toBeInTheDocument();

    await user.click(
      within(screen.getByTestId('submission-sub-3')).getByRole('button', { name: 'Withdraw' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Withdraw this paper?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(mockedWithdraw).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByTestId('submission-sub-3')).getByRole('button', { name: 'Withdraw' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw paper' }));
    expect(mockedWithdraw).toHaveBeenCalledWith('sub-3', 'jwt');
    expect(await screen.findByText('Your paper has been withdrawn')).toBeInTheDocument();
  }, 30_000);

  it('lists submissions with badge colours and status history', async () => {
    await openProfile();
    const first = screen.getByTestId('submission-sub-1');
    expect(within(first).getByText('Published')).toHaveClass('status-badge--purple');
    expect(within(first).getByText('Submitted → Published')).toBeInTheDocument();
    const second = screen.getByTestId('submission-sub-2');
    expect(within(second).getByText('Under Review')).toHaveClass('status-badge--yellow');
  });

  it('shows no verified tick for an unverified email and the empty state without papers', async () => {
    mockedFetch.mockResolvedValue({
      success: true,
      user: profileFixture({
        email_verified: false,
        individual_submissions: [],
        stats: { total_papers: 0, published: 0 },
      }),
    });
    await openProfile();
    expect(screen.queryByRole('img', { name: 'Verified email' })).toBeNull();
    expect(screen.getByText('No papers submitted yet')).toBeInTheDocument();
    expect(screen.getByText(/Submit Your Paper/, { selector: '.profile-empty__hint' })).toBeInTheDocument();
  });

  it.each([
    [{ success: false, message: 'User not found' }, 'User not found'],
    [{ success: false }, 'Failed to load profile data'],
  ])('shows the load failure %j with Try Again', async (answer, text) => {
    mockedFetch.mockResolvedValueOnce(answer);
    const user = userEvent.setup();
    renderRoute('/profile', <ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'My Account' });
    expect(mockedFetch).toHaveBeenCalledTimes(2);
  });

  it('shows the connection message on a network failure and the server message on an HTTP error body', async () => {
    mockedFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderRoute('/profile', <ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect to server. Please try again.',
    );
    mockedFetch.mockRejectedValueOnce(
      new ApiError(403, 'Forbidden', { success: false, message: 'Access denied' }),
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Access denied'));
  });

  it("shows 'No user email found' when the email is missing", async () => {
    localStorage.removeItem('userEmail');
    renderRoute('/profile', <ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No user email found');
  });

  it('joins the user room with the stored token and email', async () => {
    await openProfile();
    expect(mockedConnect).toHaveBeenCalledWith(
      expect.objectContaining({ room: 'user', email: 'ada@example.org', token: 'jwt' }),
    );
  });

  it('shows the live notice for 7 s, highlights the card for 5 s and reloads the profile', async () => {
    jest.useFakeTimers();
    await openProfile();
    mockedFetch.mockResolvedValue({
      success: true,
      user: profileFixture({
        individual_submissions: [{ ...profileFixture().individual_submissions![1]!, status: 'rejected' }],
      }),
    });
    await act(async () => {
      socket.onConnect?.();
      socket.onStatusUpdated({
        id: 'sub-2',
        status: 'rejected',
        paperTitle: 'Bernoulli Numbers',
        journalName: 'Applied Science',
      });
    });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      'Your paper "Bernoulli Numbers" in Applied Science has been updated to REJECTED',
    );
    expect(notice).toHaveClass('profile-notice--error');
    expect(mockedFetch).toHaveBeenCalledTimes(2);
    const card = screen.getByTestId('submission-sub-2');
    expect(card).toHaveAttribute('data-highlighted', 'true');
    // The refetched profile reaches the card on the query cache's next tick.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(within(card).getByText('Rejected')).toHaveClass('status-badge--red');

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('submission-sub-2')).not.toHaveAttribute('data-highlighted');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes the notice on demand', async () => {
    const user = userEvent.setup();
    await openProfile();
    act(() => socket.onStatusUpdated({ id: 'sub-1', status: 'accepted', paperTitle: 'T', journalName: 'J' }));
    expect(screen.getByRole('status', { name: '' })).toHaveClass('profile-notice--success');
    expect(screen.getByText('Your paper "T" in J has been updated to ACCEPTED')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText(/has been updated to ACCEPTED/)).toBeNull();
  });

  it('falls back to 30 s polling with a banner on a connection error and stops once connected', async () => {
    jest.useFakeTimers();
    await openProfile();
    expect(screen.queryByTestId('realtime-banner')).toBeNull();
    act(() => socket.onConnectError?.(new Error('xhr poll error')));
    expect(screen.getByTestId('realtime-banner')).toHaveTextContent(
      'Using polling for updates (every 30 seconds). Real-time updates are not available.',
    );
    expect(mockedFetch).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(mockedFetch).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(mockedFetch).toHaveBeenCalledTimes(3);

    act(() => socket.onConnect?.());
    expect(screen.queryByTestId('realtime-banner')).toBeNull();
    await act(async () => jest.advanceTimersByTime(90_000));
    expect(mockedFetch).toHaveBeenCalledTimes(3);
  });

  it('falls back to polling when the server ends the socket session', async () => {
    jest.useFakeTimers();
    await openProfile();
    act(() => socket.onConnect?.());
    act(() => socket.onDisconnect?.('transport close'));
    expect(screen.queryByTestId('realtime-banner')).toBeNull();
    act(() => socket.onDisconnect?.('io server disconnect'));
    expect(screen.getByTestId('realtime-banner')).toHaveTextContent('Using polling for updates');
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(mockedFetch).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable banner when no socket can be created', async () => {
    mockedConnect.mockImplementation(() => {
      throw new Error('no websocket');
    });
    await openProfile();
    expect(screen.getByTestId('realtime-banner')).toHaveTextContent(
      'Real-time updates are not available. Some features may not work properly.',
    );
  });

  it('logs out to /login and clears the session', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(close).toHaveBeenCalled();
  });

  it('edits and saves the institution, offering suggestions and free text', async () => {
    const user = userEvent.setup();
    mockedInstitution.mockResolvedValue({ success: true, institution: 'My Own Lab' });
    await openProfile();
    expect(screen.getByTestId('institution-value')).toHaveTextContent('No institution set');
    await user.click(screen.getByRole('button', { name: 'Add Institution' }));
    const input = screen.getByRole('combobox', { name: 'Institution' });
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(input, 'indian institute of technology');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(20);
    for (const option of options)
      expect(option.textContent?.toLowerCase()).toContain('indian institute of technology');

    await user.click(options[0]!);
    expect(input).toHaveValue(options[0]!.textContent);

    await user.clear(input);
    await user.type(input, '  My Own Lab  ');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mockedInstitution).toHaveBeenCalledWith('ada@example.org', 'My Own Lab', 'jwt');
    expect(await screen.findByTestId('institution-value')).toHaveTextContent('My Own Lab');
  });

  it('cancels an institution edit without saving', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({ success: true, user: profileFixture({ institution: 'IIT Bombay' }) });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Institution' }));
    await user.type(screen.getByRole('combobox', { name: 'Institution' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('institution-value')).toHaveTextContent('IIT Bombay');
    expect(mockedInstitution).not.toHaveBeenCalled();
  });

  it('an email change asks for the current password, says where the link goes, and keeps the stored email until it is confirmed', async () => {
    const user = userEvent.setup();
    mockedUpdate.mockResolvedValue({
      success: true,
      data: { email_changed: true, user: { email: 'ada@example.org', given_names: 'Augusta' } },
    });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Given Names'));
    await user.type(within(dialog).getByLabelText('Given Names'), 'Augusta');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'augusta@example.org');
    expect(within(dialog).getByTestId('email-change-hint')).toHaveTextContent(
      'We will send a confirmation link to augusta@example.org. Your email stays ada@example.org until you open that link',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Current password is required to change email')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Current Password'), 'my current passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(mockedUpdate).toHaveBeenCalledWith(
      {
        userEmail: 'ada@example.org',
        given_names: 'Augusta',
        family_name: 'Lovelace',
        new_email: 'augusta@example.org',
        current_password: 'my current passphrase',
      },
      'jwt',
    );
    expect(
      await screen.findByText('Profile updated successfully! Please check your new email for verification.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The account keeps its address until the new one confirms: the stored email stays.
    expect(localStorage.getItem('userEmail')).toBe('ada@example.org');
    expect(localStorage.getItem('userName')).toBe('Augusta');
    expect(localStorage.getItem('adminAuthToken')).toBe('jwt');
  });

  it("sends the password change only when given, and says 'Profile updated successfully!' without an email change", async () => {
    const user = userEvent.setup();
    mockedUpdate.mockResolvedValue({ success: true, data: { email_changed: false } });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Change Password/ }));
    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'brand-new-password');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'brand-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(mockedUpdate).toHaveBeenCalledWith(
      {
        userEmail: 'ada@example.org',
        given_names: 'Ada',
        family_name: 'Lovelace',
        current_password: 'old-password',
        new_password: 'brand-new-password',
      },
      'jwt',
    );
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('shows every edit-profile message and keeps the modal open', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Given Names'));
    await user.clear(within(dialog).getByLabelText('Family Name'));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Given names are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Family name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'nope@nowhere');
    await user.click(within(dialog).getByRole('button', { name: /Change Password/ }));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Current password is required to change password')).toBeInTheDocument();
    expect(within(dialog).getByText('New password is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('New password must be at least 12 characters long')).toBeInTheDocument();
    expect(within(dialog).getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('shows the server message or the fallback when the update fails', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog');
    mockedUpdate.mockRejectedValueOnce(
      new ApiError(400, 'Bad Request', { success: false, message: 'Current password is incorrect' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    mockedUpdate.mockResolvedValueOnce({ success: false });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to update profile. Please try again.',
      ),
    );
  });

  it('resets the form when the modal is closed', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    let dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Given Names'));
    await user.type(within(dialog).getByLabelText('Given Names'), 'Changed');
    await user.click(within(dialog).getByRole('button', { name: /Change Password/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Given Names')).toHaveValue('Ada');
    expect(within(dialog).queryByLabelText('Current Password')).toBeNull();
    expect(within(dialog).queryByText(/required/)).toBeNull();
  });
});
