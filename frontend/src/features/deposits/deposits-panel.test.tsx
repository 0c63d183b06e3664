import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { DepositsPanel } from './deposits-panel.component';
import { depositAgain, fetchDeposits, type RegistryDeposit } from './deposits.api';

jest.mock('./deposits.api', () => ({
  ...jest.requireActual('./deposits.api'),
  fetchDeposits: jest.fn(),
  depositAgain: jest.fn(),
}));

const ROWS: RegistryDeposit[] = [
  {
    registry: 'crossref',
    state: 'failed',
    attempts: 1,
    lastMessage:
      'Record not processed because submitted version is less or equal to previously submitted version',
    updatedAt: '2026-06-01T09:00:00.000Z',
  },
  {
    registry: 'doaj',
    state: 'not configured',
    attempts: 0,
    lastMessage: 'DOAJ is not configured (DOAJ_API_URL); the deposit is held',
    updatedAt: '2026-06-01T09:00:00.000Z',
  },
  {
    registry: 'orcid',
    orcid: '0000-0002-1825-0097',
    state: 'deposited',
    attempts: 1,
    lastMessage: 'ORCID added the work',
    updatedAt: '2026-06-01T09:00:00.000Z',
  },
];

describe('DepositsPanel', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchDeposits).mockResolvedValue(ROWS);
  });

  it("lists each registry's state, attempts and the registry's own message", async () => {
    render(
      <QueryProvider>
        <DepositsPanel articleId="a1" token="t" />
      </QueryProvider>,
    );
    const crossref = (await screen.findByRole('rowheader', { name: 'Crossref' })).closest('tr')!;
    expect(crossref).toHaveTextContent('Failed');
    expect(crossref).toHaveTextContent('less or equal to previously submitted version');
    expect(screen.getByRole('rowheader', { name: 'DOAJ' }).closest('tr')).toHaveTextContent(
      'Not configured (held)',
    );
    expect(
      screen.getByRole('rowheader', { name: 'ORCID (0000-0002-1825-0097)' }).closest('tr'),
    ).toHaveTextContent('Deposited');
    expect(fetchDeposits).toHaveBeenCalledWith('a1', 't');
  });

  it("Deposit again shows the 409's text, and the 202's", async () => {
    jest
      .mocked(depositAgain)
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflict', { success: false, message: 'This version is already deposited' }),
      )
      .mockResolvedValueOnce('Deposit queued');
    render(
      <QueryProvider>
        <DepositsPanel articleId="a1" token="t" />
      </QueryProvider>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Deposit again: ORCID (0000-0002-1825-0097)' }),
    );
    expect(await screen.findByText('ORCID: This version is already deposited')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit again: Crossref' }));
    expect(await screen.findByText('Crossref: Deposit queued')).toBeInTheDocument();
    expect(depositAgain).toHaveBeenCalledWith('a1', 'crossref', 't');
    await waitFor(() => expect(fetchDeposits).toHaveBeenCalledTimes(2));
  });
});
