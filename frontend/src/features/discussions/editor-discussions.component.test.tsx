import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import {
  fetchEditorDiscussions,
  replyAsEditor,
  startDiscussion,
  type DiscussionThread,
} from '../../api/discussions.api';
import type { ReviewerAssignment } from '../../api/review-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { EditorDiscussions } from './editor-discussions.component';

jest.mock('../../api/discussions.api', () => ({
  fetchEditorDiscussions: jest.fn(),
  replyAsEditor: jest.fn(),
  startDiscussion: jest.fn(),
}));

const admin = { email: 'edgar@example.org', token: 't' };
const assignment = (id: string, state: string, number: number): ReviewerAssignment => ({
  id,
  round: 1,
  state,
  due_date: '2026-12-20',
  reviewer_number: number,
  reviewer: { email: `${id}@example.net`, given_names: 'Maurice', family_name: `Wilkins${number}` },
});
const thread = (messages: DiscussionThread['messages']): DiscussionThread => ({
  id: 'th1',
  subject: 'Transect data',
  created_at: '2026-01-01T10:00:00.000Z',
  participant: 'author',
  with: 'Author: Rosa Hartmann',
  messages,
});
const message = (id: string, body: string, sender = 'edgar@example.org') => ({
  id,
  from: 'editor' as const,
  sender,
  body,
  created_at: '2026-01-01T10:00:00.000Z',
});

describe('EditorDiscussions (issue 42 item 6)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('renders messages as sanitized Markdown and replies in a thread', async () => {
    jest
      .mocked(fetchEditorDiscussions)
      .mockResolvedValue([thread([message('m1', 'See **K3** <img src=x onerror=alert(1)>')])]);
    jest
      .mocked(replyAsEditor)
      .mockResolvedValue(thread([message('m1', 'See **K3**'), message('m2', 'Any news?')]));
    renderAt('/', <EditorDiscussions submissionId="p1" admin={admin} assignments={[]} />);
    const item = await screen.findByTestId('discussion-th1');
    expect(within(item).getByText('With Author: Rosa Hartmann')).toBeInTheDocument();
    expect(within(item).getByText('K3').tagName).toBe('STRONG');
    expect(item.querySelector('img')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Please enter a message');
    expect(replyAsEditor).not.toHaveBeenCalled();
    await user.type(within(item).getByLabelText('Your reply'), 'Any news?');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(replyAsEditor).toHaveBeenCalledWith('p1', 'th1', 'Any news?', 't');
    expect(await within(item).findByText('Any news?')).toBeInTheDocument();
  });

  it('starts a thread with one reviewer (never a cancelled invitation) and shows refusals', async () => {
    jest.mocked(fetchEditorDiscussions).mockResolvedValue([]);
    jest
      .mocked(startDiscussion)
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflict', {
          success: false,
          message: 'This review invitation has been cancelled.',
        }),
      )
      .mockResolvedValueOnce({
        ...thread([message('m1', 'Is it citable?')]),
        with: 'Reviewer 1 (Maurice Wilkins1)',
      });
    renderAt(
      '/',
      <EditorDiscussions
        submissionId="p1"
        admin={admin}
        assignments={[assignment('a1', 'accepted', 1), assignment('a2', 'cancelled', 2)]}
      />,
    );
    expect(await screen.findByText(/No discussions yet/)).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['The author', 'Reviewer 1 (Maurice Wilkins1), round 1']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('With'), 'a1');
    await user.type(screen.getByLabelText('Subject'), 'Citability');
    await user.type(screen.getByLabelText('Message'), 'Is it citable?');
    await user.click(screen.getByRole('button', { name: 'Start discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This review invitation has been cancelled.');
    await user.click(screen.getByRole('button', { name: 'Start discussion' }));
    await waitFor(() => expect(startDiscussion).toHaveBeenCalledTimes(2));
    expect(startDiscussion).toHaveBeenLastCalledWith(
      'p1',
      { participants: { reviewerInvitationId: 'a1' }, subject: 'Citability', body: 'Is it citable?' },
      't',
    );
    expect(await screen.findByText('With Reviewer 1 (Maurice Wilkins1)')).toBeInTheDocument();
    expect(screen.getByText(/^Discussion started/)).toHaveAttribute('role', 'status');
  });
});
