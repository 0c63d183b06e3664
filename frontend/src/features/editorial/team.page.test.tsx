import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMember, fetchTeam, removeMember } from '../../api/editorial.api';
import { fetchJournal } from '../../api/journals-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { CIVIL, fieldError, refusal, signInAsAdministrator } from './editorial.test-util';
import TeamPage from './team.page';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
  fetchTeam: jest.fn(),
  addMember: jest.fn(),
  removeMember: jest.fn(),
}));

const ADA = {
  userId: 'u-1',
  email: 'ada@uni.test',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  role: 'manager' as const,
};

function open() {
  return renderAt('/admin/journals/civil-engineering/team', <TeamPage />, '/admin/journals/:slug/team');
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
  jest.mocked(fetchTeam).mockResolvedValue({
    members: [ADA],
    invitations: [{ email: 'new@uni.test', role: 'editor' }],
  });
});

describe('TeamPage', () => {
  it('lists the members with their roles, and pending invitations', async () => {
    open();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@uni.test · Manager')).toBeInTheDocument();
    expect(screen.getByText('new@uni.test')).toBeInTheDocument();
    expect(fetchTeam).toHaveBeenCalledWith('civil-engineering', 'admin-jwt');
  });

  it('adds a member with the chosen role and shows the server’s answer', async () => {
    jest.mocked(addMember).mockResolvedValue({ success: true, message: 'Member added' });
    open();
    await userEvent.type(await screen.findByLabelText('Email address'), 'grace@uni.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Member added')).toHaveAttribute('role', 'status');
    expect(addMember).toHaveBeenCalledWith(
      'civil-engineering',
      { memberEmail: 'grace@uni.test', role: 'editor' },
      'admin-jwt',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    await waitFor(() => expect(fetchTeam).toHaveBeenCalledTimes(2));
  });

  it.each([
    [
      fieldError(409, "This person is already on the journal's team", 'memberEmail'),
      "This person is already on the journal's team",
    ],
    [
      refusal(403, 'You are not allowed to manage this journal'),
      'You are not allowed to manage this journal',
    ],
    [refusal(404, 'Journal not found'), 'Journal not found'],
  ])('shows a refusal: %s', async (error, message) => {
    jest.mocked(addMember).mockRejectedValue(error);
    open();
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@uni.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('removes a member after confirmation, and not without', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    jest.mocked(removeMember).mockResolvedValue({ success: true });
    open();
    const remove = await screen.findByRole('button', { name: 'Remove Ada Lovelace' });
    await userEvent.click(remove);
    expect(removeMember).not.toHaveBeenCalled();
    await userEvent.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Remove Ada Lovelace from the team?');
    expect(await screen.findByText('Ada Lovelace was removed from the team.')).toBeInTheDocument();
    expect(removeMember).toHaveBeenCalledWith('civil-engineering', 'u-1', 'admin-jwt');
  });

  it('shows a 403 on removal', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.mocked(removeMember).mockRejectedValue(refusal(403, 'You are not allowed to manage this journal'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to manage this journal');
  });
});
