// The author's side of peer review on /profile (issue 12): decisions with anonymous comments, the live
// notice of a decision, and Upload revision while a revisions decision is open.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { fetchProfile, type AuthorSubmission } from '../../api/profile.api';
import { connectRealtime, type RealtimeOptions } from '../../api/realtime';
import { submitRevision } from '../../api/submission.api';
import { renderRoute } from '../auth/render-route.test-util';
import ProfilePage from './profile.page';
import { profileFixture } from './profile.fixtures.test-util';

jest.mock('../../api/profile.api', () => ({ fetchProfile: jest.fn() }));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
jest.mock('../../api/submission.api', () => ({ submitRevision: jest.fn() }));

const mockedFetch = jest.mocked(fetchProfile);
const mockedRevision = jest.mocked(submitRevision);
let socket: RealtimeOptions;

const REVISIONS: AuthorSubmission = {
  id: 'sub-9',
  paper_title: 'Molecular Configuration',
  journal_name: 'Applied Science',
  status: 'under_review',
  submission_date: '2026-11-01T09:00:00.000Z',
  revision_open: true,
  decisions: [
    {
      id: 'd1',
      round: 1,
      decision: 'revisions',
      message: 'Please address the reviewers.',
      date: '2026-11-20T09:00:00.000Z',
      comments: [
        { reviewer: 'Reviewer 1', comments_to_author: 'Sharpen figure 2.' },
        { reviewer: 'Reviewer 2', comments_to_author: 'Cite Pauling.' },
      ],
    },
  ],
};

function withSubmission(submission: AuthorSubmission) {
  return { success: true, user: profileFixture({ individual_submissions: [submission] }) };
}

async function openProfile() {
  renderRoute('/profile', <ProfilePage />);
  await screen.findByRole('heading', { name: 'My Account' });
}

