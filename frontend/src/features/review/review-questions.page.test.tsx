import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchInvitation, submitReport, type ReviewInvitation } from '../../api/review.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import ReviewInvitationPage from './review-invitation.page';

jest.mock('../../api/review.api', () => ({
  fetchInvitation: jest.fn(),
  submitReport: jest.fn(),
  uploadAttachment: jest.fn(),
  acceptInvitation: jest.fn(),
  declineInvitation: jest.fn(),
  downloadManuscript: jest.fn(),
}));

const TOKEN = 'tok_questions';
const mockedFetch = jest.mocked(fetchInvitation);
const mockedReport = jest.mocked(submitReport);

const accepted: ReviewInvitation = {
  state: 'accepted',
  round: 1,
  due_date: '2026-12-20',
  submission: { id: 's1', paper_title: 'Seagrass', journal_name: 'Applied Science' },
  file: { name: 'manuscript-s1-v1.txt', version: 1, size: 10 },
  questions: [
    { id: 'q-scale', kind: 'scale', label: 'How original is it?', required: true, visibleToAuthor: true },
    {
      id: 'q-pick',
      kind: 'choice',
      label: 'Are the methods sound?',
      options: ['Yes', 'No'],
      required: true,
      visibleToAuthor: false,
    },
    { id: 'q-text', kind: 'text', label: 'Any weakness?', required: false, visibleToAuthor: false },
  ],
  report: null,
};

describe("the reviewer's page asks the journal's review form (issue 42, item 5)", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mockedFetch.mockResolvedValue({ success: true, review: accepted });
  });

  it('asks for the required answers first, then sends them by question id', async () => {
    const user = userEvent.setup();
    mockedReport.mockResolvedValue({ success: true, review: { ...accepted, state: 'report_submitted' } });
    renderAt(`/review/${TOKEN}`, <ReviewInvitationPage />, '/review/:token');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const group = await screen.findByRole('group', { name: 'Review questions' }, { timeout: 10_000 });
    expect(
      within(group).getByText('Your answer is shared with the author without your name.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Recommendation'), 'accept');
    await user.type(screen.getByLabelText('Comments to the author'), 'Fine work.');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(within(group).getAllByText('Please answer this question')).toHaveLength(2);
    expect(mockedReport).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('radio', { name: '4' }));
    await user.selectOptions(within(group).getByLabelText('Are the methods sound?'), 'No');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(mockedReport).toHaveBeenCalledWith(TOKEN, {
      recommendation: 'accept',
      commentsToAuthor: 'Fine work.',
      answers: { 'q-scale': 4, 'q-pick': 'No' },
    });
  });
});
