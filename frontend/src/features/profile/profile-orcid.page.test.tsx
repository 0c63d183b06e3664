import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { fetchProfile } from '../../api/profile.api';
import { connectRealtime } from '../../api/realtime';
import ProfilePage from './profile.page';
import { ORCID_MESSAGES } from './orcid.messages';
import { profileFixture } from './profile.fixtures.test-util';

jest.mock('../../api/profile.api', () => ({
  fetchProfile: jest.fn(),
  updateProfile: jest.fn(),
  updateInstitution: jest.fn(),
}));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
jest.mock('./orcid.api', () => ({ startOrcidSignIn: jest.fn(), disconnectOrcid: jest.fn() }));

const ID = '0000-0002-1825-0097';

function openAt(address: string) {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

// Issue 43 item 6: the profile page after ORCID sent the browser back.
describe('ProfilePage with Sign in with ORCID', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'ada@example.org');
    jest.mocked(connectRealtime).mockReturnValue({ close: jest.fn() });
  });

  it('shows the status line and the authenticated iD with the icon in Personal Information', async () => {
    jest.mocked(fetchProfile).mockResolvedValue({
      success: true,
      user: profileFixture({ orcid: ID, orcidAuthenticated: true, orcidSignInAvailable: true }),
    });
    openAt('/profile?orcid=connected');
    expect(await screen.findByTestId('orcid-status')).toHaveTextContent(ORCID_MESSAGES.connected);
    expect(screen.getAllByRole('img', { name: 'ORCID iD' })).toHaveLength(2);
    expect(screen.getAllByText('authenticated')).toHaveLength(2);
    expect(screen.getByRole('button', { name: ORCID_MESSAGES.disconnect })).toBeInTheDocument();
  });

  it('offers Sign in with ORCID when the site has a client', async () => {
    jest.mocked(fetchProfile).mockResolvedValue({
      success: true,
      user: profileFixture({ orcidSignInAvailable: true }),
    });
    openAt('/profile');
    expect(await screen.findByRole('button', { name: ORCID_MESSAGES.signIn })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ORCID_MESSAGES.addWorks })).not.toBeChecked();
    expect(screen.queryByTestId('orcid-status')).not.toBeInTheDocument();
  });
});
