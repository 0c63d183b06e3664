import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import {
  acceptInvitation,
  declineInvitation,
  downloadManuscript,
  fetchInvitation,
  setAvailability,
  submitReport,
  type ReviewInvitation,
} from '../../api/review.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import ReviewInvitationPage from './review-invitation.page';

jest.mock('../../api/review.api', () => ({
  fetchInvitation: jest.fn(),
  acceptInvitation: jest.fn(),
  declineInvitation: jest.fn(),
  submitReport: jest.fn(),
  downloadManuscript: jest.fn(),
  setAvailability: jest.fn(),
}));

const TOKEN = 'tok_abc-123';
const mockedFetch = jest.mocked(fetchInvitation);
const mockedAccept = jest.mocked(acceptInvitation);
const mockedDecline = jest.mocked(declineInvitation);
const mockedReport = jest.mocked(submitReport);

function review(state: string, overrides: Partial<ReviewInvitation> = {}): ReviewInvitation {
  return {
    state,
    round: 1,
    due_date: '2026-12-20',
    submission: {
      id: 's1',
      manuscript_id: 'MS-4F0C1A2B',
      paper_title: 'Molecular Configuration',
      abstract: 'We photograph DNA with X-rays.',
      keywords: ['DNA', 'crystallography'],
      journal_id: 'applied-science',
      journal_name: 'Applied Science',
    },
    file: { name: 'manuscript-s1-v1.docx', version: 1, size: 2048 },
    report: null,
    ...overrides,
  };
}

async function openPage() {
  renderAt(`/review/${TOKEN}`, <ReviewInvitationPage />, '/review/:token');
  await screen.findByRole('heading', { level: 1 });
}

