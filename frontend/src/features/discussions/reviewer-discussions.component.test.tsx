import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchReviewerDiscussions, replyAsReviewer, type DiscussionThread } from '../../api/discussions.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { ReviewerDiscussions } from './reviewer-discussions.component';

jest.mock('../../api/discussions.api', () => ({
  fetchReviewerDiscussions: jest.fn(),
  replyAsReviewer: jest.fn(),
}));

const TOKEN = 'A'.repeat(43);
const message = (id: string, from: 'editor' | 'reviewer', body: string) => ({
  id,
  from,
  sender: from === 'editor' ? 'Editorial office' : 'You',
  body,
  created_at: '2026-01-01T10:00:00.000Z',
});
const thread = (messages: DiscussionThread['messages']): DiscussionThread => ({
  id: 'th1',
  subject: 'Citability of the 2022 survey',
  created_at: '2026-01-01T10:00:00.000Z',
  messages,
});

describe('ReviewerDiscussions (issue 42 item 6)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('shows nothing while the office has not written', async () => {
    jest.mocked(fetchReviewerDiscussions).mockResolvedValue([]);
    renderAt('/', <ReviewerDiscussions token={TOKEN} />);
    await waitFor(() => expect(fetchReviewerDiscussions).toHaveBeenCalledWith(TOKEN));
    expect(screen.queryByRole('heading', { name: 'Discussions' })).not.toBeInTheDocument();
  });

  it("shows the office's message and sends the reviewer's answer through the link", async () => {
    jest.mocked(fetchReviewerDiscussions).mockResolvedValue([thread([message('m1', 'editor', 'Citable?')])]);
    jest
      .mocked(replyAsReviewer)
      .mockResolvedValue(
        thread([message('m1', 'editor', 'Citable?'), message('m2', 'reviewer', 'Not yet.')]),
      );
    renderAt('/', <ReviewerDiscussions token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Discussions' })).toBeInTheDocument();
    expect(screen.getByText('Editorial office')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your reply'), 'Not yet.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(replyAsReviewer).toHaveBeenCalledWith(TOKEN, 'th1', 'Not yet.');
    expect(await screen.findByText('Not yet.')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });
});
