import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchBoard, fetchJournal, replaceBoard } from '../../api/journals-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import BoardPage from './board.page';
import { CIVIL, fieldError, signInAsAdministrator } from './editorial.test-util';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
  fetchBoard: jest.fn(),
  replaceBoard: jest.fn(),
}));

const mockedReplace = jest.mocked(replaceBoard);

function open() {
  return renderAt('/admin/journals/civil-engineering/board', <BoardPage />, '/admin/journals/:slug/board');
}

const row = (n: number) => screen.getByRole('group', { name: new RegExp(`^Member ${n}`) });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
  jest.mocked(fetchBoard).mockResolvedValue(CIVIL.board);
});

describe('BoardPage', () => {
  it('shows the current members in order and the past members read-only', async () => {
    open();
    expect(await screen.findByRole('group', { name: 'Member 1: Dr. A. Kumar' })).toBeInTheDocument();
    expect(within(row(2)).getByLabelText('ORCID iD')).toHaveValue('0000-0002-1825-0097');
    const past = screen.getByRole('region', { name: 'Past members' });
    expect(within(past).getByText('Dr. C. Old')).toBeInTheDocument();
    expect(within(past).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Move member 1 up' })).toBeDisabled();
  });

  it('adds, reorders and removes members, then saves the list in its order', async () => {
    mockedReplace.mockResolvedValue(CIVIL.board);
    open();
    await screen.findByRole('group', { name: /^Member 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await userEvent.type(within(row(3)).getByLabelText('Name'), 'Dr. D. New');
    await userEvent.type(within(row(3)).getByLabelText('Role'), 'Editor');
    await userEvent.click(screen.getByRole('button', { name: 'Move member 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove member 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save board' }));
    expect(await screen.findByText('Editorial board saved.')).toHaveAttribute('role', 'status');
    expect(mockedReplace).toHaveBeenCalledWith(
      'civil-engineering',
      [
        { name: 'Dr. D. New', roleTitle: 'Editor', affiliation: '', orcid: null },
        { name: 'Dr. B. Lee', roleTitle: 'Associate Editor', affiliation: '', orcid: '0000-0002-1825-0097' },
      ],
      'admin-jwt',
    );
  });

  it("shows the server's message on the member's field it names", async () => {
    mockedReplace.mockRejectedValue(fieldError(400, 'Please enter a valid ORCID iD', 'members.1.orcid'));
    open();
    await screen.findByRole('group', { name: /^Member 1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid ORCID iD');
    expect(within(row(2)).getByLabelText('ORCID iD')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(1)).getByLabelText('ORCID iD')).not.toHaveAttribute('aria-invalid');
  });
});