describe('profile: peer review', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'ada@example.org');
    jest.mocked(connectRealtime).mockImplementation((options) => {
      socket = options;
      return { close: jest.fn() };
    });
    mockedFetch.mockResolvedValue(withSubmission(REVISIONS));
  });

  it("shows each decision with its message, date and the reviewers' comments as 'Reviewer 1', 'Reviewer 2'", async () => {
    await openProfile();
    const decision = within(screen.getByTestId('submission-sub-9')).getByTestId('decision');
    expect(decision).toHaveTextContent('Revisions requested');
    expect(decision).toHaveTextContent('Please address the reviewers.');
    expect(decision).toHaveTextContent('Nov 20, 2026');
    const quotes = within(decision).getAllByRole('blockquote');
    expect(quotes.map((quote) => quote.textContent)).toEqual([
      'Reviewer 1Sharpen figure 2.',
      'Reviewer 2Cite Pauling.',
    ]);
  });

  it("badge, history and banner all say 'Revisions requested' while the revision is awaited (issue 29)", async () => {
    mockedFetch.mockResolvedValue(
      withSubmission({
        ...REVISIONS,
        history: [
          { from_status: null, to_status: 'submitted', changed_at: '2026-11-01T09:00:00.000Z' },
          { from_status: 'submitted', to_status: 'under_review', changed_at: '2026-11-05T09:00:00.000Z' },
        ],
      }),
    );
    await openProfile();
    const card = screen.getByTestId('submission-sub-9');
    const badge = card.querySelector('.status-badge')!;
    expect(badge).toHaveTextContent('Revisions Requested');
    expect(badge).toHaveAttribute('data-status', 'revisions_requested');
    const steps = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.closest('.submission-card__history'));
    expect(steps.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Submitted',
      'Submitted → Under Review',
      'Under Review → Revisions Requested',
    ]);
    act(() =>
      socket.onDecisionRecorded?.({
        id: 'sub-9',
        decision: 'revisions',
        paperTitle: 'Molecular Configuration',
        journalName: 'Applied Science',
      }),
    );
    // The banner names the same state as the badge.
    expect(
      screen.getByText(
        `Your paper "Molecular Configuration" in Applied Science has been updated to ${badge.textContent!.toUpperCase()}`,
      ),
    ).toBeInTheDocument();
  });

  it('once the revised version is in, the badge says Under Review again', async () => {
    mockedFetch.mockResolvedValue(withSubmission({ ...REVISIONS, revision_open: false }));
    await openProfile();
    const badge = screen.getByTestId('submission-sub-9').querySelector('.status-badge')!;
    expect(badge).toHaveTextContent('Under Review');
  });

  it('offers Upload revision only while a revisions decision is open', async () => {
    mockedFetch.mockResolvedValue(withSubmission({ ...REVISIONS, revision_open: false }));
    await openProfile();
    expect(screen.queryByRole('button', { name: 'Upload revision' })).not.toBeInTheDocument();
  });

  it('checks the revised file with the submission rules and sends file and response', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockedRevision.mockResolvedValue({ success: true, message: 'Revision submitted successfully' });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Upload revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload revision' });
    const fileInput = within(dialog).getByLabelText(/Revised paper/);

    await user.click(within(dialog).getByRole('button', { name: 'Upload revision' }));
    expect(fileInput).toHaveAccessibleDescription('Please upload your revised paper');

    await user.upload(fileInput, new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload revision' }));
    expect(fileInput).toHaveAccessibleDescription(/Please upload only , DOC, DOCX, or TXT files/);
    expect(mockedRevision).not.toHaveBeenCalled();

    const revised = new File(['revised text'], 'paper-v2.txt', { type: 'text/plain' });
    await user.upload(fileInput, revised);
    await user.type(within(dialog).getByLabelText(/Response to reviewers/), 'Figure 2 redrawn.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload revision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockedRevision).toHaveBeenCalledWith(
      'sub-9',
      { paperFile: revised, responseToReviewers: 'Figure 2 redrawn.' },
      'jwt',
    );
    expect(screen.getByText('Revision submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledTimes(2));
  });

  it("keeps the dialog open with the server's message when the revision is refused", async () => {
    const user = userEvent.setup();
    mockedRevision.mockRejectedValue(
      new ApiError(409, 'Conflict', {
        success: false,
        message: 'A revision can only be uploaded after an editor asks for revisions',
      }),
    );
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Upload revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload revision' });
    await user.upload(within(dialog).getByLabelText(/Revised paper/), new File(['x'], 'v2.docx'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload revision' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A revision can only be uploaded after an editor asks for revisions',
    );
  });

  it('shows the SPEC notice live when a revisions decision arrives, highlights the card and reloads', async () => {
    mockedFetch.mockResolvedValue(withSubmission({ ...REVISIONS, decisions: [], revision_open: false }));
    await openProfile();
    mockedFetch.mockResolvedValue(withSubmission(REVISIONS));
    act(() =>
      socket.onDecisionRecorded?.({
        id: 'sub-9',
        decision: 'revisions',
        paperTitle: 'Molecular Configuration',
        journalName: 'Applied Science',
      }),
    );
    expect(
      screen.getByText(
        'Your paper "Molecular Configuration" in Applied Science has been updated to REVISIONS REQUESTED',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('submission-sub-9')).toHaveAttribute('data-highlighted', 'true');
    await screen.findByRole('button', { name: 'Upload revision' });
  });

  it('reloads until the decision is in the profile when its notice comes first (issue 27)', async () => {
    const before = withSubmission({ ...REVISIONS, decisions: [], revision_open: false });
    mockedFetch.mockResolvedValue(before);
    await openProfile();
    // The author's copy reaches the profile only on the third read after the notice.
    mockedFetch
      .mockResolvedValueOnce(before)
      .mockResolvedValueOnce(before)
      .mockResolvedValue(withSubmission(REVISIONS));
    const reads = mockedFetch.mock.calls.length;
    act(() =>
      socket.onDecisionRecorded?.({
        id: 'sub-9',
        decision: 'revisions',
        paperTitle: 'Molecular Configuration',
        journalName: 'Applied Science',
        decidedAt: '2026-11-20T09:00:00.000Z',
      }),
    );
    await screen.findByRole('button', { name: 'Upload revision' }, { timeout: 3_000 });
    expect(mockedFetch.mock.calls.length - reads).toBe(3);
  });

  it('leaves the notice of an accept decision to its status update (one notice, not two)', async () => {
    await openProfile();
    act(() =>
      socket.onDecisionRecorded?.({
        id: 'sub-9',
        decision: 'accept',
        paperTitle: 'Molecular Configuration',
        journalName: 'Applied Science',
      }),
    );
    expect(screen.queryByText(/has been updated to/)).not.toBeInTheDocument();
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledTimes(2));
  });
});
