import { fetchIntegrity } from '../../api/integrity.api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { fetchSubmissionMails, resendMail } from '../../api/mail.api';
import { connectRealtime, type RealtimeOptions } from '../../api/realtime';
import {
  cancelInvitation,
  downloadVersion,
  fetchReviewerPool,
  fetchSubmissionDetail,
  inviteReviewer,
  recordDecision,
  type PoolReviewer,
} from '../../api/review-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { NOT_PUBLISHED_TEXT } from '../publishing/article-publishing-panel.component';
import { fetchAdminArticle } from '../publishing/publishing-admin.api';
import { detailFixture } from './submission-detail.fixtures.test-util';
import SubmissionDetailPage from './submission-detail.page';

jest.mock('../../api/review-admin.api', () => ({
  fetchSubmissionDetail: jest.fn(),
  inviteReviewer: jest.fn(),
  cancelInvitation: jest.fn(),
  recordDecision: jest.fn(),
  downloadVersion: jest.fn(),
  fetchReviewerPool: jest.fn(),
}));
jest.mock('../../api/mail.api', () => ({ fetchSubmissionMails: jest.fn(), resendMail: jest.fn() }));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
// Issue 44 item 1: the Notes card (its own tests: features/transfers).
jest.mock('../../api/transfers.api', () => ({
  fetchNotes: () => Promise.resolve({ data: { notes: [] } }),
  addNote: jest.fn(),
  offerTransfer: jest.fn(),
}));
jest.mock('../../api/integrity.api', () => ({
  ...jest.requireActual('../../api/integrity.api'),
  fetchIntegrity: jest.fn(),
}));
jest.mock('../publishing/publishing-admin.api', () => ({ fetchAdminArticle: jest.fn() }));
// The Publication card of a paper not yet accepted (issue 29): nothing to prepare.
jest.mock('../publishing/publication-preparation.api', () => ({
  fetchPreparation: () =>
    Promise.resolve({ preparation: { status: 'under_review', licence: null, galley: null }, licences: [] }),
}));

const ID = '4f0c1a2b-0000-4000-8000-000000000001';
const ADMIN = { email: 'admin@journal.local', token: 'admin-jwt', role: 'admin' };
const mockedDetail = jest.mocked(fetchSubmissionDetail);
const mockedInvite = jest.mocked(inviteReviewer);
const mockedCancel = jest.mocked(cancelInvitation);
const mockedDecision = jest.mocked(recordDecision);
const mockedMails = jest.mocked(fetchSubmissionMails);
const mockedResend = jest.mocked(resendMail);
let socket: RealtimeOptions;

function signInAdmin() {
  localStorage.setItem('adminAuthToken', ADMIN.token);
  localStorage.setItem('userEmail', ADMIN.email);
  localStorage.setItem('adminRole', 'admin');
}

