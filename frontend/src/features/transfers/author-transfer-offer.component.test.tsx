import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import type { AuthorSubmission } from '../../api/profile.api';
import { getToken } from '../../api/session';
import { answerTransfer } from '../../api/transfers.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { AuthorTransferOffer } from './author-transfer-offer.component';

jest.mock('../../api/transfers.api', () => ({ answerTransfer: jest.fn() }));
jest.mock('../../api/session', () => ({
  ...jest.requireActual('../../api/session'),
  getToken: jest.fn(),
}));

const paper = (patch: Partial<AuthorSubmission> = {}): AuthorSubmission => ({
  id: 'p1',
  paper_title: 'Harbour silting',
  journal_name: 'Applied Science',
  status: 'rejected',
  submission_date: '2026-10-01T10:00:00.000Z',
  ...patch,
});
const OFFER = {
  id: 't1',
  from_journal: 'applied-science',
  from_journal_name: 'Applied Science',
  to_journal: 'civil-engineering',
  to_journal_name: 'Civil Engineering',
  message: 'A better fit there.',
  offered_at: '2026-11-01T10:00:00.000Z',
};

describe('the author’s transfer offer (issue 44 item 1)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(getToken).mockReturnValue('author-jwt');
  });

  it('shows the offer and sends Accept', async () => {
    const user = userEvent.setup();
    jest.mocked(answerTransfer).mockResolvedValue({
      message: 'Transfer accepted: your paper is now a submission of the other journal',
      data: { submission: { id: 'p2', journal_name: 'Civil Engineering' } },
    });
    renderAt('/', <AuthorTransferOffer submission={paper({ transfer_offer: OFFER })} />);
    expect(screen.getByRole('heading', { name: 'Transfer offer to Civil Engineering' })).toBeInTheDocument();
    expect(screen.getByText('A better fit there.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept transfer' }));
    await waitFor(() => expect(answerTransfer).toHaveBeenCalledWith('p1', true, 'author-jwt'));
    expect(
      await screen.findByText('Transfer accepted: your paper is now a submission of the other journal'),
    ).toBeInTheDocument();
  });

  it('sends Decline and shows a refusal', async () => {
    const user = userEvent.setup();
    jest
      .mocked(answerTransfer)
      .mockRejectedValue(
        new ApiError(409, 'Conflict', { message: 'There is no open transfer offer for this paper' }),
      );
    renderAt('/', <AuthorTransferOffer submission={paper({ transfer_offer: OFFER })} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(answerTransfer).toHaveBeenCalledWith('p1', false, 'author-jwt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no open transfer offer for this paper',
    );
  });

  it('says where an accepted transfer took the paper, with no buttons', () => {
    renderAt(
      '/',
      <AuthorTransferOffer
        submission={paper({
          transferred_to: {
            journal: 'civil-engineering',
            journal_name: 'Civil Engineering',
            at: OFFER.offered_at,
          },
        })}
      />,
    );
    expect(screen.getByTestId('transferred-to')).toHaveTextContent('Transferred to Civil Engineering');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
