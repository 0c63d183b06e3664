import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { renderAt } from '../../test-utils/render-at.test-util';
import { ORCID_MESSAGES } from '../profile/orcid.messages';
import OrcidInvitationPage from './orcid-invitation.page';
import { fetchOrcidInvitation, startInvitationSignIn } from './orcid-invitation.api';

jest.mock('./orcid-invitation.api', () => ({
  fetchOrcidInvitation: jest.fn(),
  startInvitationSignIn: jest.fn(),
}));
const fetchMock = jest.mocked(fetchOrcidInvitation);
const startMock = jest.mocked(startInvitationSignIn);
const TOKEN = 'b'.repeat(43);
const INVITATION = {
  paperTitle: 'Carbon in Baltic seagrass meadows',
  name: 'Jonas Weber',
  connected: false,
  orcid: null,
};

afterEach(() => jest.resetAllMocks());

it('names the paper and the co-author and starts the sign-in at ORCID, asking to add the work by default', async () => {
  fetchMock.mockResolvedValue(INVITATION);
  startMock.mockRejectedValue(
    new ApiError(404, 'Not Found', {
      success: false,
      message: 'Sign in with ORCID is not set up on this site.',
    }),
  );
  renderAt(`/orcid-invitation/${TOKEN}`, <OrcidInvitationPage />, '/orcid-invitation/:token');
  expect(await screen.findByText(/Dear Jonas Weber/)).toHaveTextContent('Carbon in Baltic seagrass meadows');
  expect(screen.getByLabelText(ORCID_MESSAGES.addWorks)).toBeChecked();
  fireEvent.click(screen.getByLabelText(ORCID_MESSAGES.addWorks));
  fireEvent.click(screen.getByRole('button', { name: ORCID_MESSAGES.signIn }));
  await waitFor(() => expect(startMock).toHaveBeenCalledWith(TOKEN, false));
  // A refusal is said beside the button, and the button works again.
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sign in with ORCID is not set up on this site.',
  );
  expect(screen.getByRole('button', { name: ORCID_MESSAGES.signIn })).toBeEnabled();
});

it('says when the iD is already connected, with no button', async () => {
  fetchMock.mockResolvedValue({ ...INVITATION, connected: true, orcid: '0000-0002-1825-0097' });
  renderAt(`/orcid-invitation/${TOKEN}`, <OrcidInvitationPage />, '/orcid-invitation/:token');
  expect(await screen.findByText(/Your ORCID iD is connected for this paper\./)).toHaveAttribute(
    'role',
    'status',
  );
  expect(screen.queryByRole('button', { name: ORCID_MESSAGES.signIn })).not.toBeInTheDocument();
});

it("shows the server's refusal of a link", async () => {
  fetchMock.mockRejectedValue(
    new ApiError(404, 'Not Found', {
      success: false,
      message: 'This ORCID invitation is not valid or has expired.',
    }),
  );
  renderAt(`/orcid-invitation/${TOKEN}`, <OrcidInvitationPage />, '/orcid-invitation/:token');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This ORCID invitation is not valid or has expired.',
  );
});

it.each([
  ['orcid=connected', ORCID_MESSAGES.connected, 'status'],
  ['orcid=denied', ORCID_MESSAGES.denied, 'alert'],
  ['orcid=failed&reason=state', ORCID_MESSAGES.expired, 'alert'],
])('after ORCID (%s) says how it went', async (query, message, role) => {
  renderAt(`/orcid-invitation?${query}`, <OrcidInvitationPage />, '/orcid-invitation');
  expect(await screen.findByText(message)).toHaveAttribute('role', role);
  expect(fetchMock).not.toHaveBeenCalled();
});
