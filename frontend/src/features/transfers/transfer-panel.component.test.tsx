import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { useJournalList } from '../../api/journals.api';
import { addNote, fetchNotes, offerTransfer, type TransferRecord } from '../../api/transfers.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { EditorNotes } from './editor-notes.component';
import { TransferPanel } from './transfer-panel.component';

jest.mock('../../api/transfers.api', () => ({
  fetchNotes: jest.fn(),
  addNote: jest.fn(),
  offerTransfer: jest.fn(),
}));
jest.mock('../../api/journals.api', () => ({ useJournalList: jest.fn() }));

const ID = '4f0c1a2b-0000-4000-8000-000000000001';
const ADMIN = { email: 'eddie@example.org', token: 'editor-jwt', role: 'author' };
const journal = (slug: string, name: string) => ({
  slug,
  name,
  fullTitle: name,
  abbreviation: 'X',
  issnPrint: null,
  issnOnline: null,
  description: '',
  acceptingSubmissions: true,
});
const EMPTY: TransferRecord = { offers: [], from: null };

describe('the Transfer card (issue 44 item 1)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(useJournalList).mockReturnValue({
      data: [
        journal('applied-science', 'Applied Science'),
        journal('civil-engineering', 'Civil Engineering'),
      ],
    } as unknown as ReturnType<typeof useJournalList>);
  });

  const panel = (record = EMPTY, status = 'rejected', onOffered = jest.fn()) =>
    renderAt(
      '/',
      <TransferPanel
        submissionId={ID}
        journalId="applied-science"
        status={status}
        record={record}
        reports={[]}
        admin={ADMIN}
        onOffered={onOffered}
      />,
    );

  it('offers the other journals only, and sends the offer after the confirmation', async () => {
    const user = userEvent.setup();
    const onOffered = jest.fn();
    jest.mocked(offerTransfer).mockResolvedValue({
      message: 'Transfer offered: the author has been sent the offer',
      data: { transfer: {} as never },
    });
    panel(EMPTY, 'rejected', onOffered);
    const picker = screen.getByLabelText('Sister journal');
    expect(screen.getByRole('option', { name: 'Civil Engineering' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Applied Science' })).not.toBeInTheDocument();
    await user.selectOptions(picker, 'civil-engineering');
    await user.type(screen.getByLabelText('Message to the author'), 'A better fit there.');
    await user.click(screen.getByRole('button', { name: 'Offer transfer' }));
    expect(offerTransfer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    await waitFor(() =>
      expect(offerTransfer).toHaveBeenCalledWith(
        ID,
        { toJournal: 'civil-engineering', message: 'A better fit there.' },
        ADMIN,
      ),
    );
    expect(
      await screen.findByText('Transfer offered: the author has been sent the offer'),
    ).toBeInTheDocument();
    expect(onOffered).toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    jest
      .mocked(offerTransfer)
      .mockRejectedValue(
        new ApiError(409, 'Conflict', { message: 'Civil Engineering is not accepting submissions' }),
      );
    panel();
    await user.selectOptions(screen.getByLabelText('Sister journal'), 'civil-engineering');
    await user.type(screen.getByLabelText('Message to the author'), 'Try there.');
    await user.click(screen.getByRole('button', { name: 'Offer transfer' }));
    await user.click(screen.getByRole('button', { name: 'Confirm offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Civil Engineering is not accepting submissions',
    );
  });

  it('shows "Transferred from" with the first journal’s decision letter, and no form for an accepted paper', () => {
    panel(
      {
        offers: [],
        from: {
          from_journal: 'applied-science',
          from_journal_name: 'Applied Science',
          transferred_at: '2026-11-02T10:00:00.000Z',
          offer_message: 'A better fit there.',
          history: [{ from_status: null, to_status: 'submitted', changed_at: '2026-10-01T10:00:00.000Z' }],
          decision_letter: {
            decision: 'reject',
            message: 'Out of our scope.',
            decided_at: '2026-11-01T10:00:00.000Z',
          },
        },
      },
      'accepted',
    );
    expect(screen.getByText('Transferred from Applied Science')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-decision-letter')).toHaveTextContent('Out of our scope.');
    expect(screen.queryByLabelText('Sister journal')).not.toBeInTheDocument();
  });

  it('shows "Transferred to" once the author accepted', () => {
    panel({
      offers: [
        {
          id: 't1',
          to_journal: 'civil-engineering',
          to_journal_name: 'Civil Engineering',
          message: 'A better fit there.',
          offered_by: { name: 'Eddie Editor', email: ADMIN.email, role: 'editor' },
          offered_at: '2026-11-01T10:00:00.000Z',
          state: 'accepted',
          answered_at: '2026-11-02T10:00:00.000Z',
          to_submission_id: 'x',
        },
      ],
      from: null,
    });
    expect(screen.getByTestId('transferred-to')).toHaveTextContent('Transferred to Civil Engineering');
    expect(screen.queryByLabelText('Sister journal')).not.toBeInTheDocument();
  });
});

describe('the Notes card (issue 44 item 1)', () => {
  it('lists the notes and adds one', async () => {
    const user = userEvent.setup();
    const note = {
      id: 'n1',
      body: 'Check the statistics.',
      written_by: { name: 'Eddie Editor', email: ADMIN.email, role: 'editor' },
      written_at: '2026-11-01T10:00:00.000Z',
    };
    jest.mocked(fetchNotes).mockResolvedValueOnce({ data: { notes: [] } });
    jest.mocked(fetchNotes).mockResolvedValue({ data: { notes: [note] } });
    jest.mocked(addNote).mockResolvedValue({ data: { note } });
    renderAt('/', <EditorNotes submissionId={ID} admin={ADMIN} />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Check the statistics.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(addNote).toHaveBeenCalledWith(ID, 'Check the statistics.', ADMIN));
    expect(await screen.findByText('Check the statistics.', { selector: 'p' })).toBeInTheDocument();
  });
});
