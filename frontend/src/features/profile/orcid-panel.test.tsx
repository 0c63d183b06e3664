import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disconnectOrcid, startOrcidSignIn } from './orcid.api';
import { OrcidPanel } from './orcid-panel.component';
import { ORCID_MESSAGES } from './orcid.messages';
import { profileFixture } from './profile.fixtures.test-util';

jest.mock('./orcid.api', () => ({ startOrcidSignIn: jest.fn(), disconnectOrcid: jest.fn() }));

const mockedStart = jest.mocked(startOrcidSignIn);
const mockedDisconnect = jest.mocked(disconnectOrcid);
const ID = '0000-0002-1825-0097';

function renderPanel(
  overrides: Parameters<typeof profileFixture>[0],
  query = '',
  goTo = jest.fn(),
  onChanged = jest.fn(),
) {
  render(
    <OrcidPanel
      user={profileFixture(overrides)}
      returned={new URLSearchParams(query)}
      onChanged={onChanged}
      goTo={goTo}
    />,
  );
  return { goTo, onChanged };
}

// Issue 43 item 6: the profile's Sign in with ORCID panel.
describe('OrcidPanel', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'ada@example.org');
  });

  it('shows nothing when the site has no ORCID client and nothing is connected', () => {
    renderPanel({ orcidSignInAvailable: false, orcid: ID, orcidAuthenticated: false });
    expect(screen.queryByRole('button', { name: ORCID_MESSAGES.signIn })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ORCID iD' })).not.toBeInTheDocument();
  });

  it('starts the sign-in with the tick box and sends the browser to ORCID', async () => {
    const user = userEvent.setup();
    mockedStart.mockResolvedValue({ success: true, data: { url: 'https://orcid.org/oauth/authorize?x=1' } });
    const { goTo } = renderPanel({ orcidSignInAvailable: true, orcid: ID, orcidAuthenticated: false });
    // A typed iD is shown as not authenticated.
    expect(screen.getByText(/typed in, not authenticated/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: ORCID_MESSAGES.signIn });
    // The button carries ORCID's iD icon (decorative there: the text names it).
    expect(button.querySelector('svg.orcid-id-icon')).not.toBeNull();
    await user.click(screen.getByRole('checkbox', { name: ORCID_MESSAGES.addWorks }));
    await user.click(button);
    expect(mockedStart).toHaveBeenCalledWith(true, 'jwt');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://orcid.org/oauth/authorize?x=1'));
  });

  it('shows an authenticated iD with the icon, its link and "authenticated", and disconnects', async () => {
    const user = userEvent.setup();
    mockedDisconnect.mockResolvedValue({
      success: true,
      message: 'Your ORCID iD is no longer connected.',
      data: { orcid: ID, orcidAuthenticated: false, orcidWorksGranted: false },
    });
    const { onChanged } = renderPanel(
      { orcidSignInAvailable: true, orcid: ID, orcidAuthenticated: true, orcidWorksGranted: true },
      'orcid=connected',
    );
    expect(screen.getByTestId('orcid-status')).toHaveTextContent(ORCID_MESSAGES.connected);
    expect(screen.getByRole('img', { name: 'ORCID iD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `https://orcid.org/${ID}` })).toHaveAttribute(
      'href',
      `https://orcid.org/${ID}`,
    );
    expect(screen.getByText('authenticated')).toBeInTheDocument();
    expect(screen.getByText(ORCID_MESSAGES.worksGranted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORCID_MESSAGES.signIn })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ORCID_MESSAGES.disconnect }));
    expect(mockedDisconnect).toHaveBeenCalledWith('jwt');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.getByTestId('orcid-status')).toHaveTextContent('Your ORCID iD is no longer connected.');
  });

  it.each([
    ['orcid=denied', ORCID_MESSAGES.denied],
    ['orcid=failed&reason=in-use', ORCID_MESSAGES.inUse],
    ['orcid=failed&reason=state', ORCID_MESSAGES.expired],
    ['orcid=failed&reason=orcid', ORCID_MESSAGES.failed],
  ])('after ORCID sent the browser back with %s, says so', (query, message) => {
    renderPanel({ orcidSignInAvailable: true, orcid: null, orcidAuthenticated: false }, query);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: ORCID_MESSAGES.signIn })).toBeInTheDocument();
  });

  it('shows the answer when the sign-in cannot start', async () => {
    const user = userEvent.setup();
    mockedStart.mockResolvedValue({
      success: false,
      message: 'Sign in with ORCID is not set up on this site.',
    });
    renderPanel({ orcidSignInAvailable: true });
    await user.click(screen.getByRole('button', { name: ORCID_MESSAGES.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in with ORCID is not set up on this site.',
    );
  });
});