async function openPage() {
  renderAt(`/admin/submissions/${ID}`, <SubmissionDetailPage />, '/admin/submissions/:id');
  await screen.findByRole('heading', { level: 1, name: 'Molecular Configuration' });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** Types Linus Pauling's address and names into the invitation form. */
async function fillLinus(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Reviewer email'), 'linus@example.org');
  await user.type(screen.getByLabelText('Given names'), 'Linus');
  await user.type(screen.getByLabelText('Family name'), 'Pauling');
}

/** A YYYY-MM-DD date `days` from today in local time. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('SubmissionDetailPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    signInAdmin();
    mockedDetail.mockResolvedValue({ success: true, data: detailFixture() });
    mockedMails.mockResolvedValue({ success: true, data: [] });
    jest.mocked(fetchIntegrity).mockResolvedValue({
      success: true,
      data: { checkedAt: '2026-12-03T10:00:00Z', pending: false, textSource: 'manuscript', matches: [] },
    });
    jest.mocked(fetchReviewerPool).mockResolvedValue({ success: true, data: { reviewers: [] } });
    // Not published yet: the publishing panel answers with its 404 text.
    jest
      .mocked(fetchAdminArticle)
      .mockRejectedValue(new ApiError(404, 'Not Found', { message: 'Article not found' }));
    jest.mocked(connectRealtime).mockImplementation((options) => {
      socket = options;
      return { close: jest.fn() };
    });
  });

  it('sends a visitor without an admin session to /admin-login', () => {
    localStorage.clear();
    renderAt(`/admin/submissions/${ID}`, <SubmissionDetailPage />, '/admin/submissions/:id');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('shows the manuscript id, metadata, versions, history, reviewers and both comment fields of a report', async () => {
    await openPage();
    expect(mockedDetail).toHaveBeenCalledWith(ID, ADMIN);
    expect(screen.getByTestId('manuscript-id')).toHaveTextContent('MS-4F0C1A2B');
    expect(within(section('Submission')).getByText(/Ada Lovelace · ada@example.org/)).toBeInTheDocument();
    expect(within(section('File versions')).getByText('Version 1: paper.docx')).toBeInTheDocument();
    expect(
      within(section('Status history')).getByText(/Under Review \(peer-review@journal.local\)/),
    ).toBeInTheDocument();

    const reviewers = section('Reviewers');
    const first = within(reviewers).getByTestId('assignment-as-1');
    expect(first).toHaveTextContent('Reviewer 1: Rosalind Franklin');
    expect(first).toHaveTextContent('Report submitted');
    expect(within(first).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(reviewers).getByTestId('assignment-as-2')).toHaveTextContent('Invited');

    const reports = section('Review reports');
    expect(within(reports).getByText('Minor revisions')).toBeInTheDocument();
    expect(within(reports).getByText('Please sharpen figure 2.')).toBeInTheDocument();
    expect(within(reports).getByText('Strong paper overall.')).toBeInTheDocument();
    expect(
      within(section('Mails not delivered')).getByText('Every mail for this submission was delivered.'),
    ).toBeInTheDocument();
    expect(await within(section('Publication')).findByText(NOT_PUBLISHED_TEXT)).toBeInTheDocument();
  });

  it('shows every invitation field error at once and sends nothing', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Reviewer email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Given names')).toHaveAccessibleDescription(
      "Please enter the reviewer's given names",
    );
    expect(screen.getByLabelText('Family name')).toHaveAccessibleDescription(
      "Please enter the reviewer's family name",
    );
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      /Please enter the due date as YYYY-MM-DD/,
    );
    expect(mockedInvite).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Due date'), dayFromToday(0));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      /The due date must be in the future/,
    );
    expect(mockedInvite).not.toHaveBeenCalled();
  });

  it('invites a reviewer with the four fields and reloads the page data', async () => {
    const user = userEvent.setup();
    await openPage();
    mockedInvite.mockResolvedValue({ success: true, message: 'Reviewer invited' });
    const due = dayFromToday(14);
    await user.type(screen.getByLabelText('Reviewer email'), ' linus@example.org ');
    await user.type(screen.getByLabelText('Given names'), 'Linus');
    await user.type(screen.getByLabelText('Family name'), 'Pauling');
    await user.type(screen.getByLabelText('Due date'), due);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to linus@example.org');
    expect(mockedInvite).toHaveBeenCalledWith(
      ID,
      { reviewerEmail: 'linus@example.org', givenNames: 'Linus', familyName: 'Pauling', dueDate: due },
      ADMIN,
    );
    await waitFor(() => expect(mockedDetail).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Reviewer email')).toHaveValue('');
  });

  it('suggests the pool ranked for the paper with load and conflicts; a conflict asks before inviting', async () => {
    const pooled = (
      over: Pick<PoolReviewer, 'email' | 'givenNames' | 'familyName'> & Partial<PoolReviewer>,
    ): PoolReviewer => ({
      affiliation: null,
      orcid: null,
      interests: [],
      openAssignments: 0,
      invited: 0,
      accepted: 0,
      declined: 0,
      completed: 0,
      medianDaysToReport: null,
      conflicts: [],
      load: { open: 0, inProgress: 0 },
      lastReviewAt: null,
      responseRate: null,
      unavailableUntil: null,
      ...over,
    });
    jest.mocked(fetchReviewerPool).mockResolvedValue({
      success: true,
      data: {
        reviewers: [
          pooled({
            email: 'linus@example.org',
            givenNames: 'Linus',
            familyName: 'Pauling',
            interests: ['DNA'],
          }),
          pooled({
            email: 'francis@example.org',
            givenNames: 'Francis',
            familyName: 'Crick',
            openAssignments: 2,
            invited: 5,
            completed: 3,
            medianDaysToReport: 12.5,
            conflicts: ['co-author'],
            load: { open: 1, inProgress: 2 },
            lastReviewAt: '2026-11-02T10:00:00.000Z',
            responseRate: 0.8,
          }),
        ],
      },
    });
    const user = userEvent.setup();
    await openPage();
    const suggestions = await screen.findAllByTestId('pool-reviewer');
    expect(suggestions.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Linus Pauling'),
      expect.stringContaining('2 open · 3 of 5 invitations reported · median 12.5 days'),
    ]);
    expect(suggestions[1]).toHaveTextContent('Conflict of interest: co-author');
    // Issue 44 item 2: the figures across the publisher's journals.
    expect(within(suggestions[1]!).getByTestId('pool-family')).toHaveTextContent(
      'Across the journals: 1 open invitation · 2 reviews in progress · last review 2026-11-02 · answers 80 % of invitations',
    );
    expect(within(suggestions[0]!).getByTestId('pool-family')).toHaveTextContent(
      'Across the journals: 0 open invitations · 0 reviews in progress · no review yet',
    );
    expect(fetchReviewerPool).toHaveBeenCalledWith('applied-science', { q: '', forSubmission: ID }, ADMIN);

    await user.click(screen.getByRole('button', { name: 'Choose Francis Crick' }));
    expect(screen.getByLabelText('Reviewer email')).toHaveValue('francis@example.org');
    const due = dayFromToday(14);
    await user.type(screen.getByLabelText('Due date'), due);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('This reviewer has a conflict of interest with the paper (co-author)');
    expect(mockedInvite).not.toHaveBeenCalled();
    mockedInvite.mockResolvedValue({ success: true, message: 'Reviewer invited' });
    await user.click(within(ask).getByRole('button', { name: 'Invite anyway' }));
    await screen.findByText('Invitation sent to francis@example.org');
    expect(mockedInvite).toHaveBeenCalledWith(
      ID,
      {
        reviewerEmail: 'francis@example.org',
        givenNames: 'Francis',
        familyName: 'Crick',
        dueDate: due,
        overrideConflict: true,
      },
      ADMIN,
    );
  });

  it('asks the editor to confirm while the reviewers’ copy’s body names the authors, then sends confirmFindings (issue 42)', async () => {
    const anonymity = {
      checked: true,
      findings: [
        { kind: 'name' as const, value: 'Rosalind Franklin', where: 'body' as const, count: 2 },
        { kind: 'name' as const, value: 'Franklin', where: 'properties' as const, count: 1 },
      ],
      reviewerCopy: { ready: true },
    };
    mockedDetail.mockResolvedValue({ success: true, data: detailFixture({ anonymity }) });
    const user = userEvent.setup();
    await openPage();
    const due = dayFromToday(14);
    await fillLinus(user);
    await user.type(screen.getByLabelText('Due date'), due);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent("The reviewers' copy still names the authors");
    // Only the body's findings stop an invitation; the list says which.
    expect(within(ask).getByTestId('invite-findings')).toHaveTextContent(
      'Name "Rosalind Franklin" in the body text (2 times)',
    );
    expect(within(ask).getByTestId('invite-findings')).not.toHaveTextContent('properties');
    expect(mockedInvite).not.toHaveBeenCalled();
    mockedInvite.mockResolvedValue({ success: true, message: 'Reviewer invited' });
    await user.click(within(ask).getByRole('button', { name: 'Invite anyway' }));
    await screen.findByText('Invitation sent to linus@example.org');
    expect(mockedInvite).toHaveBeenCalledWith(
      ID,
      {
        reviewerEmail: 'linus@example.org',
        givenNames: 'Linus',
        familyName: 'Pauling',
        dueDate: due,
        confirmFindings: true,
      },
      ADMIN,
    );
  });

  it('asks for the confirmation when the server refuses for names the page did not know of yet', async () => {
    const user = userEvent.setup();
    await openPage();
    mockedInvite.mockRejectedValueOnce(
      new ApiError(409, 'Conflict', {
        success: false,
        message: "The reviewers' copy still names the authors",
        code: 'REVIEWER_COPY_NAMES_AUTHORS',
      }),
    );
    await fillLinus(user);
    await user.type(screen.getByLabelText('Due date'), dayFromToday(14));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent("The reviewers' copy still names the authors");
    mockedInvite.mockResolvedValue({ success: true, message: 'Reviewer invited' });
    await user.click(within(ask).getByRole('button', { name: 'Invite anyway' }));
    await screen.findByText('Invitation sent to linus@example.org');
    expect(mockedInvite).toHaveBeenLastCalledWith(
      ID,
      expect.objectContaining({ confirmFindings: true }),
      ADMIN,
    );
  });

  it('asks "invite anyway?" at the load limit and resends with confirmLoad (issue 44 item 2)', async () => {
    const user = userEvent.setup();
    await openPage();
    mockedInvite.mockRejectedValueOnce(
      new ApiError(409, 'Conflict', {
        success: false,
        message: 'This reviewer already has 2 reviews in progress',
        code: 'REVIEWER_LOAD',
      }),
    );
    await fillLinus(user);
    await user.type(screen.getByLabelText('Due date'), dayFromToday(14));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('This reviewer already has 2 reviews in progress. Invite anyway?');
    expect(mockedInvite).toHaveBeenCalledTimes(1);
    mockedInvite.mockResolvedValue({ success: true, message: 'Reviewer invited' });
    await user.click(within(ask).getByRole('button', { name: 'Invite anyway' }));
    await screen.findByText('Invitation sent to linus@example.org');
    expect(mockedInvite).toHaveBeenLastCalledWith(
      ID,
      expect.objectContaining({ reviewerEmail: 'linus@example.org', confirmLoad: true }),
      ADMIN,
    );
  });

  it("shows the server's refusal (an author as reviewer) and its field errors", async () => {
    const user = userEvent.setup();
    await openPage();
    mockedInvite.mockRejectedValue(
      new ApiError(409, 'Conflict', {
        success: false,
        message: 'A reviewer cannot be an author of the paper',
      }),
    );
    await user.type(screen.getByLabelText('Reviewer email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Given names'), 'Ada');
    await user.type(screen.getByLabelText('Family name'), 'Lovelace');
    await user.type(screen.getByLabelText('Due date'), dayFromToday(10));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A reviewer cannot be an author of the paper');

    mockedInvite.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'The due date must be in the future',
        errors: [{ field: 'dueDate', message: 'The due date must be in the future' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
        /The due date must be in the future/,
      ),
    );
  });

  it('cancels an open invitation', async () => {
    const user = userEvent.setup();
    await openPage();
    mockedCancel.mockResolvedValue({ success: true, message: 'Invitation cancelled' });
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation of Maurice Wilkins' }));
    await waitFor(() => expect(mockedCancel).toHaveBeenCalledWith(ID, 'as-2', ADMIN));
    await waitFor(() => expect(mockedDetail).toHaveBeenCalledTimes(2));
  });

  it('records a decision with its message, and asks for both first', async () => {
    const user = userEvent.setup();
    await openPage();
    const form = screen.getByRole('form', { name: 'Record a decision' });
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(within(form).getByText('Please choose a decision')).toBeInTheDocument();
    expect(within(form).getByLabelText('Message to the author')).toHaveAccessibleDescription(
      'Please enter a message to the author',
    );
    expect(mockedDecision).not.toHaveBeenCalled();

    mockedDecision.mockResolvedValue({ success: true, message: 'Decision recorded' });
    await user.click(within(form).getByRole('radio', { name: 'Request revisions' }));
    await user.type(within(form).getByLabelText('Message to the author'), 'Please address the comments.');
    await user.click(within(form).getByRole('button', { name: 'Record decision' }));
    await within(form).findByText(/Revisions requested: Decision recorded/);
    expect(mockedDecision).toHaveBeenCalledWith(
      ID,
      { decision: 'revisions', message: 'Please address the comments.' },
      ADMIN,
    );
  });

  it('offers neither invitations nor decisions once the paper is decided, and lists the decision', async () => {
    const fixture = detailFixture();
    mockedDetail.mockResolvedValue({
      success: true,
      data: {
        ...fixture,
        submission: { ...fixture.submission, status: 'accepted' },
        decisions: [
          {
            id: 'd1',
            round: 1,
            decision: 'accept',
            message: 'Congratulations.',
            decided_at: '2026-11-20T09:00:00.000Z',
            decided_by: 'admin@journal.local',
          },
        ],
      },
    });
    await openPage();
    const decision = section('Decision');
    expect(within(decision).getByText('Accepted')).toBeInTheDocument();
    expect(within(decision).getByText('Congratulations.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a decision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a reviewer' })).not.toBeInTheDocument();
  });

  it('offers reviewers of earlier rounds again in a new round', async () => {
    const user = userEvent.setup();
    mockedDetail.mockResolvedValue({
      success: true,
      data: detailFixture({
        review: {
          current_round: 2,
          revision_open: false,
          earlier_reviewers: [
            { email: 'rosalind@example.org', given_names: 'Rosalind', family_name: 'Franklin', rounds: [1] },
          ],
        },
      }),
    });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Invite Rosalind Franklin again' }));
    expect(screen.getByLabelText('Reviewer email')).toHaveValue('rosalind@example.org');
    expect(screen.getByLabelText('Family name')).toHaveValue('Franklin');
  });

  it('lists failed mails and resends one', async () => {
    const user = userEvent.setup();
    mockedMails.mockResolvedValue({
      success: true,
      data: [
        {
          id: 'm1',
          kind: 'review-invitation',
          recipient: 'maurice@example.org',
          status: 'dead',
          attempts: 5,
          reason: '550 5.1.1 mailbox unknown',
          createdAt: '2026-11-02T09:00:00.000Z',
          updatedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    });
    mockedResend.mockResolvedValue({ success: true });
    await openPage();
    const mails = section('Mails not delivered');
    expect(await within(mails).findByText('550 5.1.1 mailbox unknown')).toBeInTheDocument();
    await user.click(
      within(mails).getByRole('button', { name: 'Resend the review-invitation mail to maurice@example.org' }),
    );
    await within(mails).findByText('The mail is queued again');
    expect(mockedResend).toHaveBeenCalledWith('m1', ADMIN);
  });

  it('downloads a version', async () => {
    const user = userEvent.setup();
    const url = URL as unknown as { createObjectURL: unknown; revokeObjectURL: unknown };
    url.createObjectURL = jest.fn(() => 'blob:x');
    url.revokeObjectURL = jest.fn();
    jest
      .mocked(downloadVersion)
      .mockResolvedValue({ blob: new Blob(['x']), fileName: 'Molecular Configuration (v1).docx' });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Download version 1' }));
    await waitFor(() => expect(downloadVersion).toHaveBeenCalledWith(ID, 1, ADMIN));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Submission not found' for an unknown id, with Try Again", async () => {
    mockedDetail.mockRejectedValue(
      new ApiError(404, 'Not Found', { success: false, message: 'Submission not found' }),
    );
    renderAt(`/admin/submissions/${ID}`, <SubmissionDetailPage />, '/admin/submissions/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission not found');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('refreshes when a live event concerns this paper, not another', async () => {
    await openPage();
    act(() => socket.onStatusUpdated({ id: 'other', status: 'accepted', paperTitle: 'X', journalName: 'Y' }));
    act(() => socket.onRevisionSubmitted?.({ id: 'other', paperTitle: 'X', journalName: 'Y', version: 2 }));
    expect(mockedDetail).toHaveBeenCalledTimes(1);
    act(() => socket.onRevisionSubmitted?.({ id: ID, paperTitle: 'X', journalName: 'Y', version: 2 }));
    await waitFor(() => expect(mockedDetail).toHaveBeenCalledTimes(2));
    act(() => socket.onStatusUpdated({ id: ID, status: 'accepted', paperTitle: 'X', journalName: 'Y' }));
    await waitFor(() => expect(mockedDetail).toHaveBeenCalledTimes(3));
  });
});
