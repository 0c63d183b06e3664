import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignHandlingEditor } from '../../api/activity.api';
import { ApiError } from '../../api/api-error';
import { useEditorialAccess } from '../../api/editorial-access.hook';
import { fetchTeam } from '../../api/editorial.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { HandlingEditorPanel } from './handling-editor.component';

jest.mock('../../api/activity.api', () => ({ assignHandlingEditor: jest.fn() }));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchTeam: jest.fn(),
}));
jest.mock('../../api/editorial-access.hook', () => ({
  ...jest.requireActual('../../api/editorial-access.hook'),
  useEditorialAccess: jest.fn(),
}));

const EDITOR_ID = '0b8f6d3e-1111-4222-8333-944455556666';
/** An unsigned token whose payload names the editor (the component only reads `sub`). */
const TOKEN = `x.${btoa(JSON.stringify({ sub: EDITOR_ID })).replace(/=+$/, '')}.y`;
const admin = { email: 'edgar@example.org', token: TOKEN, role: 'editor' };
const mockedAssign = jest.mocked(assignHandlingEditor);
const mockedAccess = jest.mocked(useEditorialAccess);

function renderPanel(onChanged = jest.fn()) {
  renderAt(
    '/',
    <HandlingEditorPanel
      submissionId="p1"
      journalId="applied-science"
      editor={null}
      admin={admin}
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

describe('HandlingEditorPanel (issue 29)', () => {
  beforeEach(() => jest.resetAllMocks());

  it("lets an editor take the paper, and shows the server's refusal", async () => {
    mockedAccess.mockReturnValue({
      access: {
        administrator: false,
        journals: [{ slug: 'applied-science', name: 'Applied Science', role: 'editor' }],
      },
    } as never);
    mockedAssign.mockResolvedValueOnce({ success: true });
    const onChanged = renderPanel();
    expect(screen.getByTestId('handling-editor')).toHaveTextContent(
      "No handling editor: the journal's editors share this paper.",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(mockedAssign).toHaveBeenCalledWith('p1', EDITOR_ID, admin);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fetchTeam).not.toHaveBeenCalled();

    mockedAssign.mockRejectedValueOnce(
      new ApiError(400, 'Bad Request', { message: 'The handling editor must be an editor of this journal' }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The handling editor must be an editor of this journal',
    );
  });

  it("offers a manager the journal's team", async () => {
    mockedAccess.mockReturnValue({
      access: {
        administrator: false,
        journals: [{ slug: 'applied-science', name: 'Applied Science', role: 'manager' }],
      },
    } as never);
    jest.mocked(fetchTeam).mockResolvedValue({
      members: [
        {
          userId: EDITOR_ID,
          email: 'edgar@example.org',
          givenNames: 'Edgar',
          familyName: 'Editor',
          role: 'editor',
        },
      ],
      invitations: [],
    });
    mockedAssign.mockResolvedValue({ success: true });
    renderPanel();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Handling editor'), 'Edgar Editor (editor)');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(mockedAssign).toHaveBeenCalledWith('p1', EDITOR_ID, admin);
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });
});