describe('ReviewInvitationPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mockedFetch.mockResolvedValue({ success: true, review: review('invited') });
  });

  it('shows the invitation without any author, with Accept and Decline', async () => {
    await openPage();
    expect(mockedFetch).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Molecular Configuration');
    expect(screen.getByText(/Applied Science · MS-4F0C1A2B/)).toBeInTheDocument();
    expect(screen.getByText('December 20, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-state')).toHaveTextContent('Invited');
    expect(screen.getByText('We photograph DNA with X-rays.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download manuscript' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Review report' })).not.toBeInTheDocument();
  });

  it('says "unavailable until" for the reviewer pool and clears it (issue 44 item 2)', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({
      success: true,
      review: review('invited', { unavailableUntil: '2031-03-01' }),
    });
    const mockedAvailability = jest.mocked(setAvailability);
    mockedAvailability.mockResolvedValue({ success: true, unavailableUntil: '2031-04-01' });
    await openPage();
    const input = screen.getByLabelText('Unavailable until');
    expect(input).toHaveValue('2031-03-01');
    await user.clear(input);
    await user.type(input, '2031-04-01');
    await user.click(screen.getByRole('button', { name: 'Set availability' }));
    expect(mockedAvailability).toHaveBeenCalledWith(TOKEN, '2031-04-01');
    expect(await screen.findByText('Unavailable until 2031-04-01')).toBeInTheDocument();
    mockedAvailability.mockResolvedValue({ success: true, unavailableUntil: null });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Set availability' }));
    expect(mockedAvailability).toHaveBeenLastCalledWith(TOKEN, null);
    expect(await screen.findByText('Available')).toBeInTheDocument();
  });

  it('accepts, then offers the download and the report form', async () => {
    const user = userEvent.setup();
    mockedAccept.mockResolvedValue({ success: true, review: review('accepted') });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Please declare any competing interests')).toBeInTheDocument();
    expect(mockedAccept).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'I have no competing interests' }));
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await screen.findByRole('form', { name: 'Review report' });
    expect(mockedAccept).toHaveBeenCalledWith(TOKEN, 'none');
    expect(screen.getByText(/Thank you for accepting/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('manuscript-s1-v1.docx')).toBeInTheDocument();
    expect(screen.getByTestId('invitation-state')).toHaveTextContent('Accepted');
  });

  it('accepts with a competing interests statement, which must not be blank', async () => {
    const user = userEvent.setup();
    mockedAccept.mockResolvedValue({ success: true, review: review('accepted') });
    await openPage();
    await user.click(screen.getByRole('radio', { name: 'I declare the following competing interests' }));
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Please declare any competing interests')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Statement'), '  I co-chaired a workshop with one author.  ');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await screen.findByRole('form', { name: 'Review report' });
    expect(mockedAccept).toHaveBeenCalledWith(TOKEN, 'I co-chaired a workshop with one author.');
  });

  it("a re-review shows the authors' response and the previous round's reports, numbered", async () => {
    mockedFetch.mockResolvedValue({
      success: true,
      review: review('invited', {
        round: 2,
        previous_round: {
          round: 1,
          response_to_reviewers: 'We added error bars to Figure 2.',
          reports: [
            {
              reviewer: 'Reviewer 1',
              recommendation: 'major_revisions',
              comments_to_author: 'Add error bars.',
            },
          ],
        },
      }),
    });
    await openPage();
    expect(screen.getByRole('heading', { name: 'This is a re-review: round 2' })).toBeInTheDocument();
    expect(screen.getByTestId('response-to-reviewers')).toHaveTextContent('We added error bars to Figure 2.');
    expect(screen.getByText('Add error bars.')).toBeInTheDocument();
    expect(screen.getByText('Reviewer 1')).toBeInTheDocument();
  });

  it('declines with an optional reason', async () => {
    const user = userEvent.setup();
    mockedDecline.mockResolvedValue({ success: true, review: review('declined') });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Travelling until January.');
    await user.click(screen.getByRole('button', { name: 'Confirm decline' }));
    await screen.findByText('You declined this invitation');
    expect(mockedDecline).toHaveBeenCalledWith(TOKEN, 'Travelling until January.');
  });

  it('checks the report before sending it: recommendation and comments to the author', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted') });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(screen.getByLabelText('Recommendation')).toHaveAccessibleDescription(
      'Please choose a recommendation',
    );
    expect(screen.getByLabelText('Comments to the author')).toHaveAccessibleDescription(
      /Please enter your comments to the author/,
    );
    expect(mockedReport).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Recommendation'), 'major_revisions');
    // A field's message goes once the field changes; the others stay.
    expect(screen.getByLabelText('Recommendation')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Comments to the author')).toHaveAccessibleDescription(
      /Please enter your comments to the author/,
    );
    await user.click(screen.getByLabelText('Comments to the author'));
    await user.paste('x'.repeat(20_001));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(screen.getByLabelText('Comments to the author')).toHaveAccessibleDescription(
      /Comments to the author must be at most 20,000 characters/,
    );
    expect(mockedReport).not.toHaveBeenCalled();
  });

  it('sends the report and shows that it is in', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted') });
    mockedReport.mockResolvedValue({ success: true, review: review('report_submitted') });
    await openPage();
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'minor_revisions');
    await user.type(screen.getByLabelText('Comments to the author'), 'Sharpen figure 2.');
    await user.type(screen.getByLabelText('Comments to the editor (optional)'), 'Solid work.');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await screen.findByText('Your report has been submitted');
    expect(mockedReport).toHaveBeenCalledWith(TOKEN, {
      recommendation: 'minor_revisions',
      commentsToAuthor: 'Sharpen figure 2.',
      commentsToEditor: 'Solid work.',
    });
  });

  it('sends the consent to pass the report on to a sister journal only when ticked (issue 44 item 1)', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted') });
    mockedReport.mockResolvedValue({ success: true, review: review('report_submitted') });
    await openPage();
    const consent = screen.getByLabelText('My report may be passed on to a sister journal');
    expect(consent).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'accept');
    await user.type(screen.getByLabelText('Comments to the author'), 'Publish it.');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await screen.findByText('Your report has been submitted');
    expect(mockedReport).toHaveBeenCalledWith(TOKEN, {
      recommendation: 'accept',
      commentsToAuthor: 'Publish it.',
      shareWithSisterJournal: true,
    });
  });

  it('says so when a report was already submitted (409)', async () => {
    const user = userEvent.setup();
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted') });
    mockedReport.mockRejectedValue(
      new ApiError(409, 'Conflict', {
        success: false,
        message: 'A report has already been submitted for this review',
      }),
    );
    await openPage();
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'accept');
    await user.type(screen.getByLabelText('Comments to the author'), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A report has already been submitted for this review',
    );
  });

  it.each([
    ['REVIEW_LINK_EXPIRED', 'This review link has expired.'],
    ['REVIEW_LINK_CANCELLED', 'This review invitation has been cancelled.'],
    ['REVIEW_LINK_UNKNOWN', 'This review link is not valid.'],
  ])('explains a link that no longer works (%s)', async (code, message) => {
    mockedFetch.mockRejectedValue(new ApiError(404, 'Not Found', { success: false, code, message }));
    await openPage();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('This review link no longer works');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the server could not be reached', async () => {
    const user = userEvent.setup();
    mockedFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the invitation. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('button', { name: 'Accept invitation' });
  });

  it('says the round is closed: no answer or report; the reviewed version stays downloadable when served', async () => {
    mockedFetch.mockResolvedValue({
      success: true,
      review: review('invited', { round_closed: true, file: null }),
    });
    await openPage();
    expect(screen.getByRole('heading', { name: 'This review round is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download manuscript' })).not.toBeInTheDocument();
  });

  it('keeps the download of the reviewed version in a closed round, without the report form', async () => {
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted', { round_closed: true }) });
    await openPage();
    expect(screen.getByRole('heading', { name: 'This review round is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Review report' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download manuscript' })).toBeInTheDocument();
    expect(screen.getByText('manuscript-s1-v1.docx')).toBeInTheDocument();
  });

  it('downloads the manuscript under its neutral name', async () => {
    const user = userEvent.setup();
    const url = URL as unknown as { createObjectURL: unknown; revokeObjectURL: unknown };
    url.createObjectURL = jest.fn(() => 'blob:x');
    url.revokeObjectURL = jest.fn();
    mockedFetch.mockResolvedValue({ success: true, review: review('accepted') });
    jest
      .mocked(downloadManuscript)
      .mockResolvedValue({ blob: new Blob(['x']), fileName: 'manuscript-s1-v1.docx' });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Download manuscript' }));
    await waitFor(() => expect(downloadManuscript).toHaveBeenCalledWith(TOKEN));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
